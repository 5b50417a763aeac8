import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  DamagedObject,
  TREE_MODE,
  isTree
} from "./chunk-ZM5PFCRO.js";
import {
  makeObject
} from "./chunk-4EBUXWCC.js";
import {
  DEFAULT_LOG_REF,
  DELIVERY_HEADER_KEYS,
  DELIVERY_STATES,
  EVIDENCE_KINDS,
  LIMITS,
  MESSAGE_HEADER_KEYS,
  MESSAGE_KINDS,
  idProblem,
  isOneOf,
  isValidTime,
  lineProblem,
  textProblem
} from "./chunk-TXSQEBDJ.js";
import {
  writeFully
} from "./chunk-2E4FK3OU.js";
import {
  git,
  gitText,
  readIfAny,
  repoFromFiles
} from "./chunk-U5OUMOEA.js";
import {
  GitError,
  InputError,
  UsageError,
  storageError,
  writingTo
} from "./chunk-ATHXWNGJ.js";

// src/log/format/validate.ts
var FieldError = class extends Error {
  field;
  problem;
  constructor(field, problem) {
    super(`${field}: ${problem}`);
    this.name = "FieldError";
    this.field = field;
    this.problem = problem;
  }
};
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function expectRecord(value, field, allowed) {
  if (!isRecord(value)) throw new FieldError(field, "expected an object");
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) throw new FieldError(field, `unexpected field "${key}"`);
  }
  return value;
}
function checkId(value, field) {
  if (typeof value !== "string") throw new FieldError(field, "expected an id (a string)");
  const problem = idProblem(value);
  if (problem) throw new FieldError(field, `"${value.slice(0, 80)}" is not a usable id: ${problem}`);
  return value;
}
function checkLine(value, field, maxChars) {
  if (typeof value !== "string") throw new FieldError(field, "expected a string");
  const problem = lineProblem(value, maxChars);
  if (problem) throw new FieldError(field, problem);
  return value;
}
function checkText(value, field, maxChars = LIMITS.textChars) {
  if (typeof value !== "string") throw new FieldError(field, "expected a string");
  const problem = textProblem(value, maxChars);
  if (problem) throw new FieldError(field, problem);
  return value;
}
function optional(value, check) {
  return value === void 0 ? void 0 : check(value);
}
function checkTime(value, field) {
  if (typeof value !== "string" || !isValidTime(value)) {
    throw new FieldError(field, "expected a UTC time like 2025-01-31T09:30:00.000Z");
  }
  return value;
}
function checkCount(value, field) {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
    throw new FieldError(field, "expected a whole number, 0 or more");
  }
  return value;
}
var PARTY_FIELDS = ["name", "session", "runtime", "host", "worktree"];
function checkParty(value, field) {
  const record = expectRecord(value, field, PARTY_FIELDS);
  const party = { name: checkLine(record.name, `${field}.name`, LIMITS.nameChars) };
  for (const key of PARTY_FIELDS.slice(1)) {
    const text = optional(record[key], (v) => checkLine(v, `${field}.${key}`, LIMITS.nameChars));
    if (text !== void 0) party[key] = text;
  }
  return party;
}
function checkEvidenceList(value, field) {
  if (!Array.isArray(value)) throw new FieldError(field, "expected a list");
  if (value.length > LIMITS.evidenceItems) throw new FieldError(field, `more than ${LIMITS.evidenceItems} references`);
  return value.map((item, index) => {
    const itemField = `${field}[${index}]`;
    const record = expectRecord(item, itemField, EVIDENCE_KINDS);
    const evidence = {};
    for (const kind of EVIDENCE_KINDS) {
      const text = optional(record[kind], (v) => checkLine(v, `${itemField}.${kind}`, LIMITS.evidenceValueChars));
      if (text !== void 0) evidence[kind] = text;
    }
    if (Object.keys(evidence).length === 0) throw new FieldError(itemField, `expected one of ${EVIDENCE_KINDS.join(", ")}`);
    return evidence;
  });
}
var DETECTED_FIELDS = ["runtime", "session", "host", "worktree", "via"];
function checkProvenance(value, field) {
  if (!isRecord(value)) throw new FieldError(field, "expected an object");
  const line = (v, name) => checkLine(v, `${field}.${name}`, LIMITS.nameChars);
  switch (value.by) {
    case "hook": {
      const record = expectRecord(value, field, ["by", "session", "runtime", "event"]);
      const provenance = { by: "hook", session: checkLine(record.session, `${field}.session`, LIMITS.sessionChars) };
      const runtime = optional(record.runtime, (v) => line(v, "runtime"));
      const event = optional(record.event, (v) => line(v, "event"));
      if (runtime !== void 0) provenance.runtime = runtime;
      if (event !== void 0) provenance.event = event;
      return provenance;
    }
    case "cli": {
      const record = expectRecord(value, field, ["by", "claimed", "detected"]);
      const claimedRecord = expectRecord(record.claimed, `${field}.claimed`, ["from", "to"]);
      const claimed = {};
      for (const key of ["from", "to"]) {
        const text = optional(claimedRecord[key], (v) => line(v, `claimed.${key}`));
        if (text !== void 0) claimed[key] = text;
      }
      const detectedRecord = expectRecord(record.detected, `${field}.detected`, DETECTED_FIELDS);
      const detected = {};
      for (const key of DETECTED_FIELDS) {
        const text = optional(detectedRecord[key], (v) => line(v, `detected.${key}`));
        if (text !== void 0) detected[key] = text;
      }
      return { by: "cli", claimed, detected };
    }
    case "scan": {
      const record = expectRecord(value, field, ["by", "file", "line"]);
      const lineNumber = checkCount(record.line, `${field}.line`);
      if (lineNumber < 1) throw new FieldError(`${field}.line`, "expected a line number, 1 or more");
      return { by: "scan", file: checkLine(record.file, `${field}.file`, LIMITS.evidenceValueChars), line: lineNumber };
    }
    default:
      throw new FieldError(`${field}.by`, 'expected "hook", "cli" or "scan"');
  }
}
var STATEMENT_FIELDS = ["name", "parent", "part", "session", "runtime", "host", "worktree", "amends", "reason", "handoff"];
function checkStatement(value, field) {
  const record = expectRecord(value, field, STATEMENT_FIELDS);
  const statement = {
    name: checkLine(record.name, `${field}.name`, LIMITS.nameChars),
    parent: checkLine(record.parent, `${field}.parent`, LIMITS.nameChars),
    part: checkText(record.part, `${field}.part`)
  };
  for (const key of ["session", "runtime", "host", "worktree"]) {
    const text = optional(record[key], (v) => checkLine(v, `${field}.${key}`, LIMITS.nameChars));
    if (text !== void 0) statement[key] = text;
  }
  const amends = optional(record.amends, (v) => checkId(v, `${field}.amends`));
  const reason = optional(record.reason, (v) => checkText(v, `${field}.reason`));
  const handoff = optional(record.handoff, (v) => checkId(v, `${field}.handoff`));
  if (amends !== void 0) statement.amends = amends;
  if (reason !== void 0) statement.reason = reason;
  if (handoff !== void 0) statement.handoff = handoff;
  return statement;
}
function checkHandoff(value, field) {
  const record = expectRecord(value, field, ["successor", "part"]);
  const handoff = {};
  const successor = optional(record.successor, (v) => checkLine(v, `${field}.successor`, LIMITS.nameChars));
  const part = optional(record.part, (v) => checkText(v, `${field}.part`));
  if (successor !== void 0) handoff.successor = successor;
  if (part !== void 0) handoff.part = part;
  return handoff;
}
function checkMessageFields(value) {
  const kind = value.kind;
  if (!isOneOf(MESSAGE_KINDS, kind)) throw new FieldError("kind", `expected one of ${MESSAGE_KINDS.join(", ")}`);
  const message = {
    entry: "message",
    id: checkId(value.id, "id"),
    time: checkTime(value.time, "time"),
    kind,
    from: checkParty(value.from, "from"),
    to: checkParty(value.to, "to"),
    evidence: checkEvidenceList(value.evidence === void 0 ? [] : value.evidence, "evidence"),
    provenance: checkProvenance(value.provenance, "provenance"),
    redactions: checkCount(value.redactions === void 0 ? 0 : value.redactions, "redactions")
  };
  if (value.outsideTeam !== void 0) {
    if (value.outsideTeam !== true) throw new FieldError("outside-team", "expected true, or no such line");
    message.outsideTeam = true;
  }
  const inReplyTo = optional(value.inReplyTo, (v) => checkId(v, "in-reply-to"));
  const nativeId = optional(value.nativeId, (v) => checkLine(v, "native-id", LIMITS.sessionChars));
  const nativeRuntime = optional(value.nativeRuntime, (v) => checkLine(v, "native-runtime", LIMITS.sessionChars));
  if (inReplyTo !== void 0) message.inReplyTo = inReplyTo;
  if (nativeId !== void 0) message.nativeId = nativeId;
  if (nativeRuntime !== void 0) message.nativeRuntime = nativeRuntime;
  if (nativeRuntime !== void 0 && nativeId === void 0) throw new FieldError("native-runtime", "given without a native-id");
  if (value.statement !== void 0) {
    if (kind !== "join") throw new FieldError("statement", 'only a message of kind "join" carries a parent statement');
    message.statement = checkStatement(value.statement, "statement");
  }
  if (value.handoff !== void 0) {
    if (kind !== "handoff") throw new FieldError("handoff", 'only a message of kind "handoff" carries a handoff');
    message.handoff = checkHandoff(value.handoff, "handoff");
  }
  return message;
}
function checkDeliveryFields(value) {
  const state = value.state;
  if (!isOneOf(DELIVERY_STATES, state)) throw new FieldError("state", `expected one of ${DELIVERY_STATES.join(", ")}`);
  const delivery = {
    entry: "delivery",
    id: checkId(value.id, "id"),
    message: checkId(value.message, "message"),
    time: checkTime(value.time, "time"),
    state,
    evidence: checkEvidenceList(value.evidence === void 0 ? [] : value.evidence, "evidence"),
    provenance: checkProvenance(value.provenance, "provenance"),
    redactions: checkCount(value.redactions === void 0 ? 0 : value.redactions, "redactions")
  };
  const detail = optional(value.detail, (v) => checkText(v, "detail"));
  if (detail !== void 0) delivery.detail = detail;
  return delivery;
}

// src/text/plural.ts
function plural(count, word, pluralWord = `${word}s`) {
  return `${count} ${count === 1 ? word : pluralWord}`;
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

// src/git/tree-diff.ts
async function mergeOwnChanges(reader, tree, parentTrees) {
  const changes = [];
  await ownChanges(reader, "", tree, parentTrees, changes);
  return changes;
}
async function ownChanges(reader, path, tree, parents, changes) {
  if (tree !== void 0 && parents.includes(tree)) {
    for (const parent of new Set(parents)) if (parent !== void 0 && parent !== tree) await droppedFiles(reader, path, tree, parent, changes);
    return;
  }
  const own = tree === void 0 ? [] : await entriesOf(reader, tree);
  const theirs = await Promise.all(parents.map((parent) => parent === void 0 ? [] : entriesOf(reader, parent)));
  const names = /* @__PURE__ */ new Set([...own.map((entry) => entry.name), ...theirs.flatMap((entries) => entries.map((entry) => entry.name))]);
  for (const name of [...names].sort()) {
    const childPath = path === "" ? name : `${path}/${name}`;
    const mine = own.find((entry) => entry.name === name);
    const others = theirs.map((entries) => entries.find((entry) => entry.name === name));
    const mySubtree = subtreeOf(mine);
    const theirSubtrees = others.map(subtreeOf);
    if (mySubtree !== void 0 || theirSubtrees.some((id) => id !== void 0)) await ownChanges(reader, childPath, mySubtree, theirSubtrees, changes);
    const myFile = fileOf(mine);
    const theirFiles = others.map(fileOf).filter((entry) => entry !== void 0);
    if (myFile && !theirFiles.some((entry) => entry.id === myFile.id && entry.mode === myFile.mode)) {
      const before = theirFiles[0];
      changes.push(
        before ? { status: "M", path: childPath, before: before.id, after: myFile.id, mode: myFile.mode } : { status: "A", path: childPath, after: myFile.id, mode: myFile.mode }
      );
    } else if (!myFile && theirFiles[0]) {
      changes.push({ status: "D", path: childPath, before: theirFiles[0].id, mode: theirFiles[0].mode });
    }
  }
}
async function droppedFiles(reader, path, tree, parent, changes) {
  if (tree === parent) return;
  const own = tree === void 0 ? [] : await entriesOf(reader, tree);
  for (const entry of await entriesOf(reader, parent)) {
    const childPath = path === "" ? entry.name : `${path}/${entry.name}`;
    const mine = own.find((candidate) => candidate.name === entry.name);
    if (isTree(entry)) await droppedFiles(reader, childPath, subtreeOf(mine), entry.id, changes);
    else if (!fileOf(mine)) changes.push({ status: "D", path: childPath, before: entry.id, mode: entry.mode });
  }
}
function subtreeOf(entry) {
  return entry && isTree(entry) ? entry.id : void 0;
}
function fileOf(entry) {
  return entry && !isTree(entry) ? entry : void 0;
}
async function entriesOf(reader, tree) {
  return await reader.treeEntries(tree) ?? [];
}
async function listTree(reader, tree, prefix) {
  const listing = { files: [], lost: [] };
  const start = prefix === "" ? { mode: TREE_MODE, name: "", id: tree } : await reader.entryAt(tree, prefix).catch((error) => lostAt(prefix, error, listing));
  if (start && isTree(start)) await walk(reader, prefix, start.id, listing);
  return listing;
}
async function walk(reader, path, tree, listing) {
  let entries;
  try {
    entries = await reader.treeEntries(tree);
  } catch (error) {
    lostAt(path, error, listing, tree);
    return;
  }
  if (!entries) {
    listing.lost.push({ path, id: tree, problem: `its tree ${tree} is missing from the repository` });
    return;
  }
  await Promise.all(
    entries.map((entry) => {
      const childPath = path === "" ? entry.name : `${path}/${entry.name}`;
      if (isTree(entry)) return walk(reader, childPath, entry.id, listing);
      listing.files.push({ path: childPath, id: entry.id });
      return void 0;
    })
  );
}
function lostAt(path, error, listing, id) {
  if (!(error instanceof DamagedObject)) throw error;
  listing.lost.push({ path, id: id ?? error.id, problem: error.message });
  return void 0;
}

// src/git/list.ts
async function listFiles(cwd, treeish, prefix) {
  const { stdout } = await git(["ls-tree", "-r", "-z", "--full-tree", treeish, "--", prefix], { cwd, read: true });
  const files = [];
  for (const record of stdout.toString("utf8").split("\0")) {
    if (record === "") continue;
    const tab = record.indexOf("	");
    const [, type, id] = record.slice(0, tab).split(" ");
    if (type === "blob" && id) files.push({ path: record.slice(tab + 1), id });
  }
  return files;
}
async function changedFiles(cwd, from, to, prefix, reader) {
  const read = reader && await changedFilesInProcess(reader, from, to, prefix).catch(() => void 0);
  if (read) return read;
  const { stdout } = await git(["diff-tree", "-r", "-z", "--no-renames", from, to, "--", prefix], { cwd, read: true });
  const changes = { added: [], other: [] };
  const fields = stdout.toString("utf8").split("\0");
  for (let index = 0; index + 1 < fields.length; index += 2) {
    const meta = fields[index].split(" ");
    const path = fields[index + 1];
    if (meta[4] === "A" && meta[3]) changes.added.push({ path, id: meta[3] });
    else changes.other.push(path);
  }
  return changes;
}
async function changedFilesInProcess(reader, from, to, prefix) {
  const [before, after] = await Promise.all(
    [from, to].map(async (commit) => {
      const object = await reader.readOne(commit);
      return object?.type === "commit" ? (await reader.entryAt(parseCommit(object.content).tree, prefix))?.id : void 0;
    })
  );
  if (before === void 0 || after === void 0) return void 0;
  const changes = { added: [], other: [] };
  for (const change of await mergeOwnChanges(reader, after, [before])) {
    const path = `${prefix}/${change.path}`;
    if (change.status === "A" && change.after) changes.added.push({ path, id: change.after });
    else changes.other.push(path);
  }
  return changes;
}
async function resolveCommit(cwd, ref) {
  const result = await git(["rev-parse", "-q", "--verify", `${ref}^{commit}`], { cwd, read: true, allowFailure: true });
  return result.status === 0 ? result.stdout.toString("utf8").trim() : void 0;
}

// src/git/refs.ts
import { existsSync } from "node:fs";
import { join } from "node:path";
var OBJECT_ID = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
async function readRef(commonDir, ref, cwd) {
  try {
    const loose = readIfAny(join(commonDir, ref))?.trim();
    if (loose !== void 0 && OBJECT_ID.test(loose)) return loose;
    if (loose === void 0) {
      const packed = readIfAny(join(commonDir, "packed-refs"));
      const line = packed?.split("\n").find((candidate) => candidate.endsWith(` ${ref}`));
      const id = line?.slice(0, line.indexOf(" "));
      if (id !== void 0 && OBJECT_ID.test(id)) return id;
      if (line === void 0 && filesRefStorage(commonDir)) return void 0;
    }
  } catch {
  }
  return resolveCommit(cwd, ref);
}
function filesRefStorage(commonDir) {
  return !existsSync(join(commonDir, "reftable"));
}

// src/git/remote-copies.ts
import { readdirSync } from "node:fs";
import { join as join2 } from "node:path";
async function remoteTrackingCopies(cwd, branchRef) {
  if (!branchRef.startsWith("refs/heads/")) return [];
  const branch = branchRef.slice("refs/heads/".length);
  const listed2 = remoteRefsFromFiles(cwd) ?? (await gitText(["for-each-ref", "--format=%(refname)", "refs/remotes/"], { cwd, read: true })).split("\n");
  const copies = listed2.filter((ref) => ref.endsWith(`/${branch}`) && ref.split("/").length === branch.split("/").length + 3);
  return copies.sort((a, b) => Number(b.startsWith("refs/remotes/origin/")) - Number(a.startsWith("refs/remotes/origin/")) || (a < b ? -1 : 1));
}
function remoteRefsFromFiles(cwd) {
  const repo = repoFromFiles(cwd);
  if (repo === void 0 || !filesRefStorage(repo.commonDir)) return void 0;
  try {
    const packed = (readIfAny(join2(repo.commonDir, "packed-refs")) ?? "").split("\n").flatMap((line) => {
      const ref = /^[0-9a-f]{40}(?:[0-9a-f]{24})? (refs\/remotes\/\S+)$/.exec(line)?.[1];
      return ref === void 0 ? [] : [ref];
    });
    const loose = looseRefsBelow(join2(repo.commonDir, "refs", "remotes"), "refs/remotes");
    return loose === void 0 ? void 0 : [.../* @__PURE__ */ new Set([...packed, ...loose])];
  } catch {
    return void 0;
  }
}
var LOOSE_REF = /^(?:[0-9a-f]{40}(?:[0-9a-f]{24})?|ref: refs\/\S+)\n?$/;
function looseRefsBelow(folder, prefix) {
  const names = readdirIfAny(folder);
  const refs = [];
  for (const entry of names) {
    if (entry.name.endsWith(".lock")) continue;
    const path = join2(folder, entry.name);
    if (entry.isDirectory()) {
      const below = looseRefsBelow(path, `${prefix}/${entry.name}`);
      if (below === void 0) return void 0;
      refs.push(...below);
    } else if (entry.isFile() && LOOSE_REF.test(readIfAny(path) ?? "")) refs.push(`${prefix}/${entry.name}`);
    else return void 0;
  }
  return refs;
}
function readdirIfAny(folder) {
  try {
    return readdirSync(folder, { withFileTypes: true });
  } catch (error) {
    if (error.code === "ENOENT") return [];
    throw error;
  }
}

// src/log/store/durable.ts
import { randomBytes } from "node:crypto";
import { closeSync, fstatSync, fsyncSync, linkSync, mkdirSync, openSync, statSync, unlinkSync } from "node:fs";
import { dirname, join as join3 } from "node:path";
var TEMP_PREFIX = ".tmp-";
function ensureDirectory(directory) {
  if (isDirectory(directory)) return;
  const parent = dirname(directory);
  if (parent === directory) return;
  ensureDirectory(parent);
  writingTo(directory, () => {
    try {
      mkdirSync(directory);
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    }
  });
  fsyncDirectory(parent);
}
function isDirectory(path) {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
function removeIfPresent(path) {
  try {
    unlinkSync(path);
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
  }
}
function removeQuietly(path) {
  try {
    unlinkSync(path);
  } catch {
  }
}
function fsyncDirectory(directory) {
  writingTo(directory, () => {
    const descriptor = openSync(directory, "r");
    try {
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
  });
}
function createFileAtomically(directory, name, bytes, durable = true) {
  ensureDirectory(directory);
  const data = typeof bytes === "string" ? Buffer.from(bytes, "utf8") : bytes;
  const temporary = join3(directory, `${TEMP_PREFIX}${process.pid}-${randomBytes(6).toString("hex")}`);
  const target = join3(directory, name);
  try {
    writeWhole(temporary, data, durable);
    try {
      linkSync(temporary, target);
    } catch (error) {
      if (error.code === "EEXIST") return false;
      throw error;
    }
  } catch (error) {
    throw storageError(error, target) ?? error;
  } finally {
    removeQuietly(temporary);
  }
  if (durable) {
    try {
      fsyncDirectory(directory);
    } catch (error) {
      removeIfPresent(target);
      throw error;
    }
  }
  return true;
}
function writeWhole(path, data, durable) {
  const descriptor = openSync(path, "wx", 420);
  try {
    writeFully(descriptor, data);
    const size = fstatSync(descriptor).size;
    if (size !== data.length) throw Object.assign(new Error(`wrote ${size} of ${data.length} bytes`), { code: "EIO" });
    if (durable) fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}

// src/log/format/encode.ts
import * as crypto from "node:crypto";
var HEADER_FIELDS = {
  entry: "entry",
  id: "id",
  time: "time",
  kind: "kind",
  from: "from",
  to: "to",
  "outside-team": "outsideTeam",
  "in-reply-to": "inReplyTo",
  "native-id": "nativeId",
  "native-runtime": "nativeRuntime",
  statement: "statement",
  handoff: "handoff",
  evidence: "evidence",
  provenance: "provenance",
  redactions: "redactions",
  message: "message",
  state: "state",
  detail: "detail",
  "body-bytes": "bodyBytes",
  "body-sha256": "bodySha256"
};
var FRONT_MATTER_FENCE = "---";
var BODY_INFO_STRING = "text";
function encodeEntry(entry) {
  return entry.entry === "message" ? encodeMessage(entry) : encodeDelivery(entry);
}
function encodeMessage(entry) {
  const fields = {
    ...entry,
    bodyBytes: entry.body.length,
    bodySha256: sha256Hex(entry.body)
  };
  const fence = bodyFence(entry.body);
  const head = `${FRONT_MATTER_FENCE}
${headerLines(MESSAGE_HEADER_KEYS, fields)}${FRONT_MATTER_FENCE}

${fence}${BODY_INFO_STRING}
`;
  return Buffer.concat([Buffer.from(head, "utf8"), entry.body, Buffer.from(`
${fence}
`, "utf8")]);
}
function encodeDelivery(entry) {
  const lines = headerLines(DELIVERY_HEADER_KEYS, entry);
  return Buffer.from(`${FRONT_MATTER_FENCE}
${lines}${FRONT_MATTER_FENCE}
`, "utf8");
}
function headerLines(keys, fields) {
  let text = "";
  for (const key of keys) {
    const value = fields[HEADER_FIELDS[key]];
    if (value !== void 0) text += `${key}: ${canonicalJson(value)}
`;
  }
  return text;
}
function canonicalJson(value) {
  if (value === null || typeof value !== "object") return asciiOnly(JSON.stringify(value));
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const record = value;
  const keys = Object.keys(record).filter((key) => record[key] !== void 0).sort();
  return `{${keys.map((key) => `${asciiOnly(JSON.stringify(key))}:${canonicalJson(record[key])}`).join(",")}}`;
}
function isCanonicalJson(value, raw) {
  return asciiOnly(JSON.stringify(value)) === raw && keysSorted(value);
}
function keysSorted(value) {
  if (value === null || typeof value !== "object") return true;
  if (Array.isArray(value)) return value.every(keysSorted);
  const keys = Object.keys(value);
  for (let index = 1; index < keys.length; index++) if (keys[index - 1] >= keys[index]) return false;
  return keys.every((key) => keysSorted(value[key]));
}
function asciiOnly(json) {
  if (!/[\u007f-\uffff]/.test(json)) return json;
  return json.replace(/[\u007f-\uffff]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
function bodyFence(body) {
  const first = body.indexOf(96);
  if (first < 0) return "```";
  let longest = 0;
  let run = 0;
  for (let index = first; index < body.length; index++) {
    run = body[index] === 96 ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return "`".repeat(Math.max(3, longest + 1));
}
var oneShotHash = crypto.hash;
function sha256Hex(bytes) {
  return oneShotHash ? oneShotHash("sha256", bytes, "hex") : crypto.createHash("sha256").update(bytes).digest("hex");
}

// src/log/format/decode.ts
import { isUtf8 } from "node:buffer";
var EntryDecodeError = class extends Error {
  line;
  constructor(message, line) {
    super(message);
    this.name = "EntryDecodeError";
    this.line = line;
  }
};
var OPENER = `${FRONT_MATTER_FENCE}
`;
var CLOSER = `
${FRONT_MATTER_FENCE}
`;
var HEADER_LINE = /^([a-z][a-z0-9-]*): (.+)$/;
var REQUIRED_MESSAGE_KEYS = ["entry", "id", "time", "kind", "from", "to", "evidence", "provenance", "redactions", "body-bytes", "body-sha256"];
var REQUIRED_DELIVERY_KEYS = ["entry", "id", "message", "time", "state", "evidence", "provenance", "redactions"];
function decodeEntry(bytes) {
  if (bytes.toString("latin1", 0, OPENER.length) !== OPENER) {
    throw new EntryDecodeError(`expected the file to start with a "${FRONT_MATTER_FENCE}" line`, 1);
  }
  const closer = bytes.indexOf(CLOSER, OPENER.length - 1);
  if (closer < 0) throw new EntryDecodeError(`expected a closing "${FRONT_MATTER_FENCE}" line`, 2);
  const header = bytes.toString("utf8", OPENER.length, closer + 1);
  const lines = header === "" ? [] : header.slice(0, -1).split("\n");
  if (lines.length === 0) throw new EntryDecodeError("expected header lines, found none", 2);
  const keys = headerKeysOf(lines[0]);
  const fields = {};
  const lineOfField = /* @__PURE__ */ new Map();
  let previous = -1;
  lines.forEach((line, index) => {
    const lineNumber = index + 2;
    const match = HEADER_LINE.exec(line);
    if (!match) throw new EntryDecodeError('expected a header line "key: <JSON value>"', lineNumber);
    const key = match[1];
    const position = keys.indexOf(key);
    if (position < 0) throw new EntryDecodeError(`unexpected header key "${key}"`, lineNumber);
    if (position === previous) throw new EntryDecodeError(`header key "${key}" appears twice`, lineNumber);
    if (position < previous) throw new EntryDecodeError(`header key "${key}" is out of order (teamdoc writes ${keys.join(", ")})`, lineNumber);
    previous = position;
    const value = parseJson(match[2], key, lineNumber);
    if (!isCanonicalJson(value, match[2]))
      throw new EntryDecodeError(`the value of "${key}" is not in the canonical form teamdoc writes (edited by hand?)`, lineNumber);
    fields[HEADER_FIELDS[key]] = value;
    lineOfField.set(key, lineNumber);
  });
  for (const key of keys === MESSAGE_HEADER_KEYS ? REQUIRED_MESSAGE_KEYS : REQUIRED_DELIVERY_KEYS) {
    if (!lineOfField.has(key)) throw new EntryDecodeError(`expected a "${key}" header line`, lines.length + 2);
  }
  const headerEndLine = lines.length + 2;
  const bodyStart = closer + CLOSER.length;
  let entry;
  try {
    if (fields.entry === "message") {
      entry = { ...checkMessageFields(fields), body: readBody(bytes, bodyStart, fields, headerEndLine) };
    } else {
      if (bodyStart !== bytes.length) throw new EntryDecodeError("unexpected content after the header of a delivery event", headerEndLine + 1);
      entry = checkDeliveryFields(fields);
    }
  } catch (error) {
    if (error instanceof FieldError) {
      const key = error.field.split(/[.[]/)[0];
      throw new EntryDecodeError(error.message, lineOfField.get(key) ?? 1);
    }
    throw error;
  }
  return entry;
}
function headerKeysOf(firstLine) {
  if (firstLine === 'entry: "message"') return MESSAGE_HEADER_KEYS;
  if (firstLine === 'entry: "delivery"') return DELIVERY_HEADER_KEYS;
  throw new EntryDecodeError('expected the first header line to be entry: "message" or entry: "delivery"', 2);
}
function parseJson(text, key, lineNumber) {
  try {
    return JSON.parse(text);
  } catch {
    throw new EntryDecodeError(`the value of "${key}" is not valid JSON`, lineNumber);
  }
}
function readBody(bytes, start, fields, headerEndLine) {
  const size = fields.bodyBytes;
  if (typeof size !== "number" || !Number.isSafeInteger(size) || size < 0) {
    throw new EntryDecodeError('expected "body-bytes" to be a whole number', headerEndLine);
  }
  if (bytes[start] !== 10) throw new EntryDecodeError("expected a blank line after the header", headerEndLine + 1);
  const fenceStart = start + 1;
  const fenceEnd = bytes.indexOf(10, fenceStart);
  const fenceLine = fenceEnd < 0 ? "" : bytes.toString("latin1", fenceStart, fenceEnd);
  const fence = /^(`{3,})/.exec(fenceLine)?.[1];
  if (fence === void 0 || fenceLine !== `${fence}${BODY_INFO_STRING}`) {
    throw new EntryDecodeError("expected the body to open with a fence line like ```text", headerEndLine + 2);
  }
  const bodyStart = fenceEnd + 1;
  const body = bytes.subarray(bodyStart, bodyStart + size);
  const closing = `
${fence}
`;
  if (body.length !== size || bytes.length !== bodyStart + size + closing.length || bytes.toString("latin1", bodyStart + size) !== closing) {
    throw new EntryDecodeError(`expected exactly ${size} body bytes followed by the closing fence and the end of the file`, headerEndLine + 3);
  }
  if (sha256Hex(body) !== fields.bodySha256) throw new EntryDecodeError('the body does not match its "body-sha256"', headerEndLine + 3);
  if (body.includes(0) || !isUtf8(body)) throw new EntryDecodeError("the body is not UTF-8 text without NUL bytes", headerEndLine + 3);
  if (bodyFence(body) !== fence) throw new EntryDecodeError(`expected a fence of ${bodyFence(body).length} backticks`, headerEndLine + 2);
  return Buffer.from(body);
}

// src/log/format/layout.ts
var MESSAGES_DIR = "messages";
var KEYS_DIR = "keys";
function entryPath(entry) {
  const [year, month, day] = entry.time.slice(0, 10).split("-");
  return `${MESSAGES_DIR}/${year}/${month}/${day}/${entry.id}.md`;
}
function entryKeys(entry) {
  const keys = [idKey(entry.id)];
  if (entry.entry === "message" && entry.nativeId !== void 0) keys.push(nativeKey(entry.nativeRuntime, entry.nativeId));
  return keys;
}
function idKey(id) {
  return `id:${id.toLowerCase()}`;
}
function nativeKey(runtime, nativeId) {
  return `native:${runtime ?? ""}:${nativeId}`;
}
function keyPath(key) {
  const hash2 = sha256Hex(key);
  return `${KEYS_DIR}/${hash2.slice(0, 2)}/${hash2.slice(2, 4)}/${hash2}`;
}
var GITATTRIBUTES = "* -text\n";
var LOG_MARKER = "# teamdoc message log";
function readmeText(ref) {
  return `${LOG_MARKER}

This branch (\`${ref}\`) is the record of every message between the sessions working on this
repository, written by teamdoc with git plumbing. It is never checked out:
read it with \`teamdoc log\`, or browse it here.

- \`messages/YYYY/MM/DD/<id>.md\` \u2014 one file per message, and one per delivery event about a
  message (\`entry: "delivery"\`). Files are never edited or deleted; a correction is a new message.
  Each file is front matter of \`key: <JSON value>\` lines, then the body, byte for byte, inside a
  fence longer than any backtick run in it. \`body-bytes\` and \`body-sha256\` in the header let a
  reader check the body without parsing Markdown.
- \`keys/<ab>/<cd>/<sha256>\` \u2014 an index for lookups by id and by a runtime's own message id: each
  file is the same blob as the entry it names.
- \`.gitattributes\` \u2014 \`* -text\`, so that no checkout rewrites line endings inside an entry.

Merging this branch with another copy of it is a union of files: teamdoc sync does that.
`;
}

// src/log/store/log-ref.ts
import { existsSync as existsSync2 } from "node:fs";
import { join as join4 } from "node:path";
var LOG_ROOT_NAMES = /* @__PURE__ */ new Set(["README.md", ".gitattributes", MESSAGES_DIR, KEYS_DIR]);
var CHOOSE_ANOTHER_REF = `choose another log ref with --ref, TEAMDOC_LOG_REF or \`git config teamdoc.logRef <name>\` (the default is ${DEFAULT_LOG_REF})`;
var DamagedLogRef = class extends InputError {
};
async function readLogTip(context, reader, action = "write") {
  const { ref } = context.settings;
  const id = await readRef(context.repo.commonDir, ref, context.cwd);
  if (id === void 0) {
    if (existsSync2(join4(context.repo.commonDir, ref))) throw damaged(ref, `the file ${join4(context.repo.commonDir, ref)} does not hold an object id`);
    return void 0;
  }
  let object;
  try {
    object = await reader.readOne(id);
  } catch (error) {
    if (error instanceof DamagedObject) throw damaged(ref, `its commit ${id} is damaged`);
    throw error;
  }
  if (!object) throw damaged(ref, `it points at ${id}, which is missing from this repository`);
  if (object.type !== "commit") throw notALog(ref, `it points at a ${object.type === "tag" ? "tag object" : object.type}, not at a commit`, action);
  return object;
}
function refuseReservedRef(ref) {
  if (ref.startsWith("refs/tags/")) throw notALog(ref, "it is a tag, and a tag names one fixed commit");
  if (ref.startsWith("refs/remotes/")) throw notALog(ref, "it is a copy of a remote\u2019s branch, which git fetch overwrites");
}
async function refuseForeignLogRef(context, reader) {
  refuseReservedRef(context.settings.ref);
  const leftToTheWrite = (error) => error instanceof DamagedLogRef ? void 0 : Promise.reject(error);
  const tip = await readLogTip(context, reader).catch(leftToTheWrite);
  if (tip) await refuseForeignTip(context, reader, tip).catch(leftToTheWrite);
}
async function refuseForeignTip(context, reader, tip, action = "write") {
  const { ref } = context.settings;
  const entries = await tipTreeEntries(context, reader, tip);
  const others = entries.filter((entry) => !LOG_ROOT_NAMES.has(entry.name)).map((entry) => entry.name);
  if (others.length > 0) throw notALog(ref, `its tree holds ${listed(others)}, which a teamdoc log never does`, action);
  const readme = entries.find((entry) => entry.name === "README.md");
  const marker = readme && await reader.readOne(readme.id).catch(() => void 0);
  if (!marker?.content.toString("utf8").startsWith(LOG_MARKER))
    throw notALog(ref, "its tree has no teamdoc log README (the marker every log starts with)", action);
}
async function tipTreeEntries(context, reader, tip) {
  const entries = await reader.treeEntries(parseCommit(tip.content).tree).catch((error) => error instanceof DamagedObject ? void 0 : Promise.reject(error));
  if (!entries) throw damaged(context.settings.ref, `the tree of its commit ${tip.id} cannot be read`);
  return entries;
}
async function refuseUnmarkedTip(context, reader, tip) {
  const entries = await reader.treeEntries(parseCommit(tip.content).tree).catch(() => void 0);
  if (!entries || entries.some((entry) => entry.name === MESSAGES_DIR)) return;
  await refuseForeignTip(context, reader, tip, "read");
}
function notALog(ref, why, action = "write") {
  if (action === "read")
    return new UsageError(`${ref} is not a teamdoc log: ${why}`, {
      hint: `Name the log's ref: ${CHOOSE_ANOTHER_REF.replace(/^choose another log ref with /, "")}.`
    });
  return new UsageError(`${ref} is not a teamdoc log: ${why}; nothing was written`, {
    hint: `teamdoc writes only to a ref it created. To keep the log elsewhere, ${CHOOSE_ANOTHER_REF}.`
  });
}
function damaged(ref, why) {
  return new DamagedLogRef(
    `the log ref ${ref} is damaged: ${why}`,
    { file: ref, ruleId: "log-ref-damaged" },
    {
      hint: "Readers show the log as of its nearest sound commit. `teamdoc doctor --verify` fetches the damaged object again from a remote that has the log (`--remote NAME`, default origin), or names the sound commit to restore."
    }
  );
}
function listed(names) {
  const shown = names.slice(0, 4).map((name) => JSON.stringify(name));
  return names.length > 4 ? `${shown.join(", ")} and ${names.length - 4} more` : shown.join(", ");
}

export {
  plural,
  compareAndSwapRef,
  makeCommit,
  parseCommit,
  mergeOwnChanges,
  listTree,
  listFiles,
  changedFiles,
  resolveCommit,
  readRef,
  remoteTrackingCopies,
  TEMP_PREFIX,
  ensureDirectory,
  removeIfPresent,
  fsyncDirectory,
  createFileAtomically,
  encodeEntry,
  bodyFence,
  FieldError,
  checkId,
  checkMessageFields,
  checkDeliveryFields,
  EntryDecodeError,
  decodeEntry,
  MESSAGES_DIR,
  KEYS_DIR,
  entryPath,
  entryKeys,
  idKey,
  nativeKey,
  keyPath,
  GITATTRIBUTES,
  LOG_MARKER,
  readmeText,
  CHOOSE_ANOTHER_REF,
  DamagedLogRef,
  readLogTip,
  refuseReservedRef,
  refuseForeignLogRef,
  refuseForeignTip,
  tipTreeEntries,
  refuseUnmarkedTip
};
