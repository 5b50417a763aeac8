/**
 * End to end with the real Claude Code 2.1.328 (the offline harness): two
 * sessions in a project's worktrees exchange messages with no teamdoc plugin,
 * so nothing records them; then one `teamdoc scan --record` in the repository
 * makes the log complete with the outcomes the transcripts prove, and a second
 * scan finds nothing left to add.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ClaudeScript } from '../harness/anthropic-mock.js';
import { scriptMarker } from '../harness/script.js';
import { claudeHarness } from '../harness/vitest.js';
import { field, readJsonLines } from '../harness/jsonl.js';
import { runCli } from '../helpers/cli.js';
import { addWorktree, makeRepo } from '../helpers/repo.js';
import { rolesDoc } from '../helpers/team-docs.js';

const reads: ClaudeScript = (_request, context) => [{ text: context.peerMessages.length > 0 ? `read: ${context.peerMessages.at(-1)!.body}` : 'waiting' }];
const sender: ClaudeScript = {
  turns: [
    [
      {
        tool: 'SendMessage',
        input: { to: 'b', message: '[result] eval-suite: 41/42 pass\nEvidence:\n- /w/evals/report.txt\nBears on: none\nNext: fix the one' },
      },
    ],
    [{ tool: 'SendMessage', input: { to: 'nobody-here', message: 'anyone there?' } }],
    [{ text: 'done' }],
  ],
};

describe('teamdoc scan --record after real Claude Code sessions messaged without the plugin', () => {
  it('makes the log complete: the delivered report and the refused send, with evidence; a second scan adds nothing', async () => {
    const { claude } = await claudeHarness({ scripts: { reads, sender } });
    const [idA, idB] = [randomUUID(), randomUUID()];
    const elsewhere = randomUUID();
    const repo = makeRepo({
      files: {
        'TEAM.md': rolesDoc([
          ['b', 'claude', idB, 'here', 'wb', '—', '—', 'active'],
          ['a', 'claude', idA, 'here', 'wa', 'b', 'eval-suite', 'active'],
          ['data', 'claude', elsewhere, 'gpu-b', '/srv/data', 'b', 'data-mix', 'active'],
        ]),
      },
    });
    const wa = addWorktree(repo, 'a');
    const wb = addWorktree(repo, 'b');

    const b = claude.start({ cwd: wb, name: 'b', sessionId: idB, prompt: `${scriptMarker('reads')} wait` });
    await b.turnEnded(1);
    const a = claude.start({ cwd: wa, name: 'a', sessionId: idA, prompt: `${scriptMarker('sender')} report` });
    await a.turnEnded(1);
    await b.turnEnded(2);
    await Promise.all([a.close(), b.close()]);
    const msgId = readJsonLines(a.transcriptPath())
      .map((row) => field(row, 'toolUseResult', 'msg_id'))
      .find((id): id is string => typeof id === 'string');
    expect(msgId).toBeDefined();

    const env = { ...repo.env, HOME: claude.home, TEAMDOC_HOST: 'here' };
    const before = await runCli(['scan'], { cwd: repo.dir, env });
    expect(before.code, before.stderr).toBe(1);
    expect(before.stdout).toContain('Log refs/heads/teamdoc/log (0 messages before this scan): 2 missing.');
    expect(before.stdout).toContain(`  data  claude  ${elsewhere}  TEAM.md:9  host gpu-b`);

    const record = await runCli(['scan', '--record'], { cwd: repo.dir, env });
    expect(record.code, record.stderr).toBe(0);
    expect(record.stdout).toMatch(/^Recorded 2 messages and 3 delivery events \(commit [0-9a-f]{12}\)\.$/m);

    const log = JSON.parse((await runCli(['log', '--format', 'json'], { cwd: repo.dir, env })).stdout) as {
      messages: Array<{
        id: string;
        kind: string;
        from: object;
        to: object;
        nativeId?: string;
        provenance: { by: string };
        delivery: { state: string; history: Array<{ state: string }> };
      }>;
    };
    expect(log.messages).toHaveLength(2);
    const [report, refused] = log.messages;
    expect(report).toMatchObject({
      id: `cc-${msgId}`,
      kind: 'report',
      nativeId: msgId,
      from: { name: 'a', session: idA, runtime: 'claude', host: 'here' },
      to: { name: 'b', session: idB, runtime: 'claude' },
      provenance: { by: 'scan' },
      delivery: { state: 'delivered' },
    });
    expect(report!.delivery.history.map((event) => event.state)).toEqual(['sent', 'delivered']);
    expect(refused).toMatchObject({ kind: 'other', from: { session: idA }, to: { name: 'nobody-here' }, delivery: { state: 'refused' } });
    expect(refused!.id).toMatch(/^cc-refused-toolu_/);

    const after = await runCli(['scan'], { cwd: repo.dir, env });
    expect(after.code, after.stdout).toBe(0);
    expect(after.stdout).toContain('Log refs/heads/teamdoc/log (2 messages before this scan): 2 agreed.');
  });
});
