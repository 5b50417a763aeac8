/**
 * Reads a team doc's history from git for the history rules: where the file
 * is, one walk over the commits that changed it (following renames), and its
 * blobs through one `git cat-file --batch`. Undefined outside a git worktree:
 * a file that git does not hold has no history to check.
 *
 * Reading starts before the doc is parsed and runs beside it: `readDocVersions`
 * returns at once with git already running, and `historyOf` joins the result
 * with the parsed doc.
 */
import { basename, dirname } from 'node:path';
import { readBlobs } from '../git/blobs.js';
import { fileCommits, shallowCommits, startWalk, type FileCommit } from '../git/doc-commits.js';
import { locateFileInRepo } from '../git/file-in-repo.js';
import { DocHistory, type DocHistoryInput, type HistoryCommit } from './history.js';
import type { TeamDoc } from './model.js';
import { MAX_DOC_BYTES } from './read.js';

export type DocVersions = Omit<DocHistoryInput, 'current'>;

export async function readDocVersions(file: string): Promise<DocVersions | undefined> {
  // The walk of the current name needs nothing from rev-parse: both start now.
  const first = startWalk(dirname(file), basename(file));
  first.catch(() => undefined);
  const place = await locateFileInRepo(file);
  if (!place) return undefined;
  const walk = await fileCommits(place.root, place.path, place.shallow ? shallowCommits(place.commonDir) : new Set(), first);
  const commits = walk.absentAtHead ? [] : walk.commits;
  const blobs = await readBlobs(
    place.root,
    commits.map((commit) => commit.blob),
  );
  const text = (commit: FileCommit) => {
    const bytes = blobs.found.get(commit.blob);
    return bytes === undefined || bytes.length > MAX_DOC_BYTES ? undefined : bytes.toString('utf8');
  };
  return {
    path: place.path,
    commits: commits.map((commit) => ({ commit: historyCommit(commit), text: text(commit) })),
    renames: walk.renames,
    shallowBoundary: walk.shallowBoundary && !walk.absentAtHead ? historyCommit(walk.shallowBoundary) : undefined,
  };
}

/** The history of the doc as checked now; undefined when it has none (outside git). */
export function historyOf(versions: DocVersions | undefined, current: TeamDoc): DocHistory | undefined {
  return versions && new DocHistory({ ...versions, current });
}

export async function loadDocHistory(file: string, current: TeamDoc): Promise<DocHistory | undefined> {
  return historyOf(await readDocVersions(file), current);
}

function historyCommit(commit: FileCommit): HistoryCommit {
  return { hash: commit.hash, committed: commit.committed, subject: commit.subject, path: commit.path };
}
