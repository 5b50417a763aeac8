import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareEntry } from '../../src/log/write/prepare.js';
import { currentProcess } from '../../src/log/store/process-identity.js';
import { logStatePaths } from '../../src/log/store/state-dir.js';
import { runCli } from '../helpers/cli.js';
import { LOG_REF, cliMessage, loggedIds } from '../helpers/log.js';
import { makeRepo, type TempRepo } from '../helpers/repo.js';
import { TEST_NOW, backdateFile as age } from '../helpers/clock.js';

/** What a handful of writers killed at bad moments leave behind. */
async function crashedRepo(): Promise<{ repo: TempRepo; paths: ReturnType<typeof logStatePaths>; leftId: string }> {
  const repo = makeRepo();
  expect((await runCli(['record', '--from', 'a', '--to', 'b', '--kind', 'other'], { cwd: repo.dir, env: repo.env, input: 'first' })).code).toBe(0);
  const gitDir = join(repo.dir, '.git');
  const paths = logStatePaths(gitDir, LOG_REF);
  const dead = spawnSync(process.execPath, ['-e', '0']).pid;
  writeFileSync(paths.lock, JSON.stringify({ ...currentProcess(), pid: dead, token: 'x', since: '', purpose: 'append' }));
  const left = prepareEntry(cliMessage({ body: 'acknowledged? no: killed before the commit' }), { now: TEST_NOW });
  writeFileSync(join(paths.spool, `${left.entry.id}.md`), left.bytes);
  writeFileSync(join(paths.spool, '.tmp-4242-abcdef'), 'half');
  age(join(paths.spool, '.tmp-4242-abcdef'), 30);
  writeFileSync(join(paths.spool, '01BROKENBROKENBROKENBROKEN.md'), 'not an entry');
  writeFileSync(join(gitDir, 'refs', 'heads', 'teamdoc', 'log.lock'), '');
  age(join(gitDir, 'refs', 'heads', 'teamdoc', 'log.lock'), 600);
  writeFileSync(join(gitDir, 'index.lock'), '');
  age(join(gitDir, 'index.lock'), 720);
  return { repo, paths, leftId: left.entry.id };
}

describe('teamdoc doctor', () => {
  it('says there is nothing to repair, and that --verify checks more; --verify says the log is sound when it is', async () => {
    const repo = makeRepo();
    expect(await runCli(['doctor'], { cwd: repo.dir, env: repo.env })).toMatchObject({
      code: 0,
      stdout:
        'Nothing to repair in refs/heads/teamdoc/log: no stale locks, nothing waiting in the spool. (`teamdoc doctor --verify` also checks every entry and object.)\n',
    });
    expect((await runCli(['record', '--from', 'a', '--to', 'b', '--kind', 'other'], { cwd: repo.dir, env: repo.env, input: 'hi\n' })).code).toBe(0);
    expect(await runCli(['doctor', '--verify'], { cwd: repo.dir, env: repo.env })).toMatchObject({
      code: 0,
      stdout:
        'The log refs/heads/teamdoc/log is sound: every entry and every object it needs reads whole, its history only adds, no stale locks, nothing waiting in the spool.\n',
    });
  });

  it('with --dry-run, lists what it would do and changes nothing', async () => {
    const { repo, paths } = await crashedRepo();
    const before = { spool: readdirSync(paths.spool).sort(), lock: readFileSync(paths.lock, 'utf8'), tip: repo.git('rev-parse', LOG_REF) };
    const result = await runCli(['doctor', '--dry-run'], { cwd: repo.dir, env: repo.env });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('Would do (dry run, nothing changed):');
    expect({ spool: readdirSync(paths.spool).sort(), lock: readFileSync(paths.lock, 'utf8'), tip: repo.git('rev-parse', LOG_REF) }).toEqual(before);
  });

  it('repairs what is safe to repair, and only reports git’s own locks, with their age', async () => {
    const { repo, paths, leftId } = await crashedRepo();
    const result = await runCli(['doctor'], { cwd: repo.dir, env: repo.env });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/remove teamdoc's log lock \(held by pid \d+, which is no longer running/);
    expect(result.stdout).toContain('remove a stale lock on the log ref left by a killed git (10 min old)');
    expect(result.stdout).toContain('remove a half-written temporary file of a killed writer');
    expect(result.stdout).toContain('move an undecodable spool file to quarantine (line 1: expected the file to start with a "---" line)');
    expect(result.stdout).toContain('commit 1 entry left in the spool');
    expect(result.stdout).toContain('Needs a look:');
    expect(result.stdout).toContain('git lock index.lock is present (12 min old) [git-lock]');
    expect(result.stdout).toContain('[quarantine]');

    expect(loggedIds(repo)).toContain(leftId);
    expect(readdirSync(paths.spool)).toEqual([]);
    expect(existsSync(paths.lock)).toBe(false);
    expect(existsSync(join(repo.dir, '.git', 'index.lock'))).toBe(true);
    const quarantined = readdirSync(paths.quarantine);
    expect(quarantined.some((name) => name.endsWith('01BROKENBROKENBROKENBROKEN.md'))).toBe(true);

    // A second run has nothing left to repair; what needs a person is still reported.
    const again = await runCli(['doctor', '--format', 'json'], { cwd: repo.dir, env: repo.env });
    const report = JSON.parse(again.stdout);
    expect(report.actions).toEqual([]);
    expect(report.findings.map((finding: { ruleId: string }) => finding.ruleId).sort()).toEqual(['git-lock', 'quarantine']);
  });

  it('reports the log branch checked out in a worktree', async () => {
    const repo = makeRepo();
    await runCli(['record', '--from', 'a', '--to', 'b', '--kind', 'other'], { cwd: repo.dir, env: repo.env, input: 'x' });
    mkdirSync(join(repo.dir, '..', 'elsewhere'));
    repo.git('worktree', 'add', '-q', join(repo.dir, '..', 'elsewhere', 'log'), 'teamdoc/log');
    const result = await runCli(['doctor'], { cwd: repo.dir, env: repo.env });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/the log branch refs\/heads\/teamdoc\/log is checked out in .*elsewhere\/log.*\[log-checked-out\]/);
  });
});
