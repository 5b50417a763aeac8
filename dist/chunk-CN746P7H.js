import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  firstInvalidUtf8,
  locateByte
} from "./chunk-TVXB3Q7G.js";
import {
  packageVersion
} from "./chunk-QHN4JY6Q.js";
import {
  readDescriptorBounded
} from "./chunk-2E4FK3OU.js";
import {
  InputError
} from "./chunk-ATHXWNGJ.js";

// src/doc/read.ts
import { isUtf8 } from "node:buffer";
import { openSync, closeSync, fstatSync } from "node:fs";
var MAX_DOC_BYTES = 5 * 1024 * 1024;
function readDocFile(path, displayPath) {
  return decodeDoc(readBoundedFile(path, displayPath), displayPath);
}
function readBoundedFile(path, displayPath) {
  let fd;
  try {
    fd = openSync(path, "r");
  } catch (error) {
    throw openError(error, displayPath);
  }
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) {
      throw new InputError("is a directory, expected a team doc file", { file: displayPath }, { hint: "Name the Markdown file, e.g. TEAM.md." });
    }
    if (stat.size > MAX_DOC_BYTES) throw tooLarge(displayPath, stat.size);
    const { bytes, overLimit } = readDescriptorBounded(fd, MAX_DOC_BYTES, stat.size);
    if (overLimit) throw tooLarge(displayPath, bytes.length);
    return bytes;
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw openError(error, displayPath);
  } finally {
    closeSync(fd);
  }
}
function openError(error, displayPath) {
  const code = error.code;
  if (code === "ENOENT") return new InputError("no such file", { file: displayPath }, { hint: "Check the path, or run `teamdoc init` to create a team doc." });
  if (code === "EISDIR") return new InputError("is a directory, expected a team doc file", { file: displayPath });
  if (code === "EACCES" || code === "EPERM") return new InputError("permission denied", { file: displayPath });
  return new InputError(`cannot read: ${error.message}`, { file: displayPath }, { cause: error });
}
function tooLarge(displayPath, size) {
  const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  return new InputError(
    `Unexpected file of ${mib(size)}, expected a team doc of at most ${mib(MAX_DOC_BYTES)}`,
    { file: displayPath },
    {
      hint: "A team doc is one page of Markdown; keep logs and data in other files."
    }
  );
}
function decodeDoc(bytes, displayPath) {
  const nul = bytes.indexOf(0);
  if (nul !== -1) {
    throw new InputError("Unexpected NUL byte, expected a text file (this looks binary)", { file: displayPath, ...locateByte(bytes, nul) });
  }
  const invalid = isUtf8(bytes) ? -1 : firstInvalidUtf8(bytes);
  if (invalid !== -1) {
    throw new InputError(
      `Unexpected byte 0x${bytes[invalid].toString(16).padStart(2, "0")} (not UTF-8), expected UTF-8 text`,
      {
        file: displayPath,
        ...locateByte(bytes, invalid)
      },
      { hint: "Save the file as UTF-8." }
    );
  }
  return bytes.toString("utf8");
}

// src/doc/tree-cache.ts
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
var MIN_CACHED_LENGTH = 32 * 1024;
var KEPT_TREES = 16;
var PARSER_IDENTITY = "remark-parse+frontmatter(yaml)+gfm-table+task-list-item/1";
function treeCacheDir(env) {
  if (env.TEAMDOC_CACHE === "0") return void 0;
  if (env.TEAMDOC_CACHE_DIR) return join(env.TEAMDOC_CACHE_DIR, "trees");
  const base = env.XDG_CACHE_HOME || join(env.HOME || homedir(), ".cache");
  return join(base, "teamdoc", "trees");
}
function cachedParse(text, parse, env = process.env) {
  const dir = text.length < MIN_CACHED_LENGTH ? void 0 : treeCacheDir(env);
  if (dir === void 0) return parse(text);
  const file = join(dir, `${createHash("sha256").update(`${PARSER_IDENTITY}\0${packageVersion()}\0`).update(text).digest("hex")}.json`);
  const stored = readTree(file);
  if (stored) return stored;
  const tree = parse(text);
  storeTree(dir, file, tree);
  return tree;
}
function readTree(file) {
  try {
    const tree = JSON.parse(readFileSync(file, "utf8"));
    if (tree?.type !== "root" || !Array.isArray(tree.children)) return void 0;
    const now = /* @__PURE__ */ new Date();
    utimesSync(file, now, now);
    return tree;
  } catch {
    return void 0;
  }
}
function storeTree(dir, file, tree) {
  const partial = `${file}.${process.pid}.partial`;
  try {
    if (!makeDirectory(dir)) return;
    writeFileSync(partial, JSON.stringify(tree));
    renameSync(partial, file);
    pruneTrees(dir);
  } catch {
    rmSync(partial, { force: true });
  }
}
function makeDirectory(dir) {
  const missing = [];
  for (let current = dir; !isDirectory(current); current = dirname(current)) {
    if (dirname(current) === current || missing.length >= MAX_NEW_LEVELS) return false;
    missing.push(current);
  }
  for (const level of missing.reverse()) {
    try {
      mkdirSync(level);
    } catch (error) {
      if (error.code !== "EEXIST") return false;
    }
  }
  return true;
}
var MAX_NEW_LEVELS = 16;
function isDirectory(path) {
  return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
}
function pruneTrees(dir) {
  const trees = readdirSync(dir).filter((name) => name.endsWith(".json")).map((name) => ({ path: join(dir, name), modified: statSync(join(dir, name), { throwIfNoEntry: false })?.mtimeMs ?? 0 })).sort((a, b) => b.modified - a.modified);
  for (const stale of trees.slice(KEPT_TREES)) rmSync(stale.path, { force: true });
}

export {
  MAX_DOC_BYTES,
  readDocFile,
  decodeDoc,
  cachedParse
};
