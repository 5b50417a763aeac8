/**
 * The Codex route: `codex queue --thread <id> --message=<text>` (Codex 0.169),
 * which stores the message in `$CODEX_HOME`'s queue and prints its id; the
 * process holding the thread (the local daemon) takes it into a turn of its
 * own. With --resume, Codex also asks the daemon to resume a thread no process
 * holds. The text is one command-line argument, so it is bounded by what one
 * argument may hold.
 */
import { spawn } from 'node:child_process';
import { MAX_ARGUMENT_BYTES } from '../handoff/start-successor.js';
import type { DeliveryAnswer } from './answer.js';

const OPTION = '--message=';

/** The longest text `codex queue` can be given (Linux caps one argument at 128 KiB). */
export const MAX_QUEUED_TEXT_BYTES = MAX_ARGUMENT_BYTES - OPTION.length;

export interface CodexDelivery {
  thread: string;
  text: string;
  resume: boolean;
  cwd: string;
  env: NodeJS.ProcessEnv;
}

const QUEUED = /^Queued message (\S+) for thread (\S+)\.\s*$/m;
const NOT_RESUMED = /^Warning: message was queued, but could not resume thread \S+: (.*)$/m;

export async function deliverToCodex(delivery: CodexDelivery): Promise<DeliveryAnswer> {
  const args = ['queue', '--thread', delivery.thread, `${OPTION}${delivery.text}`, ...(delivery.resume ? ['--resume'] : [])];
  const result = await run('codex', args, delivery.cwd, delivery.env);
  const queued = QUEUED.exec(result.stdout);
  if (result.code !== 0 || queued === null) {
    const why = result.error ?? (firstLine(result.stderr) || `exit status ${result.code}`);
    return { answer: 'queue failed', state: 'refused', detail: `queue failed: codex queue said: ${why}` };
  }
  const id = queued[1]!;
  const notResumed = NOT_RESUMED.exec(result.stderr);
  if (notResumed) return { answer: 'not resumed', state: 'sent', detail: `queued as ${id}, not resumed: ${notResumed[1]}` };
  if (delivery.resume)
    return { answer: 'resumed', state: 'sent', detail: `resumed: queued as ${id} and the local Codex daemon asked to resume the thread with it` };
  return { answer: 'queued', state: 'sent', detail: `queued as ${id}: the Codex process holding the thread takes it into a turn` };
}

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
  error: string | undefined;
}

/** Runs a command with its output bounded; never throws. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<Ran> {
  return new Promise((resolve) => {
    let stdout = '';
    let stderr = '';
    let error: string | undefined;
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout = (stdout + chunk).slice(-64 * 1024)));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-64 * 1024)));
    child.on('error', (failure: NodeJS.ErrnoException) => {
      error = failure.code === 'ENOENT' ? `no ${command} on PATH` : failure.message;
    });
    child.on('close', (code) => resolve({ code, stdout, stderr, error }));
  });
}

function firstLine(text: string): string {
  return (
    text
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line !== '') ?? ''
  );
}
