/**
 * How old a file is, measured against the clock that stamped it. A file's
 * modification time comes from the kernel (or an NFS server), which need not
 * agree with the process's clock: a machine with a skewed clock, a shared
 * file system, a test that moves the process's clock. So an age is the
 * difference between the file's time and the time of a probe file created
 * just now in a directory on the same file system.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, fstatSync, openSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';

const PROBE_PREFIX = '.clock-probe-';

/**
 * The file system's "now" in `directory`, in ms since the epoch. Where no
 * probe can be written (a read-only or missing directory), the process's
 * clock is the best there is.
 */
export function fileSystemNow(directory: string): number {
  const probe = join(directory, `${PROBE_PREFIX}${process.pid}-${randomBytes(4).toString('hex')}`);
  let descriptor: number;
  try {
    descriptor = openSync(probe, 'wx');
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
      // Gone already; nothing to clean.
    }
  }
}

/** Milliseconds since `path` was last modified, against `now` (see fileSystemNow); undefined when it does not exist. */
export function fileAgeMs(path: string, now: number): number | undefined {
  try {
    return Math.max(0, now - statSync(path).mtimeMs);
  } catch {
    return undefined;
  }
}
