/**
 * Group commit: the lock holder turns everything in the spool into one
 * commit on the log ref. Only the trees on the new entries' paths are read
 * and rebuilt; objects are written with fsync, the ref is moved with a
 * compare-and-swap, and only then are the spool files deleted.
 */
import { join } from 'node:path';
import { makeCommit } from '../git/commit-object.js';
import { redactSecrets } from '../secrets/redact.js';
import { detectSession } from '../session/identity.js';
import { ObjectReader } from '../git/object-reader.js';
import { type GitObject, makeObject, zeroId } from '../git/objects.js';
import { writeLooseObjects } from '../git/loose-objects.js';
import { compareAndSwapRef } from '../git/store.js';
import { type TreeAddition, type TreeBuild, TreePathTaken, addToTree, directoriesOnPaths } from '../git/tree-edit.js';
import { type TreeEntry, parseTree } from '../git/tree.js';
import { type LogContext, openReader } from './context.js';
import { fileAgeMs, fileSystemNow } from '../time/file-ages.js';
import { removeIfPresent } from './durable.js';
import { GITATTRIBUTES, entryKeys, entryPath, keyPath, readmeText } from './layout.js';
import { type Settlement, type Snapshot, type StoredEntry, describeConflict, lookupKeys, readSnapshot, settle } from './lookup.js';
import { type SpoolItem, quarantineSpoolFile, readSpool, removeFromSpool } from './spool.js';

/** A `<ref>.lock` older than this was left by a killed git: only teamdoc writes the log ref, and only under its own lock. */
export const REF_LOCK_GRACE_MS = 2_000;
const MOVED_RETRIES = 5;

export interface CommitOutcome {
  /** The new tip, when a commit was made. */
  commit: string | undefined;
  /** What became of each spool item, by entry id. */
  settled: Map<string, Settlement>;
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

  for (let attempt = 0; ; attempt++) {
    const plan = await withReader(context, options.reader, (reader) => planCommit(context, reader, items, options));
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

  const done: string[] = [];
  for (const item of items) {
    const settlement = outcome.settled.get(item.entry.id)!;
    if (settlement.status === 'conflict') {
      const reason = `not committed: ${describeConflict(item.entry, settlement)}`;
      outcome.quarantined.push({ name: item.name, path: quarantineSpoolFile(context.paths, item.name, reason), reason });
    } else {
      done.push(item.name);
    }
  }
  removeFromSpool(context.paths, done);
  return outcome;
}

interface CommitPlan {
  settled: Map<string, Settlement>;
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
  const snapshot = await readSnapshot(context, reader);
  const stored = await lookupKeys(reader, snapshot, items.flatMap((item) => entryKeys(item.entry)));
  const settled = new Map<string, Settlement>();
  const fresh: Array<{ item: SpoolItem; blob: GitObject }> = [];
  for (const item of items) {
    const settlement = settle(item, stored);
    settled.set(item.entry.id, settlement);
    if (settlement.status !== 'new') continue;
    // Later items of this batch are settled against this one too.
    const candidate: StoredEntry = { entry: item.entry, bytes: item.bytes };
    for (const key of entryKeys(item.entry)) stored.set(key, candidate);
    fresh.push({ item, blob: makeObject('blob', item.bytes, settings.objectFormat) });
  }
  if (fresh.length === 0) return { settled, commit: undefined, parent: snapshot.tip };

  const blobs = new Map<string, GitObject>();
  const additions: TreeAddition[] = [];
  for (const { item, blob } of fresh) {
    blobs.set(blob.id, blob);
    additions.push({ path: entryPath(item.entry), id: blob.id });
    for (const key of entryKeys(item.entry)) additions.push({ path: keyPath(key), id: blob.id });
  }
  if (snapshot.tip === undefined) {
    for (const [path, text] of [['README.md', readmeText(settings.ref)], ['.gitattributes', GITATTRIBUTES]] as const) {
      const blob = makeObject('blob', Buffer.from(text, 'utf8'), settings.objectFormat);
      blobs.set(blob.id, blob);
      additions.push({ path, id: blob.id });
    }
  }
  const existing = await readDirectories(reader, snapshot, directoriesOnPaths(additions.map((addition) => addition.path)), context);
  let build: TreeBuild;
  try {
    build = addToTree(existing, additions, settings.objectFormat);
  } catch (error) {
    // The key index said these entries were new, yet their paths are taken: the log was changed by other means.
    if (error instanceof TreePathTaken) throw new CommitBlocked(`the log's tree disagrees with its key index (${error.message}); run teamdoc doctor`);
    throw error;
  }
  const commit = makeCommit(
    {
      tree: build.root.id,
      parents: snapshot.tip === undefined ? [] : [snapshot.tip],
      message: commitMessage(fresh.map(({ item }) => item), committedBy),
      time,
    },
    settings.objectFormat,
  );
  await writeLooseObjects(join(context.repo.commonDir, 'objects'), [...blobs.values(), ...build.trees, commit]);
  return { settled, commit, parent: snapshot.tip };
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

function commitMessage(items: readonly SpoolItem[], committedBy: string): string {
  const lines = items.map(({ entry }) => `${entry.id} ${entry.entry === 'message' ? entry.kind : `delivery ${entry.state}`}`);
  const count = items.length === 1 ? '1 entry' : `${items.length} entries`;
  return `teamdoc log: ${count}\n\n${lines.join('\n')}\n\nCommitted-by: ${committedBy}\n`;
}

/**
 * Compare-and-swap of the log ref. A `<ref>.lock` in the way is waited for;
 * one older than the grace period was left by a killed git and is removed.
 */
async function moveRef(context: LogContext, commit: string, parent: string | undefined, deadline: number): Promise<'updated' | 'moved'> {
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
  return redactSecrets(text).text.replace(/[^A-Za-z0-9._:@-]/g, '_').slice(0, 128);
}
