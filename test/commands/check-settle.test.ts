/**
 * Findings on the log that the team settles, as a lead meets them: real log
 * entries in a real repository, `teamdoc record`, `teamdoc ack`, `check` and
 * `view` as real processes. A `[done]` with evidence supersedes an earlier bare
 * one, a `[correction]` in reply settles what a message said, and anything else
 * is acknowledged by name with a reason, after which `check --max-warnings 0`
 * passes (the README's CI example).
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { locateRepo } from '../../src/git/repo.js';
import { appendEntries } from '../../src/log/write/append.js';
import type { NewMessage } from '../../src/log/write/prepare.js';
import { runCli } from '../helpers/cli.js';
import { TEST_NOW } from '../helpers/clock.js';
import { cliMessage, isolateInProcessGit } from '../helpers/log.js';
import { makeRepo, type TempRepo } from '../helpers/repo.js';
import { validDocAskedOn } from '../helpers/team-docs.js';

isolateInProcessGit();

const TRAIN = { name: 'train', session: '22222222-2222-4222-8222-222222222222' };
const EVAL = { name: 'eval', session: '019a0000-0000-7000-8000-000000000003' };
const LOG_RULES = ['report-evidence', 'worker-silent', 'criteria-before-report', 'message-direction'];
const hoursAgo = (hours: number) => new Date(TEST_NOW.getTime() - hours * 3_600_000).toISOString();
/** The repository's environment with the clock a few minutes before the story's present, for a step of the story. */
const minutesBefore = (repo: TempRepo, minutes: number) => ({ ...repo.env, TEAMDOC_NOW: hoursAgo(minutes / 60) });

interface JsonFinding {
  ruleId: string;
  severity: string;
  message: string;
  entry?: { id: string };
}

/** The valid doc, committed with its criteria before anyone reported. */
function team(): TempRepo {
  const repo = makeRepo({ commit: false });
  repo.env.TEAMDOC_NOW = TEST_NOW.toISOString();
  repo.write('TEAM.md', validDocAskedOn(TEST_NOW));
  execFileSync('git', ['add', '-A'], { cwd: repo.dir, env: repo.env });
  execFileSync('git', ['commit', '-q', '-m', 'Team doc'], {
    cwd: repo.dir,
    env: { ...repo.env, GIT_AUTHOR_DATE: '2026-11-20T09:00:00Z', GIT_COMMITTER_DATE: '2026-11-20T09:00:00Z' },
  });
  return repo;
}

/** Both leads' statements, then the messages given (from train to top unless they say), at their own times. */
async function logged(repo: TempRepo, messages: Partial<NewMessage>[], joinedAt = hoursAgo(0.7)): Promise<string[]> {
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
    [...joins, ...messages.map((message) => cliMessage({ from: TRAIN, to: { name: 'top' }, kind: 'report', ...message }))],
    { env: process.env },
  );
  return result.results.slice(joins.length).map((entry) => entry.id);
}

async function logFindings(repo: TempRepo): Promise<JsonFinding[]> {
  const result = await runCli(['check', '--format', 'json'], { cwd: repo.dir, env: repo.env });
  expect(result.stderr).toBe('');
  return (JSON.parse(result.stdout).files[0].messages as JsonFinding[]).filter((finding) => LOG_RULES.includes(finding.ruleId));
}

const named = (findings: JsonFinding[]) => findings.map((finding) => `${finding.ruleId} ${finding.severity} ${finding.entry?.id}`);

function logTip(repo: TempRepo): string {
  return execFileSync('git', ['rev-parse', 'refs/heads/teamdoc/log'], { cwd: repo.dir, env: repo.env, encoding: 'utf8' }).trim();
}

const BARE_DONE = (part: string) => `[done] ${part}: finished\nEvidence:\n- it works\nCriteria:\n- looks good\nRemains: none\n`;

describe('settling findings on the log', () => {
  it('the CI story: warnings from the log, the lead supersedes and acknowledges them, and check --max-warnings 0 passes', async () => {
    const repo = team();
    // train and eval each send a [done] that cites nothing; eval then falls silent (check-in 1h).
    const [trainDone, evalDone] = await logged(
      repo,
      [
        { time: hoursAgo(3), body: BARE_DONE('train') },
        { time: hoursAgo(3), from: EVAL, body: BARE_DONE('eval') },
      ],
      hoursAgo(5),
    );
    expect(named(await logFindings(repo)).sort()).toEqual(
      [
        `report-evidence info ${evalDone}`,
        `report-evidence info ${trainDone}`,
        `report-evidence warning ${evalDone}`,
        `report-evidence warning ${trainDone}`,
        `worker-silent warning ${evalDone}`,
        `worker-silent warning ${trainDone}`,
      ].sort(),
    );
    const failing = await runCli(['check', '--max-warnings', '0'], { cwd: repo.dir, env: repo.env });
    expect(failing.code).toBe(1);
    // The warning says how to settle it: the hint, applied as written, is what train does next.
    expect(failing.stdout.replace(/\s+/g, ' ')).toContain('hint: Send the `[done]` again with evidence under `Evidence:`');

    // train sends its [done] again, with evidence and its criterion answered: that supersedes the bare one.
    const resent = await runCli(['record', '--from', 'train', '--to', 'top', '--kind', 'report', '--evidence', 'path:runs/7b/eval-20k.json'], {
      cwd: repo.dir,
      env: minutesBefore(repo, 3),
      input:
        '[done] train: the 7B run is finished\nEvidence:\n- runs/7b/eval-20k.json — loss 2.04 at 20k\nCriteria:\n- validation loss at or below 2.1 at 20k: pass — 2.04\nRemains: none\n',
    });
    expect(resent).toMatchObject({ code: 0, stderr: '' });
    expect(named(await logFindings(repo)).sort()).toEqual(
      [`report-evidence info ${evalDone}`, `report-evidence warning ${evalDone}`, `worker-silent warning ${evalDone}`].sort(),
    );

    // The lead accepts what is left, each by its rule and message (the short id `log --oneline` shows will do), with a reason.
    const oneline = await runCli(['log', '--oneline', '--from', 'eval', '--kind', 'report', '--no-pager'], { cwd: repo.dir, env: repo.env });
    const shortId = oneline.stdout.trim().split(/\s+/)[0]!;
    expect(evalDone!.startsWith(shortId)).toBe(true);
    const ackEvidence = await runCli(['ack', 'report-evidence', shortId, '--by', 'top', '--reason', 'scores are in /data/evals, checked by hand'], {
      cwd: repo.dir,
      env: minutesBefore(repo, 2),
    });
    expect(ackEvidence).toMatchObject({ code: 0, stderr: '' });
    expect(named(await logFindings(repo))).toEqual([`worker-silent warning ${evalDone}`]);
    const ackSilence = await runCli(['ack', 'worker-silent', evalDone!, '--by', 'top', '--reason', 'eval is waiting for the 40k checkpoint'], {
      cwd: repo.dir,
      env: minutesBefore(repo, 1),
    });
    expect(ackSilence.code).toBe(0);

    const passing = await runCli(['check', '--max-warnings', '0'], { cwd: repo.dir, env: repo.env });
    expect(passing).toMatchObject({ code: 0, stderr: '' });
    expect(await logFindings(repo)).toEqual([]);

    // view says what was settled, how, by whom and why.
    const text = await runCli(['view'], { cwd: repo.dir, env: repo.env });
    expect(text.stdout).toContain('Settled findings on the log (check leaves them out)');
    expect(text.stdout).toMatch(new RegExp(`superseded {4}report-evidence {2}${trainDone} {2}by train 3m ago: a later \`\\[done\\]\` on train cites evidence`));
    expect(text.stdout).toMatch(new RegExp(`acknowledged {2}report-evidence {2}${evalDone} {2}by top 2m ago: scores are in /data/evals, checked by hand`));
    expect(text.stdout).toMatch(new RegExp(`acknowledged {2}worker-silent {2}${evalDone} {2}by top 1m ago: eval is waiting for the 40k checkpoint`));
    expect(text.stdout).not.toContain('Done reports without evidence');
    const json = JSON.parse((await runCli(['view', '--format', 'json'], { cwd: repo.dir, env: repo.env })).stdout);
    expect(json.traffic.doneWithoutEvidence).toEqual([]);
    expect(json.settled).toEqual([
      expect.objectContaining({
        how: 'superseded',
        settles: trainDone,
        rule: 'report-evidence',
        by: expect.objectContaining({ from: 'train', kind: 'report' }),
      }),
      expect.objectContaining({
        how: 'acknowledged',
        settles: evalDone,
        rule: 'report-evidence',
        reason: 'scores are in /data/evals, checked by hand',
        by: expect.objectContaining({ from: 'top', to: '*' }),
      }),
      expect.objectContaining({ how: 'acknowledged', settles: evalDone, rule: 'worker-silent', reason: 'eval is waiting for the 40k checkpoint' }),
    ]);
    // The acknowledgement is an ordinary message in the log, in reply to the one it is about.
    const log = JSON.parse((await runCli(['log', '--format', 'json', '--from', 'top'], { cwd: repo.dir, env: repo.env })).stdout);
    expect(
      log.messages.map((message: { kind: string; to: { name: string }; inReplyTo: string; body: string }) => [
        message.kind,
        message.to.name,
        message.inReplyTo,
        message.body,
      ]),
    ).toEqual([
      ['other', '*', evalDone, '[acknowledged] report-evidence: scores are in /data/evals, checked by hand\n'],
      ['other', '*', evalDone, '[acknowledged] worker-silent: eval is waiting for the 40k checkpoint\n'],
    ]);
  });

  it('SARIF keeps a settled finding as a result with its suppression; an acknowledgement whose finding went away is reported, and settled in turn', async () => {
    const repo = team();
    // eval's [done] cites nothing, and eval falls silent (check-in 1h).
    const [evalDone] = await logged(repo, [{ time: hoursAgo(3), from: EVAL, body: BARE_DONE('eval') }], hoursAgo(5));
    const ack = await runCli(['ack', 'worker-silent', evalDone!, '--by', 'top', '--reason', 'eval is waiting for the 40k checkpoint'], {
      cwd: repo.dir,
      env: minutesBefore(repo, 2),
    });
    expect(ack).toMatchObject({ code: 0, stderr: '' });

    // SARIF keeps what was settled, as a result closed by the log (code scanning shows it dismissed, not gone); the rest stays open.
    const sarif = JSON.parse((await runCli(['check', '--format', 'sarif'], { cwd: repo.dir, env: repo.env })).stdout);
    const ofEval = (sarif.runs[0].results as { ruleId: string; level: string; suppressions?: unknown[]; properties?: { logEntry: { id: string } } }[]).filter(
      (result) => result.properties?.logEntry.id === evalDone,
    );
    expect(ofEval.map((result) => [result.ruleId, result.level, result.suppressions]).sort((a, b) => `${a[0]}${a[1]}`.localeCompare(`${b[0]}${b[1]}`))).toEqual(
      [
        ['report-evidence', 'note', undefined],
        ['report-evidence', 'warning', undefined],
        [
          'worker-silent',
          'warning',
          [
            {
              kind: 'external',
              status: 'accepted',
              justification: 'acknowledged by top: eval is waiting for the 40k checkpoint',
              properties: { logEntry: expect.objectContaining({ ref: 'refs/heads/teamdoc/log' }) },
            },
          ],
        ],
      ],
    );

    // eval reports again: its silence is over, so the acknowledgement settles nothing now, and check says so (an info).
    const report = await runCli(['record', '--from', 'eval', '--to', 'top', '--kind', 'report'], {
      cwd: repo.dir,
      env: minutesBefore(repo, 1),
      input: '[progress] eval: 40k scored\n',
    });
    expect(report.code, report.stderr).toBe(0);
    const stale = JSON.parse((await runCli(['check', '--format', 'json'], { cwd: repo.dir, env: repo.env })).stdout).files[0].messages.filter(
      (finding: JsonFinding) => finding.ruleId === 'ack-unused',
    ) as (JsonFinding & { hint: string })[];
    expect(stale.map((finding) => `${finding.severity} ${finding.message}`)).toEqual([
      `info Unexpected acknowledgement by \`top\` of \`worker-silent\` on message ${evalDone} that settles no finding, expected a finding of that rule about that message`,
    ]);
    // Its hint, applied as written, settles it: the log keeps the acknowledgement, as history.
    const command = /`teamdoc ack (ack-unused \S+) --by NAME --reason "…"`/.exec(stale[0]!.hint)![1]!.split(' ');
    expect(command).toEqual(['ack-unused', stale[0]!.entry!.id]);
    expect(await runCli(['ack', ...command, '--by', 'top', '--reason', 'eval reported again'], { cwd: repo.dir, env: repo.env })).toMatchObject({
      code: 0,
      stderr: '',
    });
    const after = JSON.parse((await runCli(['check', '--format', 'json'], { cwd: repo.dir, env: repo.env })).stdout).files[0].messages as JsonFinding[];
    expect(after.filter((finding) => finding.ruleId === 'ack-unused')).toEqual([]);
  });

  it('an acknowledgement settles exactly the finding it names: its rule, its message', async () => {
    const repo = team();
    const [trainDone, evalDone] = await logged(repo, [
      { time: hoursAgo(0.5), body: BARE_DONE('train') },
      { time: hoursAgo(0.5), from: EVAL, body: BARE_DONE('eval') },
    ]);
    // Acknowledged for worker-silent (a finding it does not have) and for train's report: eval's findings stay.
    expect((await runCli(['ack', 'worker-silent', evalDone!, '--by', 'top', '--reason', 'not this one'], { cwd: repo.dir, env: repo.env })).code).toBe(0);
    expect((await runCli(['ack', 'report-evidence', trainDone!, '--by', 'top', '--reason', 'checked by hand'], { cwd: repo.dir, env: repo.env })).code).toBe(0);
    expect(named(await logFindings(repo)).sort()).toEqual([`report-evidence info ${evalDone}`, `report-evidence warning ${evalDone}`]);
  });

  it('a later [done] without evidence supersedes nothing, and one on another part neither', async () => {
    const repo = team();
    const [first, second] = await logged(repo, [
      { time: hoursAgo(0.6), body: BARE_DONE('train') },
      { time: hoursAgo(0.5), body: BARE_DONE('train') },
      {
        time: hoursAgo(0.4),
        from: EVAL,
        body: '[done] eval: scored\nEvidence:\n- /data/evals/summary.json\nCriteria:\n- all twelve suites run: pass\n- the mean beats the baseline: pass\nRemains: none\n',
      },
    ]);
    expect(
      named(await logFindings(repo))
        .filter((line) => line.includes('warning'))
        .sort(),
    ).toEqual([`report-evidence warning ${first}`, `report-evidence warning ${second}`].sort());
  });

  it('a [correction] in reply to a message settles what it said, not the rules about timing', async () => {
    const repo = team();
    const [done, trainResult] = await logged(
      repo,
      [
        { time: hoursAgo(3), from: EVAL, body: BARE_DONE('eval') },
        { time: hoursAgo(0.1), body: '[result] train: loss 2.3 at 10k\nEvidence:\n- runs/7b/eval-10k.json\nBears on: none\nNext: go on\n' },
      ],
      hoursAgo(5),
    );
    expect(trainResult).toBeDefined();
    const corrected = await runCli(['record', '--from', 'top', '--to', 'eval', '--kind', 'correction', '--in-reply-to', done!], {
      cwd: repo.dir,
      env: repo.env,
      input:
        '[correction] eval: the [done] cited no evidence\nWrong: eval said it works\nRight: scores in /data/evals/summary.json\nSource: /data/evals/summary.json\n',
    });
    expect(corrected.code).toBe(0);
    expect(named(await logFindings(repo))).toEqual([`worker-silent warning ${done}`]);
    const json = JSON.parse((await runCli(['view', '--format', 'json'], { cwd: repo.dir, env: repo.env })).stdout);
    expect(json.settled).toEqual([
      expect.objectContaining({ how: 'corrected', settles: done, reason: 'the [done] cited no evidence', by: expect.objectContaining({ from: 'top' }) }),
    ]);
  });

  it('a typo in the rule or the message id is refused with a did-you-mean, and nothing is written', async () => {
    const repo = team();
    const [done] = await logged(repo, [{ time: hoursAgo(0.5), body: BARE_DONE('train') }]);
    const before = logTip(repo);

    const rule = await runCli(['ack', 'report-evidense', done!, '--by', 'top', '--reason', 'fine'], { cwd: repo.dir, env: repo.env });
    expect(rule).toMatchObject({ code: 2, stdout: '' });
    expect(rule.stderr).toContain('teamdoc: rule report-evidense: no such rule; did you mean report-evidence?');

    const typo = `${done!.slice(0, 9)}${done![9] === 'Z' ? 'Y' : 'Z'}${done!.slice(10)}`;
    const message = await runCli(['ack', 'report-evidence', typo, '--by', 'top', '--reason', 'fine'], { cwd: repo.dir, env: repo.env });
    expect(message).toMatchObject({ code: 2, stdout: '' });
    expect(message.stderr).toContain(`teamdoc: message id ${typo}: no message with that id in refs/heads/teamdoc/log; did you mean ${done}?`);

    const docRule = await runCli(['ack', 'table-columns', done!, '--by', 'top', '--reason', 'fine'], { cwd: repo.dir, env: repo.env });
    expect(docRule).toMatchObject({ code: 2, stdout: '' });
    expect(docRule.stderr).toContain('teamdoc: rule table-columns: its findings name no log message, so they cannot be acknowledged');
    expect(docRule.stderr).toContain('hint: Set its severity under `rules:`');

    const noReason = await runCli(['ack', 'report-evidence', done!, '--by', 'top', '--reason', '  '], { cwd: repo.dir, env: repo.env });
    expect(noReason).toMatchObject({ code: 2, stdout: '' });
    expect(noReason.stderr).toContain('teamdoc: --reason is empty, expected why the finding is accepted');

    expect(logTip(repo)).toBe(before);
    expect(named(await logFindings(repo)).filter((line) => line.includes('warning'))).toEqual([`report-evidence warning ${done}`]);
  });
});
