/**
 * Helpers for tests of the message log: what the log ref holds, and a
 * fingerprint of a user's working state (index bytes, status, branch) to
 * prove that recording never touched it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import type { NewMessage } from '../../src/log/write/prepare.js';
import type { TempRepo } from './repo.js';

export const LOG_REF = 'refs/heads/teamdoc/log';

/**
 * Library calls run git with this process's environment. Point it at an
 * empty home with no identity and no system config, so tests in-process see
 * what a fresh clone on a bare machine sees. Call once at the top of a file
 * (vitest runs each file in its own process).
 */
export function isolateInProcessGit(): void {
  const home = mkdtempSync(join(tmpdir(), 'teamdoc-home-'));
  afterAll(() => rmSync(home, { recursive: true, force: true }));
  writeFileSync(join(home, '.gitconfig'), '[gc]\n\tauto = 0\n[maintenance]\n\tauto = false\n[init]\n\tdefaultBranch = main\n');
  process.env.HOME = home;
  process.env.XDG_CONFIG_HOME = join(home, '.config');
  process.env.GIT_CONFIG_NOSYSTEM = '1';
  for (const name of Object.keys(process.env)) {
    if (/^GIT_(AUTHOR|COMMITTER)_/.test(name) || name.startsWith('CLAUDE') || name.startsWith('CODEX_') || name.startsWith('TEAMDOC_'))
      delete process.env[name];
  }
}

export function gitIn(repo: TempRepo, cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: { ...repo.env, GIT_OPTIONAL_LOCKS: '0' }, encoding: 'utf8' }).replace(/\n$/, '');
}

/** Paths of every file on the log ref. */
export function logFiles(repo: TempRepo, cwd = repo.dir, ref = LOG_REF): string[] {
  const out = gitIn(repo, cwd, 'ls-tree', '-r', '--name-only', ref);
  return out === '' ? [] : out.split('\n');
}

export function messageFiles(repo: TempRepo, cwd = repo.dir, ref = LOG_REF): string[] {
  return logFiles(repo, cwd, ref).filter((path) => path.startsWith('messages/'));
}

/** Ids of the entries on the log ref, from their file names. */
export function loggedIds(repo: TempRepo, cwd = repo.dir, ref = LOG_REF): string[] {
  return messageFiles(repo, cwd, ref).map((path) => path.slice(path.lastIndexOf('/') + 1, -'.md'.length));
}

export interface WorkingState {
  status: string;
  index: string;
  head: string;
  branch: string;
}

/** Everything of a worktree that recording must leave exactly as it was. */
export function workingState(repo: TempRepo, worktree: string): WorkingState {
  const gitDir = gitIn(repo, worktree, 'rev-parse', '--absolute-git-dir');
  return {
    status: gitIn(repo, worktree, 'status', '--porcelain=v1', '--untracked-files=all'),
    index: readFileSync(join(gitDir, 'index')).toString('hex'),
    head: gitIn(repo, worktree, 'rev-parse', 'HEAD'),
    branch: gitIn(repo, worktree, 'symbolic-ref', '-q', 'HEAD'),
  };
}

export function fsckClean(repo: TempRepo, cwd = repo.dir): string {
  return execFileSync('git', ['fsck', '--strict', '--no-dangling'], { cwd, env: repo.env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export function cliMessage(overrides: Partial<NewMessage> = {}): NewMessage {
  return {
    kind: 'report',
    from: { name: 'worker' },
    to: { name: 'lead' },
    provenance: { by: 'cli', claimed: { from: 'worker' }, detected: {} },
    body: 'done: all tests pass\n',
    ...overrides,
  };
}
