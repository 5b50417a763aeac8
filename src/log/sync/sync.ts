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
import { basename, join } from 'node:path';
import { TeamdocError, UsageError } from '../../errors.js';
import { commitChanges } from '../../git/commit-changes.js';
import { makeCommit, parseCommit } from '../../git/commit-object.js';
import type { ObjectReader } from '../../git/object-reader.js';
import { isAncestor } from '../../git/history.js';
import { changedFiles, listFiles, resolveCommit } from '../../git/list.js';
import { zeroId } from '../../git/objects.js';
import type { ProgressListener } from '../../git/network.js';
import { fetchRef, pushRef } from '../../git/remote.js';
import { writeLooseObjects } from '../../git/loose-objects.js';
import { compareAndSwapRef } from '../../git/store.js';
import { CommitBlocked, commitSpool, describeCommitter, sleep } from '../write/commit.js';
import { type LogContext, openReader } from '../store/context.js';
import { MESSAGES_DIR } from '../format/layout.js';
import { redactSecrets } from '../../secrets/redact.js';
import { describeLockHolder, waitForLock } from '../store/lock.js';
import { CHOOSE_ANOTHER_REF, readLogTip, refuseForeignLogRef, refuseForeignTip } from '../store/log-ref.js';
import { type LogProblem, readLogContents } from '../read/read.js';
import { type UnionResult, unionTrees } from './merge.js';
import { currentTime } from '../../time/clock.js';

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
  /**
   * What the log's history now shows wrong that this sync brought in: a
   * rewrite of the remote's log since the last sync, edits, removals, reused
   * ids. The union keeps everything either side ever held, and readers show
   * each entry as first recorded; these say what to look at.
   */
  flagged: LogProblem[];
}

export interface SyncOptions {
  deadline: number;
  env: NodeJS.ProcessEnv;
  /** git's progress through each fetch and push, as it reports it. */
  onProgress?: ProgressListener;
}

export async function syncLog(context: LogContext, remote: string, options: SyncOptions): Promise<SyncReport> {
  if (remote.startsWith('-') || remote === '') throw new UsageError(`Unexpected remote ${JSON.stringify(remote)}, expected a remote name or URL`);
  const { ref } = context.settings;
  const tracking = trackingRef(remote, ref);
  // A remote URL may carry a password (https://user:pass@host): the merge commit, the reflog and the report show it marked.
  const report: SyncReport = { remote: redactSecrets(remote).text, ref, tip: undefined, received: 0, sent: 0, attempts: 0, disagreements: [], flagged: [] };
  await withReader(context, (reader) => refuseForeignLogRef(context, reader));
  const start = await resolveCommit(context.cwd, ref);
  const rewrites: LogProblem[] = [];
  for (;;) {
    report.attempts++;
    const lastSeen = await resolveCommit(context.cwd, tracking);
    const remoteTip = (await fetchRef(context.cwd, remote, ref, tracking, options.onProgress)) ? await resolveCommit(context.cwd, tracking) : undefined;
    if (remoteTip !== undefined) {
      await withReader(context, (reader) => refuseForeignRemoteLog(context, reader, remote, report.remote));
      if (lastSeen !== undefined && lastSeen !== remoteTip && !(await isAncestor(context.cwd, lastSeen, remoteTip)))
        rewrites.push(remoteRewrite(report.remote, ref, lastSeen));
    }
    const { before, after } = await mergeLocally(context, remoteTip, report, options);
    report.tip = after;
    if (after === undefined || after === remoteTip || (await pushRef(context.cwd, remote, ref, after, remoteTip, options.onProgress)) === 'pushed') {
      report.received += await countAdded(context, before, after);
      report.sent = after === remoteTip ? 0 : await countAdded(context, remoteTip, after);
      report.flagged = [...rewrites.slice(0, 1), ...(await problemsBroughtIn(context, start, after))];
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

/** The remote's copy must be a teamdoc log too: a branch of code under the log's name is never merged in. */
async function refuseForeignRemoteLog(local: LogContext, reader: ObjectReader, remote: string, shownRemote: string): Promise<void> {
  const tracking: LogContext = { ...local, settings: { ...local.settings, ref: trackingRef(remote, local.settings.ref) } };
  try {
    const tip = await readLogTip(tracking, reader, 'read');
    if (tip) await refuseForeignTip(tracking, reader, tip, 'read');
  } catch (error) {
    if (!(error instanceof TeamdocError)) throw error;
    throw new UsageError(
      `${shownRemote}'s ${local.settings.ref} is not a teamdoc log, so nothing was merged: ${error.message.replace(/^.* is not a teamdoc log: /, '')}`,
      {
        hint: `Sync with a remote whose ${local.settings.ref} teamdoc wrote, or ${CHOOSE_ANOTHER_REF}.`,
      },
    );
  }
}

function remoteRewrite(remote: string, ref: string, lastSeen: string): LogProblem {
  return {
    path: `${remote} ${ref}`,
    kind: 'rewritten',
    message: `rewritten on ${remote} since the last sync: commit ${lastSeen.slice(0, 12)} is no longer in its history; this sync merged both histories, so nothing either side held is lost`,
  };
}

/** The problems readers now see in the commits this sync brought (between `before` and `after`). */
async function problemsBroughtIn(context: LogContext, before: string | undefined, after: string | undefined): Promise<LogProblem[]> {
  if (after === undefined || after === before) return [];
  const commits = await commitChanges(context.cwd, [after], before === undefined ? [] : [before]);
  const brought = new Set(commits.map((commit) => commit.commit));
  // An id written on both clones is noted at the side the merge hid, which may be this clone's own: it is new when either side came now.
  const idsBrought = new Set(
    commits.flatMap((commit) => commit.changes.filter((change) => change.status === 'A').map((change) => basename(change.path, '.md'))),
  );
  const { problems } = await readLogContents(context);
  return problems.filter(
    (problem) =>
      (problem.commit !== undefined && brought.has(problem.commit)) ||
      ((problem.kind === 'id-conflict' || problem.kind === 'recorded-twice') && problem.id !== undefined && idsBrought.has(problem.id)),
  );
}

async function withReader<T>(context: LogContext, work: (reader: ObjectReader) => Promise<T>): Promise<T> {
  const reader = openReader(context);
  try {
    return await work(reader);
  } finally {
    await reader.close();
  }
}

/** Under the log lock: commit the spool, then bring the local log ref up to (or merge it with) the remote's. */
async function mergeLocally(
  context: LogContext,
  remoteTip: string | undefined,
  report: SyncReport,
  options: SyncOptions,
): Promise<{ before: string | undefined; after: string | undefined }> {
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
      next = await mergeCommit(context, local, remoteTip, report.remote, report.disagreements, options.env);
    }
    const update = await compareAndSwapRef(context.cwd, ref, next, local ?? zeroId(objectFormat), `teamdoc: sync with ${report.remote}`);
    if (update.status !== 'updated')
      throw new TeamdocError(`Could not update ${ref}: ${update.detail}`, { hint: 'Run teamdoc doctor, then teamdoc sync again.' });
    return { before: local, after: next };
  } finally {
    wait.lock.release();
  }
}

/** A two-parent commit of the union of the two logs (written, not yet on any ref); disagreements are added to `disagreements`. */
export async function mergeCommit(
  context: LogContext,
  local: string,
  remoteTip: string,
  remote: string,
  disagreements: SyncReport['disagreements'],
  env: NodeJS.ProcessEnv,
): Promise<string> {
  const format = context.settings.objectFormat;
  const reader = openReader(context);
  try {
    const [ours, theirs] = await reader.read([local, remoteTip]);
    if (!ours || !theirs) throw new TeamdocError('Could not read the two log commits to merge');
    const union = await unionTrees(reader, parseCommit(ours.content).tree, parseCommit(theirs.content).tree, format);
    disagreements.push(...union.disagreements);
    const message = `teamdoc log: merge ${remote}\n\nCommitted-by: ${describeCommitter(env)}\n`;
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
