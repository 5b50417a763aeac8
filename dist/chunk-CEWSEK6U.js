import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);

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

export {
  fileSystemNow,
  fileAgeMs
};
