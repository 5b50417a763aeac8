/**
 * A cache of decoded entries, keyed by the log ref's tip. It is purely
 * derived: missing, unreadable, from another version or for another tip, it
 * is ignored or extended, and rebuilt from git; deleting it is always safe.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { DeliveryEntry, MessageEntry } from './entry.js';
import { ensureDirectory } from './durable.js';
import type { LogProblem } from './read.js';

const CACHE_FORMAT = 1;

/** An entry as the reader keeps it: a message's body as text. */
export type StoredRecord = (Omit<MessageEntry, 'body'> & { body: string }) | DeliveryEntry;

export interface CachedEntry {
  path: string;
  entry: StoredRecord;
}

export interface ReadCache {
  ref: string;
  tip: string;
  entries: CachedEntry[];
  problems: LogProblem[];
}

export function loadReadCache(path: string, ref: string): ReadCache | undefined {
  try {
    const value = JSON.parse(readFileSync(path, 'utf8')) as Partial<ReadCache> & { format?: number };
    if (value.format !== CACHE_FORMAT || value.ref !== ref || typeof value.tip !== 'string') return undefined;
    if (!Array.isArray(value.entries) || !Array.isArray(value.problems)) return undefined;
    return value as ReadCache;
  } catch {
    return undefined;
  }
}

export function saveReadCache(path: string, cache: ReadCache): void {
  try {
    ensureDirectory(dirname(path));
    const temporary = join(dirname(path), `.tmp-cache-${process.pid}-${randomBytes(4).toString('hex')}`);
    writeFileSync(temporary, JSON.stringify({ format: CACHE_FORMAT, ...cache }));
    renameSync(temporary, path);
  } catch {
    // A cache that cannot be written (a read-only repository) only makes the next read slower.
  }
}
