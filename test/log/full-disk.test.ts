/**
 * A disk that fills up while sessions record, on a real small file system:
 * every record answers truthfully — 0 committed, 75 durable in the spool, 2
 * nothing kept — with one line naming the path and what to do; no object is
 * ever stored truncated, the log stays readable, and once there is room again
 * `doctor` commits what waited, so every acknowledged message is in the log
 * exactly once. Where the machine does not allow mounting a tmpfs these tests
 * are skipped with the reason; test/git/loose-objects.test.ts and the file
 * size limit below cut writes short by another real means everywhere.
 */
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { logStatePaths } from '../../src/log/store/state-dir.js';
import { TEAMDOC_BIN, runCli } from '../helpers/cli.js';
import { LOG_REF, fsckClean, loggedIds } from '../helpers/log.js';
import { makeRepo, type TempRepo } from '../helpers/repo.js';
import { smallFilesystem, smallFilesystemUnavailable } from '../helpers/small-filesystem.js';

if (smallFilesystemUnavailable) console.warn(`full-disk tests skipped: ${smallFilesystemUnavailable}`);

/** A body of `bytes` random base64 characters: it barely compresses, so the disk fills predictably. */
function body(bytes: number): string {
  return `${randomBytes(bytes).toString('base64').slice(0, bytes)}\n`;
}

function record(repo: TempRepo, text: string) {
  return runCli(['record', '--from', 'worker', '--to', 'lead', '--kind', 'report', '--wait', '2'], { cwd: repo.dir, env: repo.env, input: text });
}

function spoolOf(repo: TempRepo): string[] {
  const spool = logStatePaths(join(repo.dir, '.git'), LOG_REF).spool;
  return existsSync(spool) ? readdirSync(spool) : [];
}

describe.skipIf(smallFilesystemUnavailable !== undefined)('a disk that fills up while recording', () => {
  it('answers 0, 75 or 2 truthfully, stores no truncated object, and loses nothing it acknowledged', async () => {
    const disk = smallFilesystem(2048);
    const repo = makeRepo({ dir: disk.dir });
    expect((await record(repo, 'the first message\n')).code).toBe(0);

    // Room for a spool file but not for the objects of its commit: the entry is durable, the commit is not.
    disk.leaveFree(56 * 1024);
    const pending = await record(repo, body(40_000));
    expect(pending.code).toBe(75);
    expect(pending.stderr).toMatch(
      /^teamdoc: [0-9A-Z]{26} is durable on disk but not committed to the log yet: cannot write \S+: no space left on the device \(ENOSPC\)\n/,
    );
    expect(pending.stderr).toContain('hint: Free some space on that file system (`df -h` shows it). Nothing is lost:');
    const pendingId = pending.stdout.trim();
    expect(spoolOf(repo)).toEqual([`${pendingId}.md`]);

    // No room even for the spool file: nothing is kept, and the record says so.
    const refused = await record(repo, body(40_000));
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(/^teamdoc: cannot write \S+\/spool\/[0-9A-Z]{26}\.md: no space left on the device \(ENOSPC\)\nhint: .*Nothing was recorded/);
    expect(spoolOf(repo)).toEqual([`${pendingId}.md`]);

    for (const result of [pending, refused]) expect(result.stderr).not.toContain('internal error');
    // Nothing truncated took an object's name: git finds every object whole.
    fsckClean(repo);
    const committedBefore = loggedIds(repo);
    expect(committedBefore).toHaveLength(1);
    const read = await runCli(['log', '--format', 'json'], { cwd: repo.dir, env: repo.env });
    expect(read.code).toBe(0);

    // Room again: doctor commits what waited, and the log holds every acknowledged message once.
    disk.resize(8192);
    const doctor = await runCli(['doctor'], { cwd: repo.dir, env: repo.env });
    expect(doctor.stdout).toContain('commit 1 entry left in the spool');
    expect(loggedIds(repo).sort()).toEqual([...committedBefore, pendingId].sort());
    expect(spoolOf(repo)).toEqual([]);
    fsckClean(repo);
  });

  it('records again as usual once space is freed, from many writers filling the disk at once', async () => {
    const disk = smallFilesystem(2048);
    const repo = makeRepo({ dir: disk.dir });
    disk.leaveFree(160 * 1024);
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => record(repo, body(30_000))));
    const acknowledged = outcomes.filter((result) => result.code === 0 || result.code === 75).map((result) => result.stdout.trim());
    for (const result of outcomes) {
      expect([0, 2, 75]).toContain(result.code);
      expect(result.stderr).not.toContain('internal error');
      if (result.code === 2) expect(result.stderr).toContain('Nothing was recorded');
    }
    expect(outcomes.some((result) => result.code === 2)).toBe(true);
    fsckClean(repo);

    disk.resize(16384);
    expect((await runCli(['doctor'], { cwd: repo.dir, env: repo.env })).code).toBe(0);
    expect((await record(repo, 'after the clean-up\n')).code).toBe(0);
    const logged = loggedIds(repo);
    for (const id of acknowledged) expect(logged.filter((candidate) => candidate === id)).toHaveLength(1);
    expect(spoolOf(repo)).toEqual([]);
    fsckClean(repo);
  });
});

describe('a file size limit that cuts the spool write short (works without mounting anything)', () => {
  it('exits 2 with the path and the limit, and keeps nothing: no spool file, no temporary file, no entry', async () => {
    const repo = makeRepo();
    const result = spawnSync('bash', ['-c', `ulimit -f 16 && exec "${process.execPath}" "${TEAMDOC_BIN}" record --from a --to b --kind other`], {
      cwd: repo.dir,
      env: repo.env,
      input: body(60_000),
      encoding: 'utf8',
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^teamdoc: cannot write \S+\/spool\/[0-9A-Z]{26}\.md: the file would be larger than this process may write \(EFBIG\)\n/);
    expect(result.stderr).toContain('Nothing was recorded');
    expect(spoolOf(repo)).toEqual([]);
    expect(spawnSync('git', ['rev-parse', '--verify', '-q', LOG_REF], { cwd: repo.dir, env: repo.env }).status).toBe(1);
  });
});
