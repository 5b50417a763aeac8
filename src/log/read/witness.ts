/**
 * What this clone has verified of the log: the last tip a reader walked and
 * found descending from the one before. Unlike the read cache it is memory,
 * not a cache: a later tip that does not descend from it means the ref was
 * rewritten, and readers say so and show what only the old history held. It
 * moves on only to a descendant; `teamdoc doctor --verify` repairs a rewrite
 * by merging the old tip back.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ensureDirectory } from '../store/durable.js';

const OBJECT_ID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

export function loadWitness(path: string): string | undefined {
  try {
    const tip = readFileSync(path, 'utf8').trim();
    return OBJECT_ID.test(tip) ? tip : undefined;
  } catch {
    return undefined;
  }
}

/** Best effort: a read-only repository keeps its old witness, and reading goes on. */
export function saveWitness(path: string, tip: string): void {
  try {
    ensureDirectory(dirname(path));
    const temporary = join(dirname(path), `.tmp-witness-${process.pid}-${randomBytes(4).toString('hex')}`);
    writeFileSync(temporary, `${tip}\n`);
    renameSync(temporary, path);
  } catch {
    // The next read verifies against the older witness again.
  }
}
