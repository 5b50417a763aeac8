/**
 * The spool: each entry is made durable here, as the exact bytes it will
 * have in the log, before any lock is taken. Whoever holds the lock commits
 * everything in the spool, then deletes what it committed; a file that is
 * still here after a crash is simply committed by the next writer.
 */
import { readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writingTo } from '../../errors.js';
import type { LogEntryRecord } from '../format/entry.js';
import { EntryDecodeError, decodeEntry } from '../format/decode.js';
import { fileAgeMs, fileSystemNow } from '../../time/file-ages.js';
import { TEMP_PREFIX, createFileAtomically, ensureDirectory, fsyncDirectory, removeIfPresent } from './durable.js';
import type { LogStatePaths } from './state-dir.js';

const SPOOL_SUFFIX = '.md';

export interface SpoolItem {
  /** File name inside the spool: `<id>.md`. */
  name: string;
  entry: LogEntryRecord;
  bytes: Buffer;
}

interface BadSpoolFile {
  name: string;
  problem: string;
}

export function spoolFileName(id: string): string {
  return `${id}${SPOOL_SUFFIX}`;
}

/** Writes an entry to the spool durably; false when a file for that id is already there. */
export function spoolEntry(paths: LogStatePaths, id: string, bytes: Buffer): boolean {
  return createFileAtomically(paths.spool, spoolFileName(id), bytes);
}

export function isSpooled(paths: LogStatePaths, id: string): boolean {
  try {
    statSync(join(paths.spool, spoolFileName(id)));
    return true;
  } catch {
    return false;
  }
}

export interface SpoolContents {
  items: SpoolItem[];
  bad: BadSpoolFile[];
  /** Temporary files of writers that were killed before their entry was complete. */
  leftovers: Array<{ name: string; ageMs: number }>;
}

export function readSpool(paths: LogStatePaths): SpoolContents {
  const contents: SpoolContents = { items: [], bad: [], leftovers: [] };
  let names: string[];
  try {
    names = readdirSync(paths.spool);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return contents;
    throw error;
  }
  let now: number | undefined;
  for (const name of names.sort()) {
    const path = join(paths.spool, name);
    if (name.startsWith(TEMP_PREFIX)) {
      // Only a killed writer leaves these, so the file system's clock is asked only then.
      now ??= fileSystemNow(paths.root);
      const ageMs = fileAgeMs(path, now);
      if (ageMs !== undefined) contents.leftovers.push({ name, ageMs });
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

/** One spool file, decoded; undefined when it is not there (never written, or committed and removed meanwhile). */
export function readSpoolItem(paths: LogStatePaths, name: string): SpoolItem | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(join(paths.spool, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const entry = decodeEntry(bytes);
  if (spoolFileName(entry.id) !== name) throw new EntryDecodeError(`the file name does not match its id ${entry.id}`, 1);
  return { name, entry, bytes };
}

export function removeFromSpool(paths: LogStatePaths, names: Iterable<string>): void {
  for (const name of names) removeIfPresent(join(paths.spool, name));
}

/** Moves a spool file aside with a note saying why, so it blocks nothing and is never silently lost. */
export function quarantineSpoolFile(paths: LogStatePaths, name: string, reason: string): string {
  ensureDirectory(paths.quarantine);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = join(paths.quarantine, `${stamp}-${name}`);
  writingTo(target, () => {
    renameSync(join(paths.spool, name), target);
    writeFileSync(`${target}.reason.txt`, `${reason}\n`);
  });
  fsyncDirectory(paths.quarantine);
  return target;
}

/** An entry waiting in quarantine: its file there and the entry it holds. */
export interface QuarantinedEntry {
  path: string;
  entry: LogEntryRecord;
}

/** The quarantined files that decode as entries (each beside its `.reason.txt`). */
export function readQuarantinedEntries(paths: LogStatePaths): QuarantinedEntry[] {
  let names: string[];
  try {
    names = readdirSync(paths.quarantine).filter((name) => !name.endsWith('.reason.txt'));
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

/** Puts a quarantined entry back in the spool, for the next commit; its reason note goes with it. */
export function returnToSpool(paths: LogStatePaths, quarantined: QuarantinedEntry): void {
  ensureDirectory(paths.spool);
  renameSync(quarantined.path, join(paths.spool, spoolFileName(quarantined.entry.id)));
  removeIfPresent(`${quarantined.path}.reason.txt`);
  fsyncDirectory(paths.spool);
  fsyncDirectory(paths.quarantine);
}
