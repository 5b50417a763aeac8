/**
 * A file as its worktree's last commit holds it: what a worktree branched
 * from that commit, or a clone after `git pull`, will read.
 */
import { locateFileInRepo, type FileInRepo } from './file-in-repo.js';
import { git } from './run.js';

export interface CommittedFile extends FileInRepo {
  /** The bytes at HEAD; undefined when HEAD does not hold the file (it is new, or nothing is committed yet). */
  bytes: Buffer | undefined;
  /** The index knows the path (so `git commit -- path` takes it without a `git add` first). */
  tracked: boolean;
  /** The branch the worktree has checked out, which a commit of the file lands on; undefined when HEAD is detached. */
  branch: string | undefined;
}

/** Undefined when the file is not inside a git worktree. */
export async function committedFile(file: string): Promise<CommittedFile | undefined> {
  const place = await locateFileInRepo(file);
  if (place === undefined) return undefined;
  const [shown, listed, branch] = await Promise.all([
    git(['cat-file', 'blob', `HEAD:${place.path}`], { cwd: place.root, read: true, allowFailure: true }),
    git(['ls-files', '--cached', '--', place.path], { cwd: place.root, read: true, allowFailure: true }),
    git(['symbolic-ref', '--quiet', '--short', 'HEAD'], { cwd: place.root, read: true, allowFailure: true }),
  ]);
  return {
    ...place,
    bytes: shown.status === 0 ? shown.stdout : undefined,
    tracked: listed.stdout.length > 0,
    branch: branch.status === 0 ? branch.stdout.toString().trim() || undefined : undefined,
  };
}
