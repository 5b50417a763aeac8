/**
 * Which worktrees have a branch checked out, read from the HEAD files in the
 * common git dir: no git process, so it is cheap enough to ask before every
 * write. A ref that is checked out somewhere must not be moved by plumbing:
 * that worktree's index would go stale and its next commit would undo the move.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { RepoLocation } from './repo.js';

export interface Checkout {
  /** The worktree's directory, as git recorded it. */
  worktree: string;
  ref: string;
}

export function checkoutsOf(repo: RepoLocation, ref: string): Checkout[] {
  return listCheckouts(repo).filter((checkout) => checkout.ref === ref);
}

function listCheckouts(repo: RepoLocation): Checkout[] {
  const checkouts: Checkout[] = [];
  if (!repo.bare) {
    const ref = symbolicHead(join(repo.commonDir, 'HEAD'));
    if (ref) checkouts.push({ worktree: repo.mainWorktree ?? dirname(repo.commonDir), ref });
  }
  let names: string[] = [];
  try {
    names = readdirSync(join(repo.commonDir, 'worktrees'));
  } catch {
    // No linked worktrees.
  }
  for (const name of names) {
    const directory = join(repo.commonDir, 'worktrees', name);
    const ref = symbolicHead(join(directory, 'HEAD'));
    if (!ref) continue;
    const gitFile = readOptional(join(directory, 'gitdir'))?.trim();
    checkouts.push({ worktree: gitFile ? dirname(gitFile) : directory, ref });
  }
  return checkouts;
}

function symbolicHead(path: string): string | undefined {
  const content = readOptional(path);
  const match = content === undefined ? null : /^ref: (\S+)\s*$/.exec(content);
  return match?.[1];
}

function readOptional(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}
