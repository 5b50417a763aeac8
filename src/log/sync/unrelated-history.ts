/**
 * A log whose history is unrelated to a remote's copy: a clone wrote its
 * first entry before it had the team's log (an older teamdoc, or a shallow
 * clone that never fetched it), so the two have no common commit. Readers
 * then see one or the other, never both. Doctor finds it and repairs it the
 * way sync would: a merge commit holding the union of both (merge.ts).
 */
import { zeroId } from '../../git/objects.js';
import { remoteTrackingCopies } from '../../git/remote-copies.js';
import { readRef } from '../../git/refs.js';
import { git } from '../../git/run.js';
import { compareAndSwapRef } from '../../git/store.js';
import type { LogContext } from '../store/context.js';
import { describeLockHolder, waitForLock } from '../store/lock.js';
import { shortRef } from '../store/settings.js';
import { mergeCommit } from './sync.js';

export interface UnrelatedCopy {
  /** The remote's copy, e.g. `refs/remotes/origin/teamdoc/log`. */
  copy: string;
  tip: string;
  local: string;
}

/** The remotes' copies of the log that share no commit with the local branch. */
export async function unrelatedCopies(context: LogContext): Promise<UnrelatedCopy[]> {
  const { ref } = context.settings;
  const local = await readRef(context.repo.commonDir, ref, context.cwd);
  if (local === undefined) return [];
  const unrelated: UnrelatedCopy[] = [];
  for (const copy of await remoteTrackingCopies(context.cwd, ref)) {
    const tip = await readRef(context.repo.commonDir, copy, context.cwd);
    if (tip === undefined || tip === local) continue;
    const base = await git(['merge-base', local, tip], { cwd: context.cwd, read: true, allowFailure: true });
    if (base.status === 1) unrelated.push({ copy, tip, local });
  }
  return unrelated;
}

/** Under the log lock, the local log becomes the merge of itself and `unrelated`; what was done, in words. */
export async function mergeUnrelated(context: LogContext, unrelated: UnrelatedCopy, options: { env: NodeJS.ProcessEnv; waitMs: number }): Promise<string> {
  const wait = await waitForLock(context.paths.lock, 'doctor', Date.now() + options.waitMs);
  if (wait.status !== 'acquired') throw new Error(wait.status === 'timed-out' ? describeLockHolder(wait.holder) : 'the log lock is busy');
  try {
    const { ref, objectFormat } = context.settings;
    const local = (await readRef(context.repo.commonDir, ref, context.cwd)) ?? zeroId(objectFormat);
    const remote = shortRef(unrelated.copy);
    const merged = await mergeCommit(context, local, unrelated.tip, remote, [], options.env);
    const update = await compareAndSwapRef(context.cwd, ref, merged, local, `teamdoc: merge the unrelated ${remote}`);
    if (update.status !== 'updated') throw new Error(update.detail);
    return merged;
  } finally {
    wait.lock.release();
  }
}
