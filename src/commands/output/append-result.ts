/**
 * A write's result, printed, and its exit code: 0 when committed; when the
 * entries are only durable, the exit-75 error saying what is safe, what
 * blocks and what will commit them.
 */
import { ExitCode, PendingCommitError } from '../../errors.js';
import type { Io } from '../../io.js';
import type { AppendResult } from '../../log/write/append.js';
import { renderAppendResult } from '../../report/log-write.js';

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
