import { appendFileSync, mkdirSync, readdirSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ScanReport, TracedMessage } from '../../src/scan/model.js';
import { scanTranscripts, type ScanOptions } from '../../src/scan/scan.js';
import { addWorktree, makeRepo, scratchDir } from '../helpers/repo.js';
import { installFixture } from '../helpers/transcripts.js';

const A = 'a1a1a1a1-0000-4000-8000-00000000000a';
const B = 'b2b2b2b2-0000-4000-8000-00000000000b';
const C = 'c3c3c3c3-0000-4000-8000-00000000000c';

/** A repository with a linked worktree, and transcripts of its sessions (and one other project's) on this machine. */
function project(fixtures: { claude?: string; codex?: string }) {
  const repo = makeRepo();
  const worktree = addWorktree(repo, 'b');
  const home = scratchDir('teamdoc-home-');
  const claudeDir = join(home, '.claude');
  const codexDir = join(home, '.codex');
  mkdirSync(claudeDir, { recursive: true });
  if (fixtures.claude) installFixture(fixtures.claude, claudeDir, { project: repo.dir, worktree });
  if (fixtures.codex) installFixture(fixtures.codex, codexDir, { project: repo.dir, worktree });
  const env = { HOME: home, CLAUDE_CONFIG_DIR: claudeDir, CODEX_HOME: codexDir, TEAMDOC_HOST: 'test-host' };
  const scan = (more: Partial<ScanOptions> = {}) => scanTranscripts({ cwd: repo.dir, env, ...more });
  return { repo, worktree, home, claudeDir, codexDir, env, scan };
}

function summary(report: ScanReport): string[] {
  return report.messages.map(
    (message) =>
      `${message.from.name ?? '?'} → ${message.to.name ?? '?'}: ${message.outcome}${message.mode ? ` (${message.mode})` : ''} by [${message.matchedBy.join(' ')}]`,
  );
}

function find(report: ScanReport, body: string): TracedMessage {
  const message = report.messages.find((candidate) => candidate.body === body);
  if (!message) throw new Error(`no message with body ${JSON.stringify(body)} in ${JSON.stringify(summary(report))}`);
  return message;
}

const lineOf = (message: TracedMessage, role: string) => message.evidence.filter((evidence) => evidence.role === role).map((evidence) => evidence.line);

describe('teamdoc scan traces each message through the transcripts of the project’s sessions', () => {
  it('gives every message the outcome its traces prove, with the evidence that proves it', async () => {
    const { scan } = project({ claude: 'claude-current' });
    const report = await scan();

    expect(summary(report)).toEqual([
      'a → b: delivered (idle) by [msg-id]',
      'a → b: delivered (mid-turn) by [body time-window sender-socket sender-name receiver-name]',
      'a → c: held by [notice-recipient]',
      'a → d: expired by [notice-recipient]',
      'a → nobody-here: refused by []',
      'a → e: unconfirmed by []',
      'remote-helper → a: received-without-send (idle) by []',
      'b → a: delivered (idle) by [msg-id]',
    ]);

    const ping = find(report, 'PING from A');
    expect(ping).toMatchObject({
      key: 'msg:11111111-1111-4111-8111-111111111111',
      nativeId: '11111111-1111-4111-8111-111111111111',
      delivery: 'delivered',
      sentAt: '2026-09-01T10:00:06.000Z',
      receivedAt: '2026-09-01T10:00:07.000Z',
      from: { runtime: 'claude', session: A, name: 'a', host: 'test-host', transcriptHere: true },
      to: { runtime: 'claude', session: B, name: 'b', host: 'test-host', transcriptHere: true },
    });
    expect(ping.evidence.map((evidence) => `${evidence.role}:${evidence.line}`)).toEqual(['send:5', 'result:6', 'queued:4', 'arrival:6']);
    expect(ping.evidence[0]?.file).toMatch(new RegExp(`/${A}\\.jsonl$`));
    expect(ping.evidence[3]?.file).toMatch(new RegExp(`/${B}\\.jsonl$`));
    // b's context was compacted after the message arrived: it may survive only in a summary.
    expect(ping.compactedAfter).toMatchObject({ role: 'compaction', line: 12 });

    // Mid-turn deliveries carry no msg_id on the receiver's side; body, time and the sessions tie them.
    expect(find(report, 'Run the tests again\nand report the failures.')).toMatchObject({ mode: 'mid-turn', to: { session: B } });

    const held = find(report, 'Please hold GPU 1 for the training run.');
    expect(held).toMatchObject({ outcome: 'held', delivery: 'held', to: { name: 'c', session: C, address: 'uds:/tmp/cc-socks/4103.sock' } });
    expect(lineOf(held, 'notice')).toEqual([19, 21]);

    expect(find(report, 'hello?')).toMatchObject({
      outcome: 'refused',
      delivery: 'refused',
      reason: "The send itself failed: No agent named 'nobody-here' is reachable.",
    });
    expect(find(report, 'Status?')).toMatchObject({ outcome: 'unconfirmed', delivery: 'sent', to: { name: 'e', session: undefined, transcriptHere: false } });
    expect(find(report, 'I finished the import.')).toMatchObject({
      outcome: 'received-without-send',
      delivery: 'delivered',
      from: { name: 'remote-helper', session: undefined, address: 'uds:/tmp/cc-socks/4999.sock', transcriptHere: false },
    });
    // A subagent's send is its session's send, and says which agent made it.
    expect(find(report, 'Subagent report: lint is clean.')).toMatchObject({ from: { session: B, agent: 'sub9' } });
  });

  it('reports each session: names, cwd, files of every layout, live state, compactions, traffic with subagents', async () => {
    const { scan, repo, worktree } = project({ claude: 'claude-current' });
    const report = await scan();
    expect(report.sessions.map((session) => [session.name, session.session, session.cwds])).toEqual([
      ['a', A, [repo.dir]],
      ['b', B, [worktree]],
      ['c', C, [join(repo.dir, '.claude', 'worktrees', 'c')]],
    ]);
    const [a, b, c] = report.sessions;
    expect(a).toMatchObject({ sent: 6, received: 2, intraSession: { sent: 1, received: 1 }, version: '2.1.330' });
    expect(b?.files.map((file) => file.role)).toEqual(['main', 'subagent']);
    expect(b?.compactions.map((compaction) => compaction.line)).toEqual([12]);
    expect(c?.live).toMatchObject({ status: 'busy', pid: 4103, address: 'uds:/tmp/cc-socks/4103.sock' });
    // The other project's transcript (cwd /srv/other) was found and left unread.
    expect(report.totals).toMatchObject({ files: 4, filesSkipped: 1, corrupt: 0, truncated: 0 });
    expect(report.messages.every((message) => !message.evidence.some((evidence) => evidence.file.includes('-srv-other')))).toBe(true);
  });

  it('reads the older layouts: sidechains inside the session file, flat agent files, wrappers without origin', async () => {
    const { scan } = project({ claude: 'claude-legacy' });
    const report = await scan();
    expect(summary(report)).toEqual([
      'old-lead → old-worker: delivered (idle) by [body time-window sender-name receiver-name]',
      'old-lead → old-worker: delivered (mid-turn) by [body time-window sender-name receiver-name]',
    ]);
    expect(report.messages.map((message) => message.from.agent)).toEqual(['side1', 'flat1']);
    expect(report.messages.map((message) => message.key)).toEqual(['call:toolu_L1', 'call:toolu_F1']);
    // A person's prompt that quotes a wrapper is not an arrival.
    expect(report.messages).toHaveLength(2);
    expect(report.sessions.find((session) => session.name === 'old-lead')?.files.map((file) => file.role)).toEqual(['main', 'subagent']);
  });

  it('reads Codex rollouts: threads of one agent tree, a kickoff, a relayed envelope, legacy and archived files', async () => {
    const { scan } = project({ codex: 'codex' });
    const report = await scan();
    expect(report.sessions.map((session) => [session.runtime, session.name ?? null, session.parent ?? null])).toEqual([
      ['codex', 'ingest', null],
      ['codex', 'tester', '0199b2c3-1111-7aaa-8bbb-000000000001'],
      ['codex', null, null],
    ]);
    expect(
      report.messages.map((message) => [message.channel, message.from.name ?? message.from.address ?? null, message.to.name ?? null, message.outcome]),
    ).toEqual([
      ['envelope', 'a', null, 'received-without-send'],
      ['kickoff', 'a', 'ingest', 'received-without-send'],
      ['codex-inter-agent', 'ingest', 'tester', 'delivered'],
      ['codex-inter-agent', 'tester', 'ingest', 'unconfirmed'],
    ]);
    expect(report.messages.slice(2).map((message) => [message.from.agent, message.to.agent])).toEqual([
      ['/root', '/root/tester'],
      ['/root/tester', '/root'],
    ]);
    const kickoff = report.messages[1]!;
    expect(kickoff.body).toContain('teamdoc join --parent a --part ingest');
    expect(kickoff.compactedAfter?.line).toBe(8);
    expect(report.messages[2]).toMatchObject({ matchedBy: ['body', 'time-window', 'agent-path'], mode: 'idle' });
    // The archived copy of an active thread and another project's rollout are skipped.
    expect(report.totals).toMatchObject({ files: 3, filesSkipped: 2 });
  });

  it('ties a kickoff to its parent when the parent’s transcript is here too', async () => {
    const repo = makeRepo();
    const home = scratchDir('teamdoc-home-');
    installFixture('claude-current', join(home, '.claude'), { project: repo.dir });
    installFixture('codex', join(home, '.codex'), { project: repo.dir });
    const report = await scanTranscripts({ cwd: repo.dir, env: { HOME: home, TEAMDOC_HOST: 'h' } });
    const kickoff = report.messages.find((message) => message.channel === 'kickoff');
    expect(kickoff).toMatchObject({ outcome: 'delivered', from: { name: 'a', session: A, transcriptHere: true }, to: { name: 'ingest' } });
  });

  it('never stops at a corrupt line or a half-written last line: it counts them and traces the rest', async () => {
    const { scan } = project({ claude: 'damaged' });
    const report = await scan();
    expect(report.totals).toMatchObject({ files: 1, corrupt: 3, truncated: 1 });
    expect(summary(report)).toEqual(['damaged → b: unconfirmed by []']);
  });

  it('reads a transcript that grows during the scan up to where it stood, and the next scan sees the rest', async () => {
    const { scan, claudeDir, repo } = project({ claude: 'claude-current' });
    const aFile = join(claudeDir, 'projects', repo.dir.replace(/[^A-Za-z0-9]/g, '-'), `${A}.jsonl`);
    const call = {
      type: 'assistant',
      sessionId: A,
      timestamp: '2026-09-01T11:00:00.000Z',
      message: { id: 'msg_G', content: [{ type: 'tool_use', id: 'toolu_G1', name: 'SendMessage', input: { to: 'b', message: 'Appended during the scan.' } }] },
    };
    const result = {
      type: 'user',
      sessionId: A,
      timestamp: '2026-09-01T11:00:01.000Z',
      message: { content: [{ type: 'tool_result', tool_use_id: 'toolu_G1', content: 'ok' }] },
      toolUseResult: { success: true, msg_id: 'g' },
    };
    let appended = false;
    // a's transcript is the first one read (its folder name sorts first); session a keeps writing meanwhile.
    const first = await scan({
      onProgress: (progress) => {
        if (appended || progress.bytesDone === 0) return;
        appended = true;
        appendFileSync(
          aFile,
          `${JSON.stringify(call)}\n${JSON.stringify(result)}\n{"type":"assistant","message":{"content":[{"type":"tool_use","name":"SendMes`,
        );
      },
    });
    expect(appended).toBe(true);
    expect(first.messages.map((message) => message.body)).not.toContain('Appended during the scan.');
    expect(first.totals).toMatchObject({ corrupt: 0, truncated: 0 });

    const second = await scan();
    expect(find(second, 'Appended during the scan.')).toMatchObject({ outcome: 'unconfirmed', key: 'msg:g' });
    expect(second.totals.truncated).toBe(1);
  });

  it('keeps only messages from --since on, and does not read files untouched since then', async () => {
    const { scan, claudeDir, repo } = project({ claude: 'claude-current' });
    const projectDir = join(claudeDir, 'projects', repo.dir.replace(/[^A-Za-z0-9]/g, '-') + '--claude-worktrees-c');
    const old = new Date('2026-01-01T00:00:00Z');
    utimesSync(join(projectDir, readdirSync(projectDir)[0]!), old, old);
    const report = await scan({ since: new Date('2026-09-01T10:04:30Z') });
    expect(report.messages.map((message) => message.body)).toEqual(['Status?', 'I finished the import.', 'Subagent report: lint is clean.']);
    expect(report.sessions.map((session) => session.name)).toEqual(['a', 'b']);
    expect(report.totals.filesSkipped).toBe(2);
  });

  it('keeps only messages to or from --session, given by name or by id, and an id reads a transcript outside the project', async () => {
    const { scan } = project({ claude: 'claude-current' });
    const byName = await scan({ sessions: ['c'] });
    expect(byName.messages.map((message) => message.body)).toEqual(['Please hold GPU 1 for the training run.']);
    expect(byName.sessions.map((session) => session.name)).toEqual(['c']);

    const byId = await scan({ sessions: ['e5e5e5e5'] });
    expect(byId.sessions.map((session) => session.session)).toEqual(['e5e5e5e5-0000-4000-8000-00000000000e']);
    expect(byId.messages.map((message) => [message.from.session, message.to.name, message.outcome])).toEqual([
      ['e5e5e5e5-0000-4000-8000-00000000000e', 'b', 'unconfirmed'],
    ]);
  });

  it('scans the working directory’s own sessions when it is not a git repository', async () => {
    const dir = join(scratchDir(), 'plain');
    mkdirSync(dir);
    const home = scratchDir('teamdoc-home-');
    installFixture('damaged', join(home, '.claude'), { project: dir });
    const report = await scanTranscripts({ cwd: dir, env: { HOME: home } });
    expect(report.project).toEqual({ roots: [dir], source: 'directory' });
    expect(report.messages).toHaveLength(1);
  });

  it('finds nothing, and says so, on a machine without transcripts', async () => {
    const repo = makeRepo();
    const report = await scanTranscripts({ cwd: repo.dir, env: { HOME: scratchDir('teamdoc-home-') } });
    expect(report).toMatchObject({ sessions: [], messages: [], totals: { files: 0, filesSkipped: 0 } });
  });
});
