/**
 * Walk-through round 8 replayed: a top on `laptop` with two workers in
 * worktrees of its checkout, a Claude worker `ranking` whose session dies after
 * its `[plan]` and restarts under the same name, and a Codex worker `cli`; then
 * the top hands its own role off to `top-2`. Each session runs what its kickoff
 * or first message says, literally; real repositories, the CLI as processes,
 * the clock pinned.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packetText } from '../helpers/handoff.js';
import { runCli } from '../helpers/cli.js';
import { join_, send, sessionEnv, teamDoc, teamdoc } from '../helpers/chain-team.js';
import { spanCommand, teamdocCommand } from '../helpers/commands-in-text.js';
import type { TempRepo } from '../helpers/repo.js';
import { at, checked, editDoc, joinWorkers, storyRepo, takeOverTop } from '../helpers/story.js';

const TOP = { name: 'top', session: '5f0c1e2a-0000-4000-8000-000000000081' };
const TOP_2 = { name: 'top-2', session: '5f0c1e2a-0000-4000-8000-000000000082' };
const RANKING = { name: 'ranking', session: '5f0c1e2a-0000-4000-8000-000000000083' };
const RANKING_RESTARTED = { name: 'ranking', session: '5f0c1e2a-0000-4000-8000-000000000084' };
const CLI = { name: 'cli', session: '019a0000-0000-7000-8000-000000000085', runtime: 'codex' as const };

const DOC = teamDoc([
  `| top | claude | ${TOP.session} | laptop | — | — | — | active |`,
  '| ranking | claude | — | laptop | — | top | ranking | planned |',
  '| cli | codex | — | laptop | — | top | cli | planned |',
]);

async function openWork(repo: TempRepo): Promise<Array<{ tag: string; report: { id: string } }>> {
  const view = await teamdoc(repo, repo.dir, 'view', '--format', 'json');
  return JSON.parse(view.stdout).openWork.awaitingAnswer;
}

describe('walk-through 8: a worker restarts, then the top hands its own role off', () => {
  it('view shows the restarted role once and the reports that wait on the top; the top’s successor gets a top’s message, and the takeover’s table is clean', {
    timeout: 300_000,
  }, async () => {
    const repo = storyRepo(DOC, '07:40:00', { backdate: true });
    const [wtRanking, wtCli] = await joinWorkers(repo, 'top', [RANKING, CLI]);

    // The kickoff names the parent's host, and tells a restarted session what to look at first.
    const kickoff = (await teamdoc(repo, repo.dir, 'kickoff', 'ranking', '--permission-mode', 'acceptEdits')).stdout;
    expect(kickoff).toContain('runtime claude, host laptop)');
    expect(kickoff.replace(/\n\s*/g, ' ')).toContain('see what it left in your worktree (`git status`, `git log`; what it left uncommitted is yours now');

    // ranking's session dies and restarts under the same name: the top records the kickoff rendered again, the restart
    // joins (its ack), the row takes the new id, and view shows the role once, with the kickoff no open work.
    at(repo, '07:44:00');
    const again = await send(repo, repo.dir, 'top', 'ranking', 'brief', kickoff);
    at(repo, '07:45:00');
    const restarted = await join_(repo, wtRanking, RANKING_RESTARTED, 'top', 'ranking', '--name', 'ranking');
    expect(restarted.stderr).toContain('restarts ranking');
    // Until the top writes the new id, view says the row lags, not that the role has none.
    const lagging = (await teamdoc(repo, repo.dir, 'view')).stdout;
    expect(lagging).toContain('its row still names the earlier session');
    expect(lagging).not.toContain('not in the roles table');
    editDoc(repo, (text) => text.replace(RANKING.session, RANKING_RESTARTED.session), 'ranking restarted');
    expect((await checked(repo)).code).toBe(0);
    const chainText = (await teamdoc(repo, repo.dir, 'view')).stdout;
    const chain = chainText.slice(chainText.indexOf('Chain'), chainText.indexOf('Lineage'));
    expect(chain.match(/── ranking /g)).toHaveLength(1);
    expect(chain).not.toContain('status unknown');
    expect(chainText).toContain('ranking → ranking (restart');
    const openBriefs = JSON.parse((await teamdoc(repo, repo.dir, 'view', '--format', 'json')).stdout).openWork.openBriefs;
    expect(openBriefs.map((open: { brief: { id: string } }) => open.brief.id)).not.toContain(again.split(/\s/)[0]);
    expect(chainText).not.toContain('brief with no report since');

    // A question before its deadline and a [done] nobody answered are open work for the top.
    at(repo, '07:50:00');
    const question = await send(
      repo,
      wtCli,
      'cli',
      'top',
      'report',
      '[question] cli: no flag\nOptions:\n- unchanged — as today\nDefault: unchanged\nDeadline: 2026-12-02T08:15:00Z\n',
    );
    at(repo, '07:51:00');
    const done = await send(
      repo,
      wtRanking,
      'ranking',
      'top',
      'report',
      '[done] ranking: topWords\nEvidence:\n- src/top.js — the function\nCriteria:\n- it works: pass — npm test\nRemains: none\n',
    );
    expect((await openWork(repo)).map((waiting) => [waiting.tag, waiting.report.id])).toEqual([
      ['question', question],
      ['done', done],
    ]);
    expect((await teamdoc(repo, repo.dir, 'view')).stdout).toContain('[question] with no answer yet (deadline 2026-12-02T08:15:00Z)');
    expect((await teamdoc(repo, repo.dir, 'view', '--format', 'markdown')).stdout).toContain(
      `| [done] \`${done}\` with no answer yet | \`ranking\` → \`top\` |`,
    );

    // The top hands off as the handoff skill says; its successor's first message is a top's.
    at(repo, '07:55:00');
    const handoffSkill = readFileSync(new URL('../../skills/handoff/SKILL.md', import.meta.url), 'utf8');
    const packet = packetText();
    const handoff = await runCli(teamdocCommand(handoffSkill, 'handoff', { successor: 'top-2', 'your mode': 'acceptEdits' }), {
      cwd: repo.dir,
      env: sessionEnv(repo, TOP),
      input: packet,
    });
    expect(handoff.code, handoff.stderr).toBe(0);
    const firstMessage = handoff.stdout;
    expect(firstMessage).toContain('# Handoff: you are top-2, the top now, taking over from top');
    expect(firstMessage).not.toContain('--part');
    expect(firstMessage).not.toContain('[ack] —');
    expect(firstMessage).not.toContain('send them as a `[plan]`');
    expect(firstMessage).toContain('send no `[ack]`, `[plan]` or `[done]`');
    // Each worker is told as the lead skill's step 9 routes it, from its row; all share the top's host, so nothing of sync.
    expect(firstMessage).toContain('- `ranking` (Claude Code, on this host): the SendMessage tool, `to: "ranking"`.');
    expect(firstMessage).toContain('- `cli` (codex, on this host): `teamdoc send --to cli`, the message on stdin;');
    expect(firstMessage).not.toContain('teamdoc sync');
    expect(firstMessage).not.toContain('## Workers on other machines');
    const firstFile = join(repo.dir, '..', 'top-2.md');
    writeFileSync(firstFile, firstMessage);
    const kickoffChecked = await teamdoc(repo, repo.dir, 'check', '--kickoff', firstFile);
    expect(kickoffChecked.code, kickoffChecked.stdout).toBe(0);

    // Between the handoff and the join, cli reports to top: the successor reads it as its own.
    await send(
      repo,
      wtCli,
      'cli',
      'top',
      'report',
      '[result] cli: flags parsed\nEvidence:\n- src/cli.js — the parser\nBears on: none\nNext: the JSON output\n',
    );

    at(repo, '07:57:00');
    const successor = (args: string[]) => runCli(args, { cwd: repo.dir, env: sessionEnv(repo, TOP_2) });
    const joined = await successor(teamdocCommand(firstMessage, 'join'));
    expect(joined.code, joined.stderr).toBe(0);
    expect(joined.stderr).toContain('joined, taking over through handoff');
    expect((await successor(['log', '--unread', '--for', 'top-2', '--full'])).stdout).toContain('[result] cli: flags parsed');

    // check names each row edit; the workers' statements named top, which handed off: no amend for them.
    const before = await checked(repo);
    const mismatches = before.findings.filter((finding) => finding.ruleId === 'chain-statement-mismatch');
    expect(mismatches.map((finding) => finding.message)).toEqual([
      expect.stringContaining('expected `top-2`, which took over from `top`, the parent it stated, through handoff'),
      expect.stringContaining('expected `top-2`, which took over from `top`, the parent it stated, through handoff'),
    ]);
    for (const finding of mismatches) expect(finding.hint).not.toContain('--amend');

    // chain-session-unlisted gives the successor's row whole.
    const unlisted = /`(\| top-2 \|[^`]*\|)`/.exec(before.findings.find((finding) => finding.ruleId === 'chain-session-unlisted')!.hint)![1]!;
    expect(unlisted).toContain('| — | — | active |');

    // The takeover, as the first message lists it: its own row, the predecessor done, itself the workers' parent.
    takeOverTop(repo, TOP, unlisted, ['ranking', 'cli']);
    const after = await checked(repo);
    expect(after.findings.filter((finding) => finding.ruleId.startsWith('chain-'))).toEqual([]);
    expect(after.code, JSON.stringify(after.findings.map((finding) => finding.message))).toBe(0);
    const view = JSON.parse((await teamdoc(repo, repo.dir, 'view', '--format', 'json')).stdout);
    const children = (spec: { session: string }) => view.sessions.find((session: { session: string }) => session.session === spec.session).children;
    // The JSON keeps the earlier session of the restart, marked by its successor; the text shows the role once.
    const current = children(TOP_2)
      .map((key: string) => view.sessions.find((session: { key: string }) => session.key === key))
      .filter((session: { successor?: string | null }) => !session.successor);
    expect(current.map((session: { session: string }) => session.session).sort()).toEqual([RANKING_RESTARTED.session, CLI.session].sort());
    const tree = (await teamdoc(repo, repo.dir, 'view')).stdout.split('\n\nLineage')[0]!;
    expect(tree).toMatch(/top-2 .*\n {2}├── ranking .*\n {2}└── cli /);
    expect(children(TOP)).toEqual([]);
    expect(view.sessions.filter((session: { tableDisagrees: unknown }) => session.tableDisagrees)).toEqual([]);

    // It tells each worker with the command and the words its first message gives; what was sent to top is in the log it names.
    const words = /in these words: `([^`]+)`/.exec(firstMessage.replace(/\n\s*/g, ' '))![1]!;
    for (const worker of ['ranking', 'cli']) {
      const told = await runCli(spanCommand(firstMessage, 'record', '--kind brief', { worker }), {
        cwd: repo.dir,
        env: sessionEnv(repo, TOP_2),
        input: `${words.replace('<its part>', worker)}\n`,
      });
      expect(told.code, told.stderr).toBe(0);
    }
    expect((await runCli(['log', '--unread', '--for', 'cli', '--full'], { cwd: wtCli, env: sessionEnv(repo, CLI) })).stdout).toContain(
      'Report to top-2 from now on',
    );
    const sentToTop = await successor(spanCommand(firstMessage, 'log', '--to'));
    expect(sentToTop.stdout).toContain('[question] cli: no flag');
    expect(sentToTop.stdout).toContain('[done] ranking: topWords');

    // top-2 answers the question and the [done]: nothing waits on it any more.
    at(repo, '07:59:00');
    await send(repo, repo.dir, 'top-2', 'cli', 'brief', '[answer] cli: no flag\nAnswer: unchanged\nDecided by: the person\n', '--in-reply-to', question);
    await send(
      repo,
      repo.dir,
      'top-2',
      'ranking',
      'brief',
      '[answer] ranking: topWords\nAnswer: verdict pass, you may end\nDecided by: top-2\n',
      '--in-reply-to',
      done,
    );
    expect(await openWork(repo)).toEqual([]);
  });
});
