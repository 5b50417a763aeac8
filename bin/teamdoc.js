#!/usr/bin/env node
// The installed entry point: hands argv to main() and sets the exit code
// without calling process.exit, so piped output is flushed before exit.
import { main } from '../dist/cli.js';

// A closed pipe (`teamdoc log | head`) is the reader's choice, not an error.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

process.exitCode = await main(process.argv.slice(2));
