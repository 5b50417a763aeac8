/**
 * `teamdoc sync` names the remote it cannot use before git does: every worker
 * is told to sync after each write, and a worker in a worktree of a
 * repository with no remote shares its parent's log already.
 */
import { expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { addWorktree, makeRepo } from '../helpers/repo.js';

it('in a repository with no remote, says there is nothing to sync and exits 0; a misspelt remote is refused with a did-you-mean, nothing exchanged', async () => {
  const repo = makeRepo();
  const worktree = addWorktree(repo, 'eval');
  const record = await runCli(['record', '--from', 'eval', '--to', 'top', '--kind', 'report', '--outside-team'], {
    cwd: worktree,
    env: repo.env,
    input: 'hello\n',
  });
  expect(record.code).toBe(0);
  const tip = repo.git('rev-parse', 'teamdoc/log');

  const alone = await runCli(['sync'], { cwd: worktree, env: repo.env });
  expect(alone).toMatchObject({
    code: 0,
    stdout: '',
    stderr: 'teamdoc: this repository has no remote, so there is nothing to sync: all its worktrees share one log.\n',
  });

  const origin = makeRepo();
  repo.git('remote', 'add', 'origin', origin.dir);
  const typo = await runCli(['sync', 'orign'], { cwd: worktree, env: repo.env });
  expect(typo.code).toBe(2);
  expect(typo.stderr).toBe(
    'teamdoc: no remote named "orign"; did you mean "origin"?\nhint: Its remotes: origin. Give a remote\'s name or URL (git remote -v lists them). Nothing was exchanged.\n',
  );
  expect(repo.git('rev-parse', 'teamdoc/log')).toBe(tip);
  expect(origin.git('branch', '--list', 'teamdoc/log')).toBe('');

  // Its hint, applied: the remote's right name.
  expect((await runCli(['sync', 'origin'], { cwd: worktree, env: repo.env })).code).toBe(0);
  expect(origin.git('rev-parse', 'teamdoc/log')).toBe(tip);
});
