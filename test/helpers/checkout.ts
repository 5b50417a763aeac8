/**
 * This repository as a fresh clone has it, for the tests of what a person
 * installs: every file git tracks (and any new one it does not ignore) taken
 * from the working tree, so a test sees what the next commit will hold; no
 * node_modules, nothing built or installed; one commit, so it can be added as
 * a marketplace, cloned, or checked out as an action.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from './plugin-sessions.js';
import { TEST_IDENTITY } from './repo.js';

export function freshClone(parent: string, name = 'teamdoc'): string {
  const dir = join(parent, name);
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO_ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of new Set(files)) {
    const from = join(REPO_ROOT, file);
    if (!existsSync(from)) continue; // deleted in the working tree, not yet in the index
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(from, join(dir, file));
  }
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'commit.gpgSign=false', ...args], { cwd: dir, env: { ...process.env, ...TEST_IDENTITY }, stdio: 'ignore' });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'teamdoc, as committed');
  return dir;
}
