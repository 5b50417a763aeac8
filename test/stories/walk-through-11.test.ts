/**
 * Walk-through round 11 replayed: a top on `laptop` whose Intent quotes
 * `bin/wordfreq.js <file> [--top N]`, a Claude worker `ranking` that sends its
 * `[done]`, a Codex worker `cli`; the top records the person's news for its
 * successor before the successor joins, hands off, and `top-2` takes over and
 * tells each worker in the first message's words. What each session sees:
 * the first message as the doc has it, view and check after the takeover, a
 * Codex worker's refused send, an acknowledgement, and an empty poll. Real
 * repositories, the CLI as processes, the clock pinned.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { send, sessionEnv, teamDoc, teamdoc } from '../helpers/chain-team.js';
import { flat, runCli } from '../helpers/cli.js';
import { spanCommand, teamdocCommand } from '../helpers/commands-in-text.js';
import { packetText } from '../helpers/handoff.js';
import { at, findings, joinWorkers, storyRepo, takeOverTop } from '../helpers/story.js';

const TOP = { name: 'top', session: '5f0c1e2a-0000-4000-8000-000000000111' };
const TOP_2 = { name: 'top-2', session: '5f0c1e2a-0000-4000-8000-000000000112' };
const RANKING = { name: 'ranking', session: '5f0c1e2a-0000-4000-8000-000000000113' };
const CLI = { name: 'cli', session: '019a0000-0000-7000-8000-000000000114', runtime: 'codex' as const };

const INTENT = 'A CLI, `bin/wordfreq.js <file> [--top N]`, prints the N most frequent words of a file (N > 0) & their counts.';

const DOC = teamDoc([
  `| top | claude | ${TOP.session} | laptop | — | — | — | active |`,
  '| ranking | claude | — | laptop | — | top | ranking | planned |',
  '| cli | codex | — | laptop | — | top | cli | planned |',
]).replace('A small team whose chain is read from what its sessions stated.', INTENT);

describe('walk-through 11: the top hands off, its successor takes over and tells the workers', () => {
  it('the first message quotes the Intent as written; view and check read the takeover, the notice, the news and an ack as what they are', {
    timeout: 300_000,
  }, async () => {
    const repo = storyRepo(DOC, '07:40:00', { backdate: true });
    const [wtRanking, wtCli] = await joinWorkers(repo, 'top', [RANKING, CLI]);

    at(repo, '07:50:00');
    await send(repo, wtCli, 'cli', 'top', 'report', '[result] cli: flags parsed\nEvidence:\n- src/cli.js — the parser\nBears on: none\nNext: the output\n');
    at(repo, '07:51:00');
    const done = await send(
      repo,
      wtRanking,
      'ranking',
      'top',
      'report',
      '[done] ranking: topWords\nEvidence:\n- src/top.js — the function\nCriteria:\n- it works: pass — npm test\nRemains: a note for cli: topWords throws a RangeError for n < 0\n',
    );

    // The top hands off as the handoff skill says: the Intent in "The whole work" reads as the doc has it.
    at(repo, '07:55:00');
    const handoffSkill = readFileSync(new URL('../../skills/handoff/SKILL.md', import.meta.url), 'utf8');
    const handoff = await runCli(teamdocCommand(handoffSkill, 'handoff', { successor: 'top-2', 'your mode': 'acceptEdits' }), {
      cwd: repo.dir,
      env: sessionEnv(repo, TOP),
      input: packetText({ Goal: 'Finish `bin/wordfreq.js <file>` & ship it.' }),
    });
    expect(handoff.code, handoff.stderr).toBe(0);
    const firstMessage = handoff.stdout;
    expect(firstMessage).toContain('# Handoff: you are top-2, the top now, taking over from top');
    expect(firstMessage).toContain(INTENT);
    expect(firstMessage.slice(0, firstMessage.indexOf('<teamdoc-packet-'))).not.toMatch(/&lt;file|N &gt; 0|&amp; their/);
    expect(firstMessage).toContain('Finish `bin/wordfreq.js &lt;file&gt;` &amp; ship it.');

    // After its handoff the top records the person's news for its successor, who has not joined yet.
    at(repo, '07:56:00');
    const news = await runCli(['record', '--from', 'top', '--to', 'top-2', '--kind', 'other'], {
      cwd: repo.dir,
      env: sessionEnv(repo, TOP),
      input: 'The person says: ship on Friday.\n',
    });
    expect(news.code, news.stderr).toBe(0);

    // Until top-2 joins, view says the top works no more and where what is sent to it waits.
    const untaken = flat((await teamdoc(repo, repo.dir, 'view')).stdout);
    expect(untaken).toContain('(top works no more; what is sent to it waits for top-2, in teamdoc log --for top-2, and nobody acts on it until top-2 joins)');
    expect(untaken).not.toContain('owns the work');
    // Past the handoff-timeout, check says the same.
    at(repo, '08:56:00');
    const late = (await findings(repo)).find((finding) => finding.ruleId === 'chain-handoff-untaken')!;
    expect(flat(late.hint)).toContain(
      'The predecessor works no more after its handoff: what is sent to it waits for `top-2` (`teamdoc log --for top-2` shows it), and nobody acts on it until `top-2` joins.',
    );

    // top-2 joins and makes the takeover's edits.
    at(repo, '08:57:00');
    const successor = (args: string[], input?: string) => runCli(args, { cwd: repo.dir, env: sessionEnv(repo, TOP_2), input });
    const joined = await successor(teamdocCommand(firstMessage, 'join'));
    expect(joined.code, joined.stderr).toBe(0);
    const unlisted = /`(\| top-2 \|[^`]*\|)`/.exec((await findings(repo)).find((finding) => finding.ruleId === 'chain-session-unlisted')!.hint)![1]!;
    takeOverTop(repo, TOP, unlisted, ['ranking', 'cli']);

    // The news from top to top-2 ran between one role's generations: on the chain, no message-direction finding.
    const after = await findings(repo);
    expect(after.filter((finding) => finding.ruleId === 'message-direction')).toEqual([]);
    const viewed = (await teamdoc(repo, repo.dir, 'view')).stdout;
    expect(viewed).toMatch(/Between a session and its successor \(a handoff or a restart\)\n {2}top → top-2: 1 other, last /);
    expect(viewed).not.toContain('Other traffic (sessions that are not parent and child)');

    // top-2 tells each worker in the first message's words, with the worker's part: a notice, which opens no work.
    at(repo, '08:58:00');
    const words = /in these words: `([^`]+)`/.exec(firstMessage.replace(/\n\s*/g, ' '))![1]!;
    expect(words).toMatch(/^\[takeover\] <its part>: top handed the top's role to top-2 /);
    // Each worker by the route its row gives: ranking (Claude Code, this host) by SendMessage, which the plugin's hook
    // records as this record does; cli (Codex) by `teamdoc send`, which refuses with no Codex here: the record it names.
    expect(firstMessage).toContain('`ranking` (Claude Code, on this host): the SendMessage tool, `to: "ranking"`.');
    const routes = {
      ranking: ['record', '--from', 'top-2', '--to', 'ranking', '--kind', 'brief', '--body-file', '-'],
      cli: spanCommand(firstMessage, 'record', '--to cli'),
    };
    for (const [worker, command] of Object.entries(routes)) {
      const told = await successor(command, `${words.replace('<its part>', worker)}\n`);
      expect(told.code, told.stderr).toBe(0);
    }
    // ranking's Remains note for cli, passed on as life-cycle.md says: a notice too, which opens no work.
    const note = await successor(routes.cli, '[note] cli: from ranking: topWords throws a RangeError for n < 0\n');
    expect(note.code, note.stderr).toBe(0);
    const open = JSON.parse((await teamdoc(repo, repo.dir, 'view', '--format', 'json')).stdout).openWork;
    expect(open.openBriefs).toEqual([]);
    expect(open.awaitingAnswer.map((waiting: { report: { id: string } }) => waiting.report.id)).toEqual([done]);
    expect((await teamdoc(repo, repo.dir, 'view')).stdout).not.toContain('brief with no report since');

    // cli (Codex) sends to top-2, a Claude Code session not running here: the hint leads with the record, and never tells it to open a session.
    const noSessions = mkdtempSync(join(tmpdir(), 'tdw11-claude-'));
    const refused = await runCli(['send', '--to', 'top-2'], {
      cwd: wtCli,
      env: { ...sessionEnv(repo, CLI), TEAMDOC_HOST: 'laptop', TEAMDOC_NAME: 'cli', CLAUDE_CONFIG_DIR: noSessions, CODEX_HOME: noSessions },
      input: '[question] cli: JSON output?\nOptions:\n- yes — a --json flag\nDefault: yes\nDeadline: 2026-12-02T10:00:00Z\n',
    });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('teamdoc: not sent: top-2 (Claude Code session');
    const hint = flat(refused.stderr.slice(refused.stderr.indexOf('hint:')));
    expect(hint).toMatch(
      /^hint: Nothing was written or sent\. Record it instead, for top-2 to read with teamdoc log --unread --for top-2: teamdoc record --from cli --to top-2 --kind report --body-file -, with the same body on stdin\. Do not start it yourself: the person may open it /,
    );

    // top-2 acknowledges a finding: no broadcast, no delivery in doubt, nothing unread for anyone.
    at(repo, '08:59:00');
    const before = JSON.parse((await teamdoc(repo, repo.dir, 'view', '--format', 'json')).stdout);
    const acked = await successor(['ack', 'message-direction', done, '--by', 'top-2', '--reason', 'the walk-through says so']);
    expect(acked.code, acked.stderr).toBe(0);
    const view = JSON.parse((await teamdoc(repo, repo.dir, 'view', '--format', 'json')).stdout);
    expect(view.traffic.broadcasts).toBe(0);
    expect(view.delivery).toEqual(before.delivery);
    expect(view.settled).toHaveLength(1);
    const text = (await teamdoc(repo, repo.dir, 'view')).stdout;
    expect(text).not.toContain('Broadcasts to everyone');
    expect(text).not.toContain('→ *');

    // ranking polls as a loop would: it has read everything, so stdout is empty and stderr says so.
    const ranking = (args: string[]) => runCli(args, { cwd: wtRanking, env: sessionEnv(repo, RANKING) });
    const unread = await ranking(['log', '--unread', '--for', 'ranking', '--full']);
    expect(unread.stdout).toContain('[takeover] ranking: top handed the top');
    expect(unread.stdout).not.toContain('[acknowledged]');
    const poll = await ranking(['log', '--unread', '--for', 'ranking', '--peek', '--oneline']);
    expect(poll).toMatchObject({ code: 0, stdout: '', stderr: 'No unread messages for ranking.\n' });
  });
});
