/**
 * Where things are in a repository seen from any of its worktrees: the git
 * dirs, the main worktree (whose files the leader edits) and the current one.
 */
import { dirname, resolve } from 'node:path';
import { UsageError } from '../errors.js';
import { repoFromFiles } from './repo-files.js';
import { DubiousOwnership, git } from './run.js';

export interface RepoLocation {
  /** The worktree the command runs in (absent in a bare repository). */
  worktree: string | undefined;
  /** This worktree's git dir (`.git`, or `.git/worktrees/<name>` for a linked worktree). */
  gitDir: string;
  /** The git dir shared by all worktrees: refs, objects, and teamdoc's own state live here. */
  commonDir: string;
  /** The main worktree; undefined for a bare repository. */
  mainWorktree: string | undefined;
  bare: boolean;
}

/**
 * Found once per folder and process: `check` and `view` ask from several places (the doc, the log, live
 * state), and each answer is a git process. Only a found repository is kept.
 */
const located = new Map<string, Promise<RepoLocation>>();

export function locateRepo(cwd: string): Promise<RepoLocation> {
  const known = located.get(cwd);
  if (known) return known;
  const files = repoFromFiles(cwd);
  const finding = files ? Promise.resolve({ ...files, mainWorktree: mainWorktreeOf(files.commonDir, files.worktree), bare: false }) : askGit(cwd);
  located.set(cwd, finding);
  finding.catch(() => located.delete(cwd));
  return finding;
}

async function askGit(cwd: string): Promise<RepoLocation> {
  const result = await git(['rev-parse', '--path-format=absolute', '--is-bare-repository', '--git-dir', '--git-common-dir', '--show-toplevel'], {
    cwd,
    read: true,
    allowFailure: true,
  });
  const lines = result.stdout.toString('utf8').split('\n');
  if (result.status !== 0 && !(lines[0] === 'true' && lines.length >= 3)) {
    throw new UsageError(`${cwd} is not inside a git repository`, {
      hint: 'Run teamdoc inside the repository that holds the team doc, or pass -C <dir>.',
    });
  }
  const bare = lines[0] === 'true';
  const gitDir = lines[1] ?? '';
  const commonDir = lines[2] ?? gitDir;
  const worktree = bare ? undefined : lines[3] || undefined;
  return { worktree, gitDir, commonDir, mainWorktree: bare ? undefined : mainWorktreeOf(commonDir, worktree), bare };
}

/** The repository around `cwd`, or undefined outside one (a command that also works without a repository). */
export async function locateRepoIfAny(cwd: string): Promise<RepoLocation | undefined> {
  try {
    return await locateRepo(cwd);
  } catch (error) {
    // A repository git refuses (another user's) is there all the same: that is said, not taken for "no repository".
    if (error instanceof UsageError && !(error instanceof DubiousOwnership)) return undefined;
    throw error;
  }
}

function mainWorktreeOf(commonDir: string, worktree: string | undefined): string | undefined {
  // The common dir of a non-bare repository is `<main worktree>/.git` unless core.worktree moved it.
  if (commonDir.endsWith('/.git')) return dirname(commonDir);
  return worktree === undefined ? undefined : resolve(worktree);
}
