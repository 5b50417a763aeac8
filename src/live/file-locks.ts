/**
 * Who holds a file lock, from the kernel's own table (Linux /proc/locks): a
 * lock file that exists proves nothing (a killed process leaves it behind),
 * but a lock held on it names a running process. No process is started and
 * nothing is opened but /proc/locks.
 */
import { readFileSync, statSync } from 'node:fs';

/** `major:minor:inode` of each file held by a whole-file `flock` for writing → the holder's pid. */
export type LockTable = ReadonlyMap<string, number>;

/** The table, or undefined where there is none to read (not Linux, or /proc hidden). */
export function readLockTable(): LockTable | undefined {
  let text: string;
  try {
    text = readFileSync('/proc/locks', 'latin1');
  } catch {
    return undefined;
  }
  const holders = new Map<string, number>();
  // "11: FLOCK  ADVISORY  WRITE 1229 fe:00:2180002 0 EOF"; a waiter's line has "->" after the number.
  for (const match of text.matchAll(/^\d+: FLOCK\s+\S+\s+WRITE\s+(\d+)\s+([0-9a-f]+):([0-9a-f]+):(\d+)\s/gim)) {
    holders.set(`${parseInt(match[2]!, 16)}:${parseInt(match[3]!, 16)}:${match[4]}`, Number(match[1]));
  }
  return holders;
}

/** The pid holding `path` locked for writing; undefined when nobody does (or the file is gone). */
export function lockHolder(table: LockTable, path: string): number | undefined {
  let stat;
  try {
    stat = statSync(path, { bigint: true });
  } catch {
    return undefined;
  }
  const dev = stat.dev;
  // Linux's device number: major in bits 8–19 and 32–43, minor in bits 0–7 and 12–31.
  const major = Number(((dev >> 8n) & 0xfffn) | ((dev >> 32n) & ~0xfffn));
  const minor = Number((dev & 0xffn) | ((dev >> 12n) & ~0xffn));
  return table.get(`${major}:${minor}:${stat.ino}`);
}
