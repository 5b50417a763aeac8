/**
 * Output for a person at a terminal goes through a pager, as git's does:
 * `$TEAMDOC_PAGER`, else `$PAGER`, else `less` with `LESS=FRX` unless LESS is
 * set (quit when it fits one screen, keep colour, leave the text on screen).
 * Never when stdout is not a terminal, never with `--no-pager`, and an empty
 * pager or `cat` means none. A pager that cannot be run costs nothing: the
 * text is written as it would have been without one.
 */
import { spawn } from 'node:child_process';
import { type Io, writeChunks } from './io.js';

/** The shell's "command not found". */
const NOT_FOUND = 127;

function pagerCommand(env: NodeJS.ProcessEnv): string | undefined {
  const command = (env.TEAMDOC_PAGER ?? env.PAGER ?? 'less').trim();
  return command === '' || command === 'cat' ? undefined : command;
}

export async function writePaged(text: string, io: Io, options: { pager: boolean }): Promise<void> {
  const command = options.pager && io.stdout.isTTY ? pagerCommand(io.env) : undefined;
  if (command === undefined || !(await throughPager(command, text, io))) await writeChunks(io.stdout, [text]);
}

/** Whether the pager ran (and so showed the text, or was quit by the person). */
function throughPager(command: string, text: string, io: Io): Promise<boolean> {
  return new Promise((resolve) => {
    const env = { ...io.env, LESS: io.env.LESS ?? 'FRX', LV: io.env.LV ?? '-c' };
    const child = spawn('sh', ['-c', command], { cwd: io.cwd, env, stdio: ['pipe', 'inherit', 'inherit'] });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code !== NOT_FOUND));
    // A person who quits before the end closes the pipe: that is their choice, not an error.
    child.stdin.on('error', () => undefined);
    child.stdin.end(text);
  });
}
