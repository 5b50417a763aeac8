/**
 * The repository as a Claude Code plugin, and its skills in Codex, proven in
 * real sessions (the offline harness): `claude plugin validate` passes, the
 * skills are listed and load, a scripted leader running the lead skill's
 * commands ends with a checked team doc and a kickoff that passes
 * `check --kickoff`, and a Codex worker finds the installed skills and uses
 * the log from its shell.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemTextOf } from '../harness/anthropic-mock.js';
import { field } from '../harness/jsonl.js';
import { scriptMarker } from '../harness/script.js';
import { claudeHarness, codexHarness } from '../harness/vitest.js';
import { runCli } from '../helpers/cli.js';
import { REPO_ROOT, logMessages, teamdocOnPath, withTeamdoc } from '../helpers/plugin-sessions.js';
import { TEST_IDENTITY, makeRepo, scratchDir } from '../helpers/repo.js';

/** The budgets (README § Skills holds the measured figures). */
const SKILL_BUDGETS = { alwaysOn: 150, onInvoke: { lead: 1800, worker: 1800, handoff: 1800 } };

/** `~1.4k`, `~106`, `< 20` as printed by `claude plugin details`, in tokens. */
function tokens(printed: string): number {
  const [, number, thousands] = /([\d.]+)(k?)/.exec(printed)!;
  return Number(number) * (thousands ? 1000 : 1);
}

describe('the repository root as a Claude Code plugin', () => {
  it('passes `claude plugin validate .` with no errors or warnings, and provides the three skills and three hooks', async () => {
    const { claude } = await claudeHarness();
    const text = await claude.command(['plugin', 'validate', '.'], { cwd: REPO_ROOT });
    const json = await claude.command(['plugin', 'validate', '--json', '.'], { cwd: REPO_ROOT });

    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain('✔ Validation passed');
    for (const provided of [
      'skills: teamdoc:handoff',
      'skills: teamdoc:lead',
      'skills: teamdoc:worker',
      'hooks: PostToolUse SendMessage command',
      'hooks: UserPromptSubmit command',
      'hooks: Stop command',
    ]) {
      expect(text.stdout).toContain(provided);
    }
    expect(text.stdout).not.toContain('without quotes');
    // The plugin-directory checks (the icon among them) find nothing either.
    expect(text.stdout).toContain('✔ These checks found nothing to report');
    expect(text.stdout).not.toContain('⚠');
    const report = JSON.parse(json.stdout) as { success: boolean; manifest: { errors: unknown[]; warnings: unknown[] } };
    expect(report).toMatchObject({ success: true, manifest: { errors: [], warnings: [] } });
  });

  it('stays within its context budget by `claude plugin details teamdoc`: the pack ≤ 150 tokens always-on, the lead ≤ 1,800 on invoke, the hooks none', async () => {
    const { claude } = await claudeHarness();
    const details = await claude.command(['--plugin-dir', REPO_ROOT, 'plugin', 'details', 'teamdoc']);

    expect(details.code, details.stderr).toBe(0);
    expect(details.stdout).toContain('harness-only — no model context cost');
    const alwaysOn = /Always-on:\s+([~<]\s*[\d.]+k?) tok/.exec(details.stdout)?.[1];
    expect(alwaysOn, details.stdout).toBeDefined();
    expect(tokens(alwaysOn!), `the pack costs ${alwaysOn} tokens always-on`).toBeLessThanOrEqual(SKILL_BUDGETS.alwaysOn);
    for (const [skill, onInvokeBudget] of Object.entries(SKILL_BUDGETS.onInvoke)) {
      const row = new RegExp(`^\\s+${skill}\\s+([~<]\\s*[\\d.]+k?)\\s+([~<]\\s*[\\d.]+k?)\\s*$`, 'm').exec(details.stdout);
      expect(row, `no row for ${skill} in:\n${details.stdout}`).not.toBeNull();
      expect(tokens(row![2]!), `${skill} costs ${row![2]} tokens on invoke`).toBeLessThanOrEqual(onInvokeBudget);
    }
  });

  it('lists the skills to the model, and `Skill teamdoc:lead` loads the lead skill', async () => {
    const { claude, mock } = await claudeHarness({
      scripts: { 'load-lead': { turns: [[{ tool: 'Skill', input: { skill: 'teamdoc:lead' } }], [{ text: 'loaded' }]] } },
    });
    const run = await claude.run({ cwd: claude.workdir('work'), prompt: `${scriptMarker('load-lead')} split this work`, pluginDirs: [REPO_ROOT] });

    expect(run.code, run.stderr).toBe(0);
    const [first, second] = mock.requestsFor('load-lead');
    const listing = systemTextOf(first ?? {});
    expect(listing).toContain('- teamdoc:lead: Use when work should be split across');
    expect(listing).toContain('- teamdoc:worker: ');
    expect(listing).toContain('- teamdoc:handoff: ');
    expect(JSON.stringify(second)).toContain('# Lead a team of sessions');
    expect(JSON.stringify(second)).toContain('teamdoc kickoff <part> --permission-mode <your mode>');
  });

  it('a leader session that runs the lead skill’s commands (init, edit, check, kickoff) ends with a checked team doc and a kickoff that passes check --kickoff', async () => {
    const repo = makeRepo({ files: { 'README.md': 'vision\n' } });
    const doc = [
      '---',
      'team: vision',
      'format: 1',
      'checkin: 2h',
      '---',
      '',
      '# Vision push',
      '',
      'Train the small vision model to 80% top-1 on the held-out set and report with evidence.',
      '',
      '## Roles',
      '',
      '| Name | Runtime | Session | Host | Worktree | Parent | Part | Status |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      '| lead | claude | ${CLAUDE_CODE_SESSION_ID} | ws-1 | $PWD | — | — | active |',
      '| train | claude |  | ws-1 | $PWD/../wt-train | lead | train | planned |',
      '',
      '## Rules',
      '',
      '- Each worker owns one part and only its listed resources.',
      '',
      '## Resources',
      '',
      '| Resource | Kind | Value | Owner | Note |',
      '| --- | --- | --- | --- | --- |',
      '| training cards | gpu | 0,1 | train | |',
      '| runs | path | /data/runs/vision | train | |',
      '',
      '## Board',
      '',
      '| Item | Owner | State | Next |',
      '| --- | --- | --- | --- |',
      '| training run | train | planned | kickoff |',
      '',
      '### Needs user decision',
      '',
      '| Decision | Asked by | Default | Since |',
      '| --- | --- | --- | --- |',
      '',
      '## Parts',
      '',
      '### train',
      '',
      'train owns the training run on cards 0 and 1 and its report.',
      '',
      '#### Plan',
      '',
      '- Train for 20 epochs; evaluate on the held-out set.',
      '',
      '#### Criteria (2026-11-30)',
      '',
      '- Pass: top-1 at or above 80% on the held-out set.',
      '- Fail: top-1 below 80%.',
      '',
      '#### Verdict',
      '',
    ].join('\n');
    const step = (command: string) => [{ tool: 'Bash', input: { command: `${command}\necho "exit=$?"` } }];
    const { claude, mock, root } = await claudeHarness({
      scripts: {
        leader: {
          turns: [
            [{ tool: 'Skill', input: { skill: 'teamdoc:lead' } }],
            step('teamdoc init --team vision --name lead'),
            step(`cat > TEAM.md <<EOF\n${doc}EOF`),
            step('teamdoc check'),
            step('git add TEAM.md && git commit -q -m "team doc: vision"'),
            step('teamdoc kickoff train --permission-mode bypassPermissions > ../kickoff-train.md'),
            step('teamdoc check --kickoff ../kickoff-train.md'),
            [{ text: 'The team doc is checked and the kickoff for train is ready.' }],
          ],
        },
      },
    });
    const run = await claude.run({
      cwd: repo.dir,
      prompt: `${scriptMarker('leader')} split the vision work`,
      pluginDirs: [REPO_ROOT],
      env: { ...withTeamdoc(claude, root), ...TEST_IDENTITY },
      timeoutMs: 120_000,
    });

    expect(run.code, run.stderr).toBe(0);
    // Every tool result of the conversation, in order, from the last request (which holds them all); the first is the Skill's.
    const results = (mock.requestsFor('leader').at(-1)?.messages ?? [])
      .flatMap((message) => (Array.isArray(message.content) ? message.content : []))
      .filter((block) => block.type === 'tool_result')
      .map((block) => JSON.stringify(block.content))
      .slice(1);
    expect(results.map((result) => /exit=(\d+)/.exec(result)?.[1])).toEqual(['0', '0', '0', '0', '0', '0']);
    expect(results[0]).toContain('Created TEAM.md for team vision.');
    expect(results[5]).toContain('no issues found');

    const check = await runCli(['check'], { cwd: repo.dir, env: repo.env });
    expect(check).toMatchObject({ code: 0 });
    const kickoff = readFileSync(join(repo.dir, '..', 'kickoff-train.md'), 'utf8');
    expect(kickoff).toContain(
      `Your parent, who had you started and to whom you report, is **lead** (session\n\`${run.sessionId}\`, runtime claude, host ws-1)`,
    );
    expect(kickoff).toContain(`The team doc is \`${join(repo.dir, 'TEAM.md')}\``);
    expect(kickoff).toContain('teamdoc join --parent lead --part train --name train');
    expect(repo.git('log', '--format=%s', '-1')).toBe('team doc: vision');
  });
});

describe('the skills in Codex', () => {
  it('after `teamdoc install codex`, a Codex session lists them, and a scripted worker reads and records through the log from its shell', async () => {
    const repo = makeRepo({ files: { 'README.md': 'vision\n' } });
    const install = await runCli(['install', 'codex'], { cwd: repo.dir, env: repo.env });
    expect(install.code, install.stderr).toBe(0);
    expect(existsSync(join(repo.dir, '.agents', 'skills', 'worker', 'SKILL.md'))).toBe(true);
    const brief = await runCli(['record', '--from', 'lead', '--to', 'eval', '--kind', 'brief', '--body-file', '-'], {
      cwd: repo.dir,
      env: repo.env,
      input: 'Score the 20k checkpoint first.',
    });
    expect(brief.code, brief.stderr).toBe(0);

    // Codex runs tools in a login shell that resets PATH: the worker calls teamdoc by its full path.
    const teamdoc = join(teamdocOnPath(scratchDir()), 'teamdoc');
    const { codex, mock } = await codexHarness({
      scripts: {
        worker: {
          turns: [
            [{ exec: `"${teamdoc}" log --for eval` }],
            [
              {
                exec: `printf '[result] eval: scored the 20k checkpoint\\nEvidence:\\n- /data/evals/20k.json — the scores\\nBears on: none\\nNext: 40k\\n' | "${teamdoc}" record --from eval --to lead --kind report`,
              },
            ],
            [{ text: 'reported' }],
          ],
        },
      },
    });
    const run = await codex.run({ cwd: repo.dir, prompt: `${scriptMarker('worker')} $worker you are eval` });

    expect(run.code, run.stderr).toBe(0);
    const requests = mock.requestsFor('worker');
    const first = JSON.stringify(requests[0]);
    expect(first).toContain('- lead: Use when work should be split across');
    expect(first).toContain('- worker: ');
    expect(first).toContain('.agents/skills');
    expect(JSON.stringify(requests[1])).toContain('Score the 20k checkpoint first.');

    const report = (await logMessages(repo)).find((message) => message.kind === 'report');
    expect(report).toMatchObject({ from: { name: 'eval' }, to: { name: 'lead' }, provenance: { by: 'cli' } });
    expect(JSON.stringify(report)).toContain(String(run.threadId));
    const commands = run.events.filter((event) => event.type === 'item.completed' && field(event, 'item', 'type') === 'command_execution');
    expect(commands.map((event) => field(event, 'item', 'exit_code'))).toEqual([0, 0]);
  });
});
