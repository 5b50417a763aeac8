import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  CommitBlocked,
  commitSpool,
  describeCommitter,
  describeLockHolder,
  sleep,
  waitForLock
} from "./chunk-HHCNWI4V.js";
import {
  fetchRef,
  pushRef
} from "./chunk-DNZ6TC5X.js";
import {
  redactSecrets
} from "./chunk-LJ7CRIML.js";
import {
  currentTime
} from "./chunk-7RV3B5WP.js";
import {
  commitChanges,
  isAncestor,
  readLogContents
} from "./chunk-ZRLVSTEH.js";
import {
  CHOOSE_ANOTHER_REF,
  MESSAGES_DIR,
  changedFiles,
  compareAndSwapRef,
  listFiles,
  makeCommit,
  parseCommit,
  readLogTip,
  refuseForeignLogRef,
  refuseForeignTip,
  resolveCommit
} from "./chunk-3EQMZZWS.js";
import {
  isTree,
  makeTree,
  openReader,
  parseTree,
  writeLooseObjects
} from "./chunk-ZM5PFCRO.js";
import {
  zeroId
} from "./chunk-4EBUXWCC.js";
import {
  readConfigMatching
} from "./chunk-U5OUMOEA.js";
import {
  TeamdocError,
  UsageError
} from "./chunk-ATHXWNGJ.js";

// src/git/remotes.ts
async function remoteNames(cwd) {
  const urls = await readConfigMatching(cwd, "^remote\\..*\\.url$");
  return [...urls.keys()].map((key) => key.slice("remote.".length, -".url".length));
}
function isRemoteLocation(remote) {
  return /[:/\\]/.test(remote) || remote.startsWith(".");
}

// src/log/sync/sync.ts
import { createHash } from "node:crypto";
import { basename, join } from "node:path";

// src/log/sync/merge.ts
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

// src/log/sync/sync.ts
var MAX_ATTEMPTS = 40;
async function syncLog(context, remote, options) {
  if (remote.startsWith("-") || remote === "") throw new UsageError(`Unexpected remote ${JSON.stringify(remote)}, expected a remote name or URL`);
  const { ref } = context.settings;
  const tracking = trackingRef(remote, ref);
  const report = { remote: redactSecrets(remote).text, ref, tip: void 0, received: 0, sent: 0, attempts: 0, disagreements: [], flagged: [] };
  await withReader(context, (reader) => refuseForeignLogRef(context, reader));
  const start = await resolveCommit(context.cwd, ref);
  const rewrites = [];
  for (; ; ) {
    report.attempts++;
    const lastSeen = await resolveCommit(context.cwd, tracking);
    const remoteTip = await fetchRef(context.cwd, remote, ref, tracking, options.onProgress) ? await resolveCommit(context.cwd, tracking) : void 0;
    if (remoteTip !== void 0) {
      await withReader(context, (reader) => refuseForeignRemoteLog(context, reader, remote, report.remote));
      if (lastSeen !== void 0 && lastSeen !== remoteTip && !await isAncestor(context.cwd, lastSeen, remoteTip))
        rewrites.push(remoteRewrite(report.remote, ref, lastSeen));
    }
    const { before, after } = await mergeLocally(context, remoteTip, report, options);
    report.tip = after;
    if (after === void 0 || after === remoteTip || await pushRef(context.cwd, remote, ref, after, remoteTip, options.onProgress) === "pushed") {
      report.received += await countAdded(context, before, after);
      report.sent = after === remoteTip ? 0 : await countAdded(context, remoteTip, after);
      report.flagged = [...rewrites.slice(0, 1), ...await problemsBroughtIn(context, start, after)];
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
async function refuseForeignRemoteLog(local, reader, remote, shownRemote) {
  const tracking = { ...local, settings: { ...local.settings, ref: trackingRef(remote, local.settings.ref) } };
  try {
    const tip = await readLogTip(tracking, reader, "read");
    if (tip) await refuseForeignTip(tracking, reader, tip, "read");
  } catch (error) {
    if (!(error instanceof TeamdocError)) throw error;
    throw new UsageError(
      `${shownRemote}'s ${local.settings.ref} is not a teamdoc log, so nothing was merged: ${error.message.replace(/^.* is not a teamdoc log: /, "")}`,
      {
        hint: `Sync with a remote whose ${local.settings.ref} teamdoc wrote, or ${CHOOSE_ANOTHER_REF}.`
      }
    );
  }
}
function remoteRewrite(remote, ref, lastSeen) {
  return {
    path: `${remote} ${ref}`,
    kind: "rewritten",
    message: `rewritten on ${remote} since the last sync: commit ${lastSeen.slice(0, 12)} is no longer in its history; this sync merged both histories, so nothing either side held is lost`
  };
}
async function problemsBroughtIn(context, before, after) {
  if (after === void 0 || after === before) return [];
  const commits = await commitChanges(context.cwd, [after], before === void 0 ? [] : [before]);
  const brought = new Set(commits.map((commit) => commit.commit));
  const idsBrought = new Set(
    commits.flatMap((commit) => commit.changes.filter((change) => change.status === "A").map((change) => basename(change.path, ".md")))
  );
  const { problems } = await readLogContents(context);
  return problems.filter(
    (problem) => problem.commit !== void 0 && brought.has(problem.commit) || (problem.kind === "id-conflict" || problem.kind === "recorded-twice") && problem.id !== void 0 && idsBrought.has(problem.id)
  );
}
async function withReader(context, work) {
  const reader = openReader(context);
  try {
    return await work(reader);
  } finally {
    await reader.close();
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
      next = await mergeCommit(context, local, remoteTip, report.remote, report.disagreements, options.env);
    }
    const update = await compareAndSwapRef(context.cwd, ref, next, local ?? zeroId(objectFormat), `teamdoc: sync with ${report.remote}`);
    if (update.status !== "updated")
      throw new TeamdocError(`Could not update ${ref}: ${update.detail}`, { hint: "Run teamdoc doctor, then teamdoc sync again." });
    return { before: local, after: next };
  } finally {
    wait.lock.release();
  }
}
async function mergeCommit(context, local, remoteTip, remote, disagreements, env) {
  const format = context.settings.objectFormat;
  const reader = openReader(context);
  try {
    const [ours, theirs] = await reader.read([local, remoteTip]);
    if (!ours || !theirs) throw new TeamdocError("Could not read the two log commits to merge");
    const union = await unionTrees(reader, parseCommit(ours.content).tree, parseCommit(theirs.content).tree, format);
    disagreements.push(...union.disagreements);
    const message = `teamdoc log: merge ${remote}

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

export {
  remoteNames,
  isRemoteLocation,
  unionTrees,
  syncLog,
  mergeCommit,
  trackingRef
};
