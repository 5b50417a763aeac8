/**
 * A repository teamdoc may read but not write: a read-only file system
 * (EROFS), a user without write permission (EACCES), a repository owned by
 * another user (git's "dubious ownership"). Writers say so in one line with
 * the path and what to do, and exit 2 with nothing kept; readers go on
 * reading; nothing is ever an internal error.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEAMDOC_BIN, runCli } from '../helpers/cli.js';
import { makeRepo, type TempRepo } from '../helpers/repo.js';
import { smallFilesystem, smallFilesystemUnavailable } from '../helpers/small-filesystem.js';

/** Root may write anywhere: a test of EACCES runs the CLI as `nobody` (setpriv), which needs root to switch to. */
const anotherUser = process.getuid?.() === 0 && spawnSync('setpriv', ['--version']).status === 0;
if (!anotherUser) console.warn('tests as another user skipped: they need root and setpriv to run teamdoc as `nobody`');
if (smallFilesystemUnavailable) console.warn(`read-only file system test skipped: ${smallFilesystemUnavailable}`);

/** Runs the CLI as `nobody`, with `extraEnv` (e.g. git's safe.directory) on top of the repository's environment. */
function asNobody(repo: TempRepo, args: string[], input = '', extraEnv: NodeJS.ProcessEnv = {}) {
  const result = spawnSync('setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, TEAMDOC_BIN, ...args], {
    cwd: repo.dir,
    env: { ...repo.env, HOME: '/tmp', ...extraEnv },
    input,
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Lets everyone read (and enter) the scratch folders a repository lives in. */
function readableByAll(repo: TempRepo): void {
  for (let dir = repo.dir; dir !== '/tmp' && dir !== '/'; dir = dirname(dir)) chmodSync(dir, 0o755);
  execFileSync('chmod', ['-R', 'a+rX', repo.dir]);
}

async function recordedRepo(dir?: string): Promise<TempRepo> {
  const repo = makeRepo(dir === undefined ? {} : { dir });
  expect((await runCli(['record', '--from', 'a', '--to', 'b', '--kind', 'report'], { cwd: repo.dir, env: repo.env, input: 'before\n' })).code).toBe(0);
  return repo;
}

describe.skipIf(smallFilesystemUnavailable !== undefined)('a read-only file system', () => {
  it('refuses a record in one line with the path, keeps nothing, and reads the log as before', async () => {
    const disk = smallFilesystem(4096);
    const repo = await recordedRepo(disk.dir);
    execFileSync('mount', ['-o', 'remount,ro', disk.dir]);

    const record = await runCli(['record', '--from', 'a', '--to', 'b', '--kind', 'report'], { cwd: repo.dir, env: repo.env, input: 'after\n' });
    expect(record.code).toBe(2);
    expect(record.stderr).toMatch(
      /^teamdoc: cannot write \S+: the file system is read-only \(EROFS\)\nhint: Run teamdoc where the repository can be written .* Nothing was recorded/,
    );
    for (const args of [['log'], ['view'], ['doctor']]) {
      const result = await runCli(args, { cwd: repo.dir, env: repo.env });
      expect(result.stderr).not.toContain('internal error');
      expect(result.code).toBe(0);
    }
  });
});

describe.skipIf(!anotherUser)('a user who may not write the repository', () => {
  it('refuses a record with EACCES and the path, keeps nothing, and reads as before', async () => {
    const repo = await recordedRepo();
    readableByAll(repo);
    const trusted = { GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: 'safe.directory', GIT_CONFIG_VALUE_0: '*' };
    const record = asNobody(repo, ['record', '--from', 'a', '--to', 'b', '--kind', 'report'], 'after\n', trusted);
    expect(record.code).toBe(2);
    expect(record.stderr).toMatch(
      /^teamdoc: cannot write \S+\/\.git\/teamdoc\S*: permission denied \(EACCES\)\nhint: Run teamdoc as the user who owns the repository, or give this user write access to that folder .*Nothing was recorded/,
    );
    const log = asNobody(repo, ['log'], '', trusted);
    expect(log.code).toBe(0);
    expect(log.stdout).toContain('before');
  });

  it('names dubious ownership as git does, with git’s own remedy, instead of "not inside a git repository"', async () => {
    const repo = await recordedRepo();
    readableByAll(repo);
    for (const args of [['log'], ['record', '--from', 'a', '--to', 'b', '--kind', 'other'], ['doctor'], ['check']]) {
      const result = asNobody(repo, args, 'x\n');
      expect(result.code).toBe(2);
      expect(result.stderr).toBe(
        `teamdoc: git refuses to work in ${repo.dir}: it is owned by another user (git calls this dubious ownership)\n` +
          `hint: If you trust that repository, do what git says: \`git config --global --add safe.directory ${repo.dir}\`; or run teamdoc as the user who owns it.\n`,
      );
    }
  });
});
