/**
 * A walk-through replayed: a top (Claude), a Claude worker and a Codex worker
 * in linked worktrees of one repository whose origin has no log yet, each
 * doing what the kickoff tells it, in the order the walk met it: the Claude
 * worker acks with `[ack]`, sends its `[plan]` and goes on to a `[result]`
 * before the top has run apply-plan; the `[done]` reports answer the criteria
 * in the doc's words, `Pass:` label included. `check` then finds nothing the
 * team could not fix. Real repositories, the CLI as processes, the clock
 * pinned and moved step by step (git's commit dates with it). A second story
 * replays walk-through 3: a restart after a [plan], a handoff before the plan
 * is applied, a worktree removed while its session waits for the verdict.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packetText } from '../helpers/handoff.js';
import { runCli } from '../helpers/cli.js';
import { join_, send, sessionEnv, teamDoc, teamdoc } from '../helpers/chain-team.js';
import { spanCommand, teamdocCommand } from '../helpers/commands-in-text.js';
import { addWorktree } from '../helpers/repo.js';
import { at, editDoc, findings, type JsonFinding, storyRepo } from '../helpers/story.js';

const TOP = { name: 'top', session: '5f0c1e2a-0000-4000-8000-000000000001' };
const RANKER = { name: 'ranker', session: '5f0c1e2a-0000-4000-8000-000000000002' };
const CLI_DEV = { name: 'cli-dev', session: '019a0000-0000-7000-8000-000000000003', runtime: 'codex' as const };

/** The doc as the top wrote it before the kickoffs: rows `planned`, each part its statement only. */
const DOC = teamDoc([
  `| top | claude | ${TOP.session} | laptop | — | — | — | active |`,
  '| ranker | claude | — | laptop | — | top | ranking | planned |',
  '| cli-dev | codex | — | laptop | — | top | cli | planned |',
]).replace(/#### Plan\n\n- Do [\w-]+\.\n\n#### Criteria\n\n- Pass: it works\.\n- Fail: it does not\.\n\n/g, '');

const rules = (found: JsonFinding[]) => found.map((finding) => finding.ruleId);

const RANKING_CRITERIA = [
  'Pass: `npm test` in the worktree exits 0, with a test each for count order, the alphabetical tie-break and n = 0.',
  'Fail: `npm test` exits non-zero, or one of those cases has no test.',
];
const CLI_CRITERIA = [
  'Pass: `node bin/wordstats.js --top 2 FILE` on `b a B c a b` prints exactly `3\\tb` and `2\\ta`.',
  'Pass: `npm test` exits 0 with tests that spawn bin/wordstats.js.',
  'Fail: either output differs by any character, or `npm test` exits non-zero.',
];

const plan = (part: string, criteria: string[]) =>
  `[plan] ${part}: the approach\nPlan:\n- Write it, test it with node:test, commit on part/${part}.\nCriteria:\n${criteria.map((line) => `- ${line}`).join('\n')}\n`;

describe('walk-through: a top, a Claude worker and a Codex worker, following the kickoff literally', () => {
  it('acks, plans before results, apply-plan, and [done] in the doc’s words leave check with nothing to fix', async () => {
    const repo = storyRepo(DOC, '02:10:00');
    repo.git('commit', '-q', '--amend', '--no-edit', '--reset-author', '--date', repo.env.GIT_AUTHOR_DATE!);
    const origin = join(repo.dir, '..', 'origin.git');
    repo.git('clone', '-q', '--bare', repo.dir, origin);
    repo.git('remote', 'add', 'origin', origin);
    repo.git('fetch', '-q', 'origin');
    const wtRanking = addWorktree(repo, 'ranking');
    const wtCli = addWorktree(repo, 'cli');

    // The top renders both kickoffs in its permission mode. The Codex worker's has no permission-mode section, and check --kickoff agrees.
    at(repo, '02:17:00');
    const ranking = await teamdoc(repo, repo.dir, 'kickoff', 'ranking', '--permission-mode', 'acceptEdits');
    const NO_CRITERIA_NOTE = 'teamdoc: note: the part has no criteria yet; the kickoff tells the worker to write them before looking at any result\n';
    expect(ranking).toMatchObject({ code: 0, stderr: NO_CRITERIA_NOTE });
    expect(ranking.stdout).toContain('## Permission mode\n\nYou were started in permission mode `acceptEdits`');
    const cliKickoff = await teamdoc(repo, repo.dir, 'kickoff', 'cli');
    expect(cliKickoff).toMatchObject({ code: 0, stderr: NO_CRITERIA_NOTE });
    expect(cliKickoff.stdout).not.toContain('## Permission mode');
    expect(cliKickoff.stdout).not.toContain('permission mode `unknown`');
    expect(cliKickoff.stdout).toContain('## Your contract');
    const withMode = await teamdoc(repo, repo.dir, 'kickoff', 'cli', '--permission-mode', 'acceptEdits');
    expect(withMode.stdout).toBe(cliKickoff.stdout);
    expect(withMode.stderr).toBe(
      `teamdoc: note: cli-dev runs in Codex, which has no permission mode, so the kickoff leaves --permission-mode out; start it with the sandbox and approval settings the person agreed\n${NO_CRITERIA_NOTE}`,
    );
    const kickoffFile = join(repo.dir, '..', 'cli-kickoff.md');
    writeFileSync(kickoffFile, cliKickoff.stdout);
    const checked = await teamdoc(repo, repo.dir, 'check', '--kickoff', kickoffFile, '--format', 'json');
    expect(JSON.parse(checked.stdout).files.flatMap((file: { messages: JsonFinding[] }) => rules(file.messages))).toEqual([]);
    expect(checked.code).toBe(0);

    // Before any write, in a worktree of a repository whose origin has no log: log says so, and calls it no clone.
    at(repo, '02:18:30');
    const empty = await teamdoc(repo, wtRanking, 'log');
    expect(empty.stderr).toContain("no log here yet: no teamdoc/log branch and no copy of origin's (origin may have none yet;");
    expect(empty.stderr).not.toContain('clone has no');
    // The first write there: the note says what is true.
    at(repo, '02:18:41');
    const joined = await join_(repo, wtRanking, RANKER, 'top', 'ranking');
    expect(joined.code).toBe(0);
    expect(joined.stderr).toContain(
      "origin has no teamdoc/log as far as this repository has fetched, so this entry starts the team's log; `teamdoc sync` shares it",
    );
    expect(joined.stderr).not.toContain('clone has no');
    at(repo, '02:18:51');
    await send(repo, wtRanking, 'ranker', 'top', 'report', `[ack] ranking: joined as ranker, worktree ${wtRanking}\n`);
    at(repo, '02:18:57');
    expect((await join_(repo, wtCli, CLI_DEV, 'top', 'cli')).code).toBe(0);

    // Plans go up, and the Claude worker goes on with the work: its [result] comes before the top applies the plan.
    at(repo, '02:19:09');
    await send(repo, wtRanking, 'ranker', 'top', 'report', plan('ranking', RANKING_CRITERIA));
    at(repo, '02:19:17');
    await send(repo, wtCli, 'cli-dev', 'top', 'report', plan('cli', CLI_CRITERIA));
    at(repo, '02:19:28');
    await send(
      repo,
      wtRanking,
      'ranker',
      'top',
      'report',
      '[result] ranking: topWords is committed on part/ranking and its tests pass\nEvidence:\n- `npm test` — exit 0, .npm-test.log\nBears on: the Pass line of my [plan]\nNext: [done]\n',
    );
    expect(rules(await findings(repo))).toEqual(['part-plan-recorded', 'part-plan-recorded']);

    // The top writes both plans in and commits: the [plan] entries prove the criteria came first, and apply-plan's words satisfy the rule.
    at(repo, '02:19:40');
    expect((await teamdoc(repo, repo.dir, 'apply-plan', 'ranking')).code).toBe(0);
    expect((await teamdoc(repo, repo.dir, 'apply-plan', 'cli')).code).toBe(0);
    repo.git('commit', '-q', '-am', 'ranking, cli: plan and criteria');
    expect(await findings(repo)).toEqual([]);
    // Nothing left for apply-plan to write.
    const again = await teamdoc(repo, repo.dir, 'apply-plan', 'ranking');
    expect(again).toMatchObject({ code: 0, stdout: expect.stringContaining('already has the plan and criteria of ranking') });

    // [done] reports answer the criteria in the doc's words, the `Pass:` label kept (ranker) or left out (cli-dev).
    at(repo, '02:20:26');
    const cliDone = (criteria: string) =>
      `[done] cli: --top and --json are committed on part/cli\nEvidence:\n- commit on part/cli, \`npm test\` — .npm-test.log\nCriteria:\n${criteria}Remains: none\n`;
    await send(
      repo,
      wtCli,
      'cli-dev',
      'top',
      'report',
      cliDone('- `node bin/wordstats.js --top 2 FILE` on `b a B c a b` prints exactly `3\\tb` and `2\\ta`: pass — .criteria.log\n'),
    );
    const unanswered = (await findings(repo)).filter((finding) => finding.ruleId === 'report-evidence');
    expect(unanswered.map((finding) => finding.message)).toEqual([
      expect.stringContaining('leaving a criterion of `Criteria (2026-12-02)` unanswered (`Pass: npm test exits 0 with tests that spawn…`)'),
    ]);
    // The hint's form, applied as written, answers it.
    expect(unanswered[0]!.hint).toContain('(`- Pass: validation loss at or below 2.1 at 20k: pass — runs/7b/eval-20k.json`)');
    at(repo, '02:20:40');
    await send(
      repo,
      wtCli,
      'cli-dev',
      'top',
      'report',
      cliDone(
        '- `node bin/wordstats.js --top 2 FILE` on `b a B c a b` prints exactly `3\\tb` and `2\\ta`: pass — .criteria.log\n- Pass: `npm test` exits 0 with tests that spawn bin/wordstats.js: pass — .npm-test.log\n- Fail: either output differs by any character, or `npm test` exits non-zero: not met\n',
      ),
    );
    at(repo, '02:21:10');
    await send(
      repo,
      wtRanking,
      'ranker',
      'top',
      'report',
      `[done] ranking: topWords is committed on part/ranking\nEvidence:\n- \`npm test\` — exit 0, .npm-test.log\nCriteria:\n${RANKING_CRITERIA.map((line, index) => `- ${line.replace(/\.$/, '')}: ${index === 0 ? 'pass' : 'not met'} — .npm-test.log`).join('\n')}\nRemains: none\n`,
    );
    expect(await findings(repo)).toEqual([]);
  });

  it('walk-through 3: a restart finds what its dead session sent, a successor holds its predecessor’s [plan] in its worktree, a sibling follows the handoff, and the verdict is read from the main checkout', async () => {
    const repo = storyRepo(DOC, '05:05:00');
    repo.git('commit', '-q', '--amend', '--no-edit', '--reset-author', '--date', repo.env.GIT_AUTHOR_DATE!);
    const wtRanking = addWorktree(repo, 'ranking');
    const wtCli = addWorktree(repo, 'cli');
    const RANKER_2 = { name: 'ranker-2', session: '5f0c1e2a-0000-4000-8000-000000000032' };
    const CLI_DEV_2 = { ...CLI_DEV, session: '019a0000-0000-7000-8000-000000000033' };
    const as = (spec: { name: string; session: string; runtime?: 'claude' | 'codex' }, cwd: string, args: string[], input?: string) =>
      runCli(args, { cwd, env: sessionEnv(repo, spec), ...(input === undefined ? {} : { input }) });
    const cliKickoff = (await teamdoc(repo, repo.dir, 'kickoff', 'cli')).stdout;

    at(repo, '05:07:00');
    expect((await join_(repo, wtRanking, RANKER, 'top', 'ranking')).code).toBe(0);
    expect((await join_(repo, wtCli, CLI_DEV, 'top', 'cli')).code).toBe(0);
    at(repo, '05:08:00');
    await send(repo, wtRanking, 'ranker', 'top', 'report', plan('ranking', RANKING_CRITERIA));
    const question = await send(
      repo,
      wtCli,
      'cli-dev',
      'top',
      'report',
      '[question] cli: the output format of --top\nOptions:\n- count<TAB>word lines — as the plain output\nDefault: count<TAB>word lines\nDeadline: 2026-12-02T06:00:00Z\n',
    );
    at(repo, '05:08:30');
    await send(repo, wtCli, 'cli-dev', 'top', 'report', plan('cli', CLI_CRITERIA));

    // cli-dev's session dies after its [plan]; a new one starts with the same kickoff. Its join says it restarts cli-dev,
    // and the bullet for that case names the command that shows what the dead session sent: its plan holds, its question is open.
    at(repo, '05:09:30');
    const restart = await join_(repo, wtCli, CLI_DEV_2, 'top', 'cli');
    expect(restart.stderr).toContain('restarts cli-dev');
    const restartBullet = cliKickoff.slice(cliKickoff.indexOf('- It says you restart'), cliKickoff.indexOf('- It exits 75'));
    const sentBefore = await as(CLI_DEV_2, wtCli, spanCommand(restartBullet, 'log', '--from'));
    expect(sentBefore.stdout).toContain('[plan] cli: the approach');
    expect(sentBefore.stdout).toContain(`[question] cli: the output format of --top`);
    expect(sentBefore.stdout).toContain(question);

    // ranker hands off as the handoff skill says, before the top has applied its plan: its successor's first message shows
    // no criteria yet, and points it at its predecessor's reports and at the worktree that is now its own.
    at(repo, '05:10:00');
    const handoffSkill = readFileSync(new URL('../../skills/handoff/SKILL.md', import.meta.url), 'utf8');
    const packet = packetText();
    const handoff = await as(RANKER, wtRanking, teamdocCommand(handoffSkill, 'handoff', { successor: 'ranker-2', 'your mode': 'acceptEdits' }), packet);
    expect(handoff.code, handoff.stderr).toBe(0);
    const firstMessage = handoff.stdout;
    expect(firstMessage).toContain('permission mode `acceptEdits`');
    expect(firstMessage.replace(/\n/g, ' ')).toContain(`Your predecessor worked in \`${wtRanking}\`: on the same host, that folder is yours now`);
    expect(firstMessage).toContain('(none yet)');
    const handoffId = /entry (\S+)/.exec(handoff.stderr)![1]!;
    // It tells its parent in the skill's words; the notice is a report and no result.
    const notice = /```text\n(\[handoff\][^\n]*)\n```/
      .exec(handoffSkill)![1]!
      .replace('<part>', 'ranking')
      .replace('<successor>', 'ranker-2')
      .replace('<id>', handoffId);
    expect((await as(RANKER, wtRanking, spanCommand(handoffSkill, 'record', '--kind report', { you: 'ranker', parent: 'top' }), `${notice}\n`)).code).toBe(0);

    at(repo, '05:10:30');
    const successorJoin = await as(RANKER_2, wtRanking, teamdocCommand(firstMessage, 'join'));
    expect(successorJoin.code, successorJoin.stderr).toBe(0);
    const predecessorReports = await as(RANKER_2, wtRanking, spanCommand(firstMessage, 'log', '--from'));
    expect(predecessorReports.stdout).toContain('[plan] ranking: the approach');
    expect(predecessorReports.stdout).toContain(RANKING_CRITERIA[0]!);

    // The top puts the successor in its predecessor's place and applies both plans; nothing is left to fix.
    at(repo, '05:11:00');
    editDoc(repo, (text) =>
      text.replace(
        '| ranker | claude | — | laptop | — | top | ranking | planned |',
        `| ranker | claude | ${RANKER.session} | laptop | — | top | ranking | done |\n| ranker-2 | claude | ${RANKER_2.session} | laptop | — | top | ranking | active |`,
      ),
    );
    expect((await teamdoc(repo, repo.dir, 'apply-plan', 'ranking')).code).toBe(0);
    expect((await teamdoc(repo, repo.dir, 'apply-plan', 'cli')).code).toBe(0);
    repo.git('commit', '-q', '-am', 'ranker handed off to ranker-2; ranking, cli: plan and criteria');
    expect(rules(await findings(repo))).toEqual([]);

    // cli-dev builds on ranking: `teamdoc view` names ranking's successor, whose reports carry the later commits.
    expect((await teamdoc(repo, wtCli, 'view')).stdout).toContain('handed off to ranker-2');

    // ranker-2 finishes and waits for the verdict from the main checkout, the first folder `git worktree list` prints;
    // the top answers and removes the worktree, and the answer is read there.
    at(repo, '05:12:00');
    await send(
      repo,
      wtRanking,
      'ranker-2',
      'top',
      'report',
      `[done] ranking: topWords is committed on part/ranking\nEvidence:\n- \`npm test\` — exit 0, evidence/ranking/npm-test.txt\nCriteria:\n${RANKING_CRITERIA.map((line, index) => `- ${line.replace(/\.$/, '')}: ${index === 0 ? 'pass' : 'not met'} — evidence/ranking/npm-test.txt`).join('\n')}\nRemains: none\n`,
    );
    const mainCheckout = repo.git('-C', wtRanking, 'worktree', 'list').split('\n')[0]!.split(/\s+/)[0]!;
    expect(mainCheckout).toBe(repo.git('rev-parse', '--show-toplevel'));
    at(repo, '05:12:30');
    await send(
      repo,
      repo.dir,
      'top',
      'ranker-2',
      'brief',
      '[answer] ranking: the verdict\nAnswer: pass, written under ### ranking; you may end\nDecided by: top, within its own authority\n',
    );
    repo.git('worktree', 'remove', '--force', wtRanking);
    const answer = await as(RANKER_2, mainCheckout, ['log', '--unread', '--for', 'ranker-2', '--full']);
    expect(answer.stdout).toContain('[answer] ranking: the verdict');
    expect(rules(await findings(repo))).toEqual([]);
  });
});
