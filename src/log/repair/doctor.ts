/**
 * Doctor: finds what a crash can leave and repairs what is provably safe to
 * repair. It removes teamdoc's own lock when its holder is gone, a stale
 * lock on the log ref (only teamdoc writes that ref), and temporary files of
 * killed writers; it commits entries left in the spool; it moves undecodable
 * spool files to a quarantine folder. It only reports git's other locks and
 * a checked-out log branch, which need a person's judgement.
 */
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { TeamdocError } from '../../errors.js';
import { checkoutsOf } from '../../git/checkouts.js';
import { findGitLockFiles } from '../../git/lock-files.js';
import { CommitBlocked, REF_LOCK_GRACE_MS, commitSpool, describeCommitter } from '../write/commit.js';
import { type LogContext, openReader } from '../store/context.js';
import { ASIDE_SUFFIX } from '../read/integrity.js';
import { DamagedLogRef, readLogTip } from '../store/log-ref.js';
import { moveAside, moveAsideCommand, plantedFiles } from './move-aside.js';
import { verifyLog } from './verify.js';
import type { ProgressListener } from '../../git/network.js';
import { fileAgeMs, fileSystemNow } from '../../time/file-ages.js';
import { removeIfPresent } from '../store/durable.js';
import {
  BREAK_LOCK_GRACE_MS,
  type LockWait,
  UNREADABLE_LOCK_GRACE_MS,
  breakStaleLock,
  describeLockHolder,
  inspectLock,
  isStale,
  waitForLock,
} from '../store/lock.js';
import { quarantineSpoolFile, readSpool } from '../store/spool.js';
import { currentTime } from '../../time/clock.js';
import { plural } from '../../text/plural.js';
import { shortRef } from '../store/settings.js';
import { mergeUnrelated, unrelatedCopies } from '../sync/unrelated-history.js';

interface DoctorAction {
  /** What was done (or, in a dry run, would be done). */
  message: string;
  path?: string;
}

export interface DoctorFinding {
  ruleId:
    | 'log-checked-out'
    | 'log-planted-file'
    | 'log-lock-held'
    | 'git-lock'
    | 'spool-blocked'
    | 'quarantine'
    | 'hook-error'
    | 'hook-arrival-unsettled'
    | 'hook-queued-unseen'
    | 'log-ref-damaged'
    | 'log-ref-foreign'
    | 'object-damaged'
    | 'object-missing'
    | 'log-integrity'
    | 'log-rewritten'
    | 'log-unrelated';
  message: string;
  path?: string;
  hint: string;
}

export interface DoctorReport {
  ref: string;
  dryRun: boolean;
  /** Whether the whole log was verified (`--verify`), not only locks and the spool. */
  verified: boolean;
  actions: DoctorAction[];
  /** What is left for a person to look at. */
  findings: DoctorFinding[];
}

export interface DoctorOptions {
  dryRun: boolean;
  env: NodeJS.ProcessEnv;
  /** How long to wait for a live lock holder before reporting it. */
  waitMs: number;
  /** Walk the whole log and every object it needs (verify.ts); `remote` is where lost objects are fetched from, with git's progress to `onProgress`. */
  verify?: { remote?: string; onProgress?: ProgressListener };
  /** A file planted where a folder of the log belongs, to move aside (move-aside.ts). */
  moveAside?: string;
}

export async function runDoctor(context: LogContext, options: DoctorOptions): Promise<DoctorReport> {
  const report: DoctorReport = { ref: context.settings.ref, dryRun: options.dryRun, verified: options.verify !== undefined, actions: [], findings: [] };
  const act = (message: string, path?: string, repair?: () => void) => {
    if (!options.dryRun) repair?.();
    report.actions.push(path === undefined ? { message } : { message, path });
  };
  checkCheckouts(context, report);
  checkOwnLock(context, report, act);
  checkGitLocks(context, report, act);
  cleanSpool(context, act);
  if (options.moveAside !== undefined) await moveAsideFile(context, options.moveAside, report, options);
  await commitLeftovers(context, report, options, act);
  await joinUnrelatedCopies(context, report, options);
  await listQuarantine(context, report);
  if (options.verify) {
    const actAsync = async (message: string, path?: string, repair?: () => void | Promise<void>) => {
      if (!options.dryRun) await repair?.();
      report.actions.push(path === undefined ? { message } : { message, path });
    };
    await verifyLog(
      context,
      { dryRun: options.dryRun, env: options.env, remote: options.verify.remote, onProgress: options.verify.onProgress, waitMs: options.waitMs },
      actAsync,
      report.findings,
    );
    // A repaired log takes what waited in the spool for it (a damaged tip blocked the first try).
    if (!options.dryRun && report.findings.some((finding) => finding.ruleId === 'spool-blocked')) {
      report.findings = report.findings.filter((finding) => finding.ruleId !== 'spool-blocked');
      await commitLeftovers(context, report, options, act);
    }
  } else {
    await checkTip(context, report);
  }
  return report;
}

/** Plain doctor reads only the tip: a damaged ref is worth saying even without --verify. */
async function checkTip(context: LogContext, report: DoctorReport): Promise<void> {
  const reader = openReader(context);
  try {
    await readLogTip(context, reader, 'read');
  } catch (error) {
    if (!(error instanceof DamagedLogRef)) throw error;
    report.findings.push({ ruleId: 'log-ref-damaged', message: error.message, path: context.settings.ref, hint: error.hint ?? '' });
  } finally {
    await reader.close();
  }
}

type Act = (message: string, path?: string, repair?: () => void) => void;

function checkCheckouts(context: LogContext, report: DoctorReport): void {
  for (const checkout of checkoutsOf(context.repo, context.settings.ref)) {
    report.findings.push({
      ruleId: 'log-checked-out',
      message: `the log branch ${context.settings.ref} is checked out in ${checkout.worktree}; teamdoc refuses to write while it is`,
      path: checkout.worktree,
      hint: `Switch that worktree to another branch: git -C ${checkout.worktree} switch <branch>`,
    });
  }
}

function checkOwnLock(context: LogContext, report: DoctorReport, act: Act): void {
  const lockPath = context.paths.lock;
  const state = inspectLock(lockPath);
  if (isStale(state) && state.state !== 'free') {
    const who = state.state === 'held' ? `pid ${state.owner.pid}, which is no longer running` : 'no readable owner';
    act(`remove teamdoc's log lock (held by ${who}, ${seconds(state.ageMs)} old)`, lockPath, () => breakStaleLock(lockPath, state));
  } else if (state.state !== 'free') {
    report.findings.push({
      ruleId: 'log-lock-held',
      message: describeLockHolder(state),
      path: lockPath,
      hint: 'Wait for that teamdoc command to finish; if its host is gone for good, delete the file.',
    });
  }
  const breaker = `${lockPath}.break`;
  const breakerAge = fileAgeMs(breaker, fileSystemNow(context.paths.root));
  if (breakerAge !== undefined && breakerAge > BREAK_LOCK_GRACE_MS) {
    act(`remove a leftover lock-breaking marker (${seconds(breakerAge)} old)`, breaker, () => removeIfPresent(breaker));
  }
}

function checkGitLocks(context: LogContext, report: DoctorReport, act: Act): void {
  const refLock = join(context.repo.commonDir, `${context.settings.ref}.lock`);
  for (const lock of findGitLockFiles(context.repo.commonDir, fileSystemNow(context.repo.commonDir))) {
    if (lock.path === refLock && lock.ageMs > REF_LOCK_GRACE_MS) {
      act(`remove a stale lock on the log ref left by a killed git (${seconds(lock.ageMs)} old)`, lock.path, () => removeIfPresent(lock.path));
      continue;
    }
    report.findings.push({
      ruleId: 'git-lock',
      message: `git lock ${lock.name} is present (${seconds(lock.ageMs)} old)`,
      path: lock.path,
      hint: 'git cannot tell whether it is in use (an editor opened by git commit holds index.lock); if no git process is running in this repository, delete it.',
    });
  }
}

function cleanSpool(context: LogContext, act: Act): void {
  const spool = readSpool(context.paths);
  for (const leftover of spool.leftovers) {
    if (leftover.ageMs <= UNREADABLE_LOCK_GRACE_MS) continue;
    const path = join(context.paths.spool, leftover.name);
    act(`remove a half-written temporary file of a killed writer (${seconds(leftover.ageMs)} old; it was never acknowledged)`, path, () =>
      removeIfPresent(path),
    );
  }
  for (const bad of spool.bad) {
    act(`move an undecodable spool file to quarantine (${bad.problem})`, join(context.paths.spool, bad.name), () => {
      quarantineSpoolFile(context.paths, bad.name, `undecodable: ${bad.problem}`);
    });
  }
}

async function commitLeftovers(context: LogContext, report: DoctorReport, options: DoctorOptions, act: Act): Promise<void> {
  const waiting = readSpool(context.paths).items.length;
  if (waiting === 0) return;
  if (options.dryRun) return act(`commit ${entries(waiting)} waiting in the spool`);
  const blocked = (reason: string, hint: string) =>
    report.findings.push({ ruleId: 'spool-blocked', message: `${entries(waiting)} wait in the spool: ${reason}`, hint });
  let wait: LockWait;
  try {
    wait = await waitForLock(context.paths.lock, 'doctor', Date.now() + options.waitMs);
  } catch (error) {
    if (!(error instanceof TeamdocError)) throw error;
    return void blocked(error.message, `${error.hint ?? 'Fix what blocks the lock.'} Then run teamdoc doctor again.`);
  }
  if (wait.status !== 'acquired') {
    blocked(wait.status === 'timed-out' ? describeLockHolder(wait.holder) : 'the log lock is busy', 'Run teamdoc doctor again when the lock is free.');
    return;
  }
  try {
    const outcome = await commitSpool(context, {
      deadline: Date.now() + options.waitMs,
      committedBy: describeCommitter(options.env),
      time: currentTime(options.env),
    });
    const committed = [...outcome.settled.values()].filter((settlement) => settlement.status === 'new').length;
    if (committed > 0) act(`commit ${entries(committed)} left in the spool${outcome.commit ? ` (commit ${outcome.commit.slice(0, 12)})` : ''}`);
    const already = outcome.settled.size - committed - outcome.quarantined.length;
    if (already > 0) act(`remove ${entries(already)} from the spool that were already in the log`);
    for (const item of outcome.quarantined) act(`move ${item.name} to quarantine: ${item.reason}`, item.path);
  } catch (error) {
    if (!(error instanceof CommitBlocked || error instanceof TeamdocError)) throw error;
    const hint =
      error instanceof TeamdocError && error.hint
        ? `${error.hint} Then run teamdoc doctor again.`
        : 'Fix what blocks the commit, then run teamdoc doctor again.';
    blocked(error.message, hint);
  } finally {
    wait.lock.release();
  }
}

/** A remote's copy of the log with a history unrelated to the local one is merged in, as sync would (unrelated-history.ts). */
async function joinUnrelatedCopies(context: LogContext, report: DoctorReport, options: DoctorOptions): Promise<void> {
  for (const unrelated of await unrelatedCopies(context)) {
    const what = `merge ${shortRef(unrelated.copy)} into ${shortRef(context.settings.ref)}: their histories share no commit (this clone started a log of its own before it had the team's), so readers saw only one of them`;
    if (options.dryRun) {
      report.actions.push({ message: what });
      continue;
    }
    try {
      const merged = await mergeUnrelated(context, unrelated, options);
      report.actions.push({ message: `${what}; the union of both is commit ${merged.slice(0, 12)} — run teamdoc sync to share it` });
    } catch (error) {
      report.findings.push({
        ruleId: 'log-unrelated',
        message: `${shortRef(unrelated.copy)} and ${shortRef(context.settings.ref)} share no commit, and could not be merged: ${(error as Error).message}`,
        hint: 'Run teamdoc sync: it merges the two logs and shares the result.',
      });
    }
  }
}

/** `--move-aside PATH`: the planted file moved aside in one commit, then the entries that waited for its folder committed. */
async function moveAsideFile(context: LogContext, path: string, report: DoctorReport, options: DoctorOptions): Promise<void> {
  if (options.dryRun) return void report.actions.push({ message: `move ${path} aside, then commit the entries that wait in quarantine for its folder` });
  const moved = await moveAside(context, path, { env: options.env, waitMs: options.waitMs });
  report.actions.push({ message: `move ${path} aside to ${moved.aside}, kept in the log (commit ${moved.commit.slice(0, 12)})` });
  if (!moved.outcome) return;
  const committed = [...moved.outcome.settled.values()].filter((settlement) => settlement.status === 'new').length;
  if (committed > 0)
    report.actions.push({ message: `commit ${entries(committed)} that waited in quarantine for it (commit ${moved.outcome.commit!.slice(0, 12)})` });
  for (const item of moved.outcome.quarantined) report.actions.push({ message: `move ${item.name} to quarantine: ${item.reason}`, path: item.path });
}

/** What waits in quarantine: behind a file planted in a folder's place (with the command that moves it), or on its own. */
async function listQuarantine(context: LogContext, report: DoctorReport): Promise<void> {
  const reader = openReader(context);
  let planted;
  try {
    planted = await plantedFiles(context, reader);
  } finally {
    await reader.close();
  }
  const behindPlanted = new Set(planted.flatMap((file) => file.waiting.map((waiting) => basename(waiting.path))));
  for (const file of planted) {
    report.findings.push({
      ruleId: 'log-planted-file',
      message: `${file.path} on ${context.settings.ref} is a file where a folder of the log belongs; ${entries(file.waiting.length)} ${file.waiting.length === 1 ? 'waits' : 'wait'} in quarantine for that folder`,
      path: file.path,
      hint: `Run \`${moveAsideCommand(file.path)}\`: it moves the file aside in one commit (kept in the log as ${file.path}${ASIDE_SUFFIX}) and commits the waiting entries.`,
    });
  }
  let names: string[] = [];
  try {
    names = readdirSync(context.paths.quarantine).filter((name) => !name.endsWith('.reason.txt') && !behindPlanted.has(name));
  } catch {
    return;
  }
  for (const name of names) {
    report.findings.push({
      ruleId: 'quarantine',
      message: `quarantined spool file ${name} (the reason is in ${name}.reason.txt beside it)`,
      path: join(context.paths.quarantine, name),
      hint: 'Read it and the reason; record it again under a new id if it should be in the log, then delete both files.',
    });
  }
}

function seconds(ms: number): string {
  return ms < 60_000 ? `${(ms / 1000).toFixed(1)} s` : ms < 7_200_000 ? `${Math.round(ms / 60_000)} min` : `${Math.round(ms / 3_600_000)} h`;
}

function entries(count: number): string {
  return plural(count, 'entry', 'entries');
}
