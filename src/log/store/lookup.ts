/**
 * Reading the log at one tip: which entries its key index already holds,
 * and what a new entry is next to them — new, already there byte for byte,
 * a harmless retry of a message that is there (a duplicate), or a different
 * message under an id that is taken (a conflict).
 *
 * A key whose entry cannot be read (a damaged or missing object, a file that
 * is not an entry) still holds its id: it is compared by blob id, so a retry
 * of exactly that entry is recognised — and the writer can restore the
 * object — while anything else under that id is refused, never guessed at.
 */
import { DamagedObject, type ObjectReader } from '../../git/object-reader.js';
import { parseCommit } from '../../git/commit-object.js';
import { type ObjectFormat, makeObject } from '../../git/objects.js';
import { isTree } from '../../git/tree.js';
import type { LogContext } from './context.js';
import type { LogEntryRecord } from '../format/entry.js';
import { EntryDecodeError, decodeEntry } from '../format/decode.js';
import { entryKeys, entryPath, idKey, keyPath } from '../format/layout.js';
import { readLogTip, refuseForeignTip } from './log-ref.js';

export interface Snapshot {
  /** The commit the ref points at; undefined before the first entry. */
  tip: string | undefined;
  tree: string | undefined;
}

export interface StoredEntry {
  entry: LogEntryRecord;
  bytes: Buffer;
  /** The id of its blob in the repository's object format. */
  blob: string;
}

/** Something in the log that holds a key or a path but cannot be read as an entry. */
interface UnreadableEntry {
  blob: string;
  path: string;
  problem: string;
}

export type EntryHolder = StoredEntry | UnreadableEntry;

export function isReadable(holder: EntryHolder): holder is StoredEntry {
  return 'entry' in holder;
}

export function storedEntry(entry: LogEntryRecord, bytes: Buffer, format: ObjectFormat): StoredEntry {
  return { entry, bytes, blob: makeObject('blob', bytes, format).id };
}

/**
 * The log's tip now. The ref is read from disk each time: a long-lived
 * cat-file might remember an old value. A writer also makes sure the tip is
 * a teamdoc log (log-ref.ts) before it builds on it.
 */
export async function readSnapshot(context: LogContext, reader: ObjectReader, options: { forWriting?: boolean } = {}): Promise<Snapshot> {
  const tip = await readLogTip(context, reader);
  if (tip === undefined) return { tip: undefined, tree: undefined };
  if (options.forWriting) await refuseForeignTip(context, reader, tip);
  return { tip: tip.id, tree: parseCommit(tip.content).tree };
}

/** What holds each of `keys` in the log, by key. */
export async function lookupKeys(reader: ObjectReader, snapshot: Snapshot, keys: readonly string[]): Promise<Map<string, EntryHolder>> {
  const found = new Map<string, EntryHolder>();
  if (snapshot.tree === undefined || keys.length === 0) return found;
  const unique = [...new Set(keys)];
  const holders = await Promise.all(unique.map((key) => holderAt(reader, snapshot.tree!, keyPath(key))));
  unique.forEach((key, index) => {
    const holder = holders[index];
    if (holder) found.set(key, holder);
  });
  return found;
}

/**
 * `stored` with, for each entry whose id key nothing holds, whatever already
 * sits at that entry's own path: a file added by other means than teamdoc
 * (it has no key) still takes its id, and must not block the writer.
 */
export async function withPathHolders(
  reader: ObjectReader,
  snapshot: Snapshot,
  entries: readonly LogEntryRecord[],
  stored: Map<string, EntryHolder>,
): Promise<Map<string, EntryHolder>> {
  if (snapshot.tree === undefined) return stored;
  const open = entries.filter((entry) => !stored.has(idKey(entry.id)));
  const holders = await Promise.all(open.map((entry) => holderAt(reader, snapshot.tree!, entryPath(entry))));
  open.forEach((entry, index) => {
    const holder = holders[index];
    if (holder) stored.set(idKey(entry.id), holder);
  });
  return stored;
}

async function holderAt(reader: ObjectReader, tree: string, path: string): Promise<EntryHolder | undefined> {
  let blob: string;
  try {
    const found = await reader.entryAt(tree, path);
    if (!found) return undefined;
    if (isTree(found)) return { blob: found.id, path, problem: 'a folder is where an entry should be' };
    blob = found.id;
  } catch (error) {
    if (error instanceof DamagedObject) return { blob: error.id, path, problem: error.message };
    throw error;
  }
  try {
    const object = await reader.readOne(blob);
    if (!object) return { blob, path, problem: `its object ${blob} is missing from the repository` };
    return { entry: decodeEntry(object.content), bytes: object.content, blob };
  } catch (error) {
    if (error instanceof DamagedObject) return { blob, path, problem: error.message };
    if (error instanceof EntryDecodeError) return { blob, path, problem: `it is not a teamdoc entry (line ${error.line}: ${error.message})` };
    throw error;
  }
}

export type Settlement =
  | { status: 'new' }
  /** The identical entry is already stored. */
  | { status: 'recorded' }
  /** The same message (or event) is already stored as `existing`; this one is a retry. */
  | { status: 'duplicate'; existing: LogEntryRecord }
  /** A different message already holds one of this entry's keys, or something that cannot be read does. */
  | { status: 'conflict'; existing: LogEntryRecord | UnreadableEntry; key: string };

export function settle(candidate: StoredEntry, stored: ReadonlyMap<string, EntryHolder>): Settlement {
  for (const key of entryKeys(candidate.entry)) {
    const existing = stored.get(key);
    if (!existing) continue;
    if (existing.blob === candidate.blob) return { status: 'recorded' };
    if (!isReadable(existing)) return { status: 'conflict', existing, key };
    if (sameContent(existing.entry, candidate.entry)) return { status: 'duplicate', existing: existing.entry };
    return { status: 'conflict', existing: existing.entry, key };
  }
  return { status: 'new' };
}

/** Two entries say the same thing: the same body, or the same state of the same message. */
function sameContent(a: LogEntryRecord, b: LogEntryRecord): boolean {
  if (a.entry === 'message' && b.entry === 'message') return a.body.equals(b.body);
  if (a.entry === 'delivery' && b.entry === 'delivery') return a.message === b.message && a.state === b.state;
  return false;
}

export function describeConflict(candidate: LogEntryRecord, settlement: Extract<Settlement, { status: 'conflict' }>): string {
  const what = settlement.key.startsWith('native:') ? `native id ${settlement.key.split(':').slice(2).join(':')}` : `id ${candidate.id}`;
  const existing = settlement.existing;
  if ('problem' in existing) return `the ${what} is already held by ${existing.path}, which cannot be read as an entry (${existing.problem})`;
  return `the ${what} is already used by ${existing.entry} ${existing.id} with different content`;
}
