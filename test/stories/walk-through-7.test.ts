/**
 * Walk-through round 7 replayed where the CLI changed: a worker in a clone of
 * its own on `gpu-box`, on its part's branch, hands off after the top applied
 * its plan and pushed the doc. The successor's first message carries the
 * criteria as pushed, not the clone's stale copy, and names the command that
 * reads the doc in force. Two clones of one bare remote, the CLI as processes,
 * the clock pinned.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packetText } from '../helpers/handoff.js';
import { runCli } from '../helpers/cli.js';
import { join_, secondMachine, send, sessionEnv, teamDoc, teamdoc } from '../helpers/chain-team.js';
import { teamdocCommand } from '../helpers/commands-in-text.js';
import { addWorktree } from '../helpers/repo.js';
import { at, editDoc, storyRepo } from '../helpers/story.js';

const TOP = { name: 'top', session: '5f0c1e2a-0000-4000-8000-000000000071' };
const CLI = { name: 'cli', session: '019a0000-0000-7000-8000-000000000074', runtime: 'codex' as const };
const CLI_2 = { name: 'cli-2', session: '019a0000-0000-7000-8000-000000000075', runtime: 'codex' as const };
const RANKING = { name: 'ranking', session: '5f0c1e2a-0000-4000-8000-000000000072', host: 'gpu-box' };

const DOC = teamDoc([
  `| top | claude | ${TOP.session} | laptop | — | — | — | active |`,
  '| ranking | claude | — | gpu-box | — | top | ranking | planned |',
]).replace(/#### Plan\n\n- Do [\w-]+\.\n\n#### Criteria\n\n- Pass: it works\.\n- Fail: it does not\.\n\n/g, '');
const APPLIED =
  '#### Plan\n\n- Rank by count, ties alphabetical.\n\n#### Criteria (2026-12-02)\n\n- Pass: `npm test` exits 0 with the ranking tests.\n- Fail: any ranking test fails.\n\n';

describe('walk-through 7: a handoff in a clone on a part branch, a replacement’s row', () => {
  it('carries the criteria the top pushed after the clone branched, and names the command that reads the doc in force', async () => {
    const repo = storyRepo(DOC, '07:00:00');
    const { clone } = secondMachine(repo);
    const branch = repo.git('symbolic-ref', '--short', 'HEAD');
    clone.git('switch', '-q', '-c', 'part/ranking');

    // ranking joins in its clone and syncs; the top applies its plan and pushes the doc.
    at(repo, '07:01:00');
    expect((await join_(repo, clone.dir, RANKING, 'top', 'ranking', '--name', 'ranking')).code).toBe(0);
    expect((await teamdoc(repo, clone.dir, 'sync')).code).toBe(0);
    editDoc(repo, (text) => text.replace('### ranking\n\n', `### ranking\n\n${APPLIED}`), 'ranking: plan and criteria');
    repo.git('push', '-q', 'origin', branch);
    expect(readFileSync(join(clone.dir, 'TEAM.md'), 'utf8')).not.toContain('#### Criteria');

    // ranking hands off in its clone, as the handoff skill says.
    at(repo, '07:04:00');
    const handoffSkill = readFileSync(new URL('../../skills/handoff/SKILL.md', import.meta.url), 'utf8');
    const packet = packetText();
    const handoff = await runCli(teamdocCommand(handoffSkill, 'handoff', { successor: 'ranking-2', 'your mode': 'acceptEdits' }), {
      cwd: clone.dir,
      env: sessionEnv(repo, RANKING),
      input: packet,
    });
    expect(handoff.code, handoff.stderr).toBe(0);
    expect(handoff.stderr).toContain(`the first message carries the team doc as origin/${branch}:TEAM.md holds it, just fetched`);
    const firstMessage = handoff.stdout;
    expect(firstMessage).toContain('- Pass: `npm test` exits 0 with the ranking tests.');
    expect(firstMessage).not.toContain('(none yet)');
    // The command it names reads the doc in force, in the successor's clone.
    const readDoc = /`(git fetch origin && git show [^`]+)`/.exec(firstMessage.replace(/\n/g, ' '))?.[1];
    expect(readDoc).toBe(`git fetch origin && git show origin/${branch}:TEAM.md`);
    expect(execFileSync('sh', ['-c', readDoc!], { cwd: clone.dir, env: repo.env, encoding: 'utf8' })).toContain('#### Criteria (2026-12-02)');
    // check --kickoff, run as the skill says, finds the message whole.
    const firstFile = join(clone.dir, '..', 'ranking-2.md');
    writeFileSync(firstFile, firstMessage);
    const checked = await teamdoc(repo, clone.dir, 'check', '--kickoff', firstFile);
    expect(checked.code, checked.stdout).toBe(0);
    // The file, given by its absolute path, is named as given.
    expect(checked.stdout).toBe(`${firstFile}: no issues found\n`);

    // The top changes the criteria and pushes; after a fetch, check --kickoff in the clone names the difference, as the handoff skill says.
    at(repo, '07:04:30');
    editDoc(
      repo,
      (text) =>
        text.replace(
          '- Fail: any ranking test fails.\n',
          '- Fail: any ranking test fails.\n\n#### Criteria (2026-12-02)\n\n- Pass: `npm test` exits 0 with a test of ties.\n- Fail: any ranking test fails.\n',
        ),
      'ranking: criteria changed',
    );
    repo.git('push', '-q', 'origin', branch);
    clone.git('fetch', '-q', 'origin');
    const stale = await teamdoc(repo, clone.dir, 'check', '--kickoff', firstFile);
    expect(stale.code).toBe(1);
    expect(stale.stdout.replace(/\s+/g, ' ')).toContain('kickoff without the criterion `Pass: npm test exits 0 with a test of ties.`');
  });

  it('a replacement that sends no plan of its own: apply-plan fills only its row, and the commit it suggests says so', async () => {
    const cliDoc = teamDoc([
      `| top | claude | ${TOP.session} | laptop | — | — | — | active |`,
      '| cli | codex | — | laptop | — | top | cli | planned |',
    ]).replace(/#### Plan\n\n- Do [\w-]+\.\n\n#### Criteria\n\n- Pass: it works\.\n- Fail: it does not\.\n\n/g, '');
    const repo = storyRepo(cliDoc, '07:00:00');
    const worktree = addWorktree(repo, 'cli');
    expect((await join_(repo, worktree, CLI, 'top', 'cli', '--name', 'cli')).code).toBe(0);
    await send(
      repo,
      worktree,
      'cli',
      'top',
      'report',
      '[plan] cli: flags\nPlan:\n- Add --top and test it.\nCriteria:\n- Pass: `npm test` exits 0.\n- Fail: `npm test` exits non-zero.\n',
    );
    const first = await teamdoc(repo, repo.dir, 'apply-plan', 'cli');
    expect(first.stdout).toContain('git commit -m "cli: plan and criteria"');
    repo.git('commit', '-q', '-am', 'cli: plan and criteria');

    // cli dies; the top replaces it as life-cycle.md says, and cli-2 joins in the same worktree.
    at(repo, '07:05:00');
    editDoc(
      repo,
      (text) =>
        text.replace(
          /\| cli \| codex \| [^\n]*\| active \|/,
          (row) => `${row.replace('| active |', '| stopped |')}\n| cli-2 | codex | — | laptop | ${worktree} | top | cli | planned |`,
        ),
      'cli replaced by cli-2',
    );
    // The top renders and records the replacement's kickoff, as start-workers.md says for every worker, Codex too.
    const startWorkers = readFileSync(new URL('../../skills/lead/references/start-workers.md', import.meta.url), 'utf8');
    const kickoffFile = join(repo.dir, '..', 'cli.kickoff.md');
    const rendered = await teamdoc(
      repo,
      repo.dir,
      ...teamdocCommand(startWorkers, 'kickoff', { part: 'cli' }).filter((word) => !/^>|\.kickoff\.md$/.test(word)),
    );
    expect(rendered.code, rendered.stderr).toBe(0);
    writeFileSync(kickoffFile, rendered.stdout);
    expect((await teamdoc(repo, repo.dir, ...teamdocCommand(startWorkers, 'record', { you: 'top', worker: 'cli-2', part: 'cli' }, '--kind brief'))).code).toBe(
      0,
    );
    expect((await join_(repo, worktree, CLI_2, 'top', 'cli', '--name', 'cli-2')).code).toBe(0);
    // Its first unread shows that very kickoff, as the kickoff says.
    const firstUnread = await runCli(['log', '--unread', '--for', 'cli-2', '--full'], { cwd: worktree, env: sessionEnv(repo, CLI_2) });
    expect(firstUnread.stdout).toContain('brief  top → cli-2');
    // The top tests for news with --peek (the lead skill's step 8), and reads it all after.
    const peek = await runCli(['log', '--unread', '--for', 'top', '--peek', '--oneline'], { cwd: repo.dir, env: sessionEnv(repo, TOP) });
    expect(peek.stdout).toContain('join');
    expect((await runCli(['log', '--unread', '--for', 'top', '--oneline'], { cwd: repo.dir, env: sessionEnv(repo, TOP) })).stdout).toBe(peek.stdout);
    const row = await teamdoc(repo, repo.dir, 'apply-plan', 'cli');
    expect(row.code, row.stderr).toBe(0);
    expect(row.stdout).toContain(`git commit -m "cli: cli-2's row from its join"`);
    repo.git('commit', '-q', '-am', "cli: cli-2's row from its join");
    const checked = await teamdoc(repo, repo.dir, 'check');
    expect(checked.code, checked.stdout).toBe(0);
    // view links cli-2 to the cli it replaced, as log --for reads cli's mail for it.
    const view = JSON.parse((await teamdoc(repo, repo.dir, 'view', '--format', 'json')).stdout);
    expect(view.lineages).toEqual([[`session:${CLI.session}`, `session:${CLI_2.session}`]]);
    expect(view.sessions.find((session: { name: string }) => session.name === 'cli-2').replaced).toEqual({
      predecessors: [`session:${CLI.session}`],
      time: expect.stringMatching(/^2026-12-02T07:05:00/),
    });
    expect((await teamdoc(repo, repo.dir, 'view')).stdout).toContain('\n  cli → cli-2 (replaced cli, 0s ago)\n');
  });

  it('in the top’s own checkout, on the default branch, the first message carries the doc at its path: a top’s message, the doc its own', async () => {
    const repo = storyRepo(DOC, '07:00:00');
    secondMachine(repo);
    const handoff = await runCli(['handoff', '--name', 'top-2', '--permission-mode', 'acceptEdits'], {
      cwd: repo.dir,
      env: sessionEnv(repo, TOP),
      input: ['Goal', 'Current state', 'Tried and ruled out', 'Decisions and why', 'Next steps', 'Skills and commands that helped', 'Open risks']
        .map((title) => `## ${title}\n\nnone\n`)
        .join('\n'),
    });
    expect(handoff.code, handoff.stderr).toBe(0);
    expect(handoff.stderr).not.toContain('carries the team doc as');
    expect(handoff.stdout).toContain('# Handoff: you are top-2, the top now, taking over from top');
    expect(handoff.stdout).toContain(`The team doc is \`${realpathSync(repo.dir)}/TEAM.md\``);
  });
});
