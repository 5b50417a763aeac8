/**
 * A successor's first message is a kickoff: the team's intent, the part's
 * criteria, the resources it takes over and its new parent's reply address,
 * so `teamdoc check --kickoff` passes it. Told as the top sees it: two
 * workers of one committed team doc, one in Claude Code and one in Codex,
 * each handing its part to a fresh session.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { EXAMPLE_TEAMS_NOW } from '../helpers/clock.js';
import { packetText } from '../helpers/handoff.js';
import { makeRepo } from '../helpers/repo.js';

const EXAMPLE = readFileSync(new URL('../../examples/ml-training-push.md', import.meta.url), 'utf8');
const PRETRAIN = '8c41d2a0-1e9b-4f3c-a7d5-6b0e2c9f1a34';
const EVALS = '019a7c3e-8f21-7b40-a6d2-5c9e1f3b7a08';

describe('the handoff’s first message passes check --kickoff', () => {
  it('for a Claude Code successor (the mode read from its predecessor’s transcript) and a Codex one (no mode to state)', async () => {
    const repo = makeRepo({ files: { 'TEAM.md': EXAMPLE } });
    const env = { ...repo.env, TEAMDOC_NOW: EXAMPLE_TEAMS_NOW.toISOString() };
    const projects = join(repo.home, '.claude', 'projects', '-srv-llm');
    mkdirSync(projects, { recursive: true });
    writeFileSync(join(projects, `${PRETRAIN}.jsonl`), `${JSON.stringify({ type: 'user', permissionMode: 'acceptEdits' })}\n`);
    const claude = { ...env, CLAUDE_CODE_SESSION_ID: PRETRAIN };
    const codex = { ...env, CODEX_THREAD_ID: EVALS };

    for (const [worker, part, sessionEnv] of [
      ['pretrain', 'pretrain-7b', claude],
      ['evals', 'eval-suite', codex],
    ] as const) {
      const joined = await runCli(['join', '--parent', 'top', '--part', part, '--name', worker], { cwd: repo.dir, env: sessionEnv });
      expect(joined.code, joined.stderr).toBe(0);
      const handed = await runCli(['handoff', '--name', `${worker}-2`], { cwd: repo.dir, env: sessionEnv, input: packetText() });
      expect(handed.code, handed.stderr).toBe(0);
      expect(handed.stderr).not.toContain('permission mode is unknown');
      writeFileSync(join(repo.dir, `${worker}-2.md`), handed.stdout);

      const check = await runCli(['check', '--kickoff', `${worker}-2.md`, '--format', 'json'], { cwd: repo.dir, env });
      const messages = JSON.parse(check.stdout).files[0].messages as Array<{ ruleId: string; severity: number; message: string }>;
      expect(
        messages.filter((message) => message.severity === 2),
        worker,
      ).toEqual([]);
      expect(check.code, worker).toBe(0);
    }

    const claudeMessage = readFileSync(join(repo.dir, 'pretrain-2.md'), 'utf8');
    expect(claudeMessage).toContain('You were started in permission mode `acceptEdits`');
    expect(claudeMessage).toContain('**top**\n(session `3f2b8c1e-5a7d-4c9e-9b1a-2d6e8f0c4a71`)');
    expect(claudeMessage).toContain('- pre-training cards (gpu): `0-5`');
    // Reports go to the predecessor's parent, named; the join's --parent names the predecessor.
    expect(claudeMessage.replace(/\s+/g, ' ')).toContain('--to top --kind report');
    expect(claudeMessage).not.toContain('<parent>');
    expect(claudeMessage.replace(/\s+/g, ' ')).toContain("a row of your own in the team doc's Roles table");
    expect(claudeMessage).toContain('#### Criteria (2026-11-22)');
    const codexMessage = readFileSync(join(repo.dir, 'evals-2.md'), 'utf8');
    expect(codexMessage).not.toContain('## Permission mode');
    expect(codexMessage).toContain(`teamdoc join --name evals-2 --parent evals --handoff `);
  });

  it('a successor’s join naming someone other than the part’s owner is still reported', async () => {
    const repo = makeRepo({ files: { 'TEAM.md': EXAMPLE } });
    const env = { ...repo.env, TEAMDOC_NOW: EXAMPLE_TEAMS_NOW.toISOString() };
    const codex = { ...env, CODEX_THREAD_ID: EVALS };
    await runCli(['join', '--parent', 'top', '--part', 'eval-suite', '--name', 'evals'], { cwd: repo.dir, env: codex });
    const handed = await runCli(['handoff', '--name', 'evals-2'], { cwd: repo.dir, env: codex, input: packetText() });
    writeFileSync(join(repo.dir, 'wrong.md'), handed.stdout.replace('--parent evals', '--parent data'));
    const check = await runCli(['check', '--kickoff', 'wrong.md', '--format', 'json'], { cwd: repo.dir, env });
    const messages = JSON.parse(check.stdout).files[0].messages as Array<{ ruleId: string; message: string }>;
    expect(messages.map((message) => [message.ruleId, message.message])).toEqual([
      ['kickoff-first-command', 'Unexpected `data`, expected `evals`, the owner of `eval-suite` handing it off'],
    ]);
  });
});
