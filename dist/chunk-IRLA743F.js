import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  parseWaitSeconds
} from "./chunk-PLX6WZ22.js";
import {
  CommitBlocked,
  commitSpool,
  compareAndSwapRef,
  describeCommitter,
  describeLockHolder,
  makeCommit,
  parseCommit,
  sleep,
  waitForLock,
  writeLooseObjects
} from "./chunk-P5J5LDDH.js";
import {
  redactSecrets
} from "./chunk-LJ7CRIML.js";
import {
  currentTime
} from "./chunk-E2OTB5OX.js";
import {
  terminalSafeLine
} from "./chunk-BX3HMPZN.js";
import {
  MESSAGES_DIR,
  changedFiles,
  listFiles,
  resolveCommit
} from "./chunk-HDYDQ4UV.js";
import "./chunk-XRTOXWZQ.js";
import {
  locateRepo
} from "./chunk-QHMUX6WS.js";
import {
  isTree,
  makeTree,
  openLog,
  openReader,
  parseTree
} from "./chunk-B6AFR3HW.js";
import {
  zeroId
} from "./chunk-FY2VFAYX.js";
import "./chunk-HZXMG6JD.js";
import {
  git
} from "./chunk-5BGLB67T.js";
import {
  GitError,
  TeamdocError,
  UsageError
} from "./chunk-Q4IU6MHO.js";
import "./chunk-TLT6H2X2.js";
import "./chunk-ZM4OG63Z.js";

// src/log/sync.ts
import { createHash } from "node:crypto";
import { join } from "node:path";

// src/git/history.ts
async function isAncestor(cwd, ancestor, descendant) {
  const args = ["merge-base", "--is-ancestor", ancestor, descendant];
  const result = await git(args, { cwd, read: true, allowFailure: true });
  if (result.status === 0) return true;
  if (result.status === 1) return false;
  throw new GitError(args, result.status, result.stderr);
}

// src/git/remote.ts
var NETWORK_CONFIG = { "core.hooksPath": "/dev/null", "gc.auto": "0", "maintenance.auto": "false" };
async function fetchRef(cwd, remote, ref, trackingRef2) {
  const args = ["fetch", "--quiet", "--no-tags", "--no-write-fetch-head", "--end-of-options", remote, `+${ref}:${trackingRef2}`];
  const result = await git(args, { cwd, config: NETWORK_CONFIG, allowFailure: true });
  if (result.status === 0) return true;
  if (/couldn't find remote ref/i.test(result.stderr)) return false;
  throw new GitError(args, result.status, result.stderr, { hint: `Check that ${remote} is a reachable remote (git remote -v).` });
}
async function pushRef(cwd, remote, ref, commit, expected) {
  const args = ["push", "--quiet", "--porcelain", `--force-with-lease=${ref}:${expected ?? ""}`, "--end-of-options", remote, `${commit}:${ref}`];
  const result = await git(args, { cwd, config: NETWORK_CONFIG, allowFailure: true });
  if (result.status === 0) return "pushed";
  const output = `${result.stdout.toString("utf8")}
${result.stderr}`;
  if (/\[rejected\]|stale info|fetch first|non-fast-forward|cannot lock ref|failed to update ref/i.test(output)) return "rejected";
  throw new GitError(args, result.status, result.stderr || output, { hint: `Check that you may push to ${remote}.` });
}

// src/log/merge.ts
async function unionTrees(reader, ours, theirs, format) {
  const result = { tree: ours, objects: [], disagreements: [] };
  result.tree = await unionTree(reader, ours, theirs, "", format, result);
  return result;
}
async function unionTree(reader, ours, theirs, path, format, result) {
  if (ours === theirs) return ours;
  const [left, right] = await reader.read([ours, theirs]);
  if (left?.type !== "tree" || right?.type !== "tree") throw new Error(`cannot merge ${path || "the root"}: a tree is missing from the repository`);
  const merged = new Map(parseTree(left.content, format).map((entry) => [entry.name, entry]));
  for (const entry of parseTree(right.content, format)) {
    const present = merged.get(entry.name);
    const childPath = path === "" ? entry.name : `${path}/${entry.name}`;
    if (!present || present.id === entry.id) {
      merged.set(entry.name, entry);
    } else if (isTree(present) && isTree(entry)) {
      merged.set(entry.name, { ...entry, id: await unionTree(reader, present.id, entry.id, childPath, format, result) });
    } else {
      const [kept, other] = preferred(present, entry);
      merged.set(entry.name, kept);
      result.disagreements.push({ path: childPath, kept: kept.id, other: other.id });
    }
  }
  const tree = makeTree(merged.values(), format);
  result.objects.push(tree);
  return tree.id;
}
function preferred(a, b) {
  if (isTree(a) !== isTree(b)) return isTree(a) ? [a, b] : [b, a];
  return a.id < b.id ? [a, b] : [b, a];
}

// src/log/sync.ts
var MAX_ATTEMPTS = 40;
async function syncLog(context, remote, options) {
  if (remote.startsWith("-") || remote === "") throw new UsageError(`Unexpected remote ${JSON.stringify(remote)}, expected a remote name or URL`);
  const { ref } = context.settings;
  const tracking = trackingRef(remote, ref);
  const report = { remote: redactSecrets(remote).text, ref, tip: void 0, received: 0, sent: 0, attempts: 0, disagreements: [] };
  for (; ; ) {
    report.attempts++;
    const remoteTip = await fetchRef(context.cwd, remote, ref, tracking) ? await resolveCommit(context.cwd, tracking) : void 0;
    const { before, after } = await mergeLocally(context, remoteTip, report, options);
    report.tip = after;
    if (after === void 0 || after === remoteTip || await pushRef(context.cwd, remote, ref, after, remoteTip) === "pushed") {
      report.received += await countAdded(context, before, after);
      report.sent = after === remoteTip ? 0 : await countAdded(context, remoteTip, after);
      return report;
    }
    report.received += await countAdded(context, before, after);
    if (report.attempts >= MAX_ATTEMPTS || Date.now() > options.deadline) {
      throw new TeamdocError(`Could not push the log to ${report.remote}: other machines kept pushing first (${report.attempts} attempts)`, {
        hint: "The merged log is kept locally; run teamdoc sync again."
      });
    }
    await sleep(Math.random() * 50 * Math.min(report.attempts, 10));
  }
}
async function mergeLocally(context, remoteTip, report, options) {
  const { ref, objectFormat } = context.settings;
  const wait = await waitForLock(context.paths.lock, "sync", options.deadline);
  if (wait.status !== "acquired") {
    throw new TeamdocError(`Could not sync: ${wait.status === "timed-out" ? describeLockHolder(wait.holder) : "the log lock is busy"}`, {
      hint: "Try again when the other teamdoc command has finished (teamdoc doctor shows who holds the lock)."
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
    if (remoteTip === void 0 || local === remoteTip) return { before: local, after: local };
    if (local !== void 0 && await isAncestor(context.cwd, remoteTip, local)) return { before: local, after: local };
    let next = remoteTip;
    if (local !== void 0 && !await isAncestor(context.cwd, local, remoteTip)) {
      next = await mergeCommit(context, local, remoteTip, report, options.env);
    }
    const update = await compareAndSwapRef(context.cwd, ref, next, local ?? zeroId(objectFormat), `teamdoc: sync with ${report.remote}`);
    if (update.status !== "updated") throw new TeamdocError(`Could not update ${ref}: ${update.detail}`, { hint: "Run teamdoc doctor, then teamdoc sync again." });
    return { before: local, after: next };
  } finally {
    wait.lock.release();
  }
}
async function mergeCommit(context, local, remoteTip, report, env) {
  const format = context.settings.objectFormat;
  const reader = openReader(context);
  try {
    const [ours, theirs] = await reader.read([local, remoteTip]);
    if (!ours || !theirs) throw new TeamdocError("Could not read the two log commits to merge");
    const union = await unionTrees(reader, parseCommit(ours.content).tree, parseCommit(theirs.content).tree, format);
    report.disagreements.push(...union.disagreements);
    const message = `teamdoc log: merge ${report.remote}

Committed-by: ${describeCommitter(env)}
`;
    const commit = makeCommit({ tree: union.tree, parents: [local, remoteTip], message, time: currentTime(env) }, format);
    await writeLooseObjects(join(context.repo.commonDir, "objects"), [...union.objects, commit]);
    return commit.id;
  } finally {
    await reader.close();
  }
}
async function countAdded(context, from, to) {
  if (to === void 0 || from === to) return 0;
  if (from === void 0) return (await listFiles(context.cwd, to, MESSAGES_DIR)).length;
  return (await changedFiles(context.cwd, from, to, MESSAGES_DIR)).added.length;
}
function trackingRef(remote, ref) {
  const safeName = /^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(remote) ? remote : `url-${createHash("sha256").update(remote).digest("hex").slice(0, 16)}`;
  return `refs/teamdoc/remotes/${safeName}/${ref.replace(/^refs\//, "")}`;
}

// src/report/sync-text.ts
function renderSyncReport(report) {
  const tip = report.tip === void 0 ? "no entries yet" : `at ${report.tip.slice(0, 12)}`;
  const rounds = report.attempts === 1 ? "" : ` (${report.attempts} rounds: other machines pushed at the same time)`;
  const stdout = `synced ${report.ref} with ${terminalSafeLine(report.remote)}: received ${entries(report.received)}, sent ${entries(report.sent)}; ${tip}${rounds}
`;
  let stderr = "";
  for (const item of report.disagreements) {
    stderr += `teamdoc: ${item.path} differed between the two copies; kept blob ${item.kept.slice(0, 12)}, the other (${item.other.slice(0, 12)}) stays in the history
`;
  }
  if (report.spoolBlocked) stderr += `teamdoc: entries waiting in the spool were not committed first: ${report.spoolBlocked}
`;
  return { stdout, stderr };
}
function entries(count) {
  return count === 1 ? "1 entry" : `${count} entries`;
}

// src/commands/sync.ts
var DEFAULT_SYNC_WAIT_MS = 6e4;
async function run(operands, rawOptions, io) {
  const options = rawOptions;
  const remote = String(operands[0] ?? "origin");
  const waitMs = parseWaitSeconds(options.wait) ?? DEFAULT_SYNC_WAIT_MS;
  const context = await openLog(await locateRepo(io.cwd), { ref: options.ref }, io.env);
  const report = await syncLog(context, remote, { deadline: Date.now() + waitMs, env: io.env });
  const rendered = renderSyncReport(report);
  io.stdout.write(rendered.stdout);
  io.stderr.write(rendered.stderr);
  return 0;
}
export {
  run
};
