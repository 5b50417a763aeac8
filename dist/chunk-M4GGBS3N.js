import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  fileAgeMs,
  fileSystemNow
} from "./chunk-CEWSEK6U.js";
import {
  EntryDecodeError,
  TEMP_PREFIX,
  compareAndSwapRef,
  createFileAtomically,
  decodeEntry,
  ensureDirectory,
  entryKeys,
  entryPath,
  fsyncDirectory,
  idKey,
  keyPath,
  parseCommit,
  readLogTip,
  readRef,
  refuseForeignTip,
  remoteTrackingCopies,
  removeIfPresent
} from "./chunk-3EQMZZWS.js";
import {
  DamagedObject,
  isTree
} from "./chunk-ZM5PFCRO.js";
import {
  makeObject,
  shortRef,
  zeroId
} from "./chunk-4EBUXWCC.js";
import {
  gitText
} from "./chunk-U5OUMOEA.js";
import {
  writingTo
} from "./chunk-ATHXWNGJ.js";

// src/log/sync/first-write.ts
async function startFromRemoteCopy(context) {
  const { ref, objectFormat } = context.settings;
  const copy = (await remoteTrackingCopies(context.cwd, ref))[0];
  if (copy === void 0) return void 0;
  const tip = await readRef(context.repo.commonDir, copy, context.cwd);
  if (tip === void 0) return void 0;
  const update = await compareAndSwapRef(context.cwd, ref, tip, zeroId(objectFormat), `teamdoc: start from ${shortRef(copy)}`);
  return update.status === "updated" ? copy : void 0;
}
async function firstWriteNote(context) {
  const { ref } = context.settings;
  if (await readRef(context.repo.commonDir, ref, context.cwd) !== void 0) return void 0;
  if ((await remoteTrackingCopies(context.cwd, ref)).length > 0) return void 0;
  const remote = await preferredRemote(context);
  if (remote === void 0) return void 0;
  const sync = remote === "origin" ? "teamdoc sync" : `teamdoc sync ${remote}`;
  const branch = shortRef(ref);
  return `${remote} has no ${branch} as far as this repository has fetched, so this entry starts the team's log; \`${sync}\` shares it (a shallow or single-branch clone may not have fetched ${remote}'s: \`${sync}\` joins the two)`;
}
async function startedTheLog(context, commit) {
  if (commit === void 0) return false;
  const parents = (await gitText(["rev-list", "--parents", "-n", "1", commit], { cwd: context.cwd, read: true })).split(" ");
  return parents.length === 1;
}
async function logSourceNote(local, read, tip) {
  const branch = shortRef(local.settings.ref);
  if (read !== local)
    return `read ${shortRef(read.settings.ref)}: this clone has no ${branch} branch of its own yet (its first teamdoc write starts one from that copy)`;
  if (tip !== void 0) return void 0;
  const remote = await preferredRemote(local);
  return remote === void 0 ? void 0 : `no log here yet: no ${branch} branch and no copy of ${remote}'s (${remote} may have none yet; if it has one, a shallow or single-branch clone did not fetch it: git fetch ${remote} ${branch}:${branch})`;
}
async function preferredRemote(context) {
  const remotes = (await gitText(["remote"], { cwd: context.cwd, read: true })).split("\n").filter((name) => name !== "");
  return remotes.includes("origin") ? "origin" : remotes[0];
}

// src/log/store/lookup.ts
function isReadable(holder) {
  return "entry" in holder;
}
function storedEntry(entry, bytes, format) {
  return { entry, bytes, blob: makeObject("blob", bytes, format).id };
}
async function readSnapshot(context, reader, options = {}) {
  const tip = await readLogTip(context, reader);
  if (tip === void 0) return { tip: void 0, tree: void 0 };
  if (options.forWriting) await refuseForeignTip(context, reader, tip);
  return { tip: tip.id, tree: parseCommit(tip.content).tree };
}
async function lookupKeys(reader, snapshot, keys) {
  const found = /* @__PURE__ */ new Map();
  if (snapshot.tree === void 0 || keys.length === 0) return found;
  const unique = [...new Set(keys)];
  const holders = await Promise.all(unique.map((key) => holderAt(reader, snapshot.tree, keyPath(key))));
  unique.forEach((key, index) => {
    const holder = holders[index];
    if (holder) found.set(key, holder);
  });
  return found;
}
async function withPathHolders(reader, snapshot, entries, stored) {
  if (snapshot.tree === void 0) return stored;
  const open = entries.filter((entry) => !stored.has(idKey(entry.id)));
  const holders = await Promise.all(open.map((entry) => holderAt(reader, snapshot.tree, entryPath(entry))));
  open.forEach((entry, index) => {
    const holder = holders[index];
    if (holder) stored.set(idKey(entry.id), holder);
  });
  return stored;
}
async function holderAt(reader, tree, path) {
  let blob;
  try {
    const found = await reader.entryAt(tree, path);
    if (!found) return void 0;
    if (isTree(found)) return { blob: found.id, path, problem: "a folder is where an entry should be" };
    blob = found.id;
  } catch (error) {
    if (error instanceof DamagedObject) return { blob: error.id, path, problem: error.message };
    throw error;
  }
  try {
    const object = await reader.readOne(blob);
    if (!object) return { blob, path, problem: `its object ${blob} is missing from the repository` };
    return { entry: decodeEntry(object.content), bytes: object.content, blob };
  } catch (error) {
    if (error instanceof DamagedObject) return { blob, path, problem: error.message };
    if (error instanceof EntryDecodeError) return { blob, path, problem: `it is not a teamdoc entry (line ${error.line}: ${error.message})` };
    throw error;
  }
}
function settle(candidate, stored) {
  for (const key of entryKeys(candidate.entry)) {
    const existing = stored.get(key);
    if (!existing) continue;
    if (existing.blob === candidate.blob) return { status: "recorded" };
    if (!isReadable(existing)) return { status: "conflict", existing, key };
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
  const existing = settlement.existing;
  if ("problem" in existing) return `the ${what} is already held by ${existing.path}, which cannot be read as an entry (${existing.problem})`;
  return `the ${what} is already used by ${existing.entry} ${existing.id} with different content`;
}

// src/log/store/spool.ts
import { readFileSync, readdirSync, renameSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
var SPOOL_SUFFIX = ".md";
function spoolFileName(id) {
  return `${id}${SPOOL_SUFFIX}`;
}
function spoolEntry(paths, id, bytes) {
  return createFileAtomically(paths.spool, spoolFileName(id), bytes);
}
function isSpooled(paths, id) {
  try {
    statSync(join(paths.spool, spoolFileName(id)));
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
    const path = join(paths.spool, name);
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
    bytes = readFileSync(join(paths.spool, name));
  } catch (error) {
    if (error.code === "ENOENT") return void 0;
    throw error;
  }
  const entry = decodeEntry(bytes);
  if (spoolFileName(entry.id) !== name) throw new EntryDecodeError(`the file name does not match its id ${entry.id}`, 1);
  return { name, entry, bytes };
}
function removeFromSpool(paths, names) {
  for (const name of names) removeIfPresent(join(paths.spool, name));
}
function quarantineSpoolFile(paths, name, reason) {
  ensureDirectory(paths.quarantine);
  const stamp = (/* @__PURE__ */ new Date()).toISOString().replace(/[:.]/g, "-");
  const target = join(paths.quarantine, `${stamp}-${name}`);
  writingTo(target, () => {
    renameSync(join(paths.spool, name), target);
    writeFileSync(`${target}.reason.txt`, `${reason}
`);
  });
  fsyncDirectory(paths.quarantine);
  return target;
}
function readQuarantinedEntries(paths) {
  let names;
  try {
    names = readdirSync(paths.quarantine).filter((name) => !name.endsWith(".reason.txt"));
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(paths.quarantine, name);
    try {
      return [{ path, entry: decodeEntry(readFileSync(path)) }];
    } catch (error) {
      if (error instanceof EntryDecodeError) return [];
      throw error;
    }
  });
}
function returnToSpool(paths, quarantined) {
  ensureDirectory(paths.spool);
  renameSync(quarantined.path, join(paths.spool, spoolFileName(quarantined.entry.id)));
  removeIfPresent(`${quarantined.path}.reason.txt`);
  fsyncDirectory(paths.spool);
  fsyncDirectory(paths.quarantine);
}

export {
  isReadable,
  storedEntry,
  readSnapshot,
  lookupKeys,
  withPathHolders,
  settle,
  describeConflict,
  spoolFileName,
  spoolEntry,
  isSpooled,
  readSpool,
  readSpoolItem,
  removeFromSpool,
  quarantineSpoolFile,
  readQuarantinedEntries,
  returnToSpool,
  startFromRemoteCopy,
  firstWriteNote,
  startedTheLog,
  logSourceNote
};
