import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  hexLength,
  makeObject,
  objectFormatOf,
  resolveLogSettings
} from "./chunk-4EBUXWCC.js";
import {
  writeFully
} from "./chunk-2E4FK3OU.js";
import {
  startGit
} from "./chunk-U5OUMOEA.js";
import {
  GitError,
  storageError,
  writingTo
} from "./chunk-ATHXWNGJ.js";

// src/log/store/context.ts
import { join as join4 } from "node:path";

// src/git/object-reader.ts
import { createHash as createHash2 } from "node:crypto";
import { readFileSync as readFileSync2 } from "node:fs";

// src/git/loose-object-file.ts
import { createHash } from "node:crypto";
import { inflateSync } from "node:zlib";
function decodeLooseObject(raw, id, format) {
  let inflated;
  try {
    inflated = inflateSync(raw);
  } catch {
    return void 0;
  }
  const nul = inflated.indexOf(0);
  if (nul < 0) return void 0;
  const [type, sizeText, extra] = inflated.subarray(0, nul).toString("latin1").split(" ");
  const content = inflated.subarray(nul + 1);
  if (!type || extra !== void 0 || sizeText !== String(content.length)) return void 0;
  if (createHash(format).update(inflated).digest("hex") !== id) return void 0;
  return { type, content };
}

// src/git/loose-objects.ts
import { randomBytes } from "node:crypto";
import { closeSync, fstatSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync } from "node:fs";
import { open } from "node:fs/promises";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
async function writeLooseObjects(objectsDirectory, objects) {
  const written = [];
  for (const object of objects) {
    const path = looseObjectPath(objectsDirectory, object.id);
    const existing = looseObjectState(path, object.id);
    if (existing === "sound") continue;
    writingTo(path, () => {
      if (storeObject(path, object, existing === "damaged")) written.push(path);
    });
  }
  for (let start = 0; start < written.length; start += FSYNCS_AT_ONCE) {
    await Promise.all(
      written.slice(start, start + FSYNCS_AT_ONCE).map((path) => fsyncPath(path).catch((error) => Promise.reject(storageError(error, path) ?? error)))
    );
  }
}
var FSYNCS_AT_ONCE = 64;
function looseObjectPath(objectsDirectory, id) {
  return join(objectsDirectory, id.slice(0, 2), id.slice(2));
}
function storeObject(path, object, replace) {
  const directory = join(path, "..");
  mkdirSync(directory, { recursive: true });
  const compressed = deflateSync(Buffer.concat([Buffer.from(`${object.type} ${object.content.length}\0`), object.content]));
  const temporary = join(directory, `tmp_obj_${randomBytes(6).toString("hex")}`);
  try {
    const descriptor = openSync(temporary, "wx", 292);
    try {
      writeFully(descriptor, compressed);
      const size = fstatSync(descriptor).size;
      if (size !== compressed.length) throw Object.assign(new Error(`wrote ${size} of ${compressed.length} bytes`), { code: "EIO" });
    } finally {
      closeSync(descriptor);
    }
    if (looseObjectState(temporary, object.id) !== "sound") throw Object.assign(new Error(`object ${object.id} did not read back whole`), { code: "EIO" });
    if (replace) {
      renameSync(temporary, path);
      return true;
    }
    try {
      linkSync(temporary, path);
      return true;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      if (looseObjectState(path, object.id) === "sound") return false;
      renameSync(temporary, path);
      return true;
    }
  } finally {
    removeQuietly(temporary);
  }
}
function looseObjectState(path, id) {
  let raw;
  try {
    raw = readFileSync(path);
  } catch (error) {
    return error.code === "ENOENT" ? "absent" : "damaged";
  }
  return decodeLooseObject(raw, id, objectFormatOf(id)) === void 0 ? "damaged" : "sound";
}
async function fsyncPath(path) {
  const handle = await open(path, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
function removeQuietly(path) {
  try {
    unlinkSync(path);
  } catch {
  }
}

// src/git/pack-reader.ts
import { closeSync as closeSync2, openSync as openSync2, readSync, readdirSync } from "node:fs";
import { join as join2 } from "node:path";
import { inflateSync as inflateSync2 } from "node:zlib";
var TYPES = { 1: "commit", 2: "tree", 3: "blob", 4: "tag" };
var OFS_DELTA = 6;
var REF_DELTA = 7;
var MAX_DELTA_CHAIN = 100;
var PackReader = class {
  directory;
  hashBytes;
  packs;
  constructor(objectsDirectory, format) {
    this.directory = join2(objectsDirectory, "pack");
    this.hashBytes = format === "sha1" ? 20 : 32;
  }
  /** The object, or undefined when no pack holds it (or a pack cannot be read as expected). */
  read(id) {
    try {
      return this.readAt(id, 0);
    } catch {
      return void 0;
    }
  }
  /** Whether a pack's index lists the object (whether or not its data can be read). */
  lists(id) {
    try {
      const name = Buffer.from(id, "hex");
      return this.openPacks().some((pack) => this.find(pack, name) !== void 0);
    } catch {
      return false;
    }
  }
  close() {
    for (const pack of this.packs ?? []) {
      closeSync2(pack.index);
      closeSync2(pack.pack);
    }
    this.packs = [];
  }
  readAt(id, depth) {
    if (depth > MAX_DELTA_CHAIN) return void 0;
    const name = Buffer.from(id, "hex");
    for (const pack of this.openPacks()) {
      const offset = this.find(pack, name);
      if (offset !== void 0) return this.objectAt(pack, offset, depth);
    }
    return void 0;
  }
  openPacks() {
    if (this.packs) return this.packs;
    this.packs = [];
    let names = [];
    try {
      names = readdirSync(this.directory).filter((name) => name.endsWith(".idx"));
    } catch {
      return this.packs;
    }
    for (const name of names) {
      let index;
      try {
        index = openSync2(join2(this.directory, name), "r");
        const header = readAt(index, 0, 8 + 256 * 4);
        if (header.readUInt32BE(0) !== 4285812579 || header.readUInt32BE(4) !== 2) throw new Error("unsupported pack index");
        const fanout = new Uint32Array(256);
        for (let byte = 0; byte < 256; byte++) fanout[byte] = header.readUInt32BE(8 + byte * 4);
        const pack = openSync2(join2(this.directory, `${name.slice(0, -".idx".length)}.pack`), "r");
        this.packs.push({ index, pack, fanout, count: fanout[255] });
      } catch {
        if (index !== void 0) closeSync2(index);
      }
    }
    return this.packs;
  }
  /** The object's offset in the pack, by binary search of the index's sorted names. */
  find(pack, name) {
    const first = name[0];
    let low = first === 0 ? 0 : pack.fanout[first - 1];
    let high = pack.fanout[first];
    const namesStart = 8 + 256 * 4;
    while (low < high) {
      const middle = low + high >>> 1;
      const order = Buffer.compare(readAt(pack.index, namesStart + middle * this.hashBytes, this.hashBytes), name);
      if (order === 0) return this.offsetOf(pack, middle);
      if (order < 0) low = middle + 1;
      else high = middle;
    }
    return void 0;
  }
  offsetOf(pack, position) {
    const offsetsStart = 8 + 256 * 4 + pack.count * (this.hashBytes + 4);
    const small = readAt(pack.index, offsetsStart + position * 4, 4).readUInt32BE(0);
    if ((small & 2147483648) === 0) return small;
    const large = readAt(pack.index, offsetsStart + pack.count * 4 + (small & 2147483647) * 8, 8);
    return Number(large.readBigUInt64BE(0));
  }
  objectAt(pack, offset, depth) {
    const head = readAt(pack.pack, offset, 32 + this.hashBytes);
    let byte = head[0];
    const type = byte >> 4 & 7;
    let size = byte & 15;
    let shift = 4;
    let cursor = 1;
    while (byte & 128) {
      byte = head[cursor++];
      size += (byte & 127) * 2 ** shift;
      shift += 7;
    }
    if (type === OFS_DELTA) {
      byte = head[cursor++];
      let back = byte & 127;
      while (byte & 128) {
        byte = head[cursor++];
        back = (back + 1) * 128 + (byte & 127);
      }
      const base = this.objectAt(pack, offset - back, depth + 1);
      return base && { type: base.type, content: applyDelta(base.content, this.inflate(pack, offset + cursor, size)) };
    }
    if (type === REF_DELTA) {
      const baseId = head.subarray(cursor, cursor + this.hashBytes).toString("hex");
      const base = this.readAt(baseId, depth + 1);
      return base && { type: base.type, content: applyDelta(base.content, this.inflate(pack, offset + cursor + this.hashBytes, size)) };
    }
    const name = TYPES[type];
    return name && { type: name, content: this.inflate(pack, offset + cursor, size) };
  }
  /** Inflates `size` bytes starting at `offset`; the compressed length is not stored, so read a window and widen it if short. */
  inflate(pack, offset, size) {
    for (let window = size + 256; ; window *= 2) {
      const compressed = readAt(pack.pack, offset, window);
      try {
        const content = inflateSync2(compressed);
        if (content.length !== size) throw new Error("inflated size does not match the pack header");
        return content;
      } catch (error) {
        if (compressed.length < window || !/unexpected end of file/.test(error.message)) throw error;
      }
    }
  }
};
function readAt(descriptor, position, length) {
  const buffer = Buffer.alloc(length);
  const read = readSync(descriptor, buffer, 0, length, position);
  return read === length ? buffer : buffer.subarray(0, read);
}
function applyDelta(source, delta) {
  let cursor = 0;
  const readSize = () => {
    let value = 0;
    let shift = 0;
    let byte;
    do {
      byte = delta[cursor++];
      value += (byte & 127) * 2 ** shift;
      shift += 7;
    } while (byte & 128);
    return value;
  };
  if (readSize() !== source.length) throw new Error("delta does not fit its base");
  const target = Buffer.alloc(readSize());
  let written = 0;
  while (cursor < delta.length) {
    const instruction = delta[cursor++];
    if (instruction & 128) {
      let copyOffset = 0;
      let copySize = 0;
      for (let bit = 0; bit < 4; bit++) if (instruction & 1 << bit) copyOffset += delta[cursor++] * 2 ** (8 * bit);
      for (let bit = 0; bit < 3; bit++) if (instruction & 1 << 4 + bit) copySize += delta[cursor++] * 2 ** (8 * bit);
      if (copySize === 0) copySize = 65536;
      written += source.copy(target, written, copyOffset, copyOffset + copySize);
    } else if (instruction > 0) {
      written += delta.copy(target, written, cursor, cursor + instruction);
      cursor += instruction;
    } else {
      throw new Error("invalid delta instruction");
    }
  }
  if (written !== target.length) throw new Error("delta produced the wrong size");
  return target;
}

// src/git/tree.ts
var TREE_MODE = "40000";
var FILE_MODE = "100644";
function isTree(entry) {
  return entry.mode === TREE_MODE;
}
function parseTree(content, format) {
  const idBytes = hexLength(format) / 2;
  const entries = [];
  let offset = 0;
  while (offset < content.length) {
    const space = content.indexOf(32, offset);
    const nul = content.indexOf(0, space);
    if (space < 0 || nul < 0 || nul + 1 + idBytes > content.length) throw new Error("malformed tree object");
    entries.push({
      mode: content.subarray(offset, space).toString("latin1"),
      name: content.subarray(space + 1, nul).toString("utf8"),
      id: content.subarray(nul + 1, nul + 1 + idBytes).toString("hex")
    });
    offset = nul + 1 + idBytes;
  }
  return entries;
}
function makeTree(entries, format) {
  const keyed = [...entries].map((entry) => ({ entry, key: sortKey(entry) }));
  keyed.sort((a, b) => compareKeys(a.key, b.key));
  const parts = [];
  for (const { entry } of keyed) {
    parts.push(Buffer.from(`${entry.mode} ${entry.name}\0`, "utf8"), Buffer.from(entry.id, "hex"));
  }
  return makeObject("tree", Buffer.concat(parts), format);
}
function sortKey(entry) {
  return isTree(entry) ? `${entry.name}/` : entry.name;
}
function compareKeys(a, b) {
  if (/^[\u0000-\u007f]*$/.test(a) && /^[\u0000-\u007f]*$/.test(b)) return a < b ? -1 : a > b ? 1 : 0;
  return Buffer.compare(Buffer.from(a, "utf8"), Buffer.from(b, "utf8"));
}

// src/git/object-reader.ts
var DamagedObject = class extends Error {
  id;
  constructor(id, detail) {
    super(`object ${id} is damaged: ${detail}`);
    this.name = "DamagedObject";
    this.id = id;
  }
};
var OBJECT_ID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
var ObjectReader = class {
  cwd;
  options;
  child;
  /** Requests awaiting an answer, oldest at `head` (shift() on a long array would cost O(n) per answer). */
  queue = [];
  head = 0;
  buffer = Buffer.alloc(0);
  stderr = "";
  failure;
  trees = /* @__PURE__ */ new Map();
  packs;
  constructor(cwd, options) {
    this.cwd = cwd;
    this.options = options;
  }
  /** Reads objects by id (or any name git understands); undefined for a missing one, DamagedObject for a damaged one. */
  read(names) {
    return Promise.all(names.map((name) => this.readOne(name)));
  }
  /** Like read(), but a damaged object is answered in its place instead of failing the whole batch. */
  readEach(names) {
    return Promise.all(names.map((name) => this.readOne(name).catch((error) => error instanceof DamagedObject ? error : Promise.reject(error))));
  }
  readOne(name) {
    if (this.options.looseObjects !== void 0 && OBJECT_ID.test(name)) {
      try {
        const stored = readLoose(this.options.looseObjects, name, this.options.format) ?? this.readPacked(name);
        if (stored) return Promise.resolve(stored);
      } catch (error) {
        return Promise.reject(error);
      }
      return this.ask(name).then((object) => {
        if (object === void 0 && this.packs?.lists(name)) throw new DamagedObject(name, "a pack lists it, but its data cannot be read");
        return object;
      });
    }
    return this.ask(name);
  }
  /** The object at `path` (slash-separated) below `tree`, walking the trees on the way. */
  async readPath(tree, path) {
    if (path === "") return this.readOne(tree);
    const entry = await this.entryAt(tree, path);
    return entry && this.readOne(entry.id);
  }
  /** The tree entry (mode, name, id) at `path` below `tree`, reading only the trees on the way. */
  async entryAt(tree, path) {
    let id = tree;
    let found;
    for (const part of path.split("/")) {
      const entries = await this.treeEntries(id);
      found = entries?.find((candidate) => candidate.name === part);
      if (!found) return void 0;
      id = found.id;
    }
    return found;
  }
  /** The entries of a tree, parsed once per reader. */
  async treeEntries(id) {
    const cached = this.trees.get(id);
    if (cached) return cached;
    const object = await this.readOne(id);
    if (object?.type !== "tree") return void 0;
    const entries = parseTree(object.content, this.options.format);
    this.trees.set(id, entries);
    return entries;
  }
  close() {
    this.packs?.close();
    const child = this.child;
    return new Promise((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("close", () => resolve());
      child.stdin.end();
    });
  }
  readPacked(id) {
    this.packs ??= new PackReader(this.options.looseObjects, this.options.format);
    const packed = this.packs.read(id);
    if (!packed) return void 0;
    const hash = createHash2(this.options.format).update(`${packed.type} ${packed.content.length}\0`).update(packed.content).digest("hex");
    if (hash !== id) throw new DamagedObject(id, "its packed copy does not match its id");
    return { id, type: packed.type, content: packed.content };
  }
  ask(name) {
    if (/[\n\r]/.test(name)) return Promise.reject(new Error(`object name with a line break: ${JSON.stringify(name)}`));
    if (this.failure) return Promise.reject(this.failure);
    const child = this.child ?? this.start();
    return new Promise((resolve, reject) => {
      this.queue.push({ name, resolve, reject });
      child.stdin.write(`${name}
`);
    });
  }
  start() {
    const child = startGit(["cat-file", "--batch"], { cwd: this.cwd, read: true });
    child.stdout.on("data", (chunk) => this.receive(chunk));
    child.stderr.on("data", (chunk) => this.stderr += chunk.toString("utf8"));
    child.stdin.on("error", () => void 0);
    child.on("error", (error) => this.fail(new GitError(["cat-file", "--batch"], null, error.message, { cause: error })));
    child.on("close", (status) => {
      if (this.child === child) this.child = void 0;
      if (this.waiting() === 0) return;
      const stderr = this.stderr;
      this.stderr = "";
      this.buffer = Buffer.alloc(0);
      if (!diedOnDamagedObject(stderr, this.queue[this.head].name)) {
        this.fail(new GitError(["cat-file", "--batch"], status, stderr || "git exited before answering"));
        return;
      }
      const damaged = this.next();
      damaged.reject(new DamagedObject(damaged.name, firstLine(stderr)));
      const rest = this.queue.slice(this.head);
      this.queue = [];
      this.head = 0;
      if (rest.length === 0) return;
      const next = this.start();
      for (const pending of rest) {
        this.queue.push(pending);
        next.stdin.write(`${pending.name}
`);
      }
    });
    this.child = child;
    return child;
  }
  waiting() {
    return this.queue.length - this.head;
  }
  next() {
    const pending = this.queue[this.head++];
    if (this.head === this.queue.length) {
      this.queue = [];
      this.head = 0;
    }
    return pending;
  }
  fail(error) {
    this.failure = error;
    const pending = this.queue.slice(this.head);
    this.queue = [];
    this.head = 0;
    for (const item of pending) item.reject(error);
  }
  receive(chunk) {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    let offset = 0;
    while (this.waiting() > 0) {
      const lineEnd = this.buffer.indexOf(10, offset);
      if (lineEnd < 0) break;
      const header = this.buffer.subarray(offset, lineEnd).toString("utf8");
      if (header.endsWith(" missing") || header.endsWith(" ambiguous")) {
        offset = lineEnd + 1;
        this.next().resolve(void 0);
        continue;
      }
      const [id, type, sizeText] = header.split(" ");
      const size = Number(sizeText);
      if (!id || !type || !Number.isSafeInteger(size)) {
        this.fail(new GitError(["cat-file", "--batch"], null, `unexpected answer: ${header}`));
        return;
      }
      const contentEnd = lineEnd + 1 + size;
      if (this.buffer.length < contentEnd + 1) break;
      const content = Buffer.from(this.buffer.subarray(lineEnd + 1, contentEnd));
      offset = contentEnd + 1;
      this.next().resolve({ id, type, content });
    }
    this.buffer = offset === 0 ? this.buffer : this.buffer.subarray(offset);
  }
};
function readLoose(objectsDirectory, id, format) {
  let raw;
  try {
    raw = readFileSync2(looseObjectPath(objectsDirectory, id));
  } catch (error) {
    if (error.code === "ENOENT") return void 0;
    throw new DamagedObject(id, error.message);
  }
  const decoded = decodeLooseObject(raw, id, format);
  if (!decoded) throw new DamagedObject(id, `its loose file is truncated or corrupt (${looseObjectPath(objectsDirectory, id)})`);
  return { id, ...decoded };
}
var DAMAGE_WORDS = /corrupt|unable to stream|inflate|unable to unpack|bad object|garbage|header for|failed to read object|packfile/i;
function diedOnDamagedObject(stderr, name) {
  return stderr.includes(name) || DAMAGE_WORDS.test(stderr);
}
function firstLine(text) {
  return text.trim().split("\n").find((line) => line.trim() !== "") ?? "git could not read it";
}

// src/log/store/state-dir.ts
import { join as join3 } from "node:path";
function logStatePaths(commonDir, ref) {
  const root = join3(commonDir, "teamdoc", "log", encodeURIComponent(ref));
  return {
    root,
    spool: join3(root, "spool"),
    lock: join3(root, "lock"),
    quarantine: join3(root, "quarantine"),
    cache: join3(root, "read-cache.json"),
    witness: join3(root, "verified-tip"),
    readMarks: join3(root, "read-marks")
  };
}

// src/log/store/context.ts
function openReader(context) {
  return new ObjectReader(context.cwd, { format: context.settings.objectFormat, looseObjects: join4(context.repo.commonDir, "objects") });
}
function gitCwd(repo) {
  return repo.worktree ?? repo.gitDir;
}
function logContext(repo, settings) {
  return { repo, settings, paths: logStatePaths(repo.commonDir, settings.ref), cwd: gitCwd(repo) };
}
async function openLog(repo, overrides, env) {
  return logContext(repo, await resolveLogSettings(gitCwd(repo), overrides, env));
}

export {
  writeLooseObjects,
  looseObjectPath,
  looseObjectState,
  TREE_MODE,
  FILE_MODE,
  isTree,
  parseTree,
  makeTree,
  DamagedObject,
  ObjectReader,
  openReader,
  gitCwd,
  logContext,
  openLog
};
