/**
 * `teamdoc check --fix` as a lead uses it: sessions join (and one renames
 * itself), the lead's roles table lags behind, and --fix writes what the log
 * already says, prints each change, and checks again. --fix-dry-run shows the
 * same change as a diff; a second --fix finds nothing to do.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flat, runCli } from '../helpers/cli.js';
import { pinnedClock } from '../helpers/clock.js';
import { withLineEndings } from '../helpers/line-endings.js';
import { addWorktree, makeRepo, type TempRepo } from '../helpers/repo.js';
import { STACK_LINE } from '../helpers/team-docs.js';

const TRAIN_SESSION = '22222222-2222-4222-8222-222222222222';
const EVAL_THREAD = '019a0000-0000-7000-8000-000000000003';

/** The lead's doc as written before anyone joined: rows without sessions, a worker still `starting`, a typo on the board. */
function leadDoc(evalStatus = 'starting'): string {
  return `---
team: vision
format: 1
checkin: 1h
---

# Vision

Train a 7B model and score it against the baseline.

## Roles

| Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
| --- | --- | --- | --- | --- | --- | --- | --- |
| top | human | — | — | — | — | — | active |
| trainer | claude | — | — | — | top | train | starting |
| eval | — | — | — | — | top | eval | ${evalStatus} |

## Rules

- Each lead owns one part and only its listed resources.

## Resources

| Resource | Kind | Value | Owner | Note |
| --- | --- | --- | --- | --- |
| training cards | gpu | 0-3 | trainer | on gpu-a |
| eval cards | gpu | 0-1 | eval | on gpu-b |

## Board

| Item | Owner | State | Next |
| --- | --- | --- | --- |
| 7B run | trainer | running | eval at 20k |
| suites | evl | ready | score 20k |

### Needs user decision

| Decision | Asked by | Default | Since |
| --- | --- | --- | --- |

## Parts

### train

train owns the 7B run: its jobs, checkpoints and report.

#### Plan

- Launch on cards 0-3 of gpu-a.

#### Criteria (2026-11-30)

- Pass: validation loss at or below 2.1 at 20k.
- Fail: loss above 2.1 at 20k, or a divergence.

### eval

eval owns the evaluation suite.

#### Plan

- Score each checkpoint on the twelve suites.

#### Criteria (2026-11-30)

- Pass: all twelve suites run.
- Fail: any suite missing.
`;
}

interface Team {
  repo: TempRepo;
  env: NodeJS.ProcessEnv;
  trainWorktree: string;
  evalWorktree: string;
}

/** The lead commits its doc; `trainer` joins from its worktree and renames itself `train`; `eval` joins from Codex. */
async function teamAfterJoins(doc: string): Promise<Team> {
  const repo = makeRepo({ files: { 'TEAM.md': doc } });
  const env = pinnedClock(repo.env, '2026-12-01T10:00:00Z');
  const trainWorktree = addWorktree(repo, 'train');
  const evalWorktree = addWorktree(repo, 'eval');
  const join = async (at: string, cwd: string, session: Record<string, string>, host: string, ...args: string[]) => {
    const result = await runCli(['join', ...args], { cwd, env: { ...pinnedClock(repo.env, at), ...session, TEAMDOC_HOST: host } });
    expect(result.code, result.stderr).toBe(0);
  };
  await join(
    '2026-12-01T09:00:00Z',
    trainWorktree,
    { CLAUDE_CODE_SESSION_ID: TRAIN_SESSION },
    'gpu-a',
    '--name',
    'trainer',
    '--parent',
    'top',
    '--part',
    'train',
  );
  await join('2026-12-01T09:05:00Z', evalWorktree, { CODEX_THREAD_ID: EVAL_THREAD }, 'gpu-b', '--name', 'eval', '--parent', 'top', '--part', 'eval');
  await join(
    '2026-12-01T09:30:00Z',
    trainWorktree,
    { CLAUDE_CODE_SESSION_ID: TRAIN_SESSION },
    'gpu-a',
    '--name',
    'train',
    '--parent',
    'top',
    '--part',
    'train',
  );
  return { repo, env, trainWorktree, evalWorktree };
}

const check = (team: Team, ...args: string[]) => runCli(['check', '--no-live', ...args], { cwd: team.repo.dir, env: team.env });
const docText = (team: Team) => readFileSync(join(team.repo.dir, 'TEAM.md'), 'utf8');

describe('teamdoc check --fix', () => {
  it('after two joins and a rename, writes the rows from the statements, the current names and the typo, and leaves the doc clean', async () => {
    const team = await teamAfterJoins(leadDoc());
    const before = await check(team);
    expect(before.code).toBe(1);
    expect(before.stdout).toContain('chain-row-outdated');
    expect(before.stdout).toContain('board-owner-exists');

    const dryRun = await check(team, '--fix-dry-run');
    expect(dryRun.code).toBe(0);
    expect(dryRun.stdout).toMatch(/^--- a\/TEAM\.md\n\+\+\+ b\/TEAM\.md\n@@ /);
    expect(dryRun.stderr).toMatch(/^teamdoc: \d+ fixes in 1 file not written \(--fix-dry-run\); `teamdoc check --fix` writes them\n$/);
    expect(docText(team)).toBe(leadDoc());
    // The diff is a patch git takes: applied, it gives what --fix then writes.
    writeFileSync(join(team.repo.dir, '..', 'fix.patch'), dryRun.stdout);
    team.repo.git('apply', '../fix.patch');
    const patched = docText(team);
    team.repo.git('checkout', '--', 'TEAM.md');

    const fixed = await check(team, '--fix');
    expect(fixed.stderr).toBe('');
    expect(fixed.code).toBe(0);
    // Round one: the rows and the typo; round two: the former name `trainer` where the rename left it.
    expect(fixed.stdout).toBe(
      [
        'TEAM.md:16:3 chain-row-outdated: Write the name, session, host, worktree, status of `train` from its statement',
        'TEAM.md:17:3 chain-row-outdated: Write the runtime, session, host, worktree, status of `eval` from its statement',
        'TEAM.md:35:12 board-owner-exists: Write `eval`',
        'TEAM.md:27:32 resource-owner-exists: Write the current name `train`',
        'TEAM.md:34:12 board-owner-exists: Write the current name `train`',
        'TEAM.md: no issues found',
        '',
      ].join('\n'),
    );
    const after = docText(team);
    expect(after).toBe(patched);
    expect(after).toContain(`| train (was: trainer) | claude | ${TRAIN_SESSION} | gpu-a | ${team.trainWorktree} | top | train | active |`);
    expect(after).toContain(`| eval | codex | ${EVAL_THREAD} | gpu-b | ${team.evalWorktree} | top | eval | active |`);
    expect(after).toContain('| training cards | gpu | 0-3 | train | on gpu-a |');
    expect(after).toContain('| 7B run | train | running | eval at 20k |');
    expect(after).toContain('| suites | eval | ready | score 20k |');
    // Nothing else moved: the same lines outside the roles, resources and board rows it fixed.
    expect(after.split('\n').length).toBe(leadDoc().split('\n').length);

    const again = await check(team, '--fix');
    expect(again).toMatchObject({ code: 0, stdout: 'TEAM.md: no issues found\n', stderr: '' });
    expect(docText(team)).toBe(after);
    const dryAgain = await check(team, '--fix-dry-run');
    expect(dryAgain).toMatchObject({ code: 0, stdout: '', stderr: 'teamdoc: nothing to fix\n' });
  });

  it('keeps a CRLF doc CRLF and a BOM its BOM, and leaves a suggestion a person must decide, still reported', async () => {
    const team = await teamAfterJoins(leadDoc());
    // The top's row short of cells: table-row-cells suggests `—` cells, which --fix does not write.
    const short = leadDoc().replace('| top | human | — | — | — | — | — | active |', '| top | human | — | — | — | — | — |');
    for (const variant of ['crlf', 'bom+crlf', 'bom'] as const) {
      team.repo.write('TEAM.md', withLineEndings(short, variant));
      const fixed = await check(team, '--fix');
      expect(fixed.code, variant).toBe(1);
      expect(fixed.stdout).toMatch(/^TEAM\.md:16:3 chain-row-outdated: /);
      expect(fixed.stdout).not.toMatch(/^TEAM\.md:\d+:\d+ table-row-cells:/m);
      expect(fixed.stdout).toMatch(/table-row-cells\n/);
      const after = docText(team);
      expect(after.startsWith('\ufeff'), variant).toBe(variant.startsWith('bom'));
      const lines = short.split('\n').length - 1;
      expect(after.split('\n').length - 1, variant).toBe(lines);
      expect(after.split('\r\n').length - 1, variant).toBe(variant.endsWith('crlf') ? lines : 0);
      const text = after.replace(/^\ufeff/, '').replace(/\r\n/g, '\n');
      expect(text).toContain('| train (was: trainer) | claude |');
      expect(text).toContain('| top | human | — | — | — | — | — |\n');
    }
  });

  it('puts the roles table’s columns in order and pads the padded resources table again, in LF, CRLF and with a BOM; a second --fix changes nothing', async () => {
    const team = await teamAfterJoins(leadDoc());
    // The lead wrote the roles table in an order of its own, compact, and the resources table padded; a row was added later without padding.
    const laidOut = leadDoc()
      .replace(
        [
          '| Name | Runtime | Session | Host | Worktree | Parent | Part | Status |',
          '| --- | --- | --- | --- | --- | --- | --- | --- |',
          '| top | human | — | — | — | — | — | active |',
          '| trainer | claude | — | — | — | top | train | starting |',
          '| eval | — | — | — | — | top | eval | starting |',
        ].join('\n'),
        [
          '| Name | Part | Parent | Status | Runtime | Session | Host | Worktree |',
          '|---|:---|---|---|---|---|---|---|',
          '|top|—|—|active|human|—|—|—|',
          '| trainer | train | top | starting | claude |  | — | — |',
          '| eval | eval | top | starting | — | — | — | — |',
        ].join('\n'),
      )
      .replace(
        '| Resource | Kind | Value | Owner | Note |\n| --- | --- | --- | --- | --- |\n| training cards | gpu | 0-3 | trainer | on gpu-a |\n',
        '| Resource       | Kind | Value | Owner   | Note       |\n| -------------- | ---- | ----: | ------- | ---------- |\n| training cards | gpu  | 0-3   | trainer | on `gpu-a` |\n',
      );
    const roles = [
      '| Name | Runtime | Session | Host | Worktree | Parent | Part | Status |',
      '| --- | --- | --- | --- | --- | --- | :--- | --- |',
      '| top | human | — | — | — | — | — | active |',
      `| train (was: trainer) | claude | ${TRAIN_SESSION} | gpu-a | ${team.trainWorktree} | top | train | active |`,
      `| eval | codex | ${EVAL_THREAD} | gpu-b | ${team.evalWorktree} | top | eval | active |`,
    ];
    const resources = [
      '| Resource       | Kind | Value | Owner   | Note       |',
      '| -------------- | ---- | ----: | ------- | ---------- |',
      '| training cards | gpu  | 0-3   | train   | on `gpu-a` |',
      '| eval cards     | gpu  | 0-1   | eval    | on gpu-b   |',
    ];
    for (const variant of ['lf', 'crlf', 'bom+crlf'] as const) {
      team.repo.write('TEAM.md', variant === 'lf' ? laidOut : withLineEndings(laidOut, variant));
      const before = await check(team);
      expect(flat(before.stdout), variant).toMatch(
        /13:1-13:70 info Unexpected roles table with columns Name \| Part \| Parent \| Status \| Runtime \| Session \| Host \| Worktree, expected Name \| Runtime \| Session \| Host \| Worktree \| Parent \| Part \| Status/,
      );
      expect(flat(before.stdout), variant).toMatch(/28:1-28:45 info Unexpected row of the resources table with its pipes out of line/);

      const fixed = await check(team, '--fix');
      expect(fixed.stdout, variant).toMatch(/^TEAM\.md:13:1 table-column-order: Put the columns in the order Name \| Runtime/);
      expect(fixed.stdout, variant).toContain('TEAM.md:28:1 table-alignment: Align the table’s pipes under the header’s\n');
      expect(fixed.stdout, variant).toMatch(/TEAM\.md: no issues found\n$/);
      const written = docText(team);
      expect(written.startsWith('\ufeff'), variant).toBe(variant.startsWith('bom'));
      expect(written.split('\r\n').length - 1, variant).toBe(variant === 'lf' ? 0 : laidOut.split('\n').length - 1);
      const text = written.replace(/^\ufeff/, '').replace(/\r\n/g, '\n');
      expect(text).toContain(`\n${roles.join('\n')}\n`);
      expect(text).toContain(`\n${resources.join('\n')}\n`);
      // Every line outside the two tables is as the lead wrote it.
      const outside = (doc: string) => doc.split('\n').filter((line) => !line.startsWith('|'));
      expect(outside(text)).toEqual(outside(laidOut));

      const again = await check(team, '--fix');
      expect(again, variant).toMatchObject({ code: 0, stdout: 'TEAM.md: no issues found\n', stderr: '' });
      expect(docText(team)).toBe(written);
    }
  });

  it('refuses a doc with unresolved conflict markers, and --kickoff, writing nothing; with several docs, fixes the others', async () => {
    // No log here: the board's typo is the one fix.
    const repo = makeRepo({ files: { 'TEAM.md': leadDoc() } });
    const env = pinnedClock(repo.env, '2026-12-01T10:00:00Z');
    const conflicted = leadDoc().replace(
      '| eval | — | — | — | — | top | eval | starting |\n',
      '<<<<<<< HEAD\n| eval | — | — | — | — | top | eval | starting |\n=======\n| eval | codex | — | — | — | top | eval | starting |\n>>>>>>> theirs\n',
    );
    repo.write('OTHER.md', conflicted);
    for (const flag of ['--fix', '--fix-dry-run']) {
      const refused = await runCli(['check', '--no-live', flag, 'OTHER.md'], { cwd: repo.dir, env });
      expect(refused.code, flag).toBe(2);
      expect(refused.stdout).toBe('');
      expect(refused.stderr).toMatch(
        /^teamdoc: OTHER\.md:17:1: Unexpected merge-conflict marker, expected a doc without unresolved conflicts; nothing was written\nhint: Resolve the conflict/,
      );
      expect(refused.stderr).not.toMatch(STACK_LINE);
    }
    const kickoff = await runCli(['check', '--fix', '--kickoff', 'kickoff.md'], { cwd: repo.dir, env });
    expect(kickoff.code).toBe(2);
    expect(kickoff.stderr).toMatch(/^teamdoc: --fix and --fix-dry-run fix team docs, not kickoffs\n/);
    const both = await runCli(['check', '--no-live', '--fix', '--format', 'json', 'TEAM.md', 'OTHER.md'], { cwd: repo.dir, env });
    expect(both.code).toBe(2);
    // JSON stays one object on stdout; the changes go to stderr.
    expect(JSON.parse(both.stdout).files.map((file: { path: string }) => file.path)).toEqual(['TEAM.md']);
    expect(both.stderr).toContain('TEAM.md:35:12 board-owner-exists: Write `eval`\n');
    expect(both.stderr).toMatch(/\nteamdoc: OTHER\.md:17:1: Unexpected merge-conflict marker/);
    expect(readFileSync(join(repo.dir, 'OTHER.md'), 'utf8')).toBe(conflicted);
    expect(readFileSync(join(repo.dir, 'TEAM.md'), 'utf8')).toContain('| suites | eval | ready | score 20k |');
  });
});
