import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  UsageError
} from "./chunk-ATHXWNGJ.js";

// src/io.ts
import { readSync, writeSync } from "node:fs";
function processIo() {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    env: process.env,
    cwd: currentDirectory()
  };
}
function currentDirectory() {
  try {
    return process.cwd();
  } catch (error) {
    throw new UsageError("the current directory no longer exists (it was removed while this shell was in it)", {
      cause: error,
      hint: "cd to a directory that exists (the main checkout, for a worktree that was removed) and run the command again."
    });
  }
}
async function writeChunks(stream, chunks) {
  for (const chunk of chunks) {
    const flowing = stream.write(chunk);
    if (flowing === false && typeof stream.once === "function") {
      await new Promise((resolve) => stream.once("drain", resolve));
    }
  }
}
function readDescriptorBounded(descriptor, limit, expectedSize = limit) {
  const buffer = Buffer.alloc(Math.min(expectedSize, limit) + 1);
  let length = 0;
  for (; ; ) {
    const read = readSync(descriptor, buffer, length, buffer.length - length, null);
    if (read === 0) break;
    length += read;
    if (length === buffer.length) break;
  }
  return { bytes: buffer.subarray(0, length), overLimit: length > limit };
}
async function readBounded(stream, limit) {
  const chunks = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    chunks.push(buffer);
    size += buffer.length;
    if (size > limit) {
      stream.destroy();
      return { bytes: Buffer.concat(chunks).subarray(0, limit + 1), overLimit: true };
    }
  }
  return { bytes: Buffer.concat(chunks), overLimit: false };
}
function writeFully(descriptor, bytes) {
  let offset = 0;
  while (offset < bytes.length) {
    const written = writeSync(descriptor, bytes, offset, bytes.length - offset);
    if (written <= 0) throw Object.assign(new Error("no space left on device (a write made no progress)"), { code: "ENOSPC" });
    offset += written;
  }
}

export {
  processIo,
  writeChunks,
  readDescriptorBounded,
  readBounded,
  writeFully
};
