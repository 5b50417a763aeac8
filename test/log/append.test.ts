import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError, UsageError } from '../../src/errors.js';
import { locateRepo } from '../../src/git/repo.js';
import { appendEntries } from '../../src/log/write/append.js';
import { decodeEntry } from '../../src/log/format/decode.js';
import { encodeEntry } from '../../src/log/format/encode.js';
import { currentProcess } from '../../src/log/store/process-identity.js';
import { prepareEntry } from '../../src/log/write/prepare.js';
import { logStatePaths } from '../../src/log/store/state-dir.js';
import { LOG_REF, cliMessage, fsckClean, gitIn, isolateInProcessGit, logFiles, loggedIds, messageFiles, workingState } from '../helpers/log.js';
import { addWorktree, makeRepo } from '../helpers/repo.js';
import { TEST_NOW, backdateFile } from '../helpers/clock.js';

const QUICK = { waitMs: 300 };

isolateInProcessGit();

function statePaths(commonDir: string) {
  return logStatePaths(commonDir, LOG_REF);
}

describe('appending to the log', () => {
  it('commits the first message on its own orphan branch with a README, .gitattributes, the entry and its key', async () => {
    const repo = makeRepo({ files: { 'app.txt': 'v1\n' } });
    const result = await appendEntries(await locateRepo(repo.dir), [cliMessage({ time: '2025-01-31T09:30:00.000Z', id: 'm1' })]);
    expect(result).toMatchObject({ committed: true, results: [{ id: 'm1', status: 'recorded' }] });
    const files = logFiles(repo);
    expect(files).toContain('README.md');
    expect(files).toContain('.gitattributes');
    expect(files).toContain('messages/2025/01/31/m1.md');
    expect(files.filter((path) => path.startsWith('keys/'))).toHaveLength(1);
    expect(repo.git('show', `${LOG_REF}:.gitattributes`)).toBe('* -text');
    expect(repo.git('rev-list', '--count', LOG_REF)).toBe('1');
    expect(repo.git('log', '-1', '--format=%an <%ae>|%s', LOG_REF)).toBe('teamdoc <teamdoc@localhost>|teamdoc log: 1 entry');
    // The key file is the entry itself, so a lookup by id reads one path.
    const key = files.find((path) => path.startsWith('keys/'))!;
    expect(repo.git('rev-parse', `${LOG_REF}:${key}`)).toBe(repo.git('rev-parse', `${LOG_REF}:messages/2025/01/31/m1.md`));
    fsckClean(repo);
  });

  it('leaves every worktree’s index, staged changes, files and branch exactly as they were', async () => {
    const repo = makeRepo({ files: { 'app.txt': 'v1\n', 'lib.txt': 'lib\n' } });
    const worktree = addWorktree(repo, 'w1');
    repo.write('app.txt', 'v2 staged\n');
    repo.git('add', 'app.txt');
    repo.write('app.txt', 'v3 unstaged\n');
    repo.write('new.txt', 'untracked\n');
    writeFileSync(join(worktree, 'lib.txt'), 'changed in the worktree\n');
    gitIn(repo, worktree, 'add', 'lib.txt');
    const before = [workingState(repo, repo.dir), workingState(repo, worktree)];

    await appendEntries(await locateRepo(worktree), [cliMessage(), cliMessage({ body: 'second' })]);
    await appendEntries(await locateRepo(repo.dir), [cliMessage({ body: 'third' })]);

    expect([workingState(repo, repo.dir), workingState(repo, worktree)]).toEqual(before);
    expect(before[0]!.status).toContain('MM app.txt');
    expect(messageFiles(repo)).toHaveLength(3);
  });

  it('is one log for every worktree of the repository, read and written from any of them', async () => {
    const repo = makeRepo();
    const worktrees = [repo.dir, addWorktree(repo, 'a'), addWorktree(repo, 'b')];
    for (const [index, worktree] of worktrees.entries()) {
      await appendEntries(await locateRepo(worktree), [cliMessage({ id: `from-${index}` })]);
    }
    for (const worktree of worktrees) expect(loggedIds(repo, worktree).sort()).toEqual(['from-0', 'from-1', 'from-2']);
  });

  it('works in a bare repository, and in a clone with no user.email and a failing hook', async () => {
    const repo = makeRepo();
    const bare = join(repo.dir, '..', 'bare.git');
    execFileSync('git', ['clone', '-q', '--bare', repo.dir, bare], { env: repo.env });
    await appendEntries(await locateRepo(bare), [cliMessage({ id: 'in-bare' })]);
    expect(execFileSync('git', ['ls-tree', '-r', '--name-only', LOG_REF], { cwd: bare, encoding: 'utf8' })).toContain('in-bare.md');

    // This process's git has no identity at all (isolateInProcessGit); the repo's own config has none either.
    mkdirSync(join(repo.dir, '.git', 'hooks'), { recursive: true });
    for (const hook of ['reference-transaction', 'post-commit', 'pre-commit']) {
      writeFileSync(join(repo.dir, '.git', 'hooks', hook), '#!/bin/sh\nexit 1\n', { mode: 0o755 });
    }
    expect(spawnSync('git', ['var', 'GIT_COMMITTER_IDENT'], { cwd: repo.dir, env: { ...process.env, EMAIL: '' } }).status).not.toBe(0);
    const result = await appendEntries(await locateRepo(repo.dir), [cliMessage({ id: 'no-identity' })]);
    expect(result.committed).toBe(true);
    expect(loggedIds(repo)).toContain('no-identity');
  });

  it('uses the ref given by option, TEAMDOC_LOG_REF or git config teamdoc.logRef', async () => {
    const repo = makeRepo();
    const location = await locateRepo(repo.dir);
    await appendEntries(location, [cliMessage({ id: 'by-option' })], { ref: 'team/a' });
    await appendEntries(location, [cliMessage({ id: 'by-env' })], { env: { TEAMDOC_LOG_REF: 'refs/heads/team/b' } });
    repo.git('config', 'teamdoc.logRef', 'team/c');
    await appendEntries(location, [cliMessage({ id: 'by-config' })], { env: {} });
    expect(loggedIds(repo, repo.dir, 'refs/heads/team/a')).toEqual(['by-option']);
    expect(loggedIds(repo, repo.dir, 'refs/heads/team/b')).toEqual(['by-env']);
    expect(loggedIds(repo, repo.dir, 'refs/heads/team/c')).toEqual(['by-config']);
    await expect(appendEntries(location, [cliMessage()], { ref: 'bad..ref' })).rejects.toThrow(UsageError);
  });

  describe('retries are harmless', () => {
    it('the same caller id with the same body is one entry; with another body it is an error and nothing is written', async () => {
      const repo = makeRepo();
      const location = await locateRepo(repo.dir);
      const first = await appendEntries(location, [cliMessage({ id: 'retry-me', body: 'same' })]);
      const again = await appendEntries(location, [cliMessage({ id: 'retry-me', body: 'same' })]);
      expect(first.results[0]).toMatchObject({ id: 'retry-me', status: 'recorded' });
      expect(again.results[0]).toMatchObject({ id: 'retry-me', status: 'duplicate' });
      // Ids that differ only in case are one id: two such files cannot coexist on macOS or Windows.
      expect((await appendEntries(location, [cliMessage({ id: 'RETRY-ME', body: 'same' })])).results[0]).toMatchObject({ id: 'retry-me', status: 'duplicate' });
      await expect(appendEntries(location, [cliMessage({ id: 'retry-me', body: 'different' })])).rejects.toThrow(InputError);
      expect(loggedIds(repo)).toEqual(['retry-me']);
    });

    it('the same native message id (Claude Code’s msg_id) is one entry, whatever id each retry would have had', async () => {
      const repo = makeRepo();
      const location = await locateRepo(repo.dir);
      const native = { nativeId: 'd1295297-d151-40af-8f00-4d4ef9dbe9bd', nativeRuntime: 'claude' };
      const first = await appendEntries(location, [cliMessage({ ...native, body: 'hi' })]);
      const again = await appendEntries(location, [cliMessage({ ...native, body: 'hi' })]);
      expect(again.results[0]).toEqual(expect.objectContaining({ id: first.results[0]!.id, status: 'duplicate' }));
      await expect(appendEntries(location, [cliMessage({ ...native, body: 'other' })])).rejects.toThrow(/native id/);
      expect(loggedIds(repo)).toHaveLength(1);
    });

    it('a retry of an entry still waiting in the spool waits for it and is one entry', async () => {
      const repo = makeRepo();
      const location = await locateRepo(repo.dir);
      const paths = statePaths(location.commonDir);
      const spooled = prepareEntry(cliMessage({ id: 'waiting', body: 'same' }), { now: TEST_NOW });
      mkdirSync(paths.spool, { recursive: true });
      writeFileSync(join(paths.spool, 'waiting.md'), spooled.bytes);
      const retry = await appendEntries(location, [cliMessage({ id: 'waiting', body: 'same' })]);
      expect(retry).toMatchObject({ committed: true, results: [{ id: 'waiting', status: 'duplicate' }] });
      expect(loggedIds(repo)).toEqual(['waiting']);
      expect(readdirSync(paths.spool)).toEqual([]);
    });
  });

  it('refuses to write while some worktree has the log branch checked out, and writes nothing', async () => {
    const repo = makeRepo();
    const location = await locateRepo(repo.dir);
    await appendEntries(location, [cliMessage()]);
    const worktree = join(repo.dir, '..', 'wt-log');
    repo.git('worktree', 'add', '-q', worktree, 'teamdoc/log');
    const before = repo.git('rev-parse', LOG_REF);
    await expect(appendEntries(location, [cliMessage({ body: 'refused' })])).rejects.toThrow(/checked out in .*wt-log/);
    expect(repo.git('rev-parse', LOG_REF)).toBe(before);
    expect(readdirSync(statePaths(location.commonDir).spool)).toEqual([]);
  });

  describe('after a crash', () => {
    it('commits entries a killed writer left in the spool, with the next write', async () => {
      const repo = makeRepo();
      const location = await locateRepo(repo.dir);
      const paths = statePaths(location.commonDir);
      mkdirSync(paths.spool, { recursive: true });
      const left = prepareEntry(cliMessage({ body: 'left behind' }), { now: TEST_NOW });
      writeFileSync(join(paths.spool, `${left.entry.id}.md`), left.bytes);
      writeFileSync(join(paths.spool, '.tmp-999-abc'), 'half written');
      await appendEntries(location, [cliMessage({ body: 'next' })]);
      expect(loggedIds(repo)).toContain(left.entry.id);
      expect(readdirSync(paths.spool)).toEqual(['.tmp-999-abc']);
    });

    it('takes over the log lock of a writer that is no longer running', async () => {
      const repo = makeRepo();
      const location = await locateRepo(repo.dir);
      const paths = statePaths(location.commonDir);
      const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
      mkdirSync(paths.root, { recursive: true });
      writeFileSync(paths.lock, JSON.stringify({ ...currentProcess(), pid: dead, token: 'dead', since: '', purpose: 'append' }));
      expect((await appendEntries(location, [cliMessage()], QUICK)).committed).toBe(true);
      expect(existsSync(paths.lock)).toBe(false);
    });

    it('takes over a lock whose pid was reused by another process (the start time differs)', async () => {
      const repo = makeRepo();
      const location = await locateRepo(repo.dir);
      const paths = statePaths(location.commonDir);
      mkdirSync(paths.root, { recursive: true });
      writeFileSync(paths.lock, JSON.stringify({ ...currentProcess(), pid: process.ppid, startTime: '1', token: 'old', since: '', purpose: 'append' }));
      expect((await appendEntries(location, [cliMessage()], QUICK)).committed).toBe(true);
    });

    it('clears a damaged lock file once it is older than the grace period', async () => {
      const repo = makeRepo();
      const location = await locateRepo(repo.dir);
      const paths = statePaths(location.commonDir);
      mkdirSync(paths.root, { recursive: true });
      writeFileSync(paths.lock, '');
      backdateFile(paths.lock, 60);
      expect((await appendEntries(location, [cliMessage()], QUICK)).committed).toBe(true);
    });

    it('removes a stale lock on the log ref left by a killed git, but waits for a fresh one and reports pending (75)', async () => {
      const repo = makeRepo();
      const location = await locateRepo(repo.dir);
      await appendEntries(location, [cliMessage({ id: 'first' })]);
      const refLock = join(location.commonDir, `${LOG_REF}.lock`);
      writeFileSync(refLock, '');
      const pending = await appendEntries(location, [cliMessage({ id: 'blocked' })], QUICK);
      expect(pending.committed).toBe(false);
      expect(pending.pendingReason).toMatch(/teamdoc\/log\.lock is in the way/);
      // Durable in the spool: not lost, not in the log yet.
      expect(readdirSync(statePaths(location.commonDir).spool)).toEqual(['blocked.md']);
      expect(loggedIds(repo)).toEqual(['first']);

      backdateFile(refLock, 60);
      const next = await appendEntries(location, [cliMessage({ id: 'after' })], QUICK);
      expect(next.committed).toBe(true);
      expect(loggedIds(repo).sort()).toEqual(['after', 'blocked', 'first']);
      expect(existsSync(refLock)).toBe(false);
    });

    it('reports pending (75) with who holds the lock when a live process holds it', async () => {
      const repo = makeRepo();
      const location = await locateRepo(repo.dir);
      const paths = statePaths(location.commonDir);
      mkdirSync(paths.root, { recursive: true });
      writeFileSync(paths.lock, JSON.stringify({ ...currentProcess(), pid: process.ppid, startTime: undefined, token: 'live', since: '', purpose: 'sync' }));
      const result = await appendEntries(location, [cliMessage({ id: 'waits' })], QUICK);
      expect(result).toMatchObject({ committed: false, results: [{ id: 'waits', status: 'pending' }] });
      expect(result.pendingReason).toContain(`held by pid ${process.ppid} on ${hostname()} (sync, running`);
    });
  });

  it('stores the exact bytes the encoder made, and the spool file is the same bytes', async () => {
    const repo = makeRepo();
    const location = await locateRepo(repo.dir);
    const body = 'a\r\nb\u001b[2J ```` \u0000'.replace('\u0000', '');
    await appendEntries(location, [cliMessage({ id: 'exact', body, time: '2025-02-01T00:00:00.000Z' })]);
    const stored = execFileSync('git', ['cat-file', 'blob', `${LOG_REF}:messages/2025/02/01/exact.md`], { cwd: repo.dir });
    const entry = decodeEntry(stored);
    expect(entry.entry === 'message' && entry.body.toString('utf8')).toBe(body);
    expect(encodeEntry(entry).equals(stored)).toBe(true);
  });
});
