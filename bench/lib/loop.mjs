// One writer of a concurrency bench: runs a command COUNT times in a row, each with a line on stdin, and
// exits 1 if any run failed. Kept apart from setup.mjs so that starting it bundles and loads nothing:
// the loops of bare `node -e 0` and of `teamdoc record` it is compared with start the same way.
//
//   node bench/lib/loop.mjs COUNT NAME COMMAND [ARGS...]     ({n} and {name} in ARGS are replaced)
import { spawn } from 'node:child_process';

const [count, name, command, ...args] = process.argv.slice(2);
for (let index = 0; index < Number(count); index++) {
  const code = await new Promise((resolve) => {
    const child = spawn(
      command,
      args.map((arg) => arg.replaceAll('{n}', String(index)).replaceAll('{name}', name)),
      { stdio: ['pipe', 'ignore', 'inherit'] },
    );
    child.stdin.end(`message ${index} from ${name}\n`);
    child.on('close', resolve);
  });
  if (code !== 0) process.exitCode = 1;
}
