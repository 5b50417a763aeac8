/**
 * What record and deliver print: the stored id on stdout (one per line, for
 * scripts), and on stderr what the user should know — secrets replaced,
 * a retry that changed nothing, an entry that is durable but not committed.
 */
import { ExitCode, PendingCommitError } from '../errors.js';
import type { Io } from '../io.js';
import type { AppendResult } from '../log/write/append.js';

export interface RenderedWrite {
  stdout: string;
  stderr: string;
}

export function renderAppendResult(result: AppendResult): RenderedWrite {
  let stdout = '';
  let stderr = '';
  for (const item of result.results) {
    stdout += `${item.id}\n`;
    if (item.redactions > 0) stderr += `teamdoc: replaced ${redactionsText(item.redactedKinds)}\n`;
    if (item.status === 'duplicate') stderr += `teamdoc: already in the log as ${item.id}; nothing new was written\n`;
  }
  return { stdout, stderr };
}

/** `3 secret-looking strings with a visible mark before writing (2 github-token, jwt)`, after "replaced". */
export function redactionsText(kinds: Record<string, number>): string {
  const counts = Object.entries(kinds);
  const total = counts.reduce((sum, [, count]) => sum + count, 0);
  const list = counts.map(([kind, count]) => (count === 1 ? kind : `${count} ${kind}`)).join(', ');
  return `${total} secret-looking ${total === 1 ? 'string' : 'strings'} with a visible mark before writing (${list})`;
}

/**
 * Prints a write's result and gives its exit code: 0 when committed; when the
 * entries are only durable, the exit-75 error saying what is safe, what blocks
 * and what will commit them.
 */
export function writeAppendResult(result: AppendResult, io: Pick<Io, 'stdout' | 'stderr'>): number {
  const rendered = renderAppendResult(result);
  io.stdout.write(rendered.stdout);
  io.stderr.write(rendered.stderr);
  if (result.committed) return ExitCode.ok;
  const ids = result.results.filter((item) => item.status === 'pending').map((item) => item.id);
  const what = ids.length === 1 ? `${ids[0]} is` : `${ids.join(', ')} are`;
  const safe = 'Nothing is lost: the next teamdoc write, or `teamdoc doctor`, commits it.';
  throw new PendingCommitError(`${what} durable on disk but not committed to the log yet: ${result.pendingReason ?? 'the commit could not be made'}`, {
    hint: result.pendingHint === undefined ? safe : `${result.pendingHint} ${safe}`,
    cause: result.pendingCause,
  });
}
