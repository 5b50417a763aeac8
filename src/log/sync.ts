/**
 * Sync: how the log crosses machines, through an ordinary git remote.
 *
 *   1. fetch the remote's log ref into a private tracking ref;
 *   2. under the log lock: commit the spool, then fast-forward to the remote
 *      or merge with it (a union of files, merge.ts) into a two-parent commit;
 *   3. push, only if the remote still holds what was fetched; if another
 *      machine pushed first, start again from 1.
 *
 * No branch, index or work tree is touched, only the log ref and the
 * tracking ref under refs/teamdoc/remotes/.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { TeamdocError, UsageError } from '../errors.js';
import { makeCommit, parseCommit } from '../git/commit-object.js';
import { isAncestor } from '../git/history.js';
import { changedFiles, listFiles, resolveCommit } from '../git/list.js';
import { zeroId } from '../git/objects.js';
import { fetchRef, pushRef } from '../git/remote.js';
import { writeLooseObjects } from '../git/loose-objects.js';
import { compareAndSwapRef } from '../git/store.js';
import { CommitBlocked, commitSpool, describeCommitter, sleep } from './commit.js';
import { type LogContext, openReader } from './context.js';
import { MESSAGES_DIR } from './layout.js';
import { redactSecrets } from '../secrets/redact.js';
import { describeLockHolder, waitForLock } from './lock.js';
import { type UnionResult, unionTrees } from './merge.js';
import { currentTime } from '../time/clock.js';

const MAX_ATTEMPTS = 40;

export interface SyncReport {
  /** The remote as given, a password in its URL marked. */
  remote: string;
  ref: string;
  /** The log's tip after the sync. */
  tip: string | undefined;
  /** Entry files this machine did not have before. */
  received: number;
  /** Entry files the remote did not have before. */
  sent: number;
  /** How many rounds it took (more than one when other machines pushed at the same time). */
  attempts: number;
  /** Paths where the two copies held different files; the smaller blob id was kept. */
  disagreements: UnionResult['disagreements'];
  /** Why entries waiting in the spool could not be committed first, if they could not. */
  spoolBlocked?: string;
}

export interface SyncOptions {
  deadline: number;
  env: NodeJS.ProcessEnv;
}

export async function syncLog(context: LogContext, remote: string, options: SyncOptions): Promise<SyncReport> {
  if (remote.startsWith('-') || remote === '') throw new UsageError(`Unexpected remote ${JSON.stringify(remote)}, expected a remote name or URL`);
  const { ref } = context.settings;
  const tracking = trackingRef(remote, ref);
  // A remote URL may carry a password (https://user:pass@host): the merge commit, the reflog and the report show it marked.
  const report: SyncReport = { remote: redactSecrets(remote).text, ref, tip: undefined, received: 0, sent: 0, attempts: 0, disagreements: [] };
  for (;;) {
    report.attempts++;
    const remoteTip = (await fetchRef(context.cwd, remote, ref, tracking)) ? await resolveCommit(context.cwd, tracking) : undefined;
    const { before, after } = await mergeLocally(context, remoteTip, report, options);
    report.tip = after;
    if (after === undefined || after === remoteTip || (await pushRef(context.cwd, remote, ref, after, remoteTip)) === 'pushed') {
      report.received += await countAdded(context, before, after);
      report.sent = after === remoteTip ? 0 : await countAdded(context, remoteTip, after);
      return report;
    }
    report.received += await countAdded(context, before, after);
    if (report.attempts >= MAX_ATTEMPTS || Date.now() > options.deadline) {
      throw new TeamdocError(`Could not push the log to ${report.remote}: other machines kept pushing first (${report.attempts} attempts)`, {
        hint: 'The merged log is kept locally; run teamdoc sync again.',
      });
    }
    // Someone pushed first: back off a little (more each time) so the racers spread out.
    await sleep(Math.random() * 50 * Math.min(report.attempts, 10));
  }
}

/** Under the log lock: commit the spool, then bring the local log ref up to (or merge it with) the remote's. */
async function mergeLocally(context: LogContext, remoteTip: string | undefined, report: SyncReport, options: SyncOptions): Promise<{ before: string | undefined; after: string | undefined }> {
  const { ref, objectFormat } = context.settings;
  const wait = await waitForLock(context.paths.lock, 'sync', options.deadline);
  if (wait.status !== 'acquired') {
    throw new TeamdocError(`Could not sync: ${wait.status === 'timed-out' ? describeLockHolder(wait.holder) : 'the log lock is busy'}`, {
      hint: 'Try again when the other teamdoc command has finished (teamdoc doctor shows who holds the lock).',
    });
  }
  try {
    try {
      await commitSpool(context, { deadline: options.deadline, committedBy: describeCommitter(options.env), time: currentTime(options.env) });
    } catch (error) {
      if (!(error instanceof CommitBlocked || error instanceof TeamdocError)) throw error;
      report.spoolBlocked = error.message;
    }
    const local = await resolveCommit(context.cwd, ref);
    if (remoteTip === undefined || local === remoteTip) return { before: local, after: local };
    if (local !== undefined && (await isAncestor(context.cwd, remoteTip, local))) return { before: local, after: local };
    let next = remoteTip;
    if (local !== undefined && !(await isAncestor(context.cwd, local, remoteTip))) {
      next = await mergeCommit(context, local, remoteTip, report, options.env);
    }
    const update = await compareAndSwapRef(context.cwd, ref, next, local ?? zeroId(objectFormat), `teamdoc: sync with ${report.remote}`);
    if (update.status !== 'updated') throw new TeamdocError(`Could not update ${ref}: ${update.detail}`, { hint: 'Run teamdoc doctor, then teamdoc sync again.' });
    return { before: local, after: next };
  } finally {
    wait.lock.release();
  }
}

async function mergeCommit(context: LogContext, local: string, remoteTip: string, report: SyncReport, env: NodeJS.ProcessEnv): Promise<string> {
  const format = context.settings.objectFormat;
  const reader = openReader(context);
  try {
    const [ours, theirs] = await reader.read([local, remoteTip]);
    if (!ours || !theirs) throw new TeamdocError('Could not read the two log commits to merge');
    const union = await unionTrees(reader, parseCommit(ours.content).tree, parseCommit(theirs.content).tree, format);
    report.disagreements.push(...union.disagreements);
    const message = `teamdoc log: merge ${report.remote}\n\nCommitted-by: ${describeCommitter(env)}\n`;
    const commit = makeCommit({ tree: union.tree, parents: [local, remoteTip], message, time: currentTime(env) }, format);
    await writeLooseObjects(join(context.repo.commonDir, 'objects'), [...union.objects, commit]);
    return commit.id;
  } finally {
    await reader.close();
  }
}

async function countAdded(context: LogContext, from: string | undefined, to: string | undefined): Promise<number> {
  if (to === undefined || from === to) return 0;
  if (from === undefined) return (await listFiles(context.cwd, to, MESSAGES_DIR)).length;
  return (await changedFiles(context.cwd, from, to, MESSAGES_DIR)).added.length;
}

/** Where the remote's log ref is fetched to: refs/teamdoc/remotes/<remote>/<ref without refs/>. */
export function trackingRef(remote: string, ref: string): string {
  const safeName = /^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(remote) ? remote : `url-${createHash('sha256').update(remote).digest('hex').slice(0, 16)}`;
  return `refs/teamdoc/remotes/${safeName}/${ref.replace(/^refs\//, '')}`;
}
