/**
 * `teamdoc scan` held against the message log, and `--record`: on transcripts
 * recorded from real Claude Code 2.1.328 and Codex 0.169 sessions, a first
 * scan lists what the log lacks (exit 1), `--record` appends exactly that with
 * the file and line behind each entry, and a second scan finds nothing to add
 * (exit 0). Real repositories, the built CLI as a process, the log read back
 * with `teamdoc log`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locateRepo } from '../../src/git/repo.js';
import { appendEntries, type NewDelivery, type NewMessage } from '../../src/log/write/append.js';
import type { Provenance } from '../../src/log/format/entry.js';
import { runCli } from '../helpers/cli.js';
import { LOG_REF, gitIn, isolateInProcessGit } from '../helpers/log.js';
import { addWorktree, makeRepo, type TempRepo } from '../helpers/repo.js';
import { rolesDoc } from '../helpers/team-docs.js';
import { installFixture, installRecordedCase, type RecordedCase } from '../helpers/transcripts.js';

interface LoggedEvent {
  id: string;
  state: string;
  time: string;
  detail?: string;
  evidence: Array<{ path: string }>;
  provenance: { by: string; file?: string; line?: number; session?: string };
}

interface LoggedMessage {
  id: string;
  kind: string;
  from: { name: string; session?: string; runtime?: string };
  to: { name: string; session?: string; runtime?: string };
  nativeId?: string;
  body: string;
  provenance: { by: string; file?: string; line?: number };
  delivery: { state: string; history: LoggedEvent[] };
}

/** A repository and a HOME holding one recorded case; `scan` selects the case's sessions by id (their cwds are gone). */
function recordedCase(name: string, files: Record<string, string> = {}) {
  const repo = makeRepo({ files });
  const home = join(repo.home, 'user');
  const recorded = installRecordedCase(name, home);
  const ids = Object.fromEntries(Object.entries(recorded.sessions ?? {}).map(([key, session]) => [key, session.sessionId]));
  const sessionArgs = (recorded.threadId !== undefined ? [recorded.threadId] : Object.values(ids)).flatMap((id) => ['--session', id]);
  const env = { ...repo.env, HOME: home, TEAMDOC_HOST: 'test-host' };
  const scan = (...args: string[]) => runCli(['scan', ...sessionArgs, ...args], { cwd: repo.dir, env });
  return { repo, home, env, recorded, ids, scan };
}

async function logged(repo: TempRepo, env: NodeJS.ProcessEnv): Promise<LoggedMessage[]> {
  const result = await runCli(['log', '--format', 'json'], { cwd: repo.dir, env });
  expect(result.stderr).toBe('');
  return (JSON.parse(result.stdout) as { messages: LoggedMessage[] }).messages;
}

isolateInProcessGit();

type Unproven<T> = T extends unknown ? Omit<T, 'provenance'> : never;

/** Appends entries the way another writer did (a hook, `teamdoc join`), with that writer's provenance. */
async function appendAs(repo: TempRepo, env: NodeJS.ProcessEnv, provenance: Provenance, entries: Array<Unproven<NewMessage | NewDelivery>>): Promise<void> {
  const result = await appendEntries(
    await locateRepo(repo.dir),
    entries.map((entry) => ({ ...entry, provenance }) as NewMessage | NewDelivery),
    { env },
  );
  expect(result.committed).toBe(true);
}

const hook = (session: string, event: string): Provenance => ({ by: 'hook', session, runtime: 'claude', event });

const states = (message: LoggedMessage | undefined) => message?.delivery.history.map((event) => event.state);

/** The transcript line an entry's provenance or evidence names (`~/…:N`), read back from the scratch HOME. */
function lineAt(home: string, place: string): string {
  const [, file, line] = /^~\/(.*):(\d+)$/.exec(place) ?? [];
  return readFileSync(join(home, file!), 'utf8').split('\n')[Number(line) - 1] ?? '';
}

describe('teamdoc scan --record on transcripts recorded from the real CLIs', () => {
  it('an idle delivery: listed as missing, recorded with sent and delivered and the rows behind them, then nothing left to add', async () => {
    const { repo, home, env, recorded, ids, scan } = recordedCase('claude-delivered-idle');
    const msgId = recorded.msgId!;

    const first = await scan();
    expect(first.code).toBe(1);
    expect(first.stdout).toContain(`log      missing: would record as cc-${msgId} with sent, delivered\n`);
    expect(first.stdout).toContain('`teamdoc scan --record` would add 1 message and 2 delivery events.');
    expect(await logged(repo, env)).toEqual([]);

    const record = await scan('--record');
    expect(record.stderr).toBe('');
    expect(record.code).toBe(0);
    expect(record.stdout).toContain(`log      was missing: recorded as cc-${msgId} with sent, delivered\n`);
    expect(record.stdout).toMatch(/^Recorded 1 message and 2 delivery events \(commit [0-9a-f]{12}\)\.$/m);

    const [message, ...others] = await logged(repo, env);
    expect(others).toEqual([]);
    expect(message).toMatchObject({
      id: `cc-${msgId}`,
      nativeId: msgId,
      kind: 'other',
      from: { name: 'a', session: ids.a, runtime: 'claude', host: 'test-host' },
      to: { name: 'b', session: ids.b, runtime: 'claude' },
      body: 'PING from A: please start the eval part',
      provenance: { by: 'scan', file: expect.stringMatching(new RegExp(`^~/\\.claude/projects/.*/${ids.a}\\.jsonl$`)) },
      delivery: { state: 'delivered' },
    });
    // Each entry names the row that proves it: the send, the send's result, the arrival in B's transcript.
    expect(lineAt(home, `${message!.provenance.file}:${message!.provenance.line}`)).toContain('"name":"SendMessage"');
    const [sent, delivered] = message!.delivery.history;
    expect(sent).toMatchObject({ id: `cc-${msgId}.sent`, state: 'sent', provenance: { by: 'scan' } });
    expect(lineAt(home, sent!.evidence[0]!.path)).toContain(`"msg_id":"${msgId}"`);
    expect(delivered).toMatchObject({ state: 'delivered', detail: `It arrived in the transcript of session ${ids.b} as a new turn.` });
    expect(delivered!.id).toMatch(new RegExp(`^cc-${msgId}\\.delivered-[0-9a-f]{12}$`));
    expect(delivered!.evidence[0]!.path).toContain(ids.b!);
    expect(lineAt(home, delivered!.evidence[0]!.path)).toMatch(/"kind":"peer".*"msg_id":"549130ca/);

    const again = await scan();
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`log      cc-${msgId} (found by msg_id) agrees: delivered\n`);
    const tip = gitIn(repo, repo.dir, 'rev-parse', LOG_REF);
    const secondRecord = await scan('--record');
    expect(secondRecord.code).toBe(0);
    expect(secondRecord.stdout).toContain('Nothing to record.');
    expect(gitIn(repo, repo.dir, 'rev-parse', LOG_REF)).toBe(tip);
  });

  it.each([
    { name: 'claude-delivered-mid-turn', expected: [['sent', 'delivered']], detail: /taken in mid-turn, between tool calls/ },
    { name: 'claude-held-mode-mismatch', expected: [['sent', 'held', 'expired']], detail: /says it expired before the receiver approved it/ },
    { name: 'claude-refused-unknown-name', expected: [['refused']], detail: /^The send itself failed: No agent named 'nobody-here' is reachable\.$/ },
    {
      name: 'claude-reply',
      expected: [
        ['sent', 'delivered'],
        ['sent', 'delivered'],
      ],
      detail: /as a new turn/,
    },
  ])('$name: the log ends with exactly the outcomes the traces prove, and a second scan adds nothing', async ({ name, expected, detail }) => {
    const { repo, env, scan } = recordedCase(name);
    expect((await scan()).code).toBe(1);
    expect((await scan('--record')).code).toBe(0);
    const messages = await logged(repo, env);
    expect(messages.map(states)).toEqual(expected);
    expect(messages.every((message) => message.provenance.by === 'scan' && message.delivery.history.every((event) => event.provenance.by === 'scan'))).toBe(
      true,
    );
    expect(messages[0]!.delivery.history.at(-1)!.detail).toMatch(detail);
    const again = await scan();
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`(${messages.length} message${messages.length === 1 ? '' : 's'} before this scan): ${messages.length} agreed.`);
  });

  it('a refused send is recorded under the id the plugin’s hook would give it, and a held one is never called delivered', async () => {
    const refused = recordedCase('claude-refused-unknown-name');
    await refused.scan('--record');
    const [message] = await logged(refused.repo, refused.env);
    expect(message).toMatchObject({ id: 'cc-refused-toolu_mock000007mx36g0mh', to: { name: 'nobody-here' }, delivery: { state: 'refused' } });
    expect(message!.to.session).toBeUndefined();

    const held = recordedCase('claude-held-mode-mismatch');
    await held.scan('--record');
    const [heldMessage] = await logged(held.repo, held.env);
    expect(heldMessage).toMatchObject({ id: `cc-${held.recorded.msgId}`, delivery: { state: 'expired' } });
    expect(states(heldMessage)).not.toContain('delivered');
  });

  it('a Codex thread started with a kickoff: recorded as a brief from its parent, delivered, the parent known by name only', async () => {
    const { repo, env, recorded, scan } = recordedCase('codex-exec-kickoff');
    expect((await scan('--record')).code).toBe(0);
    const [message] = await logged(repo, env);
    expect(message).toMatchObject({
      kind: 'brief',
      from: { name: 'top' },
      to: { session: recorded.threadId, runtime: 'codex' },
      delivery: { state: 'delivered' },
    });
    expect(message!.from.session).toBeUndefined();
    expect(message!.nativeId).toBeUndefined();
    expect(message!.id).toMatch(/^scan-[0-9a-f]{32}$/);
    expect((await scan()).code).toBe(0);
  });
});

describe('teamdoc scan --record on hand-made transcripts (older layouts, Codex)', () => {
  it('messages without a msg_id (older Claude Code, Codex threads, kickoffs) are found again by the id scan gave them', async () => {
    const repo = makeRepo();
    const worktree = addWorktree(repo, 'b');
    const home = join(repo.home, 'user');
    for (const fixture of ['claude-current', 'claude-legacy', 'codex']) {
      installFixture(fixture, join(home, fixture === 'codex' ? '.codex' : '.claude'), { project: repo.dir, worktree });
    }
    const env = { ...repo.env, HOME: home, TEAMDOC_HOST: 'test-host' };
    const first = JSON.parse((await runCli(['scan', '--format', 'json'], { cwd: repo.dir, env })).stdout);
    const traced = first.messages.length as number;
    expect(first.totals.log.counts.missing).toBe(traced);
    const withoutNativeId = first.messages.filter((message: { nativeId: string | null }) => message.nativeId === null).length;
    expect(withoutNativeId).toBeGreaterThan(5);

    expect((await runCli(['scan', '--record'], { cwd: repo.dir, env })).code).toBe(0);
    const messages = await logged(repo, env);
    expect(messages).toHaveLength(traced);
    // Each gets an id derived from what the transcripts hold; a refused send, the one the plugin's hook would give it.
    expect(
      messages.filter((message) => message.id.startsWith('scan-')).length + messages.filter((message) => message.id.startsWith('cc-refused-')).length,
    ).toBe(withoutNativeId);

    const again = await runCli(['scan', '--format', 'json'], { cwd: repo.dir, env });
    expect(again.code).toBe(0);
    const second = JSON.parse(again.stdout);
    expect(second.totals.log.counts).toEqual({ missing: 0, unsettled: 0, agreed: traced, 'not-confirmed-here': 0, contradicted: 0 });
    expect(second.messages.filter((message: { log: { foundBy: string } }) => message.log.foundBy === 'scan-id')).toHaveLength(withoutNativeId);
  });
});

/** The case `claude-delivered-idle` seen from one side only: its sessions' ids, the msg_id, and a scan of A's transcript alone. */
function senderOnly(recorded: RecordedCase): string[] {
  return ['--session', recorded.sessions!.a!.sessionId];
}

describe('teamdoc scan against what the log already holds', () => {
  it('after the plugin’s hooks recorded the sender’s side, scan adds only the receiver-side outcome', async () => {
    const { repo, env, recorded, ids, scan } = recordedCase('claude-delivered-idle');
    const msgId = recorded.msgId!;
    // What the sender's PostToolUse hook writes: the message under cc-<msg_id>, and `sent`.
    await appendAs(repo, env, hook(ids.a!, 'PostToolUse'), [
      {
        kind: 'other',
        id: `cc-${msgId}`,
        time: '2026-11-30T11:18:44.500Z',
        from: { name: 'a', session: ids.a! },
        to: { name: 'b' },
        nativeId: msgId,
        nativeRuntime: 'claude',
        body: 'PING from A: please start the eval part',
      },
      { entry: 'delivery', id: `cc-${msgId}.sent`, message: `cc-${msgId}`, time: '2026-11-30T11:18:44.500Z', state: 'sent' },
    ]);

    const first = await scan();
    expect(first.code).toBe(1);
    expect(first.stdout).toContain(
      `log      cc-${msgId} (found by msg_id) says sent (a hook in session ${ids.a!.slice(0, 8)} (PostToolUse)): would add delivered\n`,
    );
    expect(first.stdout).toContain('`teamdoc scan --record` would add 1 delivery event.');

    expect((await scan('--record')).code).toBe(0);
    const [message, ...others] = await logged(repo, env);
    expect(others).toEqual([]);
    // The hook's message entry is untouched; only the arrival B's transcript proves was added, after the hook's `sent`.
    expect(message).toMatchObject({ id: `cc-${msgId}`, provenance: { by: 'hook' }, delivery: { state: 'delivered' } });
    expect(message!.delivery.history.map((event) => [event.state, event.provenance.by])).toEqual([
      ['sent', 'hook'],
      ['delivered', 'scan'],
    ]);
    expect((await scan()).code).toBe(0);
  });

  it('after the hooks recorded both sides, scan has nothing to add', async () => {
    const { repo, env, recorded, ids, scan } = recordedCase('claude-delivered-idle');
    const msgId = recorded.msgId!;
    await appendAs(repo, env, hook(ids.a!, 'PostToolUse'), [
      {
        kind: 'other',
        id: `cc-${msgId}`,
        time: '2026-11-30T11:18:44.500Z',
        from: { name: 'a', session: ids.a! },
        to: { name: 'b', session: ids.b! },
        nativeId: msgId,
        nativeRuntime: 'claude',
        body: 'PING from A: please start the eval part',
      },
      { entry: 'delivery', id: `cc-${msgId}.sent`, message: `cc-${msgId}`, time: '2026-11-30T11:18:44.500Z', state: 'sent' },
      {
        entry: 'delivery',
        id: `cc-${msgId}.delivered-b`,
        message: `cc-${msgId}`,
        time: '2026-11-30T11:18:44.900Z',
        state: 'delivered',
        detail: `to b (session ${ids.b})`,
      },
    ]);
    const tip = gitIn(repo, repo.dir, 'rev-parse', LOG_REF);
    const result = await scan('--record');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`agrees: delivered\n`);
    expect(result.stdout).toContain('Nothing to record.');
    expect(gitIn(repo, repo.dir, 'rev-parse', LOG_REF)).toBe(tip);
  });

  it('a delivery another machine recorded, which no trace here shows, is "not confirmed here" and left as it is', async () => {
    const { repo, env, recorded, ids } = recordedCase('claude-delivered-idle');
    const msgId = recorded.msgId!;
    // B's hook, on B's machine, recorded the message and its arrival; this machine has only A's transcript.
    await appendAs(repo, env, hook(ids.b!, 'Stop'), [
      {
        kind: 'other',
        id: `cc-${msgId}`,
        time: '2026-11-30T11:18:44.300Z',
        from: { name: 'a' },
        to: { name: 'b', session: ids.b! },
        nativeId: msgId,
        nativeRuntime: 'claude',
        body: 'PING from A: please start the eval part',
      },
      { entry: 'delivery', id: `cc-${msgId}.delivered-b`, message: `cc-${msgId}`, time: '2026-11-30T11:18:44.301Z', state: 'delivered' },
    ]);
    const scan = (...args: string[]) => runCli(['scan', ...senderOnly(recorded), ...args], { cwd: repo.dir, env });

    const first = await scan();
    // A's transcript proves `sent`, which the log lacks: it is added before the delivery, never after it.
    expect(first.code).toBe(1);
    expect((await scan('--record')).code).toBe(0);
    const [message] = await logged(repo, env);
    expect(states(message)).toEqual(['sent', 'delivered']);
    expect(message!.delivery.state).toBe('delivered');

    const again = await scan();
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(
      `log     cc-${msgId} (found by msg_id) says delivered (a hook in session ${ids.b!.slice(0, 8)} (Stop)): not confirmed here; left as the log has it\n`,
    );
    expect(again.stdout).toContain('1 not confirmed here.');
  });

  it('traces that contradict the log’s delivery are reported and never written (exit 1 until a person settles it)', async () => {
    const { repo, env, recorded, ids, scan } = recordedCase('claude-held-mode-mismatch');
    const msgId = recorded.msgId!;
    await appendAs(repo, env, hook(ids.b!, 'Stop'), [
      {
        kind: 'other',
        id: `cc-${msgId}`,
        time: '2026-11-30T11:17:00.000Z',
        from: { name: 'a' },
        to: { name: 'b' },
        nativeId: msgId,
        nativeRuntime: 'claude',
        body: 'PING from A (bypass) to B (default mode)',
      },
      { entry: 'delivery', id: `cc-${msgId}.delivered-b`, message: `cc-${msgId}`, time: '2026-11-30T11:17:00.001Z', state: 'delivered' },
    ]);
    const first = await scan();
    expect(first.code).toBe(1);
    expect(first.stdout).toMatch(/not written: expired, because the log says delivered \(a hook in session [0-9a-f]{8} \(Stop\)\); both cannot be true/);
    expect((await scan('--record')).code).toBe(0);
    const [message] = await logged(repo, env);
    expect(message!.delivery.state).toBe('delivered');
    expect(states(message)).not.toContain('expired');
  });
});

describe('the team’s sessions with no transcript on this machine', () => {
  it('lists roles-table sessions and sessions named in join entries whose transcripts are not here, not those that are', async () => {
    const doc = rolesDoc([
      ['a', 'claude', 'a1a1a1a1-0000-4000-8000-00000000000a', 'test-host', '/w/a', '—', '—', 'active'],
      ['evals', 'codex', '019a7c3e-8f21-7b40-a6d2-5c9e1f3b7a08', 'gpu-b', '/w/evals', 'a', 'eval-suite', 'active'],
      ['ablate', 'claude', ' ', 'gpu-a', '/w/ablate', 'a', 'warmup', 'starting'],
    ]);
    const repo = makeRepo({ files: { 'TEAM.md': doc } });
    const home = join(repo.home, 'user');
    installFixture('claude-current', join(home, '.claude'), { project: repo.dir });
    const env = { ...repo.env, HOME: home, TEAMDOC_HOST: 'test-host' };
    await appendAs(repo, env, { by: 'cli', claimed: { from: 'data', to: 'a' }, detected: { session: 'cafe0000-0000-4000-8000-000000000001' } }, [
      {
        kind: 'join',
        id: 'join-data',
        time: '2026-11-30T10:00:00.000Z',
        from: { name: 'data', session: 'cafe0000-0000-4000-8000-000000000001' },
        to: { name: 'a' },
        body: 'teamdoc join data --parent a',
        statement: { name: 'data', parent: 'a', part: 'data-mix', session: 'cafe0000-0000-4000-8000-000000000001' },
      },
    ]);

    const text = await runCli(['scan'], { cwd: repo.dir, env });
    const section = text.stdout.slice(text.stdout.indexOf('Team sessions with no transcript here'));
    expect(section.split('\n').slice(0, 4)).toEqual([
      'Team sessions with no transcript here',
      '  evals  codex  019a7c3e-8f21-7b40-a6d2-5c9e1f3b7a08  TEAM.md:8             host gpu-b',
      '  data   -      cafe0000-0000-4000-8000-000000000001  join entry join-data',
      '',
    ]);

    const json = JSON.parse((await runCli(['scan', '--format', 'json'], { cwd: repo.dir, env })).stdout);
    expect(
      json.teamSessions.map((session: { name: string; transcript: string; source: string }) => [session.name, session.transcript, session.source]),
    ).toEqual([
      ['a', 'read', 'TEAM.md:7'],
      ['evals', 'none', 'TEAM.md:8'],
      ['data', 'none', 'join entry join-data'],
    ]);
    // Asking about one session narrows the list to it.
    const narrowed = JSON.parse((await runCli(['scan', '--format', 'json', '--session', 'evals'], { cwd: repo.dir, env })).stdout);
    expect(narrowed.teamSessions.map((session: { name: string }) => session.name)).toEqual(['evals']);
  });

  it('says so when a team session’s transcript is here but outside the project, and how to include it', async () => {
    const doc = rolesDoc([['b', 'claude', '20e50ccf-3094-4500-97bf-1c3e57794c35', 'test-host', '/w/b', '—', '—', 'active']]);
    const repo = makeRepo({ files: { 'TEAM.md': doc } });
    const home = join(repo.home, 'user');
    installRecordedCase('claude-delivered-idle', home);
    const result = await runCli(['scan'], { cwd: repo.dir, env: { ...repo.env, HOME: home } });
    expect(result.stdout).toContain(
      '  b  claude  20e50ccf-3094-4500-97bf-1c3e57794c35  TEAM.md:7  its transcript is here, outside this project: add --session 20e50ccf',
    );
  });
});

describe('what scan --record refuses, and where it cannot run', () => {
  it('a body the log refuses is reported with the reason; the other messages are still recorded (exit 1)', async () => {
    const { repo, env, scan } = recordedCase('claude-reply');
    repo.git('config', 'teamdoc.maxBodyBytes', '15');
    const result = await scan('--record');
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /log +missing: not recorded: Unexpected body of more than 15 bytes, expected at most 15 \(it is refused, not truncated\) \(Split the message, or raise the bound/,
    );
    expect(result.stdout).toContain('1 message could not be recorded; each says why above.');
    const messages = await logged(repo, env);
    expect(messages.map((message) => message.body)).toEqual(['PING from A']);
  });

  it('outside a git repository there is no log: scan reports what it found (exit 0), --record refuses (exit 2)', async () => {
    const repo = makeRepo();
    const home = join(repo.home, 'user');
    const recorded = installRecordedCase('claude-delivered-idle', home);
    const env = { ...repo.env, HOME: home };
    const args = ['--session', recorded.sessions!.a!.sessionId];
    const plain = await runCli(['scan', ...args], { cwd: repo.home, env });
    expect(plain.code).toBe(0);
    expect(plain.stdout).toContain('Not inside a git repository: there is no log to compare with.');
    const record = await runCli(['scan', '--record', ...args], { cwd: repo.home, env });
    expect(record.code).toBe(2);
    expect(record.stderr).toContain('is not inside a git repository, so there is no log to record in');
    expect(record.stdout).toBe('');
  });

  it('two machines scanning the same transcripts write byte-identical entries', async () => {
    const one = recordedCase('claude-reply');
    const two = recordedCase('claude-reply');
    expect(one.home).not.toBe(two.home);
    await one.scan('--record');
    await two.scan('--record');
    const tree = (machine: ReturnType<typeof recordedCase>) => gitIn(machine.repo, machine.repo.dir, 'ls-tree', '-r', LOG_REF, 'messages', 'keys');
    // Two messages and four delivery events, each with its id key, and the two msg_id keys.
    expect(tree(one).split('\n')).toHaveLength(6 + 6 + 2);
    expect(tree(two)).toBe(tree(one));
  });
});
