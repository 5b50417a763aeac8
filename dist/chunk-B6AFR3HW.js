import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  hexLength,
  makeObject,
  resolveLogSettings
} from "./chunk-FY2VFAYX.js";
import {
  startGit
} from "./chunk-5BGLB67T.js";
import {
  GitError
} from "./chunk-Q4IU6MHO.js";

// src/log/context.ts
import { join as join4 } from "node:path";

// src/git/object-reader.ts
import { readFileSync } from "node:fs";
import { join as join2 } from "node:path";
import { inflateSync as inflateSync2 } from "node:zlib";

// src/git/pack-reader.ts
import { closeSync, openSync, readSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
var TYPES = { 1: "commit", 2: "tree", 3: "blob", 4: "tag" };
var OFS_DELTA = 6;
var REF_DELTA = 7;
var MAX_DELTA_CHAIN = 100;
var PackReader = class {
  directory;
  hashBytes;
  packs;
  constructor(objectsDirectory, format) {
    this.directory = join(objectsDirectory, "pack");
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
  close() {
    for (const pack of this.packs ?? []) {
      closeSync(pack.index);
      closeSync(pack.pack);
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
        index = openSync(join(this.directory, name), "r");
        const header = readAt(index, 0, 8 + 256 * 4);
        if (header.readUInt32BE(0) !== 4285812579 || header.readUInt32BE(4) !== 2) throw new Error("unsupported pack index");
        const fanout = new Uint32Array(256);
        for (let byte = 0; byte < 256; byte++) fanout[byte] = header.readUInt32BE(8 + byte * 4);
        const pack = openSync(join(this.directory, `${name.slice(0, -".idx".length)}.pack`), "r");
        this.packs.push({ index, pack, fanout, count: fanout[255] });
      } catch {
        if (index !== void 0) closeSync(index);
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
        const content = inflateSync(compressed);
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
  /** Reads objects by id (or any name git understands); undefined for a missing one. */
  read(names) {
    return Promise.all(names.map((name) => this.readOne(name)));
  }
  readOne(name) {
    if (this.options.looseObjects !== void 0 && OBJECT_ID.test(name)) {
      const stored = readLoose(this.options.looseObjects, name) ?? this.readPacked(name);
      if (stored) return Promise.resolve(stored);
    }
    return this.ask(name);
  }
  /** The object at `path` (slash-separated) below `tree`, walking the trees on the way. */
  async readPath(tree, path) {
    let id = tree;
    for (const part of path === "" ? [] : path.split("/")) {
      const entries = await this.treeEntries(id);
      const entry = entries?.find((candidate) => candidate.name === part);
      if (!entry) return void 0;
      id = entry.id;
    }
    return this.readOne(id);
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
    return packed && { id, type: packed.type, content: packed.content };
  }
  ask(name) {
    if (/[\n\r]/.test(name)) return Promise.reject(new Error(`object name with a line break: ${JSON.stringify(name)}`));
    if (this.failure) return Promise.reject(this.failure);
    const child = this.child ?? this.start();
    return new Promise((resolve, reject) => {
      this.queue.push({ resolve, reject });
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
      if (this.waiting() > 0) this.fail(new GitError(["cat-file", "--batch"], status, this.stderr || "git exited before answering"));
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
function readLoose(objectsDirectory, id) {
  let raw;
  try {
    raw = inflateSync2(readFileSync(join2(objectsDirectory, id.slice(0, 2), id.slice(2))));
  } catch {
    return void 0;
  }
  const nul = raw.indexOf(0);
  const [type, sizeText] = raw.subarray(0, Math.max(0, nul)).toString("latin1").split(" ");
  const content = raw.subarray(nul + 1);
  if (nul < 0 || !type || Number(sizeText) !== content.length) return void 0;
  return { id, type, content };
}

// src/log/state-dir.ts
import { join as join3 } from "node:path";
function logStatePaths(commonDir, ref) {
  const root = join3(commonDir, "teamdoc", "log", encodeURIComponent(ref));
  return {
    root,
    spool: join3(root, "spool"),
    lock: join3(root, "lock"),
    quarantine: join3(root, "quarantine"),
    cache: join3(root, "read-cache.json")
  };
}

// src/log/context.ts
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
  TREE_MODE,
  FILE_MODE,
  isTree,
  parseTree,
  makeTree,
  ObjectReader,
  openReader,
  gitCwd,
  logContext,
  openLog
};
