/**
 * The scan over transcripts that real Claude Code 2.1.328 and Codex 0.169
 * sessions left on disk (recorded offline by the harness, test/fixtures/transcripts/).
 * The recorded cwds no longer exist, so each test selects the case's sessions by id.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ScanReport } from '../../src/scan/model.js';
import { scanTranscripts } from '../../src/scan/scan.js';
import { scratchDir } from '../helpers/repo.js';
import { installRecordedCase, type RecordedCase } from '../helpers/transcripts.js';

async function scanCase(name: string): Promise<{ recorded: RecordedCase; report: ScanReport; ids: Record<string, string> }> {
  const home = scratchDir('teamdoc-home-');
  const recorded = installRecordedCase(name, home);
  const ids = Object.fromEntries(Object.entries(recorded.sessions ?? {}).map(([key, session]) => [key, session.sessionId]));
  const wanted = recorded.threadId !== undefined ? [recorded.threadId] : Object.values(ids);
  const report = await scanTranscripts({ cwd: scratchDir(), env: { HOME: home, TEAMDOC_HOST: 'test-host' }, sessions: wanted });
  return { recorded, report, ids };
}

const shape = (report: ScanReport) =>
  report.messages.map((message) => ({
    from: message.from.session,
    to: message.to.session,
    outcome: message.outcome,
    mode: message.mode,
    nativeId: message.nativeId,
    matchedBy: message.matchedBy,
    evidence: message.evidence.map((evidence) => `${evidence.role}${evidence.note ? `/${evidence.note}` : ''}`),
  }));

describe('teamdoc scan on transcripts recorded from the real CLIs', () => {
  it('an idle delivery: the receiver’s peer row carries the sender’s msg_id', async () => {
    const { recorded, report, ids } = await scanCase('claude-delivered-idle');
    expect(shape(report)).toEqual([
      {
        from: ids.a,
        to: ids.b,
        outcome: 'delivered',
        mode: 'idle',
        nativeId: recorded.msgId,
        matchedBy: ['msg-id'],
        evidence: ['send', 'result/queued', 'queued', 'arrival/idle'],
      },
    ]);
    expect(report.messages[0]?.body).toBe('PING from A: please start the eval part');
    expect(report.sessions.map((session) => [session.name, session.live?.status, session.version])).toEqual([
      ['a', 'idle', '2.1.328'],
      ['b', 'idle', '2.1.328'],
    ]);
    expect(report.totals).toMatchObject({ corrupt: 0, truncated: 0 });
  });

  it('a mid-turn delivery: the queued command row keeps the msg_id in 2.1.328', async () => {
    const { recorded, report, ids } = await scanCase('claude-delivered-mid-turn');
    expect(shape(report)).toEqual([
      {
        from: ids.a,
        to: ids.b,
        outcome: 'delivered',
        mode: 'mid-turn',
        nativeId: recorded.msgId,
        matchedBy: ['msg-id'],
        evidence: ['send', 'result/queued', 'queued', 'arrival/mid-turn'],
      },
    ]);
  });

  it('a message held for a permission-mode mismatch, then expired: both notices name it, the receiver shows nothing', async () => {
    const { recorded, report, ids } = await scanCase('claude-held-mode-mismatch');
    expect(shape(report)).toEqual([
      {
        from: ids.a,
        to: ids.b,
        outcome: 'expired',
        mode: undefined,
        nativeId: recorded.msgId,
        matchedBy: ['notice-msg-id'],
        evidence: ['send', 'result/queued', 'notice/held', 'notice/expired'],
      },
    ]);
    expect(report.messages[0]).toMatchObject({ delivery: 'expired', to: { address: expect.stringMatching(/^uds:.*\/1554\.sock$/), transcriptHere: true } });
  });

  it('a send to a name nobody has is refused at once, with the runtime’s reason', async () => {
    const { report, ids } = await scanCase('claude-refused-unknown-name');
    expect(shape(report)).toEqual([
      { from: ids.a, to: undefined, outcome: 'refused', mode: undefined, nativeId: undefined, matchedBy: [], evidence: ['send', 'result/failed'] },
    ]);
    expect(report.messages[0]).toMatchObject({ to: { name: 'nobody-here' }, reason: "The send itself failed: No agent named 'nobody-here' is reachable." });
  });

  it('a reply addressed to the sender’s socket, and the idle notice the first sender asked for', async () => {
    const { report, ids } = await scanCase('claude-reply');
    expect(shape(report)).toEqual([
      expect.objectContaining({
        from: ids.a,
        to: ids.b,
        outcome: 'delivered',
        matchedBy: ['msg-id', 'notice-recipient'],
        evidence: ['send', 'result/queued', 'queued', 'arrival/idle', 'notice/idle'],
      }),
      expect.objectContaining({ from: ids.b, to: ids.a, outcome: 'delivered', matchedBy: ['msg-id'] }),
    ]);
    expect(report.messages[1]?.to.address).toMatch(/^uds:.*\.sock$/);
    expect(report.messages[1]?.body).toBe('PONG: got "PING from A"');
  });

  it('a Codex thread started with a kickoff: received from its parent, whose transcript is not here', async () => {
    const { recorded, report } = await scanCase('codex-exec-kickoff');
    expect(report.messages.map((message) => [message.channel, message.from.name, message.to.session, message.to.runtime, message.outcome])).toEqual([
      ['kickoff', 'top', recorded.threadId, 'codex', 'received-without-send'],
    ]);
    expect(report.messages[0]?.body).toContain('First command: `teamdoc join eval --parent top`');
    expect(report.sessions[0]?.files[0]?.path).toBe(join(report.sources.codex, (recorded.rollout as string).replace(/^codex\//, '')));
  });
});
