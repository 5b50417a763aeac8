/**
 * `teamdoc hook <event>` and the shell entry as processes, fed the payloads
 * Claude Code 2.1.328 gives them (shapes from test/harness's recordings), in
 * real repositories: what each event records, and that nothing — a refused
 * send, a notice about an unknown message, a broken payload, no node —
 * ever makes a hook print, fail, or lose its trouble.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../harness/wait.js';
import { asNode18, runCli } from '../helpers/cli.js';
import { TEST_NOW, pinnedClock } from '../helpers/clock.js';
import { EXAMPLE_DOC, REPO_ROOT, hookErrors, logMessages, states, toolsWithoutNode } from '../helpers/plugin-sessions.js';
import { envOf, fakeSession, hook, sendPayload, type FakeSession } from '../helpers/hook-feed.js';
import { makeRepo, scratchDir, type TempRepo } from '../helpers/repo.js';

/** A repository (adopted unless told otherwise) and two sessions in Claude Code's registry under its HOME. */
function world(options: { adopted?: boolean } = {}) {
  const repo = makeRepo({ files: options.adopted === false ? {} : { 'TEAM.md': EXAMPLE_DOC } });
  return { repo, a: fakeSession(repo, 5101, 'a'), b: fakeSession(repo, 5102, 'b') };
}

describe('teamdoc hook PostToolUse (SendMessage)', () => {
  it('a refused send: recorded as refused at send, with the tool’s reason', async () => {
    const { repo, a } = world();
    const reason = "No agent named 'nobody-here' is reachable.";
    await hook('PostToolUse', repo, a, sendPayload(repo, a, { to: 'nobody-here', message: 'hello?', success: false, result: reason }));
    const [message, ...more] = await logMessages(repo);
    expect(more).toEqual([]);
    expect(message).toMatchObject({
      kind: 'other',
      from: { name: 'a', session: a.session },
      to: { name: 'nobody-here' },
      body: 'hello?',
      delivery: { state: 'refused' },
    });
    expect(message!.id).toMatch(/^cc-refused-toolu_/);
    expect(message!.delivery.history[0]!.detail).toBe(reason);
  });

  it('the kind comes from the report format’s tag; the recipient’s session from the registry; a secret is redacted before anything is written', async () => {
    const { repo, a, b } = world();
    const msgId = randomUUID();
    const body =
      '[blocked] warmup-ablation: the cards are busy\nTried:\n- nvidia-smi — 6,7 taken; token ghp_abcdefghijklmnopqrstuvwxyz0123456789\nNeeds: cards 6,7 from top';
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
    const row = {
      type: 'user',
      timestamp: new Date(TEST_NOW.getTime() - 1000).toISOString(),
      origin: { kind: 'peer', from: `uds:${a.socket}`, name: 'a', msg_id: msgId, body },
    };
    writeFileSync(transcript, `${JSON.stringify(row)}\n`);
    const payloads: Record<Step, [FakeSession, string, string]> = {
      send: [a, 'PostToolUse', sendPayload(repo, a, { to: 'b', message: body, msgId })],
      arrive: [
        b,
        'UserPromptSubmit',
        JSON.stringify({
          session_id: b.session,
          cwd: repo.dir,
          hook_event_name: 'UserPromptSubmit',
          prompt: `<cross-session-message from="uds:${a.socket}" from-name="a" from-mode="bypass">\n${body}\n</cross-session-message>`,
        }),
      ],
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
    const notice = (text: string) =>
      JSON.stringify({
        session_id: a.session,
        cwd: repo.dir,
        hook_event_name: 'UserPromptSubmit',
        prompt: `[Cross-session delivery notice] ${text} (recipient: uds:${a.socket}; msg_id: ${msgId}). NOT delivered.`,
      });
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
    expect(JSON.parse(hookErrors(repo).trim())).toMatchObject({
      event: 'PostToolUse',
      session: a.session,
      error: 'not recorded: the PostToolUse payload is not a JSON object',
    });
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
    const quiet = await runCli(['hook', 'PostToolUse'], {
      cwd: off.repo.dir,
      env,
      input: sendPayload(off.repo, off.a, { to: 'b', message: 'x', msgId: randomUUID() }),
    });
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
  const hookPath = join(REPO_ROOT, 'hooks', 'teamdoc-hook.sh');
  const pathWithoutNode = (repo: TempRepo) => toolsWithoutNode(join(dirname(repo.dir), 'no-node-bin'));
  const run = (event: string, repo: TempRepo, env: NodeJS.ProcessEnv, input: string) =>
    spawnSync('/bin/sh', [hookPath, event], { cwd: repo.dir, env, input, encoding: 'utf8' });

  it('leaves an ordinary prompt, and a Stop with nothing waiting, before needing node; a peer message without node is an error line doctor shows', async () => {
    const { repo, b } = world();
    const env = { ...envOf(repo, b), PATH: pathWithoutNode(repo) };
    const ordinary = run('UserPromptSubmit', repo, env, JSON.stringify({ session_id: b.session, prompt: 'run the tests' }));
    const stop = run('Stop', repo, env, JSON.stringify({ session_id: b.session }));
    for (const result of [ordinary, stop]) expect(result).toMatchObject({ status: 0, stdout: '', stderr: '' });
    expect(hookErrors(repo)).toBe('');

    const peer = run(
      'UserPromptSubmit',
      repo,
      env,
      JSON.stringify({ session_id: b.session, prompt: '<cross-session-message from="uds:/x/cc-socks/1.sock" from-name="a">\nhi\n</cross-session-message>' }),
    );
    expect(peer).toMatchObject({ status: 0, stdout: '', stderr: '' });
    expect(JSON.parse(hookErrors(repo).trim())).toEqual({
      time: expect.any(String),
      event: 'UserPromptSubmit',
      session: b.session,
      error: expect.stringContaining('node was not found on the PATH Claude Code gives its hooks'),
    });
    // The arrival marker the Stop hook would wait for is gone again.
    expect(execFileSync('ls', ['-A', join(repo.dir, '.git', 'teamdoc', 'hooks', 'pending')], { encoding: 'utf8' })).toBe('');

    // Once node is there, doctor shows it; its hint, followed, clears it.
    const doctor = await runCli(['doctor'], { cwd: repo.dir, env: repo.env });
    expect(doctor.code).toBe(1);
    expect(doctor.stdout).toContain(`UserPromptSubmit in session ${b.session}: not recorded: node was not found`);
    expect(doctor.stdout).toMatch(
      /hint: Fix the cause, record what is missing with teamdoc record \(teamdoc scan shows what the transcripts prove\), then delete \S+errors\.jsonl\./,
    );
    rmSync(join(repo.dir, '.git', 'teamdoc', 'hooks', 'errors.jsonl'));
    expect((await runCli(['doctor'], { cwd: repo.dir, env: repo.env })).stdout).not.toContain('hook-error');
  });

  it('with a node too old for teamdoc, the recording that could not run says so, with the version', async () => {
    const { repo, a } = world();
    // Node 18 as the hooks would meet it: it reports its version, and teamdoc's entry refuses to start under it.
    const oldNode = join(dirname(repo.dir), 'old-node');
    mkdirSync(oldNode);
    writeFileSync(
      join(oldNode, 'node'),
      `#!/bin/sh\n[ "$1" = --version ] && { echo v18.20.4; exit 0; }\nexec "${process.execPath}" --require "${asNode18(oldNode)}" "$@"\n`,
      { mode: 0o755 },
    );
    const send = run(
      'PostToolUse',
      repo,
      { ...envOf(repo, a), PATH: `${oldNode}:${process.env.PATH}` },
      sendPayload(repo, a, { to: 'b', message: 'x', msgId: randomUUID() }),
    );
    expect(send).toMatchObject({ status: 0, stdout: '', stderr: '' });

    const line = await waitFor(() => hookErrors(repo).trim() || undefined, { what: 'the background recording’s error line' });
    expect(JSON.parse(line)).toMatchObject({
      event: 'PostToolUse',
      session: a.session,
      error: 'not recorded: teamdoc hook exited 2 under node v18.20.4 (teamdoc needs Node.js 20 or newer)',
    });
    expect(repo.git('for-each-ref', 'refs/heads/teamdoc')).toBe('');
  });

  it('without node in a project that has not adopted teamdoc: silent', () => {
    const { repo, a } = world({ adopted: false });
    const result = run(
      'PostToolUse',
      repo,
      { ...envOf(repo, a), PATH: pathWithoutNode(repo) },
      sendPayload(repo, a, { to: 'b', message: 'x', msgId: randomUUID() }),
    );
    expect(result).toMatchObject({ status: 0, stdout: '', stderr: '' });
    expect(hookErrors(repo)).toBe('');
  });
});
