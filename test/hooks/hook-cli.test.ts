/**
 * `teamdoc hook <event>` and the shell entry as processes, fed the payloads
 * Claude Code 2.1.328 gives them (shapes from test/harness's recordings), in
 * real repositories: what each event records, and that nothing — a refused
 * send, a notice about an unknown message, a broken payload, a missing CLI —
 * ever makes a hook print, fail, or lose its trouble.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { TEST_NOW, pinnedClock } from '../helpers/clock.js';
import { EXAMPLE_DOC, REPO_ROOT, hookErrors, logMessages, states } from '../helpers/plugin-sessions.js';
import { makeRepo, scratchDir, type TempRepo } from '../helpers/repo.js';

interface FakeSession {
  session: string;
  pid: number;
  name: string;
  socket: string;
}

/** A repository (adopted unless told otherwise) and two sessions in Claude Code's registry under its HOME. */
function world(options: { adopted?: boolean } = {}) {
  const repo = makeRepo({ files: options.adopted === false ? {} : { 'TEAM.md': EXAMPLE_DOC } });
  const session = (pid: number, name: string): FakeSession => {
    const fake = { session: randomUUID(), pid, name, socket: join(repo.home, 't', 'cc-socks', `${pid}.sock`) };
    mkdirSync(join(repo.home, '.claude', 'sessions'), { recursive: true });
    writeFileSync(join(repo.home, '.claude', 'sessions', `${pid}.json`), JSON.stringify({ pid, sessionId: fake.session, name, messagingSocketPath: fake.socket }));
    return fake;
  };
  return { repo, a: session(5101, 'a'), b: session(5102, 'b') };
}

function envOf(repo: TempRepo, session: FakeSession): NodeJS.ProcessEnv {
  return { ...repo.env, CLAUDE_CODE_SESSION_ID: session.session, CLAUDE_PID: String(session.pid), CLAUDE_CODE_MESSAGING_SOCKET: session.socket };
}

function sendPayload(repo: TempRepo, from: FakeSession, call: { to: string; message: string; success?: boolean; msgId?: string; result?: string }) {
  return JSON.stringify({
    session_id: from.session,
    cwd: repo.dir,
    hook_event_name: 'PostToolUse',
    tool_name: 'SendMessage',
    tool_input: { to: call.to, message: call.message },
    tool_response: { success: call.success ?? true, message: call.result ?? `→ ${call.to}`, ...(call.msgId ? { msg_id: call.msgId } : {}) },
    tool_use_id: `toolu_${randomUUID().replace(/-/g, '').slice(0, 20)}`,
  });
}

async function hook(event: string, repo: TempRepo, session: FakeSession, input: string, extraEnv: NodeJS.ProcessEnv = {}) {
  const result = await runCli(['hook', event], { cwd: repo.dir, env: { ...envOf(repo, session), ...extraEnv }, input });
  expect(result, 'a hook always exits 0 and prints nothing').toMatchObject({ code: 0, stdout: '', stderr: '' });
  return result;
}

describe('teamdoc hook PostToolUse (SendMessage)', () => {
  it('a refused send: recorded as refused at send, with the tool’s reason', async () => {
    const { repo, a } = world();
    const reason = "No agent named 'nobody-here' is reachable.";
    await hook('PostToolUse', repo, a, sendPayload(repo, a, { to: 'nobody-here', message: 'hello?', success: false, result: reason }));
    const [message, ...more] = await logMessages(repo);
    expect(more).toEqual([]);
    expect(message).toMatchObject({ kind: 'other', from: { name: 'a', session: a.session }, to: { name: 'nobody-here' }, body: 'hello?', delivery: { state: 'refused' } });
    expect(message!.id).toMatch(/^cc-refused-toolu_/);
    expect(message!.delivery.history[0]!.detail).toBe(reason);
  });

  it('the kind comes from the report format’s tag; the recipient’s session from the registry; a secret is redacted before anything is written', async () => {
    const { repo, a, b } = world();
    const msgId = randomUUID();
    const body = '[blocked] warmup-ablation: the cards are busy\nTried:\n- nvidia-smi — 6,7 taken; token ghp_abcdefghijklmnopqrstuvwxyz0123456789\nNeeds: cards 6,7 from top';
    // The shell entry says when the send returned; the entry and its `sent` carry that time, not the later one of the recording.
    const started = new Date(Date.now() - 1500).toISOString();
    await hook('PostToolUse', repo, a, sendPayload(repo, a, { to: 'b', message: body, msgId }), { TEAMDOC_HOOK_STARTED: started });
    const [message] = await logMessages(repo);
    expect((message as unknown as { time: string }).time).toBe(started);
    expect((message!.delivery.history[0] as unknown as { time: string }).time).toBe(started);
    expect(message).toMatchObject({ id: `cc-${msgId}`, nativeId: msgId, kind: 'report', to: { name: 'b', session: b.session }, delivery: { state: 'sent' } });
    expect(message!.body).toContain('[redacted:github-token]');
    expect(message!.body).not.toContain('ghp_');
  });

  it('run twice with the same payload (a retried hook): still one message and one `sent`', async () => {
    const { repo, a } = world();
    const payload = sendPayload(repo, a, { to: 'b', message: 'once', msgId: randomUUID() });
    await hook('PostToolUse', repo, a, payload);
    await hook('PostToolUse', repo, a, payload);
    const messages = await logMessages(repo);
    expect(messages).toHaveLength(1);
    expect(states(messages[0])).toEqual(['sent']);
  });
});

describe('one message, whichever hook lands first', () => {
  type Step = 'send' | 'arrive' | 'stop';
  // B's Stop always follows its UserPromptSubmit; A's PostToolUse, recorded in the background, may land anywhere.
  // Each order with what a reader of the log sees after each hook: a step may be missing only until its hook lands.
  const orders: Array<[string, Step[], string[][]]> = [
    ['the sender’s hook first', ['send', 'arrive', 'stop'], [['sent'], ['sent', 'delivered'], ['sent', 'delivered']]],
    ['the arrival noted first, then the sender’s hook', ['arrive', 'send', 'stop'], [[], ['sent', 'delivered'], ['sent', 'delivered']]],
    ['the receiver’s hooks both first, the sender’s last', ['arrive', 'stop', 'send'], [[], ['delivered'], ['sent', 'delivered']]],
  ];

  it.each(orders)('%s: one entry, sent then delivered, and nothing left waiting', async (_, steps, seen) => {
    const { repo, a, b } = world();
    const msgId = randomUUID();
    const body = '[result] warmup-ablation: loss 2.31 at 2k steps\nEvidence:\n- /data/runs/ablation-warmup/log.txt';
    const transcript = join(dirname(repo.dir), 'b.jsonl');
    // What Claude Code writes in B's transcript after its UserPromptSubmit returns: the row with A's msg_id.
    const row = { type: 'user', timestamp: new Date(TEST_NOW.getTime() - 1000).toISOString(), origin: { kind: 'peer', from: `uds:${a.socket}`, name: 'a', msg_id: msgId, body } };
    writeFileSync(transcript, `${JSON.stringify(row)}\n`);
    const payloads: Record<Step, [FakeSession, string, string]> = {
      send: [a, 'PostToolUse', sendPayload(repo, a, { to: 'b', message: body, msgId })],
      arrive: [b, 'UserPromptSubmit', JSON.stringify({ session_id: b.session, cwd: repo.dir, hook_event_name: 'UserPromptSubmit', prompt: `<cross-session-message from="uds:${a.socket}" from-name="a" from-mode="bypass">\n${body}\n</cross-session-message>` })],
      stop: [b, 'Stop', JSON.stringify({ session_id: b.session, cwd: repo.dir, hook_event_name: 'Stop', transcript_path: transcript })],
    };
    const read: string[][] = [];
    for (const step of steps) {
      const [session, event, payload] = payloads[step];
      await hook(event, repo, session, payload, pinnedClock({}));
      read.push(states((await logMessages(repo))[0]) ?? []);
    }
    expect(read).toEqual(seen);

    const [message, ...more] = await logMessages(repo);
    expect(more).toEqual([]);
    expect(message).toMatchObject({ id: `cc-${msgId}`, nativeId: msgId, from: { name: 'a' }, to: { name: 'b' }, body, delivery: { state: 'delivered' } });
    expect(states(message)).toEqual(['sent', 'delivered']);
    expect(hookErrors(repo)).toBe('');
    expect(readdirSync(join(repo.dir, '.git', 'teamdoc', 'hooks', 'pending'))).toEqual([]);
  });
});

describe('teamdoc hook UserPromptSubmit (a delivery notice)', () => {
  it('held, then expired: each notice lands on the message it names', async () => {
    const { repo, a } = world();
    const msgId = randomUUID();
    await hook('PostToolUse', repo, a, sendPayload(repo, a, { to: 'b', message: 'PING across modes', msgId }));
    const notice = (text: string) => JSON.stringify({ session_id: a.session, cwd: repo.dir, hook_event_name: 'UserPromptSubmit', prompt: `[Cross-session delivery notice] ${text} (recipient: uds:${a.socket}; msg_id: ${msgId}). NOT delivered.` });
    await hook('UserPromptSubmit', repo, a, notice('Your message to another session was held by that session'));
    await hook('UserPromptSubmit', repo, a, notice('Your message to another session was not approved before expiry'));
    const [message] = await logMessages(repo);
    expect(states(message)).toEqual(['sent', 'held', 'expired']);
    expect(message!.delivery.state).toBe('expired');
  });

  it('a notice about a message that is not in the log: nothing invented, and doctor shows it', async () => {
    const { repo, a } = world();
    const prompt = `[Cross-session delivery notice] Your message to another session was held by that session (recipient: uds:/x/cc-socks/1.sock; msg_id: ${randomUUID()}).`;
    await hook('UserPromptSubmit', repo, a, JSON.stringify({ session_id: a.session, cwd: repo.dir, hook_event_name: 'UserPromptSubmit', prompt }));
    expect(await logMessages(repo)).toEqual([]);
    expect(hookErrors(repo)).toContain('which is not in the log');
    const doctor = await runCli(['doctor'], { cwd: repo.dir, env: repo.env });
    expect(doctor.code).toBe(1);
    expect(doctor.stdout).toContain('[hook-error]');
  });
});

describe('teamdoc hook never gets in the way', () => {
  it('a payload that is not JSON, in an adopted project: exit 0, nothing recorded, the error where doctor shows it', async () => {
    const { repo, a } = world();
    await hook('PostToolUse', repo, a, '{"session_id": "cut off');
    expect(await logMessages(repo)).toEqual([]);
    expect(JSON.parse(hookErrors(repo).trim())).toMatchObject({ event: 'PostToolUse', session: a.session, error: 'not recorded: the PostToolUse payload is not a JSON object' });
  });

  it('outside a repository, unadopted, or with TEAMDOC_RECORD=0: nothing at all', async () => {
    const outside = scratchDir();
    const result = await runCli(['hook', 'PostToolUse'], { cwd: outside, env: { ...process.env, GIT_CEILING_DIRECTORIES: dirname(outside) }, input: '{}' });
    expect(result).toMatchObject({ code: 0, stdout: '', stderr: '' });

    const bare = world({ adopted: false });
    await hook('PostToolUse', bare.repo, bare.a, sendPayload(bare.repo, bare.a, { to: 'b', message: 'x', msgId: randomUUID() }));
    expect(bare.repo.git('for-each-ref', 'refs/heads/teamdoc')).toBe('');
    expect(hookErrors(bare.repo)).toBe('');

    const off = world();
    const env = { ...envOf(off.repo, off.a), TEAMDOC_RECORD: '0' };
    const quiet = await runCli(['hook', 'PostToolUse'], { cwd: off.repo.dir, env, input: sendPayload(off.repo, off.a, { to: 'b', message: 'x', msgId: randomUUID() }) });
    expect(quiet).toMatchObject({ code: 0, stdout: '', stderr: '' });
    expect(off.repo.git('for-each-ref', 'refs/heads/teamdoc')).toBe('');
  });

  it('an unknown event is ignored', async () => {
    const { repo, a } = world();
    await hook('PreCompact', repo, a, '{}');
    expect(hookErrors(repo)).toBe('');
  });
});

describe('hooks/teamdoc-hook.sh', () => {
  const script = join(REPO_ROOT, 'hooks', 'teamdoc-hook.sh');
  const nodeDir = dirname(process.execPath);
  /** PATH with git but neither node nor teamdoc, and a plugin root without dist/: "no CLI". */
  function withoutCli(repo: TempRepo) {
    const plugin = join(dirname(repo.dir), 'plugin');
    mkdirSync(join(plugin, 'hooks'), { recursive: true });
    writeFileSync(join(plugin, 'hooks', 'teamdoc-hook.sh'), readFileSync(script));
    const path = ['/usr/bin', '/bin'].filter((dir) => dir !== nodeDir).join(':');
    return { hook: join(plugin, 'hooks', 'teamdoc-hook.sh'), path };
  }
  const run = (hookPath: string, event: string, repo: TempRepo, env: NodeJS.ProcessEnv, input: string) =>
    spawnSync('sh', [hookPath, event], { cwd: repo.dir, env, input, encoding: 'utf8' });

  it('leaves an ordinary prompt, and a Stop with nothing waiting, before needing any CLI; a peer message without a CLI is an error line', () => {
    const { repo, b } = world();
    const { hook: hookPath, path } = withoutCli(repo);
    const env = { ...envOf(repo, b), PATH: path };
    const ordinary = run(hookPath, 'UserPromptSubmit', repo, env, JSON.stringify({ session_id: b.session, prompt: 'run the tests' }));
    const stop = run(hookPath, 'Stop', repo, env, JSON.stringify({ session_id: b.session }));
    for (const result of [ordinary, stop]) expect(result).toMatchObject({ status: 0, stdout: '', stderr: '' });
    expect(hookErrors(repo)).toBe('');

    const peer = run(hookPath, 'UserPromptSubmit', repo, env, JSON.stringify({ session_id: b.session, prompt: '<cross-session-message from="uds:/x/cc-socks/1.sock" from-name="a">\nhi\n</cross-session-message>' }));
    expect(peer).toMatchObject({ status: 0, stdout: '', stderr: '' });
    expect(JSON.parse(hookErrors(repo).trim())).toMatchObject({ event: 'UserPromptSubmit', session: b.session, error: expect.stringContaining('the teamdoc CLI was not found'), hint: expect.stringContaining('npm install -g') });
    // The arrival marker the Stop hook would wait for is gone again.
    expect(execFileSync('ls', ['-A', join(repo.dir, '.git', 'teamdoc', 'hooks', 'pending')], { encoding: 'utf8' })).toBe('');
  });

  it('with no CLI in a project that has not adopted teamdoc: silent', () => {
    const { repo, a } = world({ adopted: false });
    const { hook: hookPath, path } = withoutCli(repo);
    const result = run(hookPath, 'PostToolUse', repo, { ...envOf(repo, a), PATH: path }, sendPayload(repo, a, { to: 'b', message: 'x', msgId: randomUUID() }));
    expect(result).toMatchObject({ status: 0, stdout: '', stderr: '' });
    expect(hookErrors(repo)).toBe('');
  });
});
