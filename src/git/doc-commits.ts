/**
 * The commits that changed one file, newest first, each with the file's blob:
 * one `git log --raw` walk per name the file has had. `--follow` is not used:
 * it tracks a single pair of names through a simplified history and gives
 * up on merges; instead, where the file appears (status A in a commit with a
 * parent), one `git diff-tree -M` asks whether it was renamed there, and the
 * walk goes on from the parent under the old name. So the cost is one process
 * per name, never one per commit.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GitError } from '../errors.js';
import { git } from './run.js';

export interface FileCommit {
  hash: string;
  parents: string[];
  /** When the commit entered history (committer time). */
  committed: Date;
  subject: string;
  /** The file's path in this commit, relative to the repository root. */
  path: string;
  /** The file's blob in this commit. */
  blob: string;
}

interface Rename {
  /** The commit that renamed the file. */
  commit: string;
  from: string;
  to: string;
}

export interface FileCommits {
  /** Newest first. Empty when no commit has the file (it is new, or HEAD has no commits yet). */
  commits: FileCommit[];
  renames: Rename[];
  /**
   * The commit where this clone's history stops (a shallow clone's boundary) while
   * the file was already there: what came before it cannot be read here.
   */
  shallowBoundary: FileCommit | undefined;
  /** HEAD's tree has no such file: never committed, or deleted since. */
  absentAtHead: boolean;
}

/** Renames followed at most; more is a loop of renames or a pathological history. */
const MAX_NAMES = 64;

/** Separators git writes for `%x1f` and `%x1e` (passed as escapes, so no control character is ever in an argument). */
const FIELD = '\u001f';
const RECORD = '\u001e';

/**
 * Options that make the walk mean the same on every machine: the user's
 * `log.follow`, `log.showSignature`, `diff.renames`, colour or mailmap settings
 * must not change what is parsed.
 */
const WALK_OPTIONS = [
  '--no-follow',
  '--no-show-signature',
  '--no-color',
  '--no-renames',
  '--no-abbrev',
  '--raw',
  '-z',
  '--topo-order',
  '--diff-merges=first-parent',
];

/** The walk of a file's current name from HEAD, started from its own folder (so it needs nothing from rev-parse and can run beside it). */
export function startWalk(folder: string, fileName: string): Promise<Segment> {
  return walkOneName(folder, 'HEAD', fileName);
}

/**
 * The file's commits through all its names. `first` is the walk of its current
 * name from HEAD (`startWalk`), when the caller started it early.
 */
export async function fileCommits(root: string, path: string, shallowCommits: ReadonlySet<string>, first?: Promise<Segment>): Promise<FileCommits> {
  const result: FileCommits = { commits: [], renames: [], shallowBoundary: undefined, absentAtHead: false };
  let start = 'HEAD';
  let name = path;
  for (let names = 0; names < MAX_NAMES; names++) {
    const segment = await (names === 0 && first ? first : walkOneName(root, start, name));
    if (names === 0 && segment.commits.length > 0 && segment.commits[0]!.deleted) result.absentAtHead = true;
    const kept = segment.commits.slice(0, segment.cut === undefined ? undefined : segment.cut + 1);
    for (const commit of kept) if (!commit.deleted) result.commits.push(toFileCommit(commit, name));
    const added = segment.cut === undefined ? undefined : kept[kept.length - 1];
    if (!added) break;
    if (shallowCommits.has(added.hash)) {
      // A shallow boundary shows every file as added: the file may well be older.
      result.shallowBoundary = toFileCommit(added, name);
      break;
    }
    const parent = added.parents[0];
    if (parent === undefined) break;
    const from = await renamedFrom(root, parent, added.hash, name);
    if (from === undefined) break;
    result.renames.push({ commit: added.hash, from, to: name });
    start = parent;
    name = from;
  }
  if (result.commits.length === 0) result.absentAtHead = true;
  return result;
}

interface RawCommit {
  hash: string;
  parents: string[];
  committed: Date;
  subject: string;
  status: string;
  blob: string;
  deleted: boolean;
}

export interface Segment {
  commits: RawCommit[];
  /** Index of the commit where the file was added (the end of this name's history), if reached. */
  cut: number | undefined;
}

/** One name's commits, newest first; `path` is relative to `cwd` (git prints paths from the root either way). */
async function walkOneName(cwd: string, start: string, path: string): Promise<Segment> {
  const format = '--format=%x1e%H%x1f%P%x1f%ct%x1f%s';
  const args = ['log', ...WALK_OPTIONS, format, start, '--', `:(literal)${path}`];
  const run = await git(args, { cwd, read: true, allowFailure: true });
  if (run.status !== 0) {
    // An unborn HEAD has no history at all; anything else is a real failure.
    if (start === 'HEAD' && /does not have any commits|unknown revision|bad (?:default )?revision/i.test(run.stderr)) return { commits: [], cut: undefined };
    throw new GitError(args, run.status, run.stderr);
  }
  const commits = parseWalk(run.stdout.toString('utf8'));
  // The file's history under this name ends where a plain commit added it (a merge
  // that "adds" it against its first parent brought it from a side branch, which follows).
  const cut = commits.findIndex((commit) => commit.status === 'A' && commit.parents.length <= 1);
  return { commits, cut: cut === -1 ? undefined : cut };
}

/** Parses `RECORD header NUL [\n:raw NUL path NUL]…` as `git log -z --raw --format` writes it. */
function parseWalk(output: string): RawCommit[] {
  const commits: RawCommit[] = [];
  for (const record of output.split(RECORD)) {
    if (record === '') continue;
    const tokens = record.split('\u0000');
    const [hash = '', parents = '', time = '0', ...subject] = tokens[0]!.split(FIELD);
    const raw = tokens.slice(1).find((token) => token.replace(/^\n/, '').startsWith(':'));
    if (raw === undefined) continue;
    // `:old-mode new-mode old-blob new-blob status`
    const [, , oldBlob = '', newBlob = '', status = ''] = raw.replace(/^\n/, '').slice(1).split(' ');
    const deleted = status.startsWith('D');
    commits.push({
      hash,
      parents: parents === '' ? [] : parents.split(' '),
      committed: new Date(Number(time) * 1000),
      subject: subject.join(FIELD),
      status: status.charAt(0),
      blob: deleted ? oldBlob : newBlob,
      deleted,
    });
  }
  return commits;
}

/** The path `to` had in `parent`, when `commit` renamed it (and only then). */
async function renamedFrom(root: string, parent: string, commit: string, to: string): Promise<string | undefined> {
  const run = await git(['diff-tree', '-r', '-z', '--raw', '--no-abbrev', '-M', '--no-color', parent, commit], { cwd: root, read: true });
  const tokens = run.stdout.toString('utf8').split('\u0000');
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (!token.startsWith(':')) continue;
    const status = token.split(' ')[4] ?? '';
    if (status.startsWith('R') || status.startsWith('C')) {
      const [from, dest] = [tokens[index + 1], tokens[index + 2]];
      if (status.startsWith('R') && dest === to && from !== undefined) return from;
      index += 2;
    } else {
      index += 1;
    }
  }
  return undefined;
}

function toFileCommit(commit: RawCommit, path: string): FileCommit {
  return { hash: commit.hash, parents: commit.parents, committed: commit.committed, subject: commit.subject, path, blob: commit.blob };
}

/** The commits at which a shallow clone's history was cut (empty for a full clone). */
export function shallowCommits(commonDir: string): Set<string> {
  try {
    return new Set(
      readFileSync(join(commonDir, 'shallow'), 'utf8')
        .split('\n')
        .filter((line) => line !== ''),
    );
  } catch {
    return new Set();
  }
}
