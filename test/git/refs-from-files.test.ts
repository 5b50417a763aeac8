/**
 * Refs read from files (git/refs.ts, git/remote-copies.ts) against git's own answers in real repositories:
 * a ref that is loose, packed or absent, and the remotes' copies of a branch, loose, packed, nested and
 * symbolic, as `git rev-parse` and `git for-each-ref` give them.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readRef } from '../../src/git/refs.js';
import { remoteTrackingCopies } from '../../src/git/remote-copies.js';
import { makeRepo, scratchDir, type TempRepo } from '../helpers/repo.js';

const saved = { ...process.env };
afterEach(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
});

function repoUsingItsEnv(): TempRepo {
  const repo = makeRepo();
  Object.assign(process.env, repo.env);
  return repo;
}

function gitTip(repo: TempRepo, ref: string): string | undefined {
  const result = spawnSync('git', ['rev-parse', '-q', '--verify', `${ref}^{commit}`], { cwd: repo.dir, env: repo.env, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** What remoteTrackingCopies made of `git for-each-ref` before it read files: the same filter and order. */
function gitCopies(repo: TempRepo, branch: string): string[] {
  const listed = execFileSync('git', ['for-each-ref', '--format=%(refname)', 'refs/remotes/'], { cwd: repo.dir, env: repo.env, encoding: 'utf8' }).split('\n');
  const copies = listed.filter((ref) => ref.endsWith(`/${branch}`) && ref.split('/').length === branch.split('/').length + 3);
  return copies.sort((a, b) => Number(b.startsWith('refs/remotes/origin/')) - Number(a.startsWith('refs/remotes/origin/')) || (a < b ? -1 : 1));
}

describe('refs read from files', () => {
  it('a ref loose, packed, absent, and absent beside a branch of the same name, as git gives it', async () => {
    const repo = repoUsingItsEnv();
    const common = join(repo.dir, '.git');
    repo.git('branch', 'teamdoc/log');
    for (const ref of ['refs/heads/teamdoc/log', 'refs/heads/teamdoc/other', 'refs/heads/main/log', 'refs/heads/nothing']) {
      expect(await readRef(common, ref, repo.dir), ref).toBe(gitTip(repo, ref));
    }
    repo.git('pack-refs', '--all');
    for (const ref of ['refs/heads/teamdoc/log', 'refs/heads/teamdoc/other', 'refs/heads/main'])
      expect(await readRef(common, ref, repo.dir), ref).toBe(gitTip(repo, ref));
  });

  it('the remotes’ copies of a branch: none, loose, packed, nested under a slash, beside a symbolic HEAD and a lock file, origin first', async () => {
    const repo = repoUsingItsEnv();
    expect(await remoteTrackingCopies(repo.dir, 'refs/heads/teamdoc/log')).toEqual([]);
    const head = repo.git('rev-parse', 'HEAD');
    for (const remote of ['upstream', 'origin', 'backup']) repo.git('update-ref', `refs/remotes/${remote}/teamdoc/log`, head);
    repo.git('update-ref', 'refs/remotes/origin/main', head);
    repo.git('update-ref', 'refs/remotes/origin/x/teamdoc/log', head);
    repo.git('symbolic-ref', 'refs/remotes/origin/HEAD', 'refs/remotes/origin/main');
    writeFileSync(join(repo.dir, '.git', 'refs', 'remotes', 'backup', 'main.lock'), 'half');
    for (const branch of ['teamdoc/log', 'main', 'HEAD', 'nothing'])
      expect(await remoteTrackingCopies(repo.dir, `refs/heads/${branch}`), branch).toEqual(gitCopies(repo, branch));
    expect(await remoteTrackingCopies(repo.dir, 'refs/heads/teamdoc/log')).toEqual([
      'refs/remotes/origin/teamdoc/log',
      'refs/remotes/backup/teamdoc/log',
      'refs/remotes/upstream/teamdoc/log',
    ]);
    repo.git('pack-refs', '--all');
    repo.git('update-ref', 'refs/remotes/mirror/teamdoc/log', head);
    for (const branch of ['teamdoc/log', 'main']) expect(await remoteTrackingCopies(repo.dir, `refs/heads/${branch}`), branch).toEqual(gitCopies(repo, branch));
  });

  it('a clone’s copies, and a loose file that is not a ref, which git is asked about', async () => {
    const repo = repoUsingItsEnv();
    repo.git('branch', 'teamdoc/log');
    const clone = join(scratchDir(), 'clone');
    execFileSync('git', ['clone', '-q', repo.dir, clone], { env: repo.env });
    const cloned = { ...repo, dir: clone };
    expect(await remoteTrackingCopies(clone, 'refs/heads/teamdoc/log')).toEqual(gitCopies(cloned, 'teamdoc/log'));
    expect(gitCopies(cloned, 'teamdoc/log')).toEqual(['refs/remotes/origin/teamdoc/log']);
    mkdirSync(join(clone, '.git', 'refs', 'remotes', 'odd'));
    writeFileSync(join(clone, '.git', 'refs', 'remotes', 'odd', 'log'), 'not a ref\n');
    expect(await remoteTrackingCopies(clone, 'refs/heads/teamdoc/log')).toEqual(gitCopies(cloned, 'teamdoc/log'));
  });
});
