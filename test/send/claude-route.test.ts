/**
 * `teamdoc send` to a Claude Code session, with the real Claude Code offline:
 * a Codex worker (here: its environment) reports to a Claude lead through the
 * lead's inbox socket, and the log holds the message once with the route and
 * what Claude Code answered.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ClaudeScript } from '../harness/anthropic-mock.js';
import { scriptMarker } from '../harness/script.js';
import { claudeHarness } from '../harness/vitest.js';
import { teamDoc } from '../helpers/chain-team.js';
import { runCli } from '../helpers/cli.js';
import { logMessages, states } from '../helpers/plugin-sessions.js';
import { makeRepo } from '../helpers/repo.js';

const reads: ClaudeScript = (_request, context) => [{ text: context.peerMessages.length > 0 ? `read: ${context.peerMessages.at(-1)!.body}` : 'waiting' }];

describe('teamdoc send to a Claude Code session', () => {
  it('a worker’s report reaches the idle lead’s turn: one entry, sending then delivered, and the lead’s model reads it', async () => {
    const { claude, mock } = await claudeHarness({ scripts: { reads } });
    const lead = randomUUID();
    const worker = '01a20000-0000-7000-8000-00000000000a';
    const repo = makeRepo({
      files: {
        'TEAM.md': teamDoc([`| lead | claude | ${lead} | box | — | — | — | active |`, `| worker | codex | ${worker} | box | — | lead | eval | active |`]),
      },
    });
    const session = claude.start({ cwd: repo.dir, sessionId: lead, name: 'lead', permissionMode: 'default', prompt: `${scriptMarker('reads')} wait` });
    await session.turnEnded(1);
    await session.waitForStatus('idle');

    const env = { ...repo.env, CLAUDE_CONFIG_DIR: `${claude.home}/.claude`, TEAMDOC_HOST: 'box', CODEX_THREAD_ID: worker, TEAMDOC_NAME: 'worker' };
    const body = '[done] eval: all green\nEvidence:\n- runs/7/summary.json\nCriteria:\n- pass: accuracy 0.91\nRemains: none\n';
    const sent = await runCli(['send', '--to', 'lead'], { cwd: repo.dir, env, input: body });
    expect(sent.stderr).toMatch(/^teamdoc: delivered to lead \(Claude Code session [0-9a-f-]{36}\): arrived/);
    expect(sent.code).toBe(0);
    const id = sent.stdout.trim();
    expect(String((await session.turnEnded(2)).result)).toContain('read: [done] eval: all green');
    expect(JSON.stringify(mock.requestsFor('reads').at(-1))).toContain('teamdoc send --to worker');

    const [message, ...more] = await logMessages(repo);
    expect(more).toEqual([]);
    expect(message).toMatchObject({
      id,
      kind: 'report',
      from: { name: 'worker', session: worker },
      to: { name: 'lead', session: lead },
      body,
      delivery: { state: 'delivered' },
    });
    expect(states(message)).toEqual(['unknown', 'delivered']);
    await session.close();
  });
});
