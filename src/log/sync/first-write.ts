/**
 * The first write in a clone. A clone has the team's log only as a remote's
 * copy (`refs/remotes/origin/teamdoc/log`); starting the local branch from
 * nothing would give the log a second root, which `check` and `view` would
 * then read instead of the remote's, with the other sessions' statements
 * missing. So the first write builds on that copy: the local branch is set to
 * it, under the log lock, before the entry is committed on top.
 */
import { zeroId } from '../../git/objects.js';
import { remoteTrackingCopies } from '../../git/remote-copies.js';
import { readRef } from '../../git/refs.js';
import { gitText } from '../../git/run.js';
import { compareAndSwapRef } from '../../git/store.js';
import { shortRef } from '../store/settings.js';
import type { LogContext } from '../store/context.js';

/** With the log lock held and no local log branch: start it at a remote's copy (origin first). The copy's ref, or undefined. */
export async function startFromRemoteCopy(context: LogContext): Promise<string | undefined> {
  const { ref, objectFormat } = context.settings;
  const copy = (await remoteTrackingCopies(context.cwd, ref))[0];
  if (copy === undefined) return undefined;
  const tip = await readRef(context.repo.commonDir, copy, context.cwd);
  if (tip === undefined) return undefined;
  const update = await compareAndSwapRef(context.cwd, ref, tip, zeroId(objectFormat), `teamdoc: start from ${shortRef(copy)}`);
  return update.status === 'updated' ? copy : undefined;
}

/**
 * Before a first write that has no remote copy to build on, in a repository
 * (or a worktree of one) that has remotes: this write starts the log, and
 * `teamdoc sync` shares it. Most often the remote simply has no log yet; a
 * shallow or single-branch clone may not have fetched it, and then sync
 * joins the two. Undefined otherwise.
 */
export async function firstWriteNote(context: LogContext): Promise<string | undefined> {
  const { ref } = context.settings;
  if ((await readRef(context.repo.commonDir, ref, context.cwd)) !== undefined) return undefined;
  if ((await remoteTrackingCopies(context.cwd, ref)).length > 0) return undefined;
  const remote = await preferredRemote(context);
  if (remote === undefined) return undefined;
  const sync = remote === 'origin' ? 'teamdoc sync' : `teamdoc sync ${remote}`;
  const branch = shortRef(ref);
  return `${remote} has no ${branch} as far as this repository has fetched, so this entry starts the team's log; \`${sync}\` shares it (a shallow or single-branch clone may not have fetched ${remote}'s: \`${sync}\` joins the two)`;
}

/**
 * Whether `firstWriteNote`'s words still hold after the append: they were
 * decided before the lock, and another session's first write may have landed
 * in between. They hold only when this write's commit is the log's first.
 */
export async function startedTheLog(context: LogContext, commit: string | undefined): Promise<boolean> {
  if (commit === undefined) return false;
  const parents = (await gitText(['rev-list', '--parents', '-n', '1', commit], { cwd: context.cwd, read: true })).split(' ');
  return parents.length === 1;
}

/**
 * Where a reader's log came from, when it is not simply the local branch: a
 * remote's copy (this clone has not written yet), or nothing at all in a
 * repository that has remotes (then: what to fetch, if the remote has a log).
 */
export async function logSourceNote(local: LogContext, read: LogContext, tip: string | undefined): Promise<string | undefined> {
  const branch = shortRef(local.settings.ref);
  if (read !== local)
    return `read ${shortRef(read.settings.ref)}: this clone has no ${branch} branch of its own yet (its first teamdoc write starts one from that copy)`;
  if (tip !== undefined) return undefined;
  const remote = await preferredRemote(local);
  return remote === undefined
    ? undefined
    : `no log here yet: no ${branch} branch and no copy of ${remote}'s (${remote} may have none yet; if it has one, a shallow or single-branch clone did not fetch it: git fetch ${remote} ${branch}:${branch})`;
}

/** `origin` when there is one, else the first remote; undefined in a repository without remotes. */
async function preferredRemote(context: LogContext): Promise<string | undefined> {
  const remotes = (await gitText(['remote'], { cwd: context.cwd, read: true })).split('\n').filter((name) => name !== '');
  return remotes.includes('origin') ? 'origin' : remotes[0];
}
