#!/usr/bin/env node
// The installed entry point: hands argv to main() and sets the exit code
// without calling process.exit, so piped output is flushed before exit.

// A closed pipe (`teamdoc log | head`) is the reader's choice, not an error.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

const argv = process.argv.slice(2);
if (argv[0] === 'hook') {
  // The Claude Code hook path: dispatched before commander or any command module is loaded.
  const { runHook, processIo } = await import('../dist/hook.js');
  process.exitCode = await runHook(argv.slice(1), processIo());
} else {
  const { main } = await import('../dist/cli.js');
  process.exitCode = await main(argv);
}
