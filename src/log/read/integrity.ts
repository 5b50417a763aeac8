/**
 * What a reader trusts (docs/design/integrity.md, "What a reader trusts"): the
 * log is append-only by contract, so an entry is what the commit that first
 * brought its id into the ref's history wrote, together with its key-index
 * entry. Everything else a history shows — a file for an id already taken, a
 * changed or removed entry or key, an entry without its key, a file outside
 * the layout, a merge that brings content neither parent had — is an
 * integrity problem: shown beside the original, never in its place.
 *
 * Plain functions over what git/commit-changes.ts and git/tree-diff.ts
 * report; no git, no clock. scanHistory() goes through the commits in order
 * and notes every change that is not an addition; chooseEntries() decides,
 * per id, which added file is the entry and why the others are not.
 */
import type { FileChange } from '../../git/commit-changes.js';
import { entryPath, idKey, keyPath, KEYS_DIR, MESSAGES_DIR } from '../format/layout.js';
import type { StoredRecord } from './fold.js';
import type { LogProblem } from './read.js';

const INTEGRITY_PROBLEMS = [
  'edited',
  'removed',
  'id-reused',
  'recorded-twice',
  'id-conflict',
  'unindexed',
  'foreign-commit',
  'key-changed',
  'foreign-file',
  'misplaced',
  'rewritten',
  'unreadable',
] as const;
export type IntegrityProblem = (typeof INTEGRITY_PROBLEMS)[number];

/** What a reader found about one entry beyond its bytes: shown with the message, never instead of it. */
export interface IntegrityNote {
  problem: IntegrityProblem;
  /** The file concerned. */
  path: string;
  /** The commit that made the change, where one did. */
  commit?: string;
  detail: string;
}

/** One commit of the history, with the changes it brought itself (a merge: beyond every parent). */
export interface CommitStep {
  commit: string;
  parents: string[];
  changes: FileChange[];
  merge: boolean;
}

/** An entry file that a commit added. */
export interface Addition {
  commit: string;
  path: string;
  blob: string;
  /** The id its file name gives. */
  fileId: string;
  /** Its id's key-index entry came with it, holding the same blob. */
  indexed: boolean;
  /** The commit also changed or removed files, or is a merge bringing content of its own. */
  foreignCommit: boolean;
}

export interface HistoryScan {
  additions: Addition[];
  notes: Array<{ id: string; note: IntegrityNote }>;
  problems: LogProblem[];
}

const ENTRY_PATH = new RegExp(`^${MESSAGES_DIR}/\\d{4}/\\d{2}/\\d{2}/([^/]+)\\.md$`);
const LAYOUT_FILES = new Set(['README.md', '.gitattributes']);

/** The id an entry path names, or undefined for a path that is not an entry's. */
export function idOfEntryPath(path: string): string | undefined {
  return ENTRY_PATH.exec(path)?.[1];
}

/** What `teamdoc doctor --move-aside` adds to a file's name when it moves it out of a folder's place (move-aside.ts). */
export const ASIDE_SUFFIX = '.aside';

export function scanHistory(steps: readonly CommitStep[]): HistoryScan {
  const scan: HistoryScan = { additions: [], notes: [], problems: [] };
  for (const step of steps) {
    const short = step.commit.slice(0, 12);
    const aside = movedAside(step);
    const keysAdded = new Map(
      step.changes.filter((change) => change.status === 'A' && change.path.startsWith(`${KEYS_DIR}/`)).map((change) => [change.path, change.after]),
    );
    const rewrites = step.changes.some((change) => change.status !== 'A');
    const foreignCommit = step.merge ? step.changes.length > 0 : rewrites || step.changes.some((change) => !inLayout(change.path));
    for (const change of step.changes) {
      if (aside.has(change)) continue;
      const id = idOfEntryPath(change.path);
      const note = (problem: IntegrityProblem, detail: string) => {
        const item: IntegrityNote = { problem, path: change.path, commit: step.commit, detail };
        if (id !== undefined) scan.notes.push({ id, note: item });
        scan.problems.push({ path: change.path, message: detail, kind: problem, ...(id === undefined ? {} : { id }), commit: step.commit });
      };
      if (change.status === 'A' && id !== undefined && change.after !== undefined && !isSubtree(change)) {
        scan.additions.push({
          commit: step.commit,
          path: change.path,
          blob: change.after,
          fileId: id,
          indexed: keysAdded.get(keyPath(idKey(id))) === change.after,
          foreignCommit,
        });
      } else if (id !== undefined || change.path.startsWith(`${MESSAGES_DIR}/`)) {
        if (change.status === 'A') note('foreign-file', `added by commit ${short} where only entry files belong`);
        else if (change.status === 'D') note('removed', `removed by commit ${short} after it was recorded; the original is shown from the history`);
        else note('edited', `changed by commit ${short} after it was recorded; the original is shown`);
      } else if (change.path.startsWith(`${KEYS_DIR}/`)) {
        if (change.status !== 'A')
          note('key-changed', `this key-index entry was ${change.status === 'D' ? 'removed' : 'changed'} by commit ${short}; teamdoc only ever adds keys`);
      } else if (LAYOUT_FILES.has(change.path)) {
        if (change.status !== 'A')
          note('foreign-file', `${change.status === 'D' ? 'removed' : 'changed'} by commit ${short}; teamdoc writes it once, with the first entry`);
      } else {
        note(
          'foreign-file',
          `${change.status === 'D' ? 'removed' : change.status === 'A' ? 'added' : 'changed'} by commit ${short}: a file outside the log's layout`,
        );
      }
    }
  }
  return scan;
}

/**
 * The changes of a commit that moved files out of a folder's place, as
 * `teamdoc doctor --move-aside` does: a file that is not an entry removed and
 * the same blob added beside it as `<name>.aside[-N]`. The planted file was
 * flagged when it was added; moving it aside changes nothing recorded.
 */
function movedAside(step: CommitStep): Set<FileChange> {
  const moved = new Set<FileChange>();
  if (step.merge) return moved;
  for (const removed of step.changes) {
    if (removed.status !== 'D' || !removed.path.startsWith(`${MESSAGES_DIR}/`) || idOfEntryPath(removed.path) !== undefined) continue;
    const kept = step.changes.find(
      (change) =>
        change.status === 'A' &&
        change.after === removed.before &&
        change.path.startsWith(`${removed.path}${ASIDE_SUFFIX}`) &&
        /^(-\d+)?$/.test(change.path.slice(removed.path.length + ASIDE_SUFFIX.length)),
    );
    if (kept) moved.add(removed).add(kept);
  }
  return moved;
}

function inLayout(path: string): boolean {
  return idOfEntryPath(path) !== undefined || path.startsWith(`${KEYS_DIR}/`) || LAYOUT_FILES.has(path);
}

function isSubtree(change: FileChange): boolean {
  return change.mode === '040000' || change.mode === '160000';
}

/** An added entry file, read: its entry, or why it could not be read. */
export interface ReadAddition extends Addition {
  entry?: StoredRecord;
  /** Why the file is not an entry (damaged object, not decodable, a name that is not its id). */
  unreadable?: { message: string; line?: number; damaged: boolean };
}

export interface ChosenEntries {
  /** Per id, the file that is the entry, in the order of `additions`. */
  shown: Array<{ path: string; entry: StoredRecord }>;
  notes: Array<{ id: string; note: IntegrityNote }>;
  problems: LogProblem[];
}

/** How a reader orders the commits of the history it walked (history-steps.ts). */
export interface HistoryOrder {
  /** Commit a is an ancestor of commit b. */
  precedes(a: string, b: string): Promise<boolean>;
  /** The commit's place in the log's first-parent-first order: a lower place was in the log first. */
  place(commit: string): number;
}

/**
 * Per id, which added file is the entry: an indexed file before one without
 * its key, one from a plain append before one from a foreign commit; then
 * the one that was in the log first by the first-parent-first order — an
 * ancestor before its descendants, and of two lines of history, the ref's
 * own before the one a merge brought — never by blob or path order, which a
 * forger could aim for.
 */
export async function chooseEntries(additions: readonly ReadAddition[], order: HistoryOrder): Promise<ChosenEntries> {
  const chosen: ChosenEntries = { shown: [], notes: [], problems: [] };
  const byId = new Map<string, ReadAddition[]>();
  for (const addition of additions) {
    const key = idKey(addition.fileId);
    const group = byId.get(key);
    if (group) group.push(addition);
    else byId.set(key, [addition]);
  }
  for (const group of byId.values()) {
    const winner = pick(group, order);
    for (const addition of group) {
      if (addition === winner) continue;
      const id = winner.entry?.entry === 'delivery' ? winner.entry.message : winner.fileId;
      const note = await demotion(addition, winner, order);
      chosen.notes.push({ id, note });
      chosen.problems.push({ path: addition.path, message: note.detail, kind: note.problem, id: winner.fileId, commit: addition.commit });
    }
    if (winner.unreadable) {
      chosen.problems.push({
        path: winner.path,
        message: winner.unreadable.message,
        kind: 'unreadable',
        id: winner.fileId,
        ...(winner.unreadable.line === undefined ? {} : { line: winner.unreadable.line }),
      });
      continue;
    }
    const entry = winner.entry!;
    chosen.shown.push({ path: winner.path, entry });
    const about = entry.entry === 'delivery' ? entry.message : entry.id;
    const own = (problem: IntegrityProblem, detail: string) => {
      chosen.notes.push({ id: about, note: { problem, path: winner.path, commit: winner.commit, detail } });
      chosen.problems.push({ path: winner.path, message: detail, kind: problem, id: entry.id, commit: winner.commit });
    };
    const short = winner.commit.slice(0, 12);
    if (!winner.indexed) own('unindexed', `added by commit ${short} without its key-index entry: not written by teamdoc`);
    if (winner.foreignCommit) own('foreign-commit', `added by commit ${short}, which also changed, removed or merged in other content: not a teamdoc append`);
    if (entryPath(entry) !== winner.path) own('misplaced', `its folder does not match its time ${entry.time} (teamdoc would store it at ${entryPath(entry)})`);
  }
  return chosen;
}

function pick(group: ReadAddition[], order: HistoryOrder): ReadAddition {
  let best = group[0]!;
  for (const candidate of group.slice(1)) {
    const rank = trustRank(candidate) - trustRank(best);
    if (rank > 0 || (rank === 0 && order.place(candidate.commit) < order.place(best.commit))) best = candidate;
  }
  return best;
}

/** Readable, indexed, from a plain append: each counts, the first most. */
function trustRank(addition: ReadAddition): number {
  return (addition.unreadable ? 0 : 4) + (addition.indexed ? 2 : 0) + (addition.foreignCommit ? 0 : 1);
}

async function concurrent(a: Addition, b: Addition, order: HistoryOrder): Promise<boolean> {
  if (a.commit === b.commit) return false;
  return !(await order.precedes(a.commit, b.commit)) && !(await order.precedes(b.commit, a.commit));
}

/** Why `other` is not the entry for its id, next to the one that is. */
async function demotion(other: ReadAddition, winner: ReadAddition, order: HistoryOrder): Promise<IntegrityNote> {
  const at = { path: other.path, commit: other.commit };
  const short = other.commit.slice(0, 12);
  if (winner.unreadable)
    return {
      ...at,
      problem: 'id-reused',
      detail: `claims the id ${winner.fileId}, held by ${winner.path}, which cannot be read; it is not shown in its place`,
    };
  if (await concurrent(other, winner, order)) {
    const same = other.entry !== undefined && sameContent(other.entry, winner.entry!);
    return same
      ? {
          ...at,
          problem: 'recorded-twice',
          detail: `the id ${winner.fileId} was recorded on two clones before they synced, with the same content; ${winner.path} is shown`,
        }
      : {
          ...at,
          problem: 'id-conflict',
          detail: `claims the id ${winner.fileId} for different content on another line of history (commit ${short}: a forgery merged in, or a second clone that used the id before a sync); the copy of commit ${winner.commit.slice(0, 12)} at ${winner.path}, in the log first, is shown and this one is not`,
        };
  }
  if (trustRank(other) < trustRank(winner) && (await order.precedes(other.commit, winner.commit))) {
    return {
      ...at,
      problem: other.indexed ? 'foreign-commit' : 'unindexed',
      detail: `claimed the id ${winner.fileId} first (commit ${short}) but ${other.indexed ? 'came with a foreign commit' : 'has no key-index entry'}; ${winner.path}, written by teamdoc, is shown`,
    };
  }
  return {
    ...at,
    problem: 'id-reused',
    detail: `reuses the id ${winner.fileId} of ${winner.path} (added by commit ${short}, after the original); it is not shown`,
  };
}

function sameContent(a: StoredRecord, b: StoredRecord): boolean {
  if (a.entry === 'message' && b.entry === 'message') return a.body === b.body;
  if (a.entry === 'delivery' && b.entry === 'delivery') return a.message === b.message && a.state === b.state;
  return false;
}
