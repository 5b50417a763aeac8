/**
 * Real temporary git repositories for tests: a fixed identity, no signing, no
 * hooks from the machine, no background maintenance racing the clean-up.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { onTestFinished } from 'vitest';

export const TEST_IDENTITY = {
  GIT_AUTHOR_NAME: 'Test Person',
  GIT_AUTHOR_EMAIL: 'test@example.invalid',
  GIT_COMMITTER_NAME: 'Test Person',
  GIT_COMMITTER_EMAIL: 'test@example.invalid',
};

/** An environment for git and teamdoc child processes that ignores the machine's git config. */
export function isolatedGitEnv(home: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...TEST_IDENTITY, HOME: home, GIT_CONFIG_NOSYSTEM: '1' };
  for (const name of Object.keys(env)) {
    if (name.startsWith('CLAUDE') || name.startsWith('CODEX_') || name === 'GITHUB_ACTIONS' || name === 'GITHUB_STEP_SUMMARY') delete env[name];
    if (['GIT_DIR', 'GIT_INDEX_FILE', 'GIT_WORK_TREE', 'GIT_CONFIG_GLOBAL'].includes(name)) delete env[name];
  }
  return env;
}

export interface TempRepo {
  dir: string;
  home: string;
  env: NodeJS.ProcessEnv;
  git(...args: string[]): string;
  write(path: string, content: string): string;
  commitAll(message: string): string;
}

/** A scratch directory removed when the test ends (kept when TEAMDOC_KEEP_SCRATCH is set). */
export function scratchDir(prefix = 'teamdoc-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => {
    if (!process.env.TEAMDOC_KEEP_SCRATCH) rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

export function makeRepo(options: { files?: Record<string, string>; commit?: boolean; dir?: string } = {}): TempRepo {
  const base = options.dir ?? scratchDir();
  const dir = join(base, 'repo');
  const home = join(base, 'home');
  mkdirSync(dir, { recursive: true });
  mkdirSync(home, { recursive: true });
  writeFileSync(
    join(home, '.gitconfig'),
    '[user]\n\tname = Test Person\n\temail = test@example.invalid\n[commit]\n\tgpgSign = false\n[gc]\n\tauto = 0\n[maintenance]\n\tauto = false\n[init]\n\tdefaultBranch = main\n',
  );
  const env = isolatedGitEnv(home);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, env, encoding: 'utf8' }).replace(/\n$/, '');
  git('init', '-q', '-b', 'main');
  const write = (path: string, content: string) => {
    const full = join(dir, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
    return full;
  };
  const commitAll = (message: string) => {
    git('add', '-A');
    git('commit', '-q', '--allow-empty', '-m', message);
    return git('rev-parse', 'HEAD');
  };
  for (const [path, content] of Object.entries(options.files ?? {})) write(path, content);
  if (options.commit ?? true) commitAll('initial');
  return { dir, home, env, git, write, commitAll };
}

/** Adds a linked worktree on a new branch and returns its path. */
export function addWorktree(repo: TempRepo, name: string): string {
  const path = join(dirname(repo.dir), `wt-${name}`);
  repo.git('worktree', 'add', '-q', '-b', `work/${name}`, path);
  return path;
}
