/**
 * Group commit: the lock holder turns everything in the spool into one
 * commit on the log ref. Only the trees on the new entries' paths are read
 * and rebuilt; objects are written with fsync, the ref is moved with a
 * compare-and-swap, and only then are the spool files deleted.
 */
import { join } from 'node:path';
import { makeCommit } from '../../git/commit-object.js';
import { redactSecrets } from '../../secrets/redact.js';
import { detectSession } from '../../session/identity.js';
import { DamagedObject, type ObjectReader } from '../../git/object-reader.js';
import { type GitObject, type ObjectFormat, makeObject, zeroId } from '../../git/objects.js';
import { writeLooseObjects } from '../../git/loose-objects.js';
import { compareAndSwapRef } from '../../git/store.js';
import { readRef } from '../../git/refs.js';
import { startFromRemoteCopy } from '../sync/first-write.js';
import { type TreeAddition, addToTree, directoriesOnPaths, pathBlocked } from '../../git/tree-edit.js';
import { type TreeEntry, parseTree } from '../../git/tree.js';
import { type LogContext, openReader } from '../store/context.js';
import type { LogEntryRecord } from '../format/entry.js';
import { fileAgeMs, fileSystemNow } from '../../time/file-ages.js';
import { removeIfPresent } from '../store/durable.js';
import { GITATTRIBUTES, entryKeys, entryPath, keyPath, readmeText } from '../format/layout.js';
import { DamagedLogRef } from '../store/log-ref.js';
import {
  type Settlement,
  type Snapshot,
  type StoredEntry,
  describeConflict,
  lookupKeys,
  readSnapshot,
  settle,
  storedEntry,
  withPathHolders,
} from '../store/lookup.js';
import { type SpoolItem, quarantineSpoolFile, readSpool, removeFromSpool } from '../store/spool.js';
import { plural } from '../../text/plural.js';

/** A `<ref>.lock` older than this was left by a killed git: only teamdoc writes the log ref, and only under its own lock. */
export const REF_LOCK_GRACE_MS = 2_000;
const MOVED_RETRIES = 5;

export interface CommitOutcome {
  /** The new tip, when a commit was made. */
  commit: string | undefined;
  /** What became of each spool item, by entry id. */
  settled: Map<string, CommitSettlement>;
  /** Spool files moved to quarantine, with why. */
  quarantined: Array<{ name: string; path: string; reason: string }>;
}

/** The message is durable in the spool, but the commit cannot be made now. */
export class CommitBlocked extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'CommitBlocked';
  }
}

export interface CommitOptions {
  /** Give up (leaving everything in the spool) after this time, in ms since the epoch. */
  deadline: number;
  /** Who is committing, for the commit message: `host=… pid=… session=…`. */
  committedBy: string;
  /** An object reader the caller already has open; one is opened otherwise. */
  reader?: ObjectReader;
  /** The commit's time: the clock's (time/clock.ts). */
  time: Date;
}

/** Commits the whole spool. The caller must hold the log lock. */
export async function commitSpool(context: LogContext, options: CommitOptions): Promise<CommitOutcome> {
  const outcome: CommitOutcome = { commit: undefined, settled: new Map(), quarantined: [] };
  const items = readSpool(context.paths).items.sort((a, b) => compareText(a.entry.time, b.entry.time) || compareText(a.entry.id, b.entry.id));
  if (items.length === 0) return outcome;

  // The first write in a clone builds on the remote's copy of the log, never on a second root (first-write.ts).
  if ((await readRef(context.repo.commonDir, context.settings.ref, context.cwd)) === undefined) await startFromRemoteCopy(context);
  await withReader(context, options.reader, async (reader) => {
    for (let attempt = 0; ; attempt++) {
      const plan = await planCommit(context, reader, items, options);
      outcome.settled = plan.settled;
      if (plan.commit) {
        const update = await moveRef(context, plan.commit.id, plan.parent, options.deadline);
        if (update === 'moved') {
          if (attempt < MOVED_RETRIES) continue;
          throw new CommitBlocked(`${context.settings.ref} kept moving under teamdoc's lock: something other than teamdoc is writing it`);
        }
        outcome.commit = plan.commit.id;
      }
      break;
    }
    // A spool file goes only once the log's copy of it reads back whole from the object store.
    await proveStored(reader, items, outcome.settled, context.settings.objectFormat);
  });

  const done: string[] = [];
  for (const item of items) {
    const settlement = outcome.settled.get(item.entry.id)!;
    if (settlement.status === 'conflict' || settlement.status === 'blocked') {
      const reason = `not committed: ${settlement.status === 'blocked' ? settlement.reason : describeConflict(item.entry, settlement)}`;
      outcome.quarantined.push({ name: item.name, path: quarantineSpoolFile(context.paths, item.name, reason), reason });
    } else {
      done.push(item.name);
    }
  }
  removeFromSpool(context.paths, done);
  return outcome;
}

/** Settled against the log, or not placeable in its tree (something not teamdoc's is in the way). */
export type CommitSettlement = Settlement | { status: 'blocked'; reason: string };

interface CommitPlan {
  settled: Map<string, CommitSettlement>;
  /** Undefined when nothing new needs committing. */
  commit: GitObject | undefined;
  parent: string | undefined;
}

/** Runs `work` with the caller's object reader, or with one of its own that is closed afterwards. */
async function withReader<T>(context: LogContext, shared: ObjectReader | undefined, work: (reader: ObjectReader) => Promise<T>): Promise<T> {
  if (shared) return work(shared);
  const reader = openReader(context);
  try {
    return await work(reader);
  } finally {
    await reader.close();
  }
}

async function planCommit(context: LogContext, reader: ObjectReader, items: readonly SpoolItem[], { committedBy, time }: CommitOptions): Promise<CommitPlan> {
  const { settings } = context;
  const format = settings.objectFormat;
  const snapshot = await damageBlocks(() => readSnapshot(context, reader, { forWriting: true }));
  const candidates = items.map((item) => storedEntry(item.entry, item.bytes, format));
  const entries = candidates.map((candidate) => candidate.entry);
  const stored = await damageBlocks(async () => withPathHolders(reader, snapshot, entries, await lookupKeys(reader, snapshot, entries.flatMap(entryKeys))));
  const settled = new Map<string, CommitSettlement>();
  const fresh: StoredEntry[] = [];
  // A recorded entry's object is written again too: if the log's copy is damaged, this copy restores it.
  const blobs = new Map<string, GitObject>();
  for (const candidate of candidates) {
    const settlement = settle(candidate, stored);
    settled.set(candidate.entry.id, settlement);
    if (settlement.status === 'recorded') blobs.set(candidate.blob, makeObject('blob', candidate.bytes, format));
    if (settlement.status !== 'new') continue;
    // Later items of this batch are settled against this one too.
    for (const key of entryKeys(candidate.entry)) stored.set(key, candidate);
    fresh.push(candidate);
  }

  const additionsOf = (candidate: StoredEntry): TreeAddition[] =>
    [entryPath(candidate.entry), ...entryKeys(candidate.entry).map(keyPath)].map((path) => ({ path, id: candidate.blob }));
  const layout: TreeAddition[] = [];
  if (snapshot.tip === undefined) {
    for (const [path, text] of [
      ['README.md', readmeText(settings.ref)],
      ['.gitattributes', GITATTRIBUTES],
    ] as const) {
      const blob = makeObject('blob', Buffer.from(text, 'utf8'), format);
      blobs.set(blob.id, blob);
      layout.push({ path, id: blob.id });
    }
  }
  const existing = await damageBlocks(() =>
    readDirectories(reader, snapshot, directoriesOnPaths([...layout, ...fresh.flatMap(additionsOf)].map((addition) => addition.path)), context),
  );
  const additions = [...layout];
  for (const candidate of fresh) {
    const own = additionsOf(candidate);
    const blocked = own.map((addition) => pathBlocked(existing, addition.path, addition.id)).find((reason) => reason !== undefined);
    if (blocked !== undefined) {
      settled.set(candidate.entry.id, {
        status: 'blocked',
        reason: `${blocked} in the log's tree (put there by something other than teamdoc; \`teamdoc doctor --verify\` shows it)`,
      });
      continue;
    }
    blobs.set(candidate.blob, makeObject('blob', candidate.bytes, format));
    additions.push(...own);
  }
  const committed = fresh.filter((candidate) => settled.get(candidate.entry.id)?.status === 'new');
  const objectsDirectory = join(context.repo.commonDir, 'objects');
  if (committed.length === 0) {
    await writeLooseObjects(objectsDirectory, [...blobs.values()]);
    return { settled, commit: undefined, parent: snapshot.tip };
  }
  const build = addToTree(existing, additions, format);
  const commit = makeCommit(
    {
      tree: build.root.id,
      parents: snapshot.tip === undefined ? [] : [snapshot.tip],
      message: commitMessage(
        committed.map(({ entry }) => entry),
        committedBy,
      ),
      time,
    },
    format,
  );
  await writeLooseObjects(objectsDirectory, [...blobs.values(), ...build.trees, commit]);
  return { settled, commit, parent: snapshot.tip };
}

/** A damaged object on the write path blocks the commit (the entries stay in the spool) and says what to run. */
async function damageBlocks<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof DamagedObject || error instanceof DamagedLogRef) {
      throw new CommitBlocked(
        `the log cannot be extended: ${error.message}; \`teamdoc doctor --verify\` finds every damaged object and says how to restore it`,
      );
    }
    throw error;
  }
}

/**
 * Reads back, from the object store, every entry the log now holds for a
 * spool item, and compares it with the spool's bytes: a copy that does not
 * read back keeps its spool file (the next writer or doctor writes it again).
 */
async function proveStored(
  reader: ObjectReader,
  items: readonly SpoolItem[],
  settled: ReadonlyMap<string, CommitSettlement>,
  format: ObjectFormat,
): Promise<void> {
  const stored = items.filter((item) => ['new', 'recorded'].includes(settled.get(item.entry.id)!.status));
  const blobIds = stored.map((item) => makeObject('blob', item.bytes, format).id);
  const objects = await reader.readEach(blobIds);
  const unreadable = stored.filter((item, index) => {
    const object = objects[index];
    return !object || object instanceof DamagedObject || !object.content.equals(item.bytes);
  });
  if (unreadable.length > 0) {
    throw new CommitBlocked(
      `${unreadable.map((item) => item.entry.id).join(', ')} did not read back whole from the object store after the commit; the spool keeps ${unreadable.length === 1 ? 'it' : 'them'}, and the next write restores the object`,
    );
  }
}

async function readDirectories(reader: ObjectReader, snapshot: Snapshot, directories: string[], context: LogContext): Promise<Map<string, TreeEntry[]>> {
  const trees = new Map<string, TreeEntry[]>();
  if (snapshot.tree === undefined) return trees;
  const objects = await Promise.all(directories.map((directory) => reader.readPath(snapshot.tree!, directory)));
  directories.forEach((directory, index) => {
    const object = objects[index];
    if (object?.type === 'tree') trees.set(directory, parseTree(object.content, context.settings.objectFormat));
  });
  return trees;
}

function commitMessage(entries: readonly LogEntryRecord[], committedBy: string): string {
  const lines = entries.map((entry) => `${entry.id} ${entry.entry === 'message' ? entry.kind : `delivery ${entry.state}`}`);
  const count = plural(entries.length, 'entry', 'entries');
  return `teamdoc log: ${count}\n\n${lines.join('\n')}\n\nCommitted-by: ${committedBy}\n`;
}

/**
 * Compare-and-swap of the log ref. A `<ref>.lock` in the way is waited for;
 * one older than the grace period was left by a killed git and is removed.
 */
/** Moves the log ref from `parent` to `commit`, clearing a stale git lock on it; the caller holds the log lock. */
export async function moveRef(context: LogContext, commit: string, parent: string | undefined, deadline: number): Promise<'updated' | 'moved'> {
  const { ref, objectFormat } = context.settings;
  const expectedLock = join(context.repo.commonDir, `${ref}.lock`);
  for (;;) {
    const update = await compareAndSwapRef(context.cwd, ref, commit, parent ?? zeroId(objectFormat), 'teamdoc: append to the log');
    if (update.status !== 'locked') return update.status;
    const age = fileAgeMs(update.lockPath, fileSystemNow(context.paths.root));
    if (update.lockPath === expectedLock && age !== undefined && age > REF_LOCK_GRACE_MS) {
      removeIfPresent(update.lockPath);
      continue;
    }
    if (Date.now() > deadline) {
      const ageText = age === undefined ? '' : ` (${(age / 1000).toFixed(1)} s old)`;
      throw new CommitBlocked(`${update.lockPath} is in the way${ageText}: a git process is updating ${ref}`);
    }
    await sleep(50);
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Who is committing, for the commit message: host, pid and, where the environment shows them, session and runtime. */
export function describeCommitter(env: NodeJS.ProcessEnv): string {
  const session = detectSession(env);
  const parts = [`host=${safeWord(session.host)}`, `pid=${process.pid}`];
  if (session.session) parts.push(`session=${safeWord(session.session)}`);
  if (session.runtime) parts.push(`runtime=${session.runtime}`);
  return parts.join(' ');
}

/**
 * Text from the environment, reduced to characters that cannot disturb a commit message. A secret in it
 * (TEAMDOC_SESSION=xoxb-…) is marked first: this commit may carry other writers' entries, so it is not refused.
 */
function safeWord(text: string): string {
  return redactSecrets(text)
    .text.replace(/[^A-Za-z0-9._:@-]/g, '_')
    .slice(0, 128);
}
