/**
 * What each commit of a history changed, oldest first (parents before
 * children): one `git log --raw` for the whole range. A merge's own changes
 * are not listed here — git prints a merge's diff against one parent at a
 * time, and an empty one not at all — so merges come back flagged and
 * tree-diff.ts finds what each brought beyond its parents.
 */
import { git } from './run.js';

type ChangeStatus = 'A' | 'M' | 'D' | 'T';

export interface FileChange {
  status: ChangeStatus;
  path: string;
  /** The object before (absent for an addition) and after (absent for a deletion). */
  before?: string;
  after?: string;
  /** The mode after the change (or before, for a deletion): 040000 marks a tree, 160000 a submodule. */
  mode: string;
}

export interface CommitChanges {
  commit: string;
  parents: string[];
  /** Against the only parent (or, for a root or a shallow boundary, against nothing); empty for a merge. */
  changes: FileChange[];
}

/**
 * User settings that would change what is printed (renames, signatures,
 * colour) are overridden; the separator is git's own `%x1e` escape.
 */
const LOG_OPTIONS = [
  '--no-show-signature',
  '--no-color',
  '--no-renames',
  '--no-abbrev',
  '--raw',
  '-z',
  '--root',
  '--reverse',
  '--topo-order',
  '--diff-merges=off',
  '--format=%x1e%H %P',
];

/** The commits reachable from `tips` but not from `exclude`, with their changes; one git process. */
export async function commitChanges(cwd: string, tips: readonly string[], exclude: readonly string[] = []): Promise<CommitChanges[]> {
  const { stdout } = await git(['log', ...LOG_OPTIONS, ...tips, ...exclude.map((id) => `^${id}`), '--'], { cwd, read: true });
  return parseCommitChanges(stdout.toString('utf8'));
}

function parseCommitChanges(output: string): CommitChanges[] {
  const commits: CommitChanges[] = [];
  for (const record of output.split('\x1e')) {
    if (record === '') continue;
    const fields = record.split('\0');
    const [commit, ...parents] = fields[0]!.trim().split(' ');
    const changes: FileChange[] = [];
    for (let index = 1; index + 1 < fields.length; index += 2) {
      const meta = fields[index]!.replace(/^\n/, '');
      if (!meta.startsWith(':')) break;
      const [modeBefore, modeAfter, before, after, status] = meta.slice(1).split(' ');
      const change: FileChange = { status: (status ?? 'M')[0] as ChangeStatus, path: fields[index + 1]!, mode: status === 'D' ? modeBefore! : modeAfter! };
      if (!/^0+$/.test(before ?? '0')) change.before = before;
      if (!/^0+$/.test(after ?? '0')) change.after = after;
      changes.push(change);
    }
    commits.push({ commit: commit!, parents: parents.filter((parent) => parent !== ''), changes });
  }
  return commits;
}
