import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  describeConflict,
  lookupKeys,
  quarantineSpoolFile,
  readSnapshot,
  readSpool,
  removeFromSpool,
  settle,
  startFromRemoteCopy,
  storedEntry,
  withPathHolders
} from "./chunk-M4GGBS3N.js";
import {
  currentProcess,
  livenessOf
} from "./chunk-DPF3ZRDS.js";
import {
  redactSecrets
} from "./chunk-LJ7CRIML.js";
import {
  fileAgeMs,
  fileSystemNow
} from "./chunk-CEWSEK6U.js";
import {
  DamagedLogRef,
  GITATTRIBUTES,
  compareAndSwapRef,
  createFileAtomically,
  entryKeys,
  entryPath,
  keyPath,
  makeCommit,
  plural,
  readRef,
  readmeText,
  removeIfPresent
} from "./chunk-3EQMZZWS.js";
import {
  detectSession
} from "./chunk-XRTOXWZQ.js";
import {
  DamagedObject,
  FILE_MODE,
  TREE_MODE,
  isTree,
  makeTree,
  openReader,
  parseTree,
  writeLooseObjects
} from "./chunk-ZM5PFCRO.js";
import {
  makeObject,
  zeroId
} from "./chunk-4EBUXWCC.js";

// src/log/write/commit.ts
import { join } from "node:path";

// src/git/tree-edit.ts
function directoriesOnPaths(paths) {
  const directories = /* @__PURE__ */ new Set([""]);
  for (const path of paths) {
    const parts = path.split("/");
    for (let depth = 1; depth < parts.length; depth++) directories.add(parts.slice(0, depth).join("/"));
  }
  return [...directories];
}
function pathBlocked(existing, path, id) {
  const parts = path.split("/");
  let directory = "";
  for (let depth = 0; depth < parts.length; depth++) {
    const entry = existing.get(directory)?.find((candidate) => candidate.name === parts[depth]);
    if (!entry) return void 0;
    const here = parts.slice(0, depth + 1).join("/");
    if (depth === parts.length - 1) return isTree(entry) ? `${here} is a folder` : entry.id === id ? void 0 : `${here} holds another file`;
    if (!isTree(entry)) return `${here} is a file where a folder should be`;
    directory = here;
  }
  return void 0;
}
var TreePathTaken = class extends Error {
  constructor(path, what) {
    super(`cannot add ${path}: ${what}`);
    this.name = "TreePathTaken";
  }
};
function addToTree(existing, additions, format) {
  const trees = [];
  const build = (directory, files) => {
    const entries = new Map((existing.get(directory) ?? []).map((entry) => [entry.name, entry]));
    const byChild = /* @__PURE__ */ new Map();
    for (const file of files) {
      const rest = directory === "" ? file.path : file.path.slice(directory.length + 1);
      const slash = rest.indexOf("/");
      if (slash < 0) {
        const present = entries.get(rest);
        if (present && (isTree(present) || present.id !== file.id)) {
          throw new TreePathTaken(file.path, "a different object is already there");
        }
        entries.set(rest, { mode: FILE_MODE, name: rest, id: file.id });
      } else {
        const child = rest.slice(0, slash);
        const group = byChild.get(child);
        if (group) group.push(file);
        else byChild.set(child, [file]);
      }
    }
    for (const [child, childFiles] of byChild) {
      const present = entries.get(child);
      if (present && !isTree(present)) throw new TreePathTaken(childFiles[0].path, `${child} is a file`);
      const subtree = build(directory === "" ? child : `${directory}/${child}`, childFiles);
      entries.set(child, { mode: TREE_MODE, name: child, id: subtree.id });
    }
    const tree = makeTree(entries.values(), format);
    trees.push(tree);
    return tree;
  };
  return { root: build("", additions), trees };
}

// src/log/write/commit.ts
var REF_LOCK_GRACE_MS = 2e3;
var MOVED_RETRIES = 5;
var CommitBlocked = class extends Error {
  constructor(reason) {
    super(reason);
    this.name = "CommitBlocked";
  }
};
async function commitSpool(context, options) {
  const outcome = { commit: void 0, settled: /* @__PURE__ */ new Map(), quarantined: [] };
  const items = readSpool(context.paths).items.sort((a, b) => compareText(a.entry.time, b.entry.time) || compareText(a.entry.id, b.entry.id));
  if (items.length === 0) return outcome;
  if (await readRef(context.repo.commonDir, context.settings.ref, context.cwd) === void 0) await startFromRemoteCopy(context);
  await withReader(context, options.reader, async (reader) => {
    for (let attempt = 0; ; attempt++) {
      const plan = await planCommit(context, reader, items, options);
      outcome.settled = plan.settled;
      if (plan.commit) {
        const update = await moveRef(context, plan.commit.id, plan.parent, options.deadline);
        if (update === "moved") {
          if (attempt < MOVED_RETRIES) continue;
          throw new CommitBlocked(`${context.settings.ref} kept moving under teamdoc's lock: something other than teamdoc is writing it`);
        }
        outcome.commit = plan.commit.id;
      }
      break;
    }
    await proveStored(reader, items, outcome.settled, context.settings.objectFormat);
  });
  const done = [];
  for (const item of items) {
    const settlement = outcome.settled.get(item.entry.id);
    if (settlement.status === "conflict" || settlement.status === "blocked") {
      const reason = `not committed: ${settlement.status === "blocked" ? settlement.reason : describeConflict(item.entry, settlement)}`;
      outcome.quarantined.push({ name: item.name, path: quarantineSpoolFile(context.paths, item.name, reason), reason });
    } else {
      done.push(item.name);
    }
  }
  removeFromSpool(context.paths, done);
  return outcome;
}
async function withReader(context, shared, work) {
  if (shared) return work(shared);
  const reader = openReader(context);
  try {
    return await work(reader);
  } finally {
    await reader.close();
  }
}
async function planCommit(context, reader, items, { committedBy, time }) {
  const { settings } = context;
  const format = settings.objectFormat;
  const snapshot = await damageBlocks(() => readSnapshot(context, reader, { forWriting: true }));
  const candidates = items.map((item) => storedEntry(item.entry, item.bytes, format));
  const entries = candidates.map((candidate) => candidate.entry);
  const stored = await damageBlocks(async () => withPathHolders(reader, snapshot, entries, await lookupKeys(reader, snapshot, entries.flatMap(entryKeys))));
  const settled = /* @__PURE__ */ new Map();
  const fresh = [];
  const blobs = /* @__PURE__ */ new Map();
  for (const candidate of candidates) {
    const settlement = settle(candidate, stored);
    settled.set(candidate.entry.id, settlement);
    if (settlement.status === "recorded") blobs.set(candidate.blob, makeObject("blob", candidate.bytes, format));
    if (settlement.status !== "new") continue;
    for (const key of entryKeys(candidate.entry)) stored.set(key, candidate);
    fresh.push(candidate);
  }
  const additionsOf = (candidate) => [entryPath(candidate.entry), ...entryKeys(candidate.entry).map(keyPath)].map((path) => ({ path, id: candidate.blob }));
  const layout = [];
  if (snapshot.tip === void 0) {
    for (const [path, text] of [
      ["README.md", readmeText(settings.ref)],
      [".gitattributes", GITATTRIBUTES]
    ]) {
      const blob = makeObject("blob", Buffer.from(text, "utf8"), format);
      blobs.set(blob.id, blob);
      layout.push({ path, id: blob.id });
    }
  }
  const existing = await damageBlocks(
    () => readDirectories(reader, snapshot, directoriesOnPaths([...layout, ...fresh.flatMap(additionsOf)].map((addition) => addition.path)), context)
  );
  const additions = [...layout];
  for (const candidate of fresh) {
    const own = additionsOf(candidate);
    const blocked = own.map((addition) => pathBlocked(existing, addition.path, addition.id)).find((reason) => reason !== void 0);
    if (blocked !== void 0) {
      settled.set(candidate.entry.id, {
        status: "blocked",
        reason: `${blocked} in the log's tree (put there by something other than teamdoc; \`teamdoc doctor --verify\` shows it)`
      });
      continue;
    }
    blobs.set(candidate.blob, makeObject("blob", candidate.bytes, format));
    additions.push(...own);
  }
  const committed = fresh.filter((candidate) => settled.get(candidate.entry.id)?.status === "new");
  const objectsDirectory = join(context.repo.commonDir, "objects");
  if (committed.length === 0) {
    await writeLooseObjects(objectsDirectory, [...blobs.values()]);
    return { settled, commit: void 0, parent: snapshot.tip };
  }
  const build = addToTree(existing, additions, format);
  const commit = makeCommit(
    {
      tree: build.root.id,
      parents: snapshot.tip === void 0 ? [] : [snapshot.tip],
      message: commitMessage(
        committed.map(({ entry }) => entry),
        committedBy
      ),
      time
    },
    format
  );
  await writeLooseObjects(objectsDirectory, [...blobs.values(), ...build.trees, commit]);
  return { settled, commit, parent: snapshot.tip };
}
async function damageBlocks(read) {
  try {
    return await read();
  } catch (error) {
    if (error instanceof DamagedObject || error instanceof DamagedLogRef) {
      throw new CommitBlocked(
        `the log cannot be extended: ${error.message}; \`teamdoc doctor --verify\` finds every damaged object and says how to restore it`
      );
    }
    throw error;
  }
}
async function proveStored(reader, items, settled, format) {
  const stored = items.filter((item) => ["new", "recorded"].includes(settled.get(item.entry.id).status));
  const blobIds = stored.map((item) => makeObject("blob", item.bytes, format).id);
  const objects = await reader.readEach(blobIds);
  const unreadable = stored.filter((item, index) => {
    const object = objects[index];
    return !object || object instanceof DamagedObject || !object.content.equals(item.bytes);
  });
  if (unreadable.length > 0) {
    throw new CommitBlocked(
      `${unreadable.map((item) => item.entry.id).join(", ")} did not read back whole from the object store after the commit; the spool keeps ${unreadable.length === 1 ? "it" : "them"}, and the next write restores the object`
    );
  }
}
async function readDirectories(reader, snapshot, directories, context) {
  const trees = /* @__PURE__ */ new Map();
  if (snapshot.tree === void 0) return trees;
  const objects = await Promise.all(directories.map((directory) => reader.readPath(snapshot.tree, directory)));
  directories.forEach((directory, index) => {
    const object = objects[index];
    if (object?.type === "tree") trees.set(directory, parseTree(object.content, context.settings.objectFormat));
  });
  return trees;
}
function commitMessage(entries, committedBy) {
  const lines = entries.map((entry) => `${entry.id} ${entry.entry === "message" ? entry.kind : `delivery ${entry.state}`}`);
  const count = plural(entries.length, "entry", "entries");
  return `teamdoc log: ${count}

${lines.join("\n")}

Committed-by: ${committedBy}
`;
}
async function moveRef(context, commit, parent, deadline) {
  const { ref, objectFormat } = context.settings;
  const expectedLock = join(context.repo.commonDir, `${ref}.lock`);
  for (; ; ) {
    const update = await compareAndSwapRef(context.cwd, ref, commit, parent ?? zeroId(objectFormat), "teamdoc: append to the log");
    if (update.status !== "locked") return update.status;
    const age = fileAgeMs(update.lockPath, fileSystemNow(context.paths.root));
    if (update.lockPath === expectedLock && age !== void 0 && age > REF_LOCK_GRACE_MS) {
      removeIfPresent(update.lockPath);
      continue;
    }
    if (Date.now() > deadline) {
      const ageText = age === void 0 ? "" : ` (${(age / 1e3).toFixed(1)} s old)`;
      throw new CommitBlocked(`${update.lockPath} is in the way${ageText}: a git process is updating ${ref}`);
    }
    await sleep(50);
  }
}
function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
function compareText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function describeCommitter(env) {
  const session = detectSession(env);
  const parts = [`host=${safeWord(session.host)}`, `pid=${process.pid}`];
  if (session.session) parts.push(`session=${safeWord(session.session)}`);
  if (session.runtime) parts.push(`runtime=${session.runtime}`);
  return parts.join(" ");
}
function safeWord(text) {
  return redactSecrets(text).text.replace(/[^A-Za-z0-9._:@-]/g, "_").slice(0, 128);
}

// src/log/store/lock.ts
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { basename, dirname } from "node:path";
var UNREADABLE_LOCK_GRACE_MS = 2e3;
var BREAK_LOCK_GRACE_MS = 1e4;
var LogLock = class _LogLock {
  path;
  owner;
  constructor(path, owner) {
    this.path = path;
    this.owner = owner;
  }
  /** Takes the lock if it is free; undefined when someone holds it. */
  static tryAcquire(path, purpose) {
    const owner = { ...currentProcess(), token: randomBytes(12).toString("hex"), since: (/* @__PURE__ */ new Date()).toISOString(), purpose };
    return createExclusive(path, `${JSON.stringify(owner)}
`) ? new _LogLock(path, owner) : void 0;
  }
  /** Removes the lock if it is still this holder's. */
  release() {
    const state = inspectLock(this.path);
    if (state.state === "held" && state.owner.token === this.owner.token) removeIfPresent(this.path);
  }
};
var LIVENESS_CHECK_MS = 200;
async function waitForLock(path, purpose, deadline, stopWhen = () => false) {
  let nextLivenessCheck = 0;
  for (let poll = 0; ; poll++) {
    if (stopWhen()) return { status: "stopped" };
    const lock = LogLock.tryAcquire(path, purpose);
    if (lock) return { status: "acquired", lock };
    const now = Date.now();
    if (now >= nextLivenessCheck || now > deadline) {
      nextLivenessCheck = now + LIVENESS_CHECK_MS;
      const holder = inspectLock(path);
      if (isStale(holder) && breakStaleLock(path, holder)) continue;
      if (now > deadline) return { status: "timed-out", holder };
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(2 + poll, 20) * (0.5 + Math.random())));
  }
}
function describeLockHolder(state) {
  if (state.state === "free") return "the log lock was busy until the wait ran out";
  const age = `${(state.ageMs / 1e3).toFixed(1)} s`;
  if (state.state === "unreadable") return `the log lock file is unreadable and only ${age} old`;
  const who = `pid ${state.owner.pid} on ${state.owner.host}`;
  if (state.liveness === "unknown") return `the log lock is held by ${who} (another host or container, ${age} old), which teamdoc cannot check from here`;
  return `the log lock is held by ${who} (${state.owner.purpose}, running, ${age} old)`;
}
function inspectLock(path) {
  let content;
  let mtimeMs;
  try {
    mtimeMs = statSync(path).mtimeMs;
    content = readFileSync(path, "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return { state: "free" };
    throw error;
  }
  const ageMs = Math.max(0, fileSystemNow(dirname(path)) - mtimeMs);
  const owner = parseOwner(content);
  if (!owner) return { state: "unreadable", ageMs, content: content.slice(0, 200) };
  return { state: "held", owner, liveness: livenessOf(owner), ageMs };
}
function isStale(state) {
  if (state.state === "held") return state.liveness === "dead";
  if (state.state === "unreadable") return state.ageMs > UNREADABLE_LOCK_GRACE_MS;
  return false;
}
function breakStaleLock(path, observed) {
  if (!isStale(observed)) return false;
  const breaker = `${path}.break`;
  if (!createExclusive(breaker, `${JSON.stringify(currentProcess())}
`)) {
    const age = fileAgeMs(breaker, fileSystemNow(dirname(path)));
    if (age !== void 0 && age > BREAK_LOCK_GRACE_MS) removeIfPresent(breaker);
    return false;
  }
  try {
    const now = inspectLock(path);
    if (now.state === "free") return true;
    if (!sameLock(now, observed)) return false;
    removeIfPresent(path);
    return true;
  } finally {
    removeIfPresent(breaker);
  }
}
function sameLock(a, b) {
  if (a.state === "held" && b.state === "held") return a.owner.token === b.owner.token;
  if (a.state === "unreadable" && b.state === "unreadable") return a.content === b.content;
  return false;
}
function parseOwner(content) {
  try {
    const value = JSON.parse(content);
    if (typeof value.pid !== "number" || typeof value.host !== "string" || typeof value.token !== "string") return void 0;
    return value;
  } catch {
    return void 0;
  }
}
function createExclusive(path, content) {
  if (existsSync(path)) return false;
  return createFileAtomically(dirname(path), basename(path), content, false);
}

export {
  REF_LOCK_GRACE_MS,
  CommitBlocked,
  commitSpool,
  moveRef,
  sleep,
  describeCommitter,
  UNREADABLE_LOCK_GRACE_MS,
  BREAK_LOCK_GRACE_MS,
  waitForLock,
  describeLockHolder,
  inspectLock,
  isStale,
  breakStaleLock
};
