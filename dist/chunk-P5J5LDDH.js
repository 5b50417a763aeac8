import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  redactSecrets
} from "./chunk-LJ7CRIML.js";
import {
  EntryDecodeError,
  GITATTRIBUTES,
  TEMP_PREFIX,
  createFileAtomically,
  decodeEntry,
  ensureDirectory,
  entryKeys,
  entryPath,
  fsyncDirectory,
  keyPath,
  readRef,
  readmeText,
  removeIfPresent
} from "./chunk-HDYDQ4UV.js";
import {
  detectSession
} from "./chunk-XRTOXWZQ.js";
import {
  FILE_MODE,
  TREE_MODE,
  isTree,
  makeTree,
  openReader,
  parseTree
} from "./chunk-B6AFR3HW.js";
import {
  makeObject,
  zeroId
} from "./chunk-FY2VFAYX.js";
import {
  git
} from "./chunk-5BGLB67T.js";
import {
  GitError,
  InputError
} from "./chunk-Q4IU6MHO.js";

// src/time/file-ages.ts
import { randomBytes } from "node:crypto";
import { closeSync, fstatSync, openSync, statSync, unlinkSync } from "node:fs";
import { join } from "node:path";
var PROBE_PREFIX = ".clock-probe-";
function fileSystemNow(directory) {
  const probe = join(directory, `${PROBE_PREFIX}${process.pid}-${randomBytes(4).toString("hex")}`);
  let descriptor;
  try {
    descriptor = openSync(probe, "wx");
  } catch {
    return Date.now();
  }
  try {
    return fstatSync(descriptor).mtimeMs;
  } finally {
    closeSync(descriptor);
    try {
      unlinkSync(probe);
    } catch {
    }
  }
}
function fileAgeMs(path, now) {
  try {
    return Math.max(0, now - statSync(path).mtimeMs);
  } catch {
    return void 0;
  }
}

// src/git/store.ts
var WRITE_CONFIG = {
  "core.hooksPath": "/dev/null",
  "gc.auto": "0",
  "maintenance.auto": "false",
  "core.fsync": "reference",
  "core.fsyncMethod": "fsync"
};
var TEAMDOC_IDENTITY = { name: "teamdoc", email: "teamdoc@localhost" };
var IDENTITY_ENV = {
  GIT_COMMITTER_NAME: TEAMDOC_IDENTITY.name,
  GIT_COMMITTER_EMAIL: TEAMDOC_IDENTITY.email,
  GIT_AUTHOR_NAME: TEAMDOC_IDENTITY.name,
  GIT_AUTHOR_EMAIL: TEAMDOC_IDENTITY.email
};
async function compareAndSwapRef(cwd, ref, newId, oldId, reason) {
  const args = ["update-ref", "-m", reason, ref, newId, oldId];
  const result = await git(args, { cwd, config: WRITE_CONFIG, env: IDENTITY_ENV, allowFailure: true });
  if (result.status === 0) return { status: "updated" };
  const firstLine = result.stderr.trim().split("\n")[0] ?? "";
  const lock = /Unable to create '(.+\.lock)': File exists/.exec(result.stderr);
  if (lock) return { status: "locked", lockPath: lock[1], detail: firstLine };
  if (/cannot lock ref '[^']+': (is at |unable to resolve reference|reference already exists)/.test(result.stderr)) {
    return { status: "moved", detail: firstLine };
  }
  throw new GitError(args, result.status, result.stderr, {
    hint: /exists; cannot create/.test(result.stderr) ? `A branch or ref is in the way of ${ref}; choose another log ref with \`git config teamdoc.logRef refs/heads/<name>\`.` : void 0
  });
}

// src/git/commit-object.ts
function makeCommit(fields, format) {
  const seconds = Math.floor(fields.time.getTime() / 1e3);
  const signature = `${TEAMDOC_IDENTITY.name} <${TEAMDOC_IDENTITY.email}> ${seconds} +0000`;
  const lines = [`tree ${fields.tree}`, ...fields.parents.map((parent) => `parent ${parent}`), `author ${signature}`, `committer ${signature}`];
  const message = fields.message.endsWith("\n") ? fields.message : `${fields.message}
`;
  return makeObject("commit", Buffer.from(`${lines.join("\n")}

${message}`, "utf8"), format);
}
function parseCommit(content) {
  const header = content.subarray(0, Math.max(0, content.indexOf("\n\n"))).toString("utf8");
  let tree = "";
  const parents = [];
  for (const line of header.split("\n")) {
    if (line.startsWith("tree ")) tree = line.slice(5);
    else if (line.startsWith("parent ")) parents.push(line.slice(7));
  }
  if (!tree) throw new Error("malformed commit object: no tree");
  return { tree, parents };
}

// src/git/loose-objects.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import { closeSync as closeSync2, linkSync, mkdirSync, openSync as openSync2, statSync as statSync2, unlinkSync as unlinkSync2, writeSync } from "node:fs";
import { open } from "node:fs/promises";
import { join as join2 } from "node:path";
import { deflateSync } from "node:zlib";
async function writeLooseObjects(objectsDirectory, objects) {
  const written = [];
  for (const object of objects) {
    const directory = join2(objectsDirectory, object.id.slice(0, 2));
    const path = join2(directory, object.id.slice(2));
    if (exists(path)) continue;
    if (!exists(directory)) mkdirSync(directory, { recursive: true });
    const temporary = join2(directory, `tmp_obj_${randomBytes2(6).toString("hex")}`);
    const descriptor = openSync2(temporary, "wx", 292);
    try {
      writeSync(descriptor, deflateSync(Buffer.concat([Buffer.from(`${object.type} ${object.content.length}\0`), object.content])));
    } finally {
      closeSync2(descriptor);
    }
    try {
      linkSync(temporary, path);
      written.push(path);
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    } finally {
      unlinkSync2(temporary);
    }
  }
  for (let start = 0; start < written.length; start += FSYNCS_AT_ONCE) await Promise.all(written.slice(start, start + FSYNCS_AT_ONCE).map(fsyncPath));
}
var FSYNCS_AT_ONCE = 64;
async function fsyncPath(path) {
  const handle = await open(path, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
function exists(path) {
  try {
    statSync2(path);
    return true;
  } catch {
    return false;
  }
}

// src/log/lookup.ts
async function readSnapshot(context, reader) {
  const { ref } = context.settings;
  const tip = await readRef(context.repo.commonDir, ref, context.cwd);
  if (tip === void 0) return { tip: void 0, tree: void 0 };
  const commit = await reader.readOne(tip);
  if (commit?.type !== "commit") throw new InputError(`${ref} does not point at a commit`, { file: ref });
  return { tip: commit.id, tree: parseCommit(commit.content).tree };
}
async function lookupKeys(reader, snapshot, keys) {
  const found = /* @__PURE__ */ new Map();
  if (snapshot.tree === void 0 || keys.length === 0) return found;
  const unique = [...new Set(keys)];
  const objects = await Promise.all(unique.map((key) => reader.readPath(snapshot.tree, keyPath(key))));
  unique.forEach((key, index) => {
    const object = objects[index];
    if (object) found.set(key, { entry: decodeStored(object.content, keyPath(key)), bytes: object.content });
  });
  return found;
}
function decodeStored(bytes, path) {
  try {
    return decodeEntry(bytes);
  } catch (error) {
    if (!(error instanceof EntryDecodeError)) throw error;
    throw new InputError(`The log holds an undecodable entry: ${error.message}`, { file: path, line: error.line, ruleId: "log-entry-undecodable" }, {
      hint: "The log branch was changed by something other than teamdoc; run teamdoc doctor."
    });
  }
}
function settle(candidate, stored) {
  for (const key of entryKeys(candidate.entry)) {
    const existing = stored.get(key);
    if (!existing) continue;
    if (existing.bytes.equals(candidate.bytes)) return { status: "recorded" };
    if (sameContent(existing.entry, candidate.entry)) return { status: "duplicate", existing: existing.entry };
    return { status: "conflict", existing: existing.entry, key };
  }
  return { status: "new" };
}
function sameContent(a, b) {
  if (a.entry === "message" && b.entry === "message") return a.body.equals(b.body);
  if (a.entry === "delivery" && b.entry === "delivery") return a.message === b.message && a.state === b.state;
  return false;
}
function describeConflict(candidate, settlement) {
  const what = settlement.key.startsWith("native:") ? `native id ${settlement.key.split(":").slice(2).join(":")}` : `id ${candidate.id}`;
  return `the ${what} is already used by ${settlement.existing.entry} ${settlement.existing.id} with different content`;
}

// src/log/spool.ts
import { readFileSync, readdirSync, renameSync, statSync as statSync3, writeFileSync } from "node:fs";
import { join as join3 } from "node:path";
var SPOOL_SUFFIX = ".md";
function spoolFileName(id) {
  return `${id}${SPOOL_SUFFIX}`;
}
function spoolEntry(paths, id, bytes) {
  return createFileAtomically(paths.spool, spoolFileName(id), bytes);
}
function isSpooled(paths, id) {
  try {
    statSync3(join3(paths.spool, spoolFileName(id)));
    return true;
  } catch {
    return false;
  }
}
function readSpool(paths) {
  const contents = { items: [], bad: [], leftovers: [] };
  let names;
  try {
    names = readdirSync(paths.spool);
  } catch (error) {
    if (error.code === "ENOENT") return contents;
    throw error;
  }
  let now;
  for (const name of names.sort()) {
    const path = join3(paths.spool, name);
    if (name.startsWith(TEMP_PREFIX)) {
      now ??= fileSystemNow(paths.root);
      const ageMs = fileAgeMs(path, now);
      if (ageMs !== void 0) contents.leftovers.push({ name, ageMs });
      continue;
    }
    try {
      const item = readSpoolItem(paths, name);
      if (item) contents.items.push(item);
    } catch (error) {
      if (!(error instanceof EntryDecodeError)) throw error;
      contents.bad.push({ name, problem: `line ${error.line}: ${error.message}` });
    }
  }
  return contents;
}
function readSpoolItem(paths, name) {
  let bytes;
  try {
    bytes = readFileSync(join3(paths.spool, name));
  } catch (error) {
    if (error.code === "ENOENT") return void 0;
    throw error;
  }
  const entry = decodeEntry(bytes);
  if (spoolFileName(entry.id) !== name) throw new EntryDecodeError(`the file name does not match its id ${entry.id}`, 1);
  return { name, entry, bytes };
}
function removeFromSpool(paths, names) {
  for (const name of names) removeIfPresent(join3(paths.spool, name));
}
function quarantineSpoolFile(paths, name, reason) {
  ensureDirectory(paths.quarantine);
  const stamp = (/* @__PURE__ */ new Date()).toISOString().replace(/[:.]/g, "-");
  const target = join3(paths.quarantine, `${stamp}-${name}`);
  renameSync(join3(paths.spool, name), target);
  writeFileSync(`${target}.reason.txt`, `${reason}
`);
  fsyncDirectory(paths.quarantine);
  return target;
}

// src/log/commit.ts
import { join as join4 } from "node:path";

// src/git/tree-edit.ts
function directoriesOnPaths(paths) {
  const directories = /* @__PURE__ */ new Set([""]);
  for (const path of paths) {
    const parts = path.split("/");
    for (let depth = 1; depth < parts.length; depth++) directories.add(parts.slice(0, depth).join("/"));
  }
  return [...directories];
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

// src/log/commit.ts
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
  for (let attempt = 0; ; attempt++) {
    const plan = await withReader(context, options.reader, (reader) => planCommit(context, reader, items, options));
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
  const done = [];
  for (const item of items) {
    const settlement = outcome.settled.get(item.entry.id);
    if (settlement.status === "conflict") {
      const reason = `not committed: ${describeConflict(item.entry, settlement)}`;
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
  const snapshot = await readSnapshot(context, reader);
  const stored = await lookupKeys(reader, snapshot, items.flatMap((item) => entryKeys(item.entry)));
  const settled = /* @__PURE__ */ new Map();
  const fresh = [];
  for (const item of items) {
    const settlement = settle(item, stored);
    settled.set(item.entry.id, settlement);
    if (settlement.status !== "new") continue;
    const candidate = { entry: item.entry, bytes: item.bytes };
    for (const key of entryKeys(item.entry)) stored.set(key, candidate);
    fresh.push({ item, blob: makeObject("blob", item.bytes, settings.objectFormat) });
  }
  if (fresh.length === 0) return { settled, commit: void 0, parent: snapshot.tip };
  const blobs = /* @__PURE__ */ new Map();
  const additions = [];
  for (const { item, blob } of fresh) {
    blobs.set(blob.id, blob);
    additions.push({ path: entryPath(item.entry), id: blob.id });
    for (const key of entryKeys(item.entry)) additions.push({ path: keyPath(key), id: blob.id });
  }
  if (snapshot.tip === void 0) {
    for (const [path, text] of [["README.md", readmeText(settings.ref)], [".gitattributes", GITATTRIBUTES]]) {
      const blob = makeObject("blob", Buffer.from(text, "utf8"), settings.objectFormat);
      blobs.set(blob.id, blob);
      additions.push({ path, id: blob.id });
    }
  }
  const existing = await readDirectories(reader, snapshot, directoriesOnPaths(additions.map((addition) => addition.path)), context);
  let build;
  try {
    build = addToTree(existing, additions, settings.objectFormat);
  } catch (error) {
    if (error instanceof TreePathTaken) throw new CommitBlocked(`the log's tree disagrees with its key index (${error.message}); run teamdoc doctor`);
    throw error;
  }
  const commit = makeCommit(
    {
      tree: build.root.id,
      parents: snapshot.tip === void 0 ? [] : [snapshot.tip],
      message: commitMessage(fresh.map(({ item }) => item), committedBy),
      time
    },
    settings.objectFormat
  );
  await writeLooseObjects(join4(context.repo.commonDir, "objects"), [...blobs.values(), ...build.trees, commit]);
  return { settled, commit, parent: snapshot.tip };
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
function commitMessage(items, committedBy) {
  const lines = items.map(({ entry }) => `${entry.id} ${entry.entry === "message" ? entry.kind : `delivery ${entry.state}`}`);
  const count = items.length === 1 ? "1 entry" : `${items.length} entries`;
  return `teamdoc log: ${count}

${lines.join("\n")}

Committed-by: ${committedBy}
`;
}
async function moveRef(context, commit, parent, deadline) {
  const { ref, objectFormat } = context.settings;
  const expectedLock = join4(context.repo.commonDir, `${ref}.lock`);
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

// src/log/lock.ts
import { randomBytes as randomBytes3 } from "node:crypto";
import { existsSync, readFileSync as readFileSync3, statSync as statSync4 } from "node:fs";
import { basename, dirname } from "node:path";

// src/log/process-identity.ts
import { readFileSync as readFileSync2, readlinkSync } from "node:fs";
import { hostname } from "node:os";
var current;
function currentProcess() {
  if (current) return current;
  const identity = { pid: process.pid, host: hostname() };
  const startTime = processStartTime(process.pid);
  const bootId = readOptional(() => readFileSync2("/proc/sys/kernel/random/boot_id", "utf8").trim());
  const pidNamespace = readOptional(() => readlinkSync("/proc/self/ns/pid"));
  if (startTime !== void 0) identity.startTime = startTime;
  if (bootId !== void 0) identity.bootId = bootId;
  if (pidNamespace !== void 0) identity.pidNamespace = pidNamespace;
  current = identity;
  return identity;
}
function livenessOf(owner, self = currentProcess()) {
  if (owner.host !== self.host) return "unknown";
  if (owner.bootId !== void 0 && self.bootId !== void 0 && owner.bootId !== self.bootId) return "dead";
  if (owner.pidNamespace !== self.pidNamespace) return "unknown";
  if (owner.pid === self.pid && owner.startTime === self.startTime) return "alive";
  if (!pidExists(owner.pid)) return "dead";
  const stat = processStat(owner.pid);
  if (stat?.state === "Z") return "dead";
  if (owner.startTime === void 0 || stat === void 0) return "alive";
  return stat.startTime === owner.startTime ? "alive" : "dead";
}
function pidExists(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}
function processStartTime(pid) {
  return processStat(pid)?.startTime;
}
function processStat(pid) {
  return readOptional(() => {
    const stat = readFileSync2(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19] === void 0 ? void 0 : { state: fields[0], startTime: fields[19] };
  });
}
function readOptional(read) {
  try {
    return read();
  } catch {
    return void 0;
  }
}

// src/log/lock.ts
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
    const owner = { ...currentProcess(), token: randomBytes3(12).toString("hex"), since: (/* @__PURE__ */ new Date()).toISOString(), purpose };
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
    mtimeMs = statSync4(path).mtimeMs;
    content = readFileSync3(path, "utf8");
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
  compareAndSwapRef,
  makeCommit,
  parseCommit,
  writeLooseObjects,
  fileSystemNow,
  fileAgeMs,
  readSnapshot,
  lookupKeys,
  settle,
  describeConflict,
  spoolFileName,
  spoolEntry,
  isSpooled,
  readSpool,
  readSpoolItem,
  quarantineSpoolFile,
  REF_LOCK_GRACE_MS,
  CommitBlocked,
  commitSpool,
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
