/**
 * A message to someone outside the team, as a team meets it: the top's
 * SendMessage to a reviewer, recorded by the hook (which never refuses), is
 * reported by `check` at its entry; the acknowledgement the hint gives, run as
 * written, settles it (a typo too, once sent again to the one meant); a later message with `record --outside-team` is never
 * reported, and `view` lists it as outside the team, not as cross-chain.
 */
import { describe, expect, it } from 'vitest';
import { join_, teamDoc } from '../helpers/chain-team.js';
import { runCli } from '../helpers/cli.js';
import { shellWords } from '../helpers/commands-in-text.js';
import { TEST_NOW, pinnedClock } from '../helpers/clock.js';
import { fakeSession, hook, sendPayload } from '../helpers/hook-feed.js';
import { logMessages } from '../helpers/plugin-sessions.js';
import { makeRepo, type TempRepo } from '../helpers/repo.js';
import { findings, type JsonFinding } from '../helpers/story.js';

/** What check finds, with nothing on stderr. */
const cleanFindings = (repo: TempRepo) => findings(repo, { quiet: true });

const sameness = (finding: JsonFinding) => `${finding.ruleId} ${finding.message}`;

describe('a message to someone outside the team', () => {
  it('a hook-recorded SendMessage to a reviewer is reported at its entry; the hint’s ack settles it; a message recorded with --outside-team never is, and view shows it outside the team', {
    timeout: 180_000,
  }, async () => {
    const repo = makeRepo({ commit: false });
    repo.env.TEAMDOC_NOW = TEST_NOW.toISOString();
    const top = fakeSession(repo, 5201, 'top');
    const train = fakeSession(repo, 5202, 'train');
    repo.write(
      'TEAM.md',
      teamDoc([`| top | claude | ${top.session} | laptop | — | — | — | active |`, `| train | claude | ${train.session} | laptop | — | top | train | active |`]),
    );
    repo.git('add', '-A');
    repo.git('commit', '-q', '-m', 'The team doc');
    expect((await join_(repo, repo.dir, { name: 'train', session: train.session, host: 'laptop' }, 'top', 'train')).code).toBe(0);
    await hook(
      'PostToolUse',
      repo,
      train,
      sendPayload(repo, train, { to: 'top', message: '[result] train: 10k steps, loss 2.4\nEvidence: runs/7/loss.csv' }),
      pinnedClock({}),
    );
    const clean = await cleanFindings(repo);

    // The top asks a reviewer outside the team; the hook records it as it happened.
    await hook('PostToolUse', repo, top, sendPayload(repo, top, { to: 'reviewer', message: 'Could you look at the loss curve in runs/7?' }), pinnedClock({}));
    const sent = (await logMessages(repo)).find((message) => message.to.name === 'reviewer')!;
    const reported = await cleanFindings(repo);
    const added = reported.filter((finding) => !clean.map(sameness).includes(sameness(finding)));
    expect(added.map((finding) => [finding.ruleId, finding.severity, finding.entry?.id])).toEqual([['message-outside-team', 'warning', sent.id]]);
    expect(added[0]!.message).toMatch(
      /^Unexpected message between `top` and `reviewer`, who is not on the team \(latest entry \S+ of 2026-12-01 12:00:00Z\), expected a party on the team, or the message recorded as going outside it$/,
    );
    expect(added[0]!.hint).toBe(
      `If \`reviewer\` is outside the team on purpose (a person, another team), say so: \`teamdoc ack message-outside-team ${sent.id} --by top --reason 'reviewer is outside the team'\`; \`teamdoc record --outside-team\` says it when the message is written.`,
    );
    const json = JSON.parse((await runCli(['view', '--format', 'json'], { cwd: repo.dir, env: repo.env })).stdout) as {
      traffic: { pairs: Array<{ relation: string; b: { name: string } }> };
    };
    expect(json.traffic.pairs.filter((pair) => pair.b.name === 'reviewer').map((pair) => pair.relation)).toEqual(['cross-chain']);

    // The hint, run as written, settles it and brings nothing else.
    const ack = shellWords(/`(teamdoc ack [^`]+)`/.exec(added[0]!.hint!)![1]!);
    expect(await runCli(ack.slice(1), { cwd: repo.dir, env: repo.env })).toMatchObject({ code: 0, stderr: '' });
    expect((await cleanFindings(repo)).map(sameness)).toEqual(clean.map(sameness));

    // The reviewer answers, and the top records it saying so: never reported, and listed as outside the team.
    const answer = await runCli(['record', '--from', 'reviewer', '--to', 'top', '--kind', 'other', '--outside-team'], {
      cwd: repo.dir,
      env: repo.env,
      input: 'The curve looks fine; the warmup is short.\n',
    });
    expect(answer).toMatchObject({ code: 0, stderr: '' });
    const [stored] = (await logMessages(repo)).filter((message) => message.id === answer.stdout.trim());
    expect(stored).toMatchObject({ from: { name: 'reviewer' }, to: { name: 'top' }, outsideTeam: true });
    expect((await cleanFindings(repo)).map(sameness)).toEqual(clean.map(sameness));
    const view = JSON.parse((await runCli(['view', '--format', 'json'], { cwd: repo.dir, env: repo.env })).stdout) as {
      traffic: { pairs: Array<{ relation: string; a: { name: string }; b: { name: string } }> };
    };
    expect(view.traffic.pairs.filter((pair) => pair.relation === 'outside-team').map((pair) => [pair.a.name, pair.b.name])).toEqual([['top', 'reviewer']]);
    const text = await runCli(['view'], { cwd: repo.dir, env: repo.env });
    expect(text.stdout).toMatch(/\nOutside the team \(marked so when recorded\)\n {2}reviewer → top: 1 other, last 0s ago\n/);

    // A second unmarked message, a minute on, brings the finding back at the new entry: the ack accepted only what came before it.
    // (Entries of one millisecond have no order but their ids', which are random: each step here takes its own minute.)
    const later = new Date(TEST_NOW.getTime() + 60_000);
    repo.env.TEAMDOC_NOW = later.toISOString();
    await hook('PostToolUse', repo, top, sendPayload(repo, top, { to: 'reviewer', message: 'And the eval curve?' }), pinnedClock({}, later));
    const again = (await cleanFindings(repo)).filter((finding) => finding.ruleId === 'message-outside-team');
    expect(again.map((finding) => finding.message)).toEqual([expect.stringMatching(/^Unexpected 2 messages between `top` and `reviewer`/)]);

    // A typo of a worker's name: the hint names the one meant; sent again there, and settled as it writes, nothing about it remains.
    await hook('PostToolUse', repo, top, sendPayload(repo, top, { to: 'trian', message: 'Stop at epoch 30.' }), pinnedClock({}, later));
    const typo = (await cleanFindings(repo)).find((finding) => finding.message.includes('`trian`'))!;
    const [, settle] =
      /^If it meant `train`, send it again to `train` and settle this one: `(teamdoc ack [^`]+)`\. If `trian` is outside the team on purpose, the reason says so instead; /.exec(
        typo.hint!,
      )!;
    await hook('PostToolUse', repo, top, sendPayload(repo, top, { to: 'train', message: 'Stop at epoch 30.' }), pinnedClock({}, later));
    repo.env.TEAMDOC_NOW = new Date(later.getTime() + 60_000).toISOString();
    expect(await runCli(shellWords(settle!).slice(1), { cwd: repo.dir, env: repo.env })).toMatchObject({ code: 0, stderr: '' });
    expect((await cleanFindings(repo)).filter((finding) => finding.message.includes('`trian`'))).toEqual([]);
  });
});
