/**
 * Rot: objects of the log damaged or lost under it (a disk that filled up
 * under an older teamdoc, a clone that lost a file). A damaged object costs
 * only the entries it holds: `log`, `check` and `view` show the rest and name
 * the damaged ones with their repair, and `check` never turns a missing entry
 * into a false finding about the team. A log whose tip cannot be read keeps
 * new entries in the spool (75) until it is repaired.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { join_, makeRepo, send, teamDoc, teamdoc } from '../helpers/chain-team.js';
import { runCli } from '../helpers/cli.js';
import { pinnedClock } from '../helpers/clock.js';
import { LOG_REF } from '../helpers/log.js';
import { looseObjectPath, truncateObject } from '../helpers/forge.js';
import type { TempRepo } from '../helpers/repo.js';

const TOP = { name: 'top', session: 'c0000000-0000-4000-8000-000000000000' };
const TRAIN = { name: 'train', session: 'c1111111-1111-4111-8111-111111111111' };
const EVAL = { name: 'eval', session: '019b0000-0000-7000-8000-00000000e7a1', runtime: 'codex' as const };
const ROWS = [
  `| top | claude | ${TOP.session} | laptop | — | — | — | active |`,
  `| train | claude | ${TRAIN.session} | laptop | ../repo | top | train | active |`,
  `| eval | codex | ${EVAL.session} | laptop | ../repo | top | eval | active |`,
];

/** Drops the read and digest caches, so the next read is a first one (they hold what was read before the damage). */
function forgetReads(repo: TempRepo): void {
  for (const name of ['read-cache.json', 'digest-cache.json'])
    rmSync(join(repo.dir, '.git', 'teamdoc', 'log', encodeURIComponent(LOG_REF), name), { force: true });
}

/** A team whose three sessions joined and reported; returns the path of eval's join on the log ref. */
async function team(): Promise<{ repo: TempRepo; evalJoin: string }> {
  const repo = makeRepo({ files: { 'TEAM.md': teamDoc(ROWS) } });
  expect((await join_(repo, repo.dir, TRAIN, 'top', 'train')).code).toBe(0);
  expect((await join_(repo, repo.dir, EVAL, 'top', 'eval')).code).toBe(0);
  await send(repo, repo.dir, 'train', 'top', 'report', '[progress] step 4000\n');
  await send(repo, repo.dir, 'eval', 'top', 'report', '[progress] suite half done\n');
  const files = repo.git('ls-tree', '-r', '--name-only', LOG_REF, 'messages').split('\n');
  const evalJoin = files.find((path) => repo.git('show', `${LOG_REF}:${path}`).includes('"name":"eval","parent":"top"'))!;
  expect((await teamdoc(repo, repo.dir, 'check')).code).toBe(0);
  return { repo, evalJoin };
}

describe('a damaged or missing entry object', () => {
  for (const [what, damage] of [
    ['truncated', (repo: TempRepo, path: string) => truncateObject(repo, `${LOG_REF}:${path}`)],
    ['missing', (repo: TempRepo, path: string) => rmSync(looseObjectPath(repo, `${LOG_REF}:${path}`))],
  ] as const) {
    it(`costs only its own entry (${what}): log shows the rest and names it; check says nothing false about eval; view lists it`, async () => {
      const { repo, evalJoin } = await team();
      damage(repo, evalJoin);
      forgetReads(repo);
      expect(spawnSync('git', ['fsck', '--no-dangling'], { cwd: repo.dir, env: repo.env }).status).not.toBe(0);

      const log = await teamdoc(repo, repo.dir, 'log', '--format', 'json');
      expect(log.code).toBe(1);
      const json = JSON.parse(log.stdout) as { messages: Array<{ body: string; kind: string }> };
      expect(json.messages.map((message) => message.body)).toEqual(expect.arrayContaining(['[progress] step 4000\n', '[progress] suite half done\n']));
      expect(json.messages.filter((message) => message.kind === 'join')).toHaveLength(1);
      expect(log.stderr).toContain(`teamdoc: ${evalJoin}: `);
      expect(log.stderr).toContain('its entry cannot be shown (`teamdoc doctor --verify` says how to restore it) [unreadable]');
      expect(log.stderr).not.toContain('internal error');

      const check = await teamdoc(repo, repo.dir, 'check', '--format', 'json');
      expect(check.stderr).toBe('');
      const findings = JSON.parse(check.stdout).files[0].messages as Array<{ ruleId: string; message: string }>;
      expect(findings.map((finding) => finding.ruleId)).toEqual(['log-unreadable']);
      expect(findings[0]!.message).toContain(`Unexpected unreadable entry \`${evalJoin}\` in the log`);

      const view = await teamdoc(repo, repo.dir, 'view');
      expect(view.code).toBe(0);
      expect(view.stdout).toContain('Log integrity');
      expect(view.stdout).toContain(`unreadable  ${evalJoin}: `);
      expect(view.stdout).toMatch(/eval .* no statement read \(parent from the table; a log entry cannot be read\)/);
    });
  }

  it('a damaged folder costs only the entries below it: the history cannot be walked, the reader says so and reads the tip', async () => {
    const repo = makeRepo();
    const at = (when: string, body: string) =>
      runCli(['record', '--from', 'top', '--to', 'train', '--kind', 'brief'], { cwd: repo.dir, env: pinnedClock(repo.env, when), input: body });
    expect((await at('2026-11-01T09:00:00Z', 'an older brief\n')).code).toBe(0);
    expect((await at('2026-12-01T09:00:00Z', 'a brief today\n')).code).toBe(0);
    truncateObject(repo, `${LOG_REF}:messages/2026/12/01`);

    const log = await runCli(['log', '--format', 'json'], { cwd: repo.dir, env: repo.env });
    expect(log.code).toBe(1);
    expect((JSON.parse(log.stdout) as { messages: Array<{ body: string }> }).messages.map((message) => message.body)).toEqual(['an older brief\n']);
    expect(log.stderr).toContain('teamdoc: refs/heads/teamdoc/log: its history cannot be read');
    expect(log.stderr).toContain('the entries are read from its tip alone, without checking what changed them [unreadable]');
    expect(log.stderr).toMatch(/teamdoc: messages\/2026\/12\/01: the entries below this folder cannot be read: object [0-9a-f]{40} is damaged/);
  });
});

describe('a log whose tip cannot be read costs only that commit', () => {
  for (const [what, damage, via, says] of [
    ['its commit truncated', (repo: TempRepo) => truncateObject(repo, LOG_REF), 'its reflog', /its commit [0-9a-f]{40} is damaged/],
    [
      'its commit missing',
      (repo: TempRepo) => rmSync(looseObjectPath(repo, LOG_REF)),
      'its reflog',
      /it points at [0-9a-f]{40}, which is missing from this repository/,
    ],
    ['its tree truncated', (repo: TempRepo) => truncateObject(repo, `${LOG_REF}^{tree}`), 'its parent', /the tree of its commit [0-9a-f]{40} cannot be read/],
  ] as const) {
    it(`(${what}): readers show the log as of the nearest sound commit and name the damage; a record waits in the spool (75) with the same words`, async () => {
      const { repo } = await team();
      const damaged = repo.git('rev-parse', LOG_REF);
      const sound = repo.git('rev-parse', `${LOG_REF}~1`);
      damage(repo);
      forgetReads(repo);

      const log = await teamdoc(repo, repo.dir, 'log', '--format', 'json');
      expect(log.code).toBe(1);
      const bodies = (JSON.parse(log.stdout) as { messages: Array<{ body: string }> }).messages.map((message) => message.body);
      expect(bodies).toContain('[progress] step 4000\n');
      expect(bodies).not.toContain('[progress] suite half done\n');
      expect(log.stderr).toContain(`teamdoc: refs/heads/teamdoc/log: the log ref refs/heads/teamdoc/log is damaged: `);
      expect(log.stderr).toMatch(says);
      expect(log.stderr).toContain(damaged);
      expect(log.stderr).toContain(`shown as of commit ${sound.slice(0, 12)} (${via}), its nearest sound commit`);
      expect(log.stderr).toContain('`teamdoc doctor --verify` fetches the damaged object again from a remote that has the log');
      expect(log.stderr).not.toContain('internal error');

      const check = await teamdoc(repo, repo.dir, 'check', '--format', 'json');
      expect(check.stderr).toBe('');
      const findings = JSON.parse(check.stdout).files[0].messages as Array<{ ruleId: string; message: string }>;
      expect(findings.map((finding) => finding.ruleId)).toEqual(['log-unreadable']);

      const view = await teamdoc(repo, repo.dir, 'view');
      expect(view.code).toBe(0);
      expect(view.stdout).toContain(`shown as of commit ${sound.slice(0, 12)}`);

      const record = await teamdoc(repo, repo.dir, 'record', '--from', 'train', '--to', 'top', '--kind', 'report');
      expect(record.code).toBe(75);
      expect(record.stderr).toMatch(says);
      expect(record.stderr).toContain(
        'durable on disk but not committed to the log yet: the log cannot be extended: the log ref refs/heads/teamdoc/log is damaged',
      );
    });
  }

  it('is repaired by `doctor --verify` from a remote that has the log: every entry shown again, and the waiting record committed', async () => {
    const { repo } = await team();
    const remote = join(repo.dir, '..', 'remote.git');
    // --no-local: a local clone would share the object files by hard links, and the damage with them.
    repo.git('clone', '-q', '--bare', '--no-local', repo.dir, remote);
    repo.git('remote', 'add', 'origin', remote);
    truncateObject(repo, LOG_REF);
    const waiting = await runCli(['record', '--from', 'train', '--to', 'top', '--kind', 'report'], {
      cwd: repo.dir,
      env: repo.env,
      input: 'written while the tip was damaged\n',
    });
    expect(waiting.code).toBe(75);

    const hint = (await teamdoc(repo, repo.dir, 'doctor', '--verify', '--dry-run')).stdout;
    expect(hint).toContain('log-ref-damaged');
    const repaired = await teamdoc(repo, repo.dir, 'doctor', '--verify');
    expect(repaired.stdout).toContain('fetch refs/heads/teamdoc/log again from origin');
    const log = await teamdoc(repo, repo.dir, 'log', '--format', 'json');
    expect(log.code).toBe(0);
    expect((JSON.parse(log.stdout) as { messages: Array<{ body: string }> }).messages.map((message) => message.body)).toEqual(
      expect.arrayContaining(['[progress] step 4000\n', '[progress] suite half done\n', 'written while the tip was damaged\n']),
    );
  });
});
