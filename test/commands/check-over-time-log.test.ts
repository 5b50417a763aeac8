/**
 * The rules over time that read the log, as a team meets them: a real
 * repository with dated commits of the team doc, real entries on the log
 * branch (written with the log's own append, at the times a story needs),
 * and the built CLI as a real process for `check` and `view`.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { locateRepo } from '../../src/git/repo.js';
import { appendEntries } from '../../src/log/write/append.js';
import type { NewMessage } from '../../src/log/write/prepare.js';
import { runCli } from '../helpers/cli.js';
import { cliMessage, isolateInProcessGit } from '../helpers/log.js';
import { makeRepo, type TempRepo } from '../helpers/repo.js';
import { VALID_DOC, editedDoc } from '../helpers/team-docs.js';
import { TEST_NOW } from '../helpers/clock.js';
import { checked, type JsonFinding } from '../helpers/story.js';

isolateInProcessGit();

const TRAIN = { name: 'train', session: '22222222-2222-4222-8222-222222222222' };
const EVAL = { name: 'eval', session: '019a0000-0000-7000-8000-000000000003' };
const TRAIN_CRITERIA = '#### Criteria (2026-11-20)\n\n- Pass: validation loss at or below 2.1 at 20k.\n- Fail: loss above 2.1 at 20k, or a divergence.\n\n';
const OVER_TIME_LOG_RULES = ['criteria-before-report', 'report-evidence', 'worker-silent'];

function commitAt(repo: TempRepo, message: string, date: string): string {
  execFileSync('git', ['add', '-A'], { cwd: repo.dir, env: repo.env });
  execFileSync('git', ['commit', '-q', '-m', message], { cwd: repo.dir, env: { ...repo.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } });
  return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo.dir, env: repo.env, encoding: 'utf8' }).trim();
}

/** Real log entries: each lead's statement, then the messages given, at their own times. */
async function logged(repo: TempRepo, joinedAt: string, messages: Partial<NewMessage>[]): Promise<string[]> {
  const joins = [TRAIN, EVAL].map((lead) =>
    cliMessage({
      kind: 'join',
      time: joinedAt,
      from: lead,
      to: { name: 'top' },
      statement: { ...lead, parent: 'top', part: lead.name },
      body: `${lead.name} states its parent.\n`,
    }),
  );
  const result = await appendEntries(
    await locateRepo(repo.dir),
    [...joins, ...messages.map((message) => cliMessage({ from: TRAIN, to: { name: 'top' }, ...message }))],
    { env: process.env },
  );
  return result.results.slice(joins.length).map((entry) => entry.id);
}

async function findings(repo: TempRepo, ...flags: string[]): Promise<{ code: number | null; all: JsonFinding[]; overTime: JsonFinding[] }> {
  const { code, findings: all } = await checked(repo, { flags, quiet: true });
  return { code, all, overTime: all.filter((finding) => OVER_TIME_LOG_RULES.includes(finding.ruleId)) };
}

/** The story's present: entries are dated back from it, and check and view judge as of it (TEAMDOC_NOW). */
const hoursAgo = (hours: number) => new Date(TEST_NOW.getTime() - hours * 3_600_000).toISOString();

/** The valid doc, committed with its criteria long before any report. */
function teamWithCriteria(): TempRepo {
  const repo = makeRepo({ commit: false });
  repo.env.TEAMDOC_NOW = TEST_NOW.toISOString();
  repo.write('TEAM.md', VALID_DOC);
  commitAt(repo, 'Team doc with criteria', '2026-11-20T09:00:00Z');
  return repo;
}

const only = (ruleId: string, list: JsonFinding[]) => list.filter((finding) => finding.ruleId === ruleId);

describe('teamdoc check: criteria committed before the owner’s first report of results', () => {
  it('catches criteria written after a failing result was reported, naming the log entry and the commit', async () => {
    const repo = makeRepo({ commit: false });
    repo.env.TEAMDOC_NOW = TEST_NOW.toISOString();
    repo.write('TEAM.md', editedDoc(TRAIN_CRITERIA, ''));
    commitAt(repo, 'Team doc', '2026-11-20T09:00:00Z');
    // A question first is not a result; the result at 10:00 is.
    const [, result] = await logged(repo, hoursAgo(0.5), [
      { time: '2026-11-24T08:00:00.000Z', body: '[question] train: which metric?\nOptions: loss, accuracy\nDefault: loss\nDeadline: today\n' },
      { time: '2026-11-24T10:00:00.000Z', body: '[result] train: loss 2.3 at 20k\nEvidence:\n- runs/7b/eval-20k.json\nBears on: criteria\nNext: decide\n' },
    ]);
    repo.write('TEAM.md', VALID_DOC);
    const late = commitAt(repo, 'train: criteria', '2026-11-24T11:00:00Z');

    const { code, overTime } = await findings(repo);
    expect(code).toBe(1);
    expect(only('criteria-before-report', overTime)).toEqual([
      expect.objectContaining({
        ruleId: 'criteria-before-report',
        severity: 'error',
        line: 57,
        message: `Unexpected criteria of \`train\` first committed in ${late.slice(0, 7)} (2026-11-24 11:00 UTC), after its owner \`train\` reported results (entry ${result} of 2026-11-24 10:00:00Z), expected criteria committed before the first report of results`,
        entry: expect.objectContaining({ id: result, time: '2026-11-24T10:00:00.000Z' }),
        related: [
          expect.objectContaining({
            message: `the first report of results from \`train\` (entry ${result} of 2026-11-24 10:00:00Z)`,
            file: expect.stringMatching(/^teamdoc\/log:messages\/2026\/11\/24\//),
          }),
          expect.objectContaining({
            message: `criteria first written in commit ${late.slice(0, 7)} (2026-11-24 11:00 UTC, “train: criteria”)`,
            file: 'TEAM.md',
          }),
        ],
      }),
    ]);

    // --no-log turns off this check alone; --no-history all the rules over time.
    expect((await findings(repo, '--no-log')).overTime).toEqual([]);
    expect((await findings(repo, '--no-history')).overTime).toEqual([]);
  });

  it('is clean when the criteria were committed before the result', async () => {
    const repo = teamWithCriteria();
    await logged(repo, hoursAgo(0.5), [
      { time: '2026-11-24T10:00:00.000Z', body: '[result] train: loss 2.3 at 20k\nEvidence:\n- runs/7b/eval-20k.json\nBears on: criteria\nNext: decide\n' },
    ]);
    expect(only('criteria-before-report', (await findings(repo)).overTime)).toEqual([]);
  });
});

describe('teamdoc check and view: [done] reports with evidence', () => {
  it('warns on a [done] report that cites nothing, notes the criterion it leaves out, and view marks the entry', async () => {
    const repo = teamWithCriteria();
    const [bare, cited] = await logged(repo, hoursAgo(0.5), [
      { time: hoursAgo(0.3), body: '[done] train: the 7B run is finished\nEvidence:\n- it works\nCriteria:\n- looks good\nRemains: none\n' },
      // Evidence in the entry's own field counts as much as evidence in the body. (Sent first: a later one would supersede the bare report.)
      {
        time: hoursAgo(0.4),
        body: '[done] train: the 7B run, rerun\nEvidence: see the entry\nCriteria:\n- validation loss at or below 2.1 at 20k: pass — 2.04\nRemains: none\n',
        evidence: [{ path: 'runs/7b/eval-20k.json' }],
      },
    ]);

    const { code, overTime } = await findings(repo);
    expect(code).toBe(0);
    expect(overTime.map((finding) => [finding.ruleId, finding.severity, finding.line, finding.entry?.id])).toEqual([
      ['report-evidence', 'info', 49, bare],
      ['report-evidence', 'warning', 49, bare],
    ]);
    expect(overTime[0]!.message).toContain('unanswered (`Pass: validation loss at or below 2.1 at 20k.`)');
    expect(overTime[1]!.message).toContain(`\`[done]\` report on \`train\` (entry ${bare} of `);
    expect(overTime[1]!.message).toContain(') without evidence, expected a path, a commit, a command or a link');

    const json = await runCli(['view', '--format', 'json'], { cwd: repo.dir, env: repo.env });
    expect(json).toMatchObject({ code: 0, stderr: '' });
    const view = JSON.parse(json.stdout);
    expect(view.traffic.doneWithoutEvidence).toEqual([expect.objectContaining({ id: bare, from: 'train', to: 'top', part: 'train', kind: 'report' })]);
    expect(view.traffic.doneWithoutEvidence.map((done: { id: string }) => done.id)).not.toContain(cited);
    const text = await runCli(['view'], { cwd: repo.dir, env: repo.env });
    expect(text.stdout).toMatch(new RegExp(`Done reports without evidence.*\\n  no evidence  ${bare}  train → top  part train  \\d+m ago`));
  });
});

describe('teamdoc check and view: a silent lead', () => {
  it('warns on an active lead with no report for longer than the check-in, and view lists it as silent', async () => {
    const repo = teamWithCriteria();
    // The doc's check-in is 1h: eval reported 10 minutes ago, train last 3 hours ago.
    const [report] = await logged(repo, hoursAgo(5), [
      { time: hoursAgo(3), body: 'train: 10k steps, loss 2.4\n' },
      { time: hoursAgo(1 / 6), from: EVAL, body: 'eval: suites 1-6 scored\n' },
    ]);

    const { overTime } = await findings(repo);
    expect(overTime.map((finding) => [finding.ruleId, finding.severity, finding.line, finding.entry?.id])).toEqual([['worker-silent', 'warning', 16, report]]);
    expect(overTime[0]!.message).toMatch(
      /^Unexpected silence from `train`: its last report to `top` was 3h( \d+m)? ago, expected a report at least every 1h \(`checkin` in the front matter\)$/,
    );
    expect((await findings(repo, '--no-history')).overTime).toEqual([]);

    const text = await runCli(['view'], { cwd: repo.dir, env: repo.env });
    expect(text.stdout).toMatch(/ {2}silent {2}train: last report 3h( \d+m)? ago/);
  });

  it('the hint is a command, not an edit: the worker runs it as written, with a line on stdin, and the silence ends with nothing new', async () => {
    const repo = teamWithCriteria();
    await logged(repo, hoursAgo(5), [
      { time: hoursAgo(3), body: 'train: 10k steps, loss 2.4\n' },
      { time: hoursAgo(1 / 6), from: EVAL, body: 'eval: suites 1-6 scored\n' },
    ]);
    const silent = await findings(repo);
    const [finding] = only('worker-silent', silent.all);
    expect(finding!.suggestion).toBeUndefined();
    expect(finding!.hint).toBe(
      '`train` reports where it stands, a line on stdin (`[blocked]` if it waits): `teamdoc record --from train --to top --kind report`. If its session has ended, start it again with the same kickoff (`teamdoc kickoff train`), or replace it.',
    );

    const command = /: `(teamdoc record [^`]+)`/.exec(finding!.hint!)![1]!;
    const record = await runCli(command.split(' ').slice(1), { cwd: repo.dir, env: repo.env, input: 'train: 14k steps, loss 2.3; nothing new to decide.\n' });
    expect(record).toMatchObject({ code: 0, stderr: '' });
    const reported = await findings(repo);
    expect(only('worker-silent', reported.all)).toEqual([]);
    expect(reported.all.filter((other) => !silent.all.some((before) => before.ruleId === other.ruleId && before.message === other.message))).toEqual([]);
  });
});
