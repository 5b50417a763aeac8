import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);

// src/runtimes/directory-walk.ts
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
async function listDirectory(dir) {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return {
      files: entries.filter((entry) => entry.isFile()).map((entry) => entry.name).sort(),
      dirs: entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort()
    };
  } catch {
    return { files: [], dirs: [] };
  }
}
async function walkFiles(dir, accept, maxDepth = 8) {
  const { files, dirs } = await listDirectory(dir);
  const found = files.filter(accept).map((name) => join(dir, name));
  if (maxDepth > 0) for (const sub of dirs) found.push(...await walkFiles(join(dir, sub), accept, maxDepth - 1));
  return found;
}
async function describeFile(path) {
  try {
    const info = await stat(path);
    return { path, size: info.size, mtimeMs: info.mtimeMs };
  } catch {
    return void 0;
  }
}

// src/runtimes/file-head.ts
import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import { open } from "node:fs/promises";
async function readHead(path, maxBytes) {
  let handle;
  try {
    handle = await open(path, "r");
    const buffer = Buffer.allocUnsafe(maxBytes);
    const { bytesRead } = await handle.read(buffer, 0, maxBytes, 0);
    return buffer.toString("utf8", 0, bytesRead);
  } catch {
    return "";
  } finally {
    await handle?.close();
  }
}
async function readFirstLine(path, maxBytes) {
  for (let size = Math.min(64 * 1024, maxBytes); ; size = Math.min(size * 4, maxBytes)) {
    const head = await readHead(path, size);
    const newline = head.indexOf("\n");
    if (newline !== -1) return head.slice(0, newline);
    if (head.length < size || size >= maxBytes) return head;
  }
}
function readTail(path, maxBytes) {
  return readSlice(path, (size) => ({ offset: Math.max(0, size - maxBytes), length: Math.min(size, maxBytes) }))?.text ?? "";
}
function readSlice(path, range) {
  let descriptor;
  try {
    descriptor = openSync(path, "r");
  } catch {
    return void 0;
  }
  try {
    const size = fstatSync(descriptor).size;
    const { offset, length } = range(size);
    const buffer = Buffer.alloc(Math.max(0, length));
    const read = length > 0 ? readSync(descriptor, buffer, 0, buffer.length, offset) : 0;
    return { text: buffer.toString("utf8", 0, read), read, size };
  } finally {
    closeSync(descriptor);
  }
}

export {
  listDirectory,
  walkFiles,
  describeFile,
  readHead,
  readFirstLine,
  readTail,
  readSlice
};
