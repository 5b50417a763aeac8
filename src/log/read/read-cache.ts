/**
 * The read cache: the folded log at one tip of the log ref, in a file of
 * lines — first the index and the problems as one JSON line, then one line
 * per message — so it loads without parsing every message. It is purely
 * derived: missing, unreadable, from another version or for another tip, it
 * is ignored or brought up to date from git; deleting it is always safe.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ensureDirectory } from '../store/durable.js';
import { type FoldIndex, FoldedLog } from './fold.js';
import type { LogProblem } from './read.js';

// 5: integrity notes in the index, problems with their kind, and the witness the cache was read against.
// 6: of two copies of one id on two lines of history, the one in the log first is shown (integrity.ts).
const CACHE_FORMAT = 6;

export interface ReadCache {
  ref: string;
  tip: string;
  /** The verified tip (witness.ts) as it stands after this read. */
  witness: string | undefined;
  log: FoldedLog;
  /** Files at this tip that could not be read as entries. */
  problems: LogProblem[];
}

interface CacheHead {
  format: number;
  ref: string;
  tip: string;
  witness?: string;
  problems: LogProblem[];
  index: FoldIndex;
}

export function loadReadCache(path: string, ref: string): ReadCache | undefined {
  try {
    const text = readFileSync(path, 'utf8');
    const newline = text.indexOf('\n');
    const head = JSON.parse(newline < 0 ? text : text.slice(0, newline)) as Partial<CacheHead>;
    if (head.format !== CACHE_FORMAT || head.ref !== ref || typeof head.tip !== 'string' || !head.index || !Array.isArray(head.problems)) return undefined;
    const lines = newline < 0 || newline === text.length - 1 ? [] : text.slice(newline + 1).split('\n');
    if (lines.length !== head.index.ids.length) return undefined;
    return { ref, tip: head.tip, witness: head.witness, log: new FoldedLog(head.index, lines), problems: head.problems };
  } catch {
    return undefined;
  }
}

export function saveReadCache(path: string, cache: ReadCache): void {
  try {
    ensureDirectory(dirname(path));
    const head: CacheHead = { format: CACHE_FORMAT, ref: cache.ref, tip: cache.tip, witness: cache.witness, problems: cache.problems, index: cache.log.index };
    const temporary = join(dirname(path), `.tmp-cache-${process.pid}-${randomBytes(4).toString('hex')}`);
    writeFileSync(temporary, [JSON.stringify(head), ...cache.log.lines].join('\n'));
    renameSync(temporary, path);
  } catch {
    // A cache that cannot be written (a read-only repository) only makes the next read slower.
  }
}
