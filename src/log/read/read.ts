/**
 * The read side: the log as its history shows it. The commits of the log ref
 * are walked parents first (git/commit-changes.ts, one `git log`); every
 * added entry is decoded strictly (the plain field checks, which refuse what the zod schema does), and
 * integrity.ts decides, by what a reader trusts, which file is each id's
 * entry and what every other change to the log was. The result is folded
 * into messages with their delivery state (fold.ts) and cached, keyed by the
 * tip (read-cache.ts): when the tip moves on, only the commits since the
 * cached tip are read.
 *
 * Rot costs only what it holds: a damaged or missing entry object is named
 * and the rest is shown; a history git cannot walk (a damaged commit or
 * tree) is read from the tip's tree alone, and the reader says so.
 */
import { GitError } from '../../errors.js';
import { type CommitChanges, commitChanges } from '../../git/commit-changes.js';
import { parseCommit } from '../../git/commit-object.js';
import { straightCommitsSince } from '../../git/recent-commits.js';
import { isAncestor } from '../../git/history.js';
import { DamagedObject, ObjectReader, type StoredObject } from '../../git/object-reader.js';
import { readRef } from '../../git/refs.js';
import { listTree } from '../../git/tree-diff.js';
import type { LogEntryRecord } from '../format/entry.js';
import { type LogContext, openReader } from '../store/context.js';
import { EntryDecodeError, decodeEntry } from '../format/decode.js';
import { type EntryAtPath, FoldedLog, type StoredRecord } from './fold.js';
import { type Addition, type IntegrityNote, type IntegrityProblem, type ReadAddition, chooseEntries, idOfEntryPath, scanHistory } from './integrity.js';
import { historySteps, historyOrder } from './history-steps.js';
import { MESSAGES_DIR } from '../format/layout.js';
import { DamagedLogRef, readLogTip, refuseUnmarkedTip, tipTreeEntries } from '../store/log-ref.js';
import { nearestSoundCommit } from './sound-commit.js';
import { type ReadCache, loadReadCache, saveReadCache } from './read-cache.js';
import { loadWitness, saveWitness } from './witness.js';

export type { LogMessage } from './fold.js';

/** Something in the log that could not be read, does not fit, or changed what was recorded; with where it is. */
export interface LogProblem {
  path: string;
  line?: number;
  message: string;
  /** What kind of problem, by what a reader trusts (integrity.ts). */
  kind?: IntegrityProblem;
  /** The entry it concerns, where one is known. */
  id?: string;
  /** The commit that made the change, where one did. */
  commit?: string;
}

export interface LogContents {
  tip: string | undefined;
  log: FoldedLog;
  problems: LogProblem[];
}

/** `fresh`: read the whole history again, whatever the read cache holds (what `doctor --verify` does). */
export async function readLogContents(context: LogContext, options: { fresh?: boolean } = {}): Promise<LogContents> {
  const readers = { trees: openReader(context), blobs: new ObjectReader(context.cwd, { format: context.settings.objectFormat }) };
  try {
    return await read(context, readers, options.fresh === true);
  } finally {
    await Promise.all([readers.trees.close(), readers.blobs.close()]);
  }
}

/** Trees and commits are read in-process (a few at a time); entry blobs in bulk through `git cat-file`. */
interface Readers {
  trees: ObjectReader;
  blobs: ObjectReader;
}

/**
 * Entry blobs by the hundred go through `cat-file` (git's delta base cache,
 * on the other core); the few an append adds are read in-process, where
 * starting the process would cost more than reading them.
 */
const FEW_BLOBS = 16;

function readerFor(readers: Readers, additions: readonly Addition[]): ObjectReader {
  return additions.length <= FEW_BLOBS ? readers.trees : readers.blobs;
}

async function read(context: LogContext, readers: Readers, fresh: boolean): Promise<LogContents> {
  let tipObject: StoredObject | undefined;
  try {
    tipObject = await readLogTip(context, readers.trees, 'read');
    if (tipObject) await tipTreeEntries(context, readers.trees, tipObject);
  } catch (error) {
    if (!(error instanceof DamagedLogRef)) throw error;
    return fromNearestSound(context, readers, error);
  }
  const witness = loadWitness(context.paths.witness);
  if (tipObject === undefined && witness === undefined) return { tip: undefined, log: new FoldedLog(), problems: [] };
  if (tipObject) await refuseUnmarkedTip(context, readers.trees, tipObject);
  const tip = tipObject?.id;
  const cached = fresh ? undefined : loadReadCache(context.paths.cache, context.settings.ref);
  if (cached && cached.tip === tip && cached.witness === witness) return contentsOf(cached);
  const extended = cached && tip !== undefined && cached.witness === witness ? await extend(context, readers, cached, tip) : undefined;
  const cache = extended ?? (await rebuild(context, readers, tip, witness));
  if (tip !== undefined && cache.witness === tip) saveWitness(context.paths.witness, tip);
  if (tip !== undefined) saveReadCache(context.paths.cache, cache);
  return contentsOf(cache);
}

function contentsOf(cache: ReadCache): LogContents {
  const { orphans, duplicates } = cache.log.index;
  const problems = [
    ...cache.problems,
    ...orphans.map(({ path, event }) => ({ path, message: `delivery event ${event.id} is about message ${event.message}, which is not in the log` })),
    ...duplicates.map(({ path, id }) => ({ path, message: `a second entry with id ${id}; the earlier one is shown` })),
  ];
  return { tip: cache.tip || undefined, log: cache.log, problems };
}

/**
 * The cache brought to `tip` by the commits since its own tip; undefined when
 * it cannot be: the tip does not descend from the cached one (a rewrite), or
 * a new file claims an id the log already holds (the choice of entry needs
 * the whole history).
 */
async function extend(context: LogContext, readers: Readers, cache: ReadCache, tip: string): Promise<ReadCache | undefined> {
  const commits = (await straightCommitsSince(readers.trees, cache.tip, tip)) ?? (await commitsSinceByGit(context, cache.tip, tip));
  if (!commits) return undefined;
  const scan = scanHistory(await historySteps(readers.trees, commits));
  const known = cache.log.knownIds();
  if (scan.additions.some((addition) => known.has(addition.fileId.toLowerCase()))) return undefined;
  const chosen = await chooseEntries(await readAdditions(readerFor(readers, scan.additions), scan.additions), historyOrder(commits));
  cache.log.add(chosen.shown);
  cache.log.addNotes([...scan.notes, ...chosen.notes]);
  return { ...cache, tip, witness: tip, problems: [...cache.problems, ...scan.problems, ...chosen.problems] };
}

/** The commits since `base`, asked of git; undefined when `tip` does not descend from it. */
async function commitsSinceByGit(context: LogContext, base: string, tip: string): Promise<CommitChanges[] | undefined> {
  const [descends, commits] = await Promise.all([
    isAncestor(context.cwd, base, tip).catch(() => false),
    commitChanges(context.cwd, [tip], [base]).catch(() => undefined),
  ]);
  return descends ? commits : undefined;
}

/**
 * The log read from its whole history. When this clone verified a tip that
 * the ref no longer descends from, the ref was rewritten: the entries only
 * that older history holds are shown from it, marked, and the witness stays
 * where it was until `doctor --verify` merges it back.
 */
async function rebuild(context: LogContext, readers: Readers, tip: string | undefined, witness: string | undefined): Promise<ReadCache> {
  const ref = context.settings.ref;
  const fresh: ReadCache = { ref, tip: tip ?? '', witness: tip, log: new FoldedLog(), problems: [] };
  let commits: CommitChanges[] = [];
  if (tip !== undefined) {
    try {
      commits = await commitChanges(context.cwd, [tip]);
    } catch (error) {
      if (!(error instanceof GitError)) throw error;
      return fromTipAlone(context, readers, tip, error, fresh);
    }
  }
  const scan = scanHistory(await historySteps(readers.trees, commits));
  const chosen = await chooseEntries(await readAdditions(readers.blobs, scan.additions), historyOrder(commits));
  const notes = [...scan.notes, ...chosen.notes];
  const problems = [...scan.problems, ...chosen.problems];
  const shown = [...chosen.shown];

  const rewritten = witness !== undefined && witness !== tip && !(tip !== undefined && (await isAncestor(context.cwd, witness, tip).catch(() => false)));
  if (rewritten) {
    const dropped = await droppedHistory(context, readers, witness, tip, new Set(chosen.shown.map(({ entry }) => entry.id.toLowerCase())));
    fresh.witness = dropped.kept ? witness : tip;
    shown.push(...dropped.shown);
    notes.push(...dropped.notes);
    problems.push({ path: ref, kind: 'rewritten', message: dropped.message });
  }
  fresh.log.add(shown);
  fresh.log.addNotes(notes);
  fresh.problems = problems;
  return fresh;
}

/** The entries only the witness's history holds: shown from it, each marked as dropped by the rewrite. */
async function droppedHistory(
  context: LogContext,
  readers: Readers,
  witness: string,
  tip: string | undefined,
  shownIds: Set<string>,
): Promise<{ shown: EntryAtPath[]; notes: Array<{ id: string; note: IntegrityNote }>; message: string; kept: boolean }> {
  const short = witness.slice(0, 12);
  let commits: CommitChanges[];
  try {
    commits = await commitChanges(context.cwd, [witness], tip === undefined ? [] : [tip]);
  } catch {
    return {
      shown: [],
      notes: [],
      kept: false,
      message: `rewritten since this clone last read it: commit ${short} is no longer in its history, and its objects are gone from this repository`,
    };
  }
  const scan = scanHistory(await historySteps(readers.trees, commits));
  const chosen = await chooseEntries(await readAdditions(readers.blobs, scan.additions), historyOrder(commits));
  const shown = chosen.shown.filter(({ entry }) => !shownIds.has(entry.id.toLowerCase()));
  const detail = `not in the log's history any more: the ref was rewritten after this clone read it at commit ${short}, which still holds this entry`;
  const notes = shown.map(({ path, entry }) => ({
    id: entry.entry === 'delivery' ? entry.message : entry.id,
    note: { problem: 'rewritten' as const, path, commit: witness, detail },
  }));
  const count = shown.length === 1 ? '1 entry' : `${shown.length} entries`;
  return {
    shown,
    notes,
    kept: true,
    message: `rewritten since this clone last read it: commit ${short} is no longer in its history; ${count} only it holds ${shown.length === 1 ? 'is' : 'are'} shown from it (\`teamdoc doctor --verify\` merges it back)`,
  };
}

/**
 * A tip that cannot be read (its commit or its tree damaged or missing) costs
 * only itself: the log is read from the nearest sound commit (sound-commit.ts)
 * and the damage is named first among the problems. Nothing is cached and
 * the witness stays: this is a view of a log waiting for its repair.
 */
async function fromNearestSound(context: LogContext, readers: Readers, damage: DamagedLogRef): Promise<LogContents> {
  const damaged = await readRef(context.repo.commonDir, context.settings.ref, context.cwd).catch(() => undefined);
  const sound = await nearestSoundCommit(context, readers.trees, damaged);
  if (!sound) throw damage;
  const contents = contentsOf(await rebuild(context, readers, sound.commit, undefined));
  const problem: LogProblem = {
    path: context.settings.ref,
    kind: 'unreadable',
    ...(damaged === undefined ? {} : { commit: damaged }),
    message: `${damage.message}; shown as of commit ${sound.commit.slice(0, 12)} (${sound.found}), its nearest sound commit, without what came after it (\`teamdoc doctor --verify\` fetches the damaged object again from a remote that has the log)`,
  };
  return { ...contents, problems: [problem, ...contents.problems] };
}

/**
 * A history git cannot walk (a damaged or missing commit or tree): the
 * entries are read from the tip's tree alone, in-process, where a damaged
 * folder costs only the entries below it. Nothing is verified; the reader
 * says so.
 */
async function fromTipAlone(context: LogContext, readers: Readers, tip: string, error: GitError, fresh: ReadCache): Promise<ReadCache> {
  const tipCommit = (await readers.trees.readOne(tip)) as StoredObject;
  const listing = await listTree(readers.trees, parseCommit(tipCommit.content).tree, MESSAGES_DIR);
  const additions: Addition[] = listing.files.flatMap((file) => {
    const fileId = idOfEntryPath(file.path);
    return fileId === undefined ? [] : [{ commit: tip, path: file.path, blob: file.id, fileId, indexed: true, foreignCommit: false }];
  });
  const chosen = await chooseEntries(await readAdditions(readers.blobs, additions), { precedes: async () => true, place: () => 0 });
  fresh.witness = undefined;
  fresh.log.add(chosen.shown);
  fresh.problems = [
    {
      path: context.settings.ref,
      kind: 'unreadable',
      message: `its history cannot be read (${error.message}); the entries are read from its tip alone, without checking what changed them`,
    },
    ...listing.lost.map((lost) => ({ path: lost.path, kind: 'unreadable' as const, message: `the entries below this folder cannot be read: ${lost.problem}` })),
    ...chosen.problems,
  ];
  return fresh;
}

/**
 * Each added entry file read and checked; a damaged, missing or undecodable one is said so, never guessed at.
 * Each is decoded as its object arrives, so decoding overlaps git's reading of the next ones and no file's
 * bytes outlive its check. The strict decoder's plain field checks are the whole check: they refuse
 * everything the zod schema does (test/log/schema-agreement.test.ts holds them to it), so the schema is not
 * run again here.
 */
async function readAdditions(reader: ObjectReader, additions: readonly Addition[]): Promise<ReadAddition[]> {
  return Promise.all(
    additions.map((addition) =>
      reader.readOne(addition.blob).then(
        (object) => checkedAddition(addition, object),
        (error: unknown) => {
          if (!(error instanceof DamagedObject)) throw error;
          return {
            ...addition,
            unreadable: { damaged: true, message: `${error.message}; its entry cannot be shown (\`teamdoc doctor --verify\` says how to restore it)` },
          };
        },
      ),
    ),
  );
}

function checkedAddition(addition: Addition, object: StoredObject | undefined): ReadAddition {
  if (!object)
    return {
      ...addition,
      unreadable: {
        damaged: true,
        message: `its object ${addition.blob} is missing from this repository; its entry cannot be shown (\`teamdoc doctor --verify\` says how to restore it)`,
      },
    };
  try {
    const entry = decodeEntry(object.content);
    if (entry.id !== addition.fileId) throw new EntryDecodeError(`the file name does not match its id ${entry.id}`, 1);
    return { ...addition, entry: toCached(entry) };
  } catch (error) {
    if (!(error instanceof EntryDecodeError)) throw error;
    return { ...addition, unreadable: { damaged: false, message: error.message, line: error.line } };
  }
}

function toCached(entry: LogEntryRecord): StoredRecord {
  return entry.entry === 'message' ? { ...entry, body: entry.body.toString('utf8') } : entry;
}
