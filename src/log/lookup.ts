/**
 * Reading the log at one tip: which entries its key index already holds,
 * and what a new entry is next to them — new, already there byte for byte,
 * a harmless retry of a message that is there (a duplicate), or a different
 * message under an id that is taken (a conflict).
 */
import { InputError } from '../errors.js';
import { parseCommit } from '../git/commit-object.js';
import type { ObjectReader } from '../git/object-reader.js';
import { readRef } from '../git/refs.js';
import type { LogContext } from './context.js';
import type { LogEntryRecord } from './entry.js';
import { EntryDecodeError, decodeEntry } from './decode.js';
import { entryKeys, keyPath } from './layout.js';

export interface Snapshot {
  /** The commit the ref points at; undefined before the first entry. */
  tip: string | undefined;
  tree: string | undefined;
}

export interface StoredEntry {
  entry: LogEntryRecord;
  bytes: Buffer;
}

/** The log's tip now. The ref is read from disk each time: a long-lived cat-file might remember an old value. */
export async function readSnapshot(context: LogContext, reader: ObjectReader): Promise<Snapshot> {
  const { ref } = context.settings;
  const tip = await readRef(context.repo.commonDir, ref, context.cwd);
  if (tip === undefined) return { tip: undefined, tree: undefined };
  const commit = await reader.readOne(tip);
  if (commit?.type !== 'commit') throw new InputError(`${ref} does not point at a commit`, { file: ref });
  return { tip: commit.id, tree: parseCommit(commit.content).tree };
}

/** The stored entries that hold any of `keys`, by key. */
export async function lookupKeys(reader: ObjectReader, snapshot: Snapshot, keys: readonly string[]): Promise<Map<string, StoredEntry>> {
  const found = new Map<string, StoredEntry>();
  if (snapshot.tree === undefined || keys.length === 0) return found;
  const unique = [...new Set(keys)];
  const objects = await Promise.all(unique.map((key) => reader.readPath(snapshot.tree!, keyPath(key))));
  unique.forEach((key, index) => {
    const object = objects[index];
    if (object) found.set(key, { entry: decodeStored(object.content, keyPath(key)), bytes: object.content });
  });
  return found;
}

function decodeStored(bytes: Buffer, path: string): LogEntryRecord {
  try {
    return decodeEntry(bytes);
  } catch (error) {
    if (!(error instanceof EntryDecodeError)) throw error;
    throw new InputError(`The log holds an undecodable entry: ${error.message}`, { file: path, line: error.line, ruleId: 'log-entry-undecodable' }, {
      hint: 'The log branch was changed by something other than teamdoc; run teamdoc doctor.',
    });
  }
}

export type Settlement =
  | { status: 'new' }
  /** The identical entry is already stored. */
  | { status: 'recorded' }
  /** The same message (or event) is already stored as `existing`; this one is a retry. */
  | { status: 'duplicate'; existing: LogEntryRecord }
  /** A different message already holds one of this entry's keys. */
  | { status: 'conflict'; existing: LogEntryRecord; key: string };

export function settle(candidate: StoredEntry, stored: ReadonlyMap<string, StoredEntry>): Settlement {
  for (const key of entryKeys(candidate.entry)) {
    const existing = stored.get(key);
    if (!existing) continue;
    if (existing.bytes.equals(candidate.bytes)) return { status: 'recorded' };
    if (sameContent(existing.entry, candidate.entry)) return { status: 'duplicate', existing: existing.entry };
    return { status: 'conflict', existing: existing.entry, key };
  }
  return { status: 'new' };
}

/** Two entries say the same thing: the same body, or the same state of the same message. */
export function sameContent(a: LogEntryRecord, b: LogEntryRecord): boolean {
  if (a.entry === 'message' && b.entry === 'message') return a.body.equals(b.body);
  if (a.entry === 'delivery' && b.entry === 'delivery') return a.message === b.message && a.state === b.state;
  return false;
}

export function describeConflict(candidate: LogEntryRecord, settlement: Extract<Settlement, { status: 'conflict' }>): string {
  const what = settlement.key.startsWith('native:') ? `native id ${settlement.key.split(':').slice(2).join(':')}` : `id ${candidate.id}`;
  return `the ${what} is already used by ${settlement.existing.entry} ${settlement.existing.id} with different content`;
}
