import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  checkoutsOf
} from "./chunk-3QBPADAR.js";
import {
  BREAK_LOCK_GRACE_MS,
  CommitBlocked,
  REF_LOCK_GRACE_MS,
  UNREADABLE_LOCK_GRACE_MS,
  breakStaleLock,
  commitSpool,
  describeCommitter,
  describeLockHolder,
  fileAgeMs,
  fileSystemNow,
  inspectLock,
  isStale,
  quarantineSpoolFile,
  readSpool,
  waitForLock
} from "./chunk-P5J5LDDH.js";
import {
  hookStatePaths,
  readHookErrors
} from "./chunk-UABTJ64Y.js";
import "./chunk-LJ7CRIML.js";
import {
  currentTime
} from "./chunk-E2OTB5OX.js";
import {
  terminalSafeLine
} from "./chunk-BX3HMPZN.js";
import {
  removeIfPresent
} from "./chunk-HDYDQ4UV.js";
import "./chunk-XRTOXWZQ.js";
import {
  locateRepo
} from "./chunk-QHMUX6WS.js";
import {
  openLog
} from "./chunk-B6AFR3HW.js";
import "./chunk-FY2VFAYX.js";
import "./chunk-HZXMG6JD.js";
import "./chunk-5BGLB67T.js";
import {
  TeamdocError
} from "./chunk-Q4IU6MHO.js";
import "./chunk-TLT6H2X2.js";
import "./chunk-ZM4OG63Z.js";

// src/log/doctor.ts
import { readdirSync as readdirSync2 } from "node:fs";
import { join as join2 } from "node:path";

// src/git/lock-files.ts
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
function findGitLockFiles(commonDir, now) {
  const found = [];
  const visit = (directory, recursive) => {
    let names;
    try {
      names = readdirSync(directory);
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(directory, name);
      let stats;
      try {
        stats = statSync(path);
      } catch {
        continue;
      }
      if (stats.isDirectory()) {
        if (recursive) visit(path, true);
      } else if (name.endsWith(".lock")) {
        found.push({ path, name: relative(commonDir, path), ageMs: Math.max(0, now - stats.mtimeMs) });
      }
    }
  };
  visit(commonDir, false);
  visit(join(commonDir, "refs"), true);
  visit(join(commonDir, "logs"), true);
  let worktrees = [];
  try {
    worktrees = readdirSync(join(commonDir, "worktrees"));
  } catch {
  }
  for (const worktree of worktrees) visit(join(commonDir, "worktrees", worktree), false);
  return found.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

// src/log/doctor.ts
async function runDoctor(context, options) {
  const report = { ref: context.settings.ref, dryRun: options.dryRun, actions: [], findings: [] };
  const act = (message, path, repair) => {
    if (!options.dryRun) repair?.();
    report.actions.push(path === void 0 ? { message } : { message, path });
  };
  checkCheckouts(context, report);
  checkOwnLock(context, report, act);
  checkGitLocks(context, report, act);
  cleanSpool(context, act);
  await commitLeftovers(context, report, options, act);
  listQuarantine(context, report);
  return report;
}
function checkCheckouts(context, report) {
  for (const checkout of checkoutsOf(context.repo, context.settings.ref)) {
    report.findings.push({
      ruleId: "log-checked-out",
      message: `the log branch ${context.settings.ref} is checked out in ${checkout.worktree}; teamdoc refuses to write while it is`,
      path: checkout.worktree,
      hint: `Switch that worktree to another branch: git -C ${checkout.worktree} switch <branch>`
    });
  }
}
function checkOwnLock(context, report, act) {
  const lockPath = context.paths.lock;
  const state = inspectLock(lockPath);
  if (isStale(state) && state.state !== "free") {
    const who = state.state === "held" ? `pid ${state.owner.pid}, which is no longer running` : "no readable owner";
    act(`remove teamdoc's log lock (held by ${who}, ${seconds(state.ageMs)} old)`, lockPath, () => breakStaleLock(lockPath, state));
  } else if (state.state !== "free") {
    report.findings.push({ ruleId: "log-lock-held", message: describeLockHolder(state), path: lockPath, hint: "Wait for that teamdoc command to finish; if its host is gone for good, delete the file." });
  }
  const breaker = `${lockPath}.break`;
  const breakerAge = fileAgeMs(breaker, fileSystemNow(context.paths.root));
  if (breakerAge !== void 0 && breakerAge > BREAK_LOCK_GRACE_MS) {
    act(`remove a leftover lock-breaking marker (${seconds(breakerAge)} old)`, breaker, () => removeIfPresent(breaker));
  }
}
function checkGitLocks(context, report, act) {
  const refLock = join2(context.repo.commonDir, `${context.settings.ref}.lock`);
  for (const lock of findGitLockFiles(context.repo.commonDir, fileSystemNow(context.repo.commonDir))) {
    if (lock.path === refLock && lock.ageMs > REF_LOCK_GRACE_MS) {
      act(`remove a stale lock on the log ref left by a killed git (${seconds(lock.ageMs)} old)`, lock.path, () => removeIfPresent(lock.path));
      continue;
    }
    report.findings.push({
      ruleId: "git-lock",
      message: `git lock ${lock.name} is present (${seconds(lock.ageMs)} old)`,
      path: lock.path,
      hint: "git cannot tell whether it is in use (an editor opened by git commit holds index.lock); if no git process is running in this repository, delete it."
    });
  }
}
function cleanSpool(context, act) {
  const spool = readSpool(context.paths);
  for (const leftover of spool.leftovers) {
    if (leftover.ageMs <= UNREADABLE_LOCK_GRACE_MS) continue;
    const path = join2(context.paths.spool, leftover.name);
    act(`remove a half-written temporary file of a killed writer (${seconds(leftover.ageMs)} old; it was never acknowledged)`, path, () => removeIfPresent(path));
  }
  for (const bad of spool.bad) {
    act(`move an undecodable spool file to quarantine (${bad.problem})`, join2(context.paths.spool, bad.name), () => {
      quarantineSpoolFile(context.paths, bad.name, `undecodable: ${bad.problem}`);
    });
  }
}
async function commitLeftovers(context, report, options, act) {
  const waiting = readSpool(context.paths).items.length;
  if (waiting === 0) return;
  if (options.dryRun) return act(`commit ${entries(waiting)} waiting in the spool`);
  const wait = await waitForLock(context.paths.lock, "doctor", Date.now() + options.waitMs);
  if (wait.status !== "acquired") {
    const reason = wait.status === "timed-out" ? describeLockHolder(wait.holder) : "the log lock is busy";
    report.findings.push({ ruleId: "spool-blocked", message: `${entries(waiting)} wait in the spool: ${reason}`, hint: "Run teamdoc doctor again when the lock is free." });
    return;
  }
  try {
    const outcome = await commitSpool(context, { deadline: Date.now() + options.waitMs, committedBy: describeCommitter(options.env), time: currentTime(options.env) });
    const committed = [...outcome.settled.values()].filter((settlement) => settlement.status === "new").length;
    if (committed > 0) act(`commit ${entries(committed)} left in the spool${outcome.commit ? ` (commit ${outcome.commit.slice(0, 12)})` : ""}`);
    const already = outcome.settled.size - committed - outcome.quarantined.length;
    if (already > 0) act(`remove ${entries(already)} from the spool that were already in the log`);
    for (const item of outcome.quarantined) act(`move ${item.name} to quarantine: ${item.reason}`, item.path);
  } catch (error) {
    if (!(error instanceof CommitBlocked || error instanceof TeamdocError)) throw error;
    report.findings.push({ ruleId: "spool-blocked", message: `${entries(waiting)} wait in the spool: ${error.message}`, hint: "Fix what blocks the commit, then run teamdoc doctor again." });
  } finally {
    wait.lock.release();
  }
}
function listQuarantine(context, report) {
  let names = [];
  try {
    names = readdirSync2(context.paths.quarantine).filter((name) => !name.endsWith(".reason.txt"));
  } catch {
    return;
  }
  for (const name of names) {
    report.findings.push({
      ruleId: "quarantine",
      message: `quarantined spool file ${name} (the reason is in ${name}.reason.txt beside it)`,
      path: join2(context.paths.quarantine, name),
      hint: "Read it and the reason; record it again under a new id if it should be in the log, then delete both files."
    });
  }
}
function seconds(ms) {
  return ms < 6e4 ? `${(ms / 1e3).toFixed(1)} s` : ms < 72e5 ? `${Math.round(ms / 6e4)} min` : `${Math.round(ms / 36e5)} h`;
}
function entries(count) {
  return count === 1 ? "1 entry" : `${count} entries`;
}

// src/hooks/doctor-findings.ts
import { readdirSync as readdirSync3 } from "node:fs";
import { join as join3 } from "node:path";
var ERRORS_SHOWN = 10;
var ARRIVAL_STUCK_MS = 60 * 60 * 1e3;
function hookFindings(commonDir) {
  const paths = hookStatePaths(commonDir);
  const now = fileSystemNow(paths.root);
  const findings = [];
  const errors = readHookErrors(paths.errors);
  const hint = `Fix the cause, record what is missing with teamdoc record (teamdoc scan shows what the transcripts prove), then delete ${paths.errors}.`;
  if (errors.length > ERRORS_SHOWN) {
    findings.push({ ruleId: "hook-error", message: `${errors.length} hook errors; the latest ${ERRORS_SHOWN} follow`, path: paths.errors, hint });
  }
  for (const error of errors.slice(-ERRORS_SHOWN)) {
    const who = error.session ? ` in session ${error.session}` : "";
    findings.push({ ruleId: "hook-error", message: `${error.time} ${error.event}${who}: ${error.error}`, path: paths.errors, hint: error.hint ?? hint });
  }
  for (const name of listing(paths.pending)) {
    const age = fileAgeMs(join3(paths.pending, name), now);
    if (age === void 0 || age < ARRIVAL_STUCK_MS) continue;
    findings.push({
      ruleId: "hook-arrival-unsettled",
      message: `an arrival noted by session ${name.split(".")[0]} ${Math.round(age / 6e4)} min ago was never tied to its message (the session may have ended before its turn did)`,
      path: join3(paths.pending, name),
      hint: "teamdoc scan shows whether the transcripts prove a delivery; then delete the note."
    });
  }
  return findings;
}
function listing(directory) {
  try {
    return readdirSync3(directory).filter((name) => name.endsWith(".json") && !name.startsWith("."));
  } catch {
    return [];
  }
}

// src/report/doctor-text.ts
function renderDoctorText(report) {
  const lines = [];
  if (report.actions.length > 0) {
    lines.push(report.dryRun ? "Would do (dry run, nothing changed):" : "Done:");
    for (const action of report.actions) lines.push(`  - ${terminalSafeLine(action.message)}${action.path ? `
    ${terminalSafeLine(action.path)}` : ""}`);
  }
  if (report.findings.length > 0) {
    lines.push("Needs a look:");
    for (const finding of report.findings) {
      lines.push(`  - ${terminalSafeLine(finding.message)} [${finding.ruleId}]`, `    hint: ${terminalSafeLine(finding.hint)}`);
    }
  }
  if (lines.length === 0) lines.push(`The log ${report.ref} is healthy: no stale locks, nothing waiting in the spool.`);
  return `${lines.join("\n")}
`;
}
function renderDoctorJson(report) {
  return `${JSON.stringify(report, null, 2)}
`;
}

// src/commands/doctor.ts
var DOCTOR_WAIT_MS = 1e4;
async function run(_operands, rawOptions, io) {
  const options = rawOptions;
  const repo = await locateRepo(io.cwd);
  const context = await openLog(repo, { ref: options.ref }, io.env);
  const report = await runDoctor(context, { dryRun: options.dryRun === true, env: io.env, waitMs: DOCTOR_WAIT_MS });
  report.findings.push(...hookFindings(repo.commonDir));
  io.stdout.write(options.format === "json" ? renderDoctorJson(report) : renderDoctorText(report));
  const needsAttention = report.findings.length > 0 || report.dryRun && report.actions.length > 0;
  return needsAttention ? 1 : 0;
}
export {
  run
};
