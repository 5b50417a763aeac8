/**
 * Walk-through round 6 replayed: a top on `laptop`, a Claude worker in a clone
 * of its own on `gpu-box` that hands off there (ranking → ranking-2) before the
 * top knows its session, and a Codex worker that dies after its `[plan]` and is
 * replaced (cli → cli-2). The remote's HEAD names no branch, as a bare
 * repository made with another default branch does. Each session runs what its
 * kickoff or first message says, literally; real repositories, the CLI as
 * processes, the clock pinned.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packetText } from '../helpers/handoff.js';
import { runCli } from '../helpers/cli.js';
import { join_, secondMachine, send, sessionEnv, teamDoc, teamdoc } from '../helpers/chain-team.js';
import { shellCommands, spanCommand, teamdocCommand } from '../helpers/commands-in-text.js';
import { addWorktree, type TempRepo } from '../helpers/repo.js';
import { at, checked, editDoc, storyRepo } from '../helpers/story.js';

const TOP = { name: 'top', session: '5f0c1e2a-0000-4000-8000-000000000061' };
const RANKING = { name: 'ranking', session: '5f0c1e2a-0000-4000-8000-000000000062', host: 'gpu-box' };
const RANKING_2 = { name: 'ranking-2', session: '5f0c1e2a-0000-4000-8000-000000000063', host: 'gpu-box' };
const CLI = { name: 'cli', session: '019a0000-0000-7000-8000-000000000064', runtime: 'codex' as const };
const CLI_2 = { name: 'cli-2', session: '019a0000-0000-7000-8000-000000000065', runtime: 'codex' as const };

const CLONE_COMMAND = 'git clone /srv/origin.git /srv/gpu-box/project && git -C /srv/gpu-box/project switch part/ranking';

const DOC = teamDoc(
  [
    `| top | claude | ${TOP.session} | laptop | — | — | — | active |`,
    '| ranking | claude | — | gpu-box | — | top | ranking | planned |',
    '| cli | codex | — | laptop | — | top | cli | planned |',
  ],
  [`| ranking clone | path | /srv/gpu-box/project | ranking | \`${CLONE_COMMAND}\` |`],
).replace(/#### Plan\n\n- Do [\w-]+\.\n\n#### Criteria\n\n- Pass: it works\.\n- Fail: it does not\.\n\n/g, '');

/** The section of a Markdown text under `heading`, up to the next `## `. */
function section(text: string, heading: string): string {
  const start = text.indexOf(`\n${heading}\n`);
  if (start === -1) throw new Error(`no ${heading}`);
  const end = text.indexOf('\n## ', start + heading.length + 2);
  return text.slice(start, end === -1 ? undefined : end);
}

/** `check --kickoff FILE` from `cwd`: its exit code and the rules of its errors. */
async function checkKickoff(repo: TempRepo, cwd: string, file: string): Promise<{ code: number | null; rules: string[] }> {
  const { code, findings } = await checked(repo, { cwd, flags: ['--kickoff', file], severity: 'error' });
  return { code, rules: findings.map((finding) => finding.ruleId) };
}

describe('walk-through 6: a worker on another machine hands off there, a Codex worker is replaced', () => {
  it('the kickoff names the doc’s branch for a clone, the first message of a handoff in a clone passes check --kickoff, and a replacement reads one plan section', {
    timeout: 300_000,
  }, async () => {
    const repo = storyRepo(DOC, '07:00:00', { backdate: true });
    const { remote, clone } = secondMachine(repo);
    // The remote's HEAD names a branch it does not have: a clone gets no origin/HEAD.
    execFileSync('git', ['--git-dir', remote, 'symbolic-ref', 'HEAD', 'refs/heads/master']);
    clone.git('remote', 'set-head', 'origin', '--delete');
    const branch = repo.git('symbolic-ref', '--short', 'HEAD');

    // The ranking kickoff leads with the clone route and names the doc's branch; SendMessage only on one machine.
    at(repo, '07:01:00');
    const rendered = await teamdoc(repo, repo.dir, 'kickoff', 'ranking', '--permission-mode', 'acceptEdits');
    expect(rendered.code, rendered.stderr).toBe(0);
    const ranking = rendered.stdout;
    expect(ranking).toContain('\n## The team doc, from another machine\n');
    expect(ranking).not.toContain('\n## The team doc\n');
    // Another host: the clone's ack and record + sync only, no SendMessage.
    expect(ranking).toContain('\n## First: ack, from another machine\n');
    expect(ranking).toContain('\n## Reaching your parent, from another machine\n');
    expect(ranking).not.toContain('SendMessage');
    expect(ranking).toContain(`— \`${CLONE_COMMAND}\``);
    const readDoc = shellCommands(section(ranking, '## The team doc, from another machine')).find((command) => command.includes('git show'))!;
    expect(readDoc).toBe(`git fetch origin && git show origin/${branch}:TEAM.md`);
    expect(execFileSync('sh', ['-c', readDoc], { cwd: clone.dir, env: repo.env, encoding: 'utf8' })).toBe(DOC);
    writeFileSync(join(repo.dir, '..', 'ranking.md'), ranking);
    expect(await checkKickoff(repo, repo.dir, join(repo.dir, '..', 'ranking.md'))).toEqual({ code: 0, rules: [] });
    // A worker on the top's host reads the doc at its path; a first owner writes its plan.
    const cli = (await teamdoc(repo, repo.dir, 'kickoff', 'cli')).stdout;
    expect(cli).toContain('\n## The team doc\n');
    expect(cli).not.toContain('## The team doc, from another machine');
    expect(cli).toContain('\n## Plan and criteria, before any result\n');
    expect(cli).not.toContain('taken over');

    // The person starts ranking on gpu-box with the kickoff; the top records the handover and shares it, as start-workers.md says.
    const startWorkers = readFileSync(new URL('../../skills/lead/references/start-workers.md', import.meta.url), 'utf8');
    writeFileSync(join(repo.dir, '..', 'ranking.kickoff.md'), ranking);
    const handover = teamdocCommand(startWorkers, 'record', { you: 'top', worker: 'ranking', part: 'ranking' }, '--kind brief');
    expect((await teamdoc(repo, repo.dir, ...handover)).code).toBe(0);
    expect((await teamdoc(repo, repo.dir, 'sync')).code).toBe(0);

    // ranking joins in its clone and syncs, as the kickoff's first bullet says; cli joins in its worktree and sends a question and a plan.
    at(repo, '07:02:00');
    const joined = await join_(repo, clone.dir, RANKING, 'top', 'ranking', '--name', 'ranking');
    expect(joined.stderr).toContain('joined: parent top, part ranking');
    expect((await teamdoc(repo, clone.dir, 'sync')).code).toBe(0);
    const wtCli = addWorktree(repo, 'cli');
    expect((await join_(repo, wtCli, CLI, 'top', 'cli', '--name', 'cli')).code).toBe(0);
    const rankingQuestion = await send(
      repo,
      clone.dir,
      'ranking',
      'top',
      'report',
      '[question] ranking: ties\nOptions:\n- alphabetical — stable\nDefault: alphabetical\nDeadline: 2026-12-02T08:00:00Z\n',
    );
    expect((await teamdoc(repo, clone.dir, 'sync')).code).toBe(0);

    // ranking hands off in its clone, where its row still has no session: the first message names it by name and passes.
    at(repo, '07:04:00');
    const handoffSkill = readFileSync(new URL('../../skills/handoff/SKILL.md', import.meta.url), 'utf8');
    const packet = packetText();
    const handoff = await runCli(teamdocCommand(handoffSkill, 'handoff', { successor: 'ranking-2', 'your mode': 'acceptEdits' }), {
      cwd: clone.dir,
      env: sessionEnv(repo, RANKING),
      input: packet,
    });
    expect(handoff.code, handoff.stderr).toBe(0);
    const firstMessage = handoff.stdout;
    expect(firstMessage).toContain('teamdoc join --name ranking-2 --parent ranking --handoff ');
    // The clone command it inherits runs as written: `&&`, not `&amp;&amp;`.
    expect(firstMessage).toContain(`— \`${CLONE_COMMAND}\``);
    const firstFile = join(clone.dir, '..', 'ranking-2.kickoff.md');
    writeFileSync(firstFile, firstMessage);
    expect(await checkKickoff(repo, clone.dir, firstFile)).toEqual({ code: 0, rules: [] });
    // The successor works in the clone on gpu-box: record and sync, no SendMessage, no test of the checkout.
    expect(firstMessage).toContain('\n## Reaching your parent, from another machine\n');
    expect(firstMessage).not.toContain('SendMessage');
    expect(firstMessage).not.toContain('shows only your folder');
    expect((await teamdoc(repo, clone.dir, 'sync')).code).toBe(0);

    // The top syncs (a worker on another host), then answers the predecessor's question after the handoff; the successor's unread log shows it.
    at(repo, '07:04:20');
    expect((await teamdoc(repo, repo.dir, 'sync')).code).toBe(0);
    await send(
      repo,
      repo.dir,
      'top',
      'ranking',
      'brief',
      '[answer] ranking: ties\nAnswer: alphabetical\nDecided by: top, within its own authority\n',
      '--in-reply-to',
      rankingQuestion,
    );
    expect((await teamdoc(repo, repo.dir, 'sync')).code).toBe(0);

    at(repo, '07:05:00');
    const successor = (args: string[]) => runCli(args, { cwd: clone.dir, env: sessionEnv(repo, RANKING_2) });
    const successorJoin = await successor(teamdocCommand(firstMessage, 'join'));
    expect(successorJoin.code, successorJoin.stderr).toBe(0);
    expect(successorJoin.stderr).toContain('joined, taking over through handoff');
    expect((await successor(['sync'])).code).toBe(0);
    const unread = await successor(['log', '--unread', '--for', 'ranking-2', '--full']);
    expect(unread.stdout).toContain('[answer] ranking: ties');
    // What was sent to ranking before the handoff was ranking's to read: its kickoff is not ranking-2's.
    expect(unread.stdout).not.toContain('# Kickoff: you are ranking');
    const toPredecessor = await successor(spanCommand(firstMessage, 'log', '--to'));
    expect(toPredecessor.stdout).toContain('[answer] ranking: ties');

    // cli died after its plan; the top replaces it: the replacement's kickoff has one plan section, which says to send none.
    at(repo, '07:06:00');
    await send(
      repo,
      wtCli,
      'cli',
      'top',
      'report',
      '[plan] cli: flags\nPlan:\n- Add --top, test it.\nCriteria:\n- Pass: `npm test` exits 0.\n- Fail: `npm test` exits non-zero.\n',
    );
    editDoc(
      repo,
      (text) =>
        text.replace(
          '| cli | codex | — | laptop | — | top | cli | planned |',
          '| cli | codex | — | laptop | — | top | cli | stopped |\n| cli-2 | codex | — | laptop | — | top | cli | planned |',
        ),
      'cli replaced by cli-2',
    );
    const replacement = await teamdoc(repo, repo.dir, 'kickoff', 'cli');
    expect(replacement.code, replacement.stderr).toBe(0);
    expect(replacement.stdout).toContain('\n## Plan and criteria, taken over\n');
    expect(replacement.stdout).not.toContain('\n## Plan and criteria, before any result\n');
    expect(replacement.stdout).toContain('- `cli` (stopped)');
    expect(section(replacement.stdout, '## Plan and criteria, taken over')).toContain('send no `[plan]` of your own');
    writeFileSync(join(repo.dir, '..', 'cli-2.md'), replacement.stdout);
    expect(await checkKickoff(repo, repo.dir, join(repo.dir, '..', 'cli-2.md'))).toEqual({ code: 0, rules: [] });
    const sentBefore = await runCli(spanCommand(section(replacement.stdout, '## Plan and criteria, taken over'), 'log', '--from', { name: 'cli' }), {
      cwd: wtCli,
      env: sessionEnv(repo, CLI_2),
    });
    expect(sentBefore.stdout).toContain('[plan] cli: flags');
  });
});
