/**
 * Doctor: finds what a crash can leave and repairs what is provably safe to
 * repair. It removes teamdoc's own lock when its holder is gone, a stale
 * lock on the log ref (only teamdoc writes that ref), and temporary files of
 * killed writers; it commits entries left in the spool; it moves undecodable
 * spool files to a quarantine folder. It only reports git's other locks and
 * a checked-out log branch, which need a person's judgement.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { TeamdocError } from '../errors.js';
import { checkoutsOf } from '../git/checkouts.js';
import { findGitLockFiles } from '../git/lock-files.js';
import { CommitBlocked, REF_LOCK_GRACE_MS, commitSpool, describeCommitter } from './commit.js';
import type { LogContext } from './context.js';
import { fileAgeMs, fileSystemNow } from '../time/file-ages.js';
import { removeIfPresent } from './durable.js';
import { BREAK_LOCK_GRACE_MS, UNREADABLE_LOCK_GRACE_MS, breakStaleLock, describeLockHolder, inspectLock, isStale, waitForLock } from './lock.js';
import { quarantineSpoolFile, readSpool } from './spool.js';
import { currentTime } from '../time/clock.js';

export interface DoctorAction {
  /** What was done (or, in a dry run, would be done). */
  message: string;
  path?: string;
}

export interface DoctorFinding {
  ruleId: 'log-checked-out' | 'log-lock-held' | 'git-lock' | 'spool-blocked' | 'quarantine' | 'hook-error' | 'hook-arrival-unsettled' | 'hook-queued-unseen';
  message: string;
  path?: string;
  hint: string;
}

export interface DoctorReport {
  ref: string;
  dryRun: boolean;
  actions: DoctorAction[];
  /** What is left for a person to look at. */
  findings: DoctorFinding[];
}

export interface DoctorOptions {
  dryRun: boolean;
  env: NodeJS.ProcessEnv;
  /** How long to wait for a live lock holder before reporting it. */
  waitMs: number;
}

export async function runDoctor(context: LogContext, options: DoctorOptions): Promise<DoctorReport> {
  const report: DoctorReport = { ref: context.settings.ref, dryRun: options.dryRun, actions: [], findings: [] };
  const act = (message: string, path?: string, repair?: () => void) => {
    if (!options.dryRun) repair?.();
    report.actions.push(path === undefined ? { message } : { message, path });
  };
  checkCheckouts(context, report);
  checkOwnLock(context, report, act);
  checkGitLocks(context, report, act);
  cleanSpool(context, act);
  await commitLeftovers(context, report, options, act);
  listQuarantine(context, report);
  return report;
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
    report.findings.push({ ruleId: 'log-lock-held', message: describeLockHolder(state), path: lockPath, hint: 'Wait for that teamdoc command to finish; if its host is gone for good, delete the file.' });
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
    act(`remove a half-written temporary file of a killed writer (${seconds(leftover.ageMs)} old; it was never acknowledged)`, path, () => removeIfPresent(path));
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
  const wait = await waitForLock(context.paths.lock, 'doctor', Date.now() + options.waitMs);
  if (wait.status !== 'acquired') {
    const reason = wait.status === 'timed-out' ? describeLockHolder(wait.holder) : 'the log lock is busy';
    report.findings.push({ ruleId: 'spool-blocked', message: `${entries(waiting)} wait in the spool: ${reason}`, hint: 'Run teamdoc doctor again when the lock is free.' });
    return;
  }
  try {
    const outcome = await commitSpool(context, { deadline: Date.now() + options.waitMs, committedBy: describeCommitter(options.env), time: currentTime(options.env) });
    const committed = [...outcome.settled.values()].filter((settlement) => settlement.status === 'new').length;
    if (committed > 0) act(`commit ${entries(committed)} left in the spool${outcome.commit ? ` (commit ${outcome.commit.slice(0, 12)})` : ''}`);
    const already = outcome.settled.size - committed - outcome.quarantined.length;
    if (already > 0) act(`remove ${entries(already)} from the spool that were already in the log`);
    for (const item of outcome.quarantined) act(`move ${item.name} to quarantine: ${item.reason}`, item.path);
  } catch (error) {
    if (!(error instanceof CommitBlocked || error instanceof TeamdocError)) throw error;
    report.findings.push({ ruleId: 'spool-blocked', message: `${entries(waiting)} wait in the spool: ${error.message}`, hint: 'Fix what blocks the commit, then run teamdoc doctor again.' });
  } finally {
    wait.lock.release();
  }
}

function listQuarantine(context: LogContext, report: DoctorReport): void {
  let names: string[] = [];
  try {
    names = readdirSync(context.paths.quarantine).filter((name) => !name.endsWith('.reason.txt'));
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
  return count === 1 ? '1 entry' : `${count} entries`;
}
