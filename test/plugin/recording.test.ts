/**
 * The plugin's hooks in real Claude Code 2.1.328 sessions (the offline
 * harness): with this repository loaded as the plugin, every message between
 * two sessions lands in the repository's log by itself — one entry with
 * Claude Code's msg_id, sent then delivered — whichever side's hook runs
 * first; a held message is sent and held, never delivered; an unadopted
 * project records nothing; and a hook that cannot record says so where
 * `teamdoc doctor` shows it, without disturbing the session.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ClaudeScript } from '../harness/anthropic-mock.js';
import { readHookLog, recordingHooks } from '../harness/hooks.js';
import { busyUntilFileAppears, scriptMarker } from '../harness/script.js';
import { claudeHarness } from '../harness/vitest.js';
import { waitFor } from '../harness/wait.js';
import { runCli } from '../helpers/cli.js';
import {
  REPO_ROOT,
  backgroundHooksDone,
  hookErrors,
  logMessages,
  reads,
  sends,
  sentMsgId,
  states,
  teamRepo,
  toolsWithoutNode,
  waitForLog,
  withTeamdoc,
} from '../helpers/plugin-sessions.js';

const BODY = '[result] warmup-ablation: loss 2.31 at 2k steps\nEvidence:\n- /data/runs/ablation-warmup/log.txt — the curve\nBears on: none\nNext: run to 10k';

describe('the teamdoc plugin records messages between Claude Code sessions', () => {
  it('A sends to idle B: one log entry with A’s msg_id, from A to B, sent then delivered', async () => {
    const { claude, root } = await claudeHarness({ scripts: { reads, sender: sends('b', BODY) } });
    const { repo, wa, wb } = teamRepo({ adopted: true });
    const env = withTeamdoc(claude, root);
    const b = claude.start({ cwd: wb, name: 'b', pluginDirs: [REPO_ROOT], env, prompt: `${scriptMarker('reads')} wait` });
    await b.turnEnded(1);

    const a = claude.start({ cwd: wa, name: 'a', pluginDirs: [REPO_ROOT], env, prompt: `${scriptMarker('sender')} report` });
    await a.turnEnded(1);
    await b.turnEnded(2);
    const msgId = sentMsgId(a.transcriptPath());
    expect(msgId).toBeDefined();

    // Both hooks record in the background: under load B's side may land first, so wait for both events.
    const messages = await waitForLog(repo, 'the message sent and delivered', (all) => ['sent', 'delivered'].every((state) => states(all[0])?.includes(state)));
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message).toMatchObject({
      id: `cc-${msgId}`,
      nativeId: msgId,
      kind: 'report',
      from: { name: 'a', session: a.sessionId },
      to: { name: 'b', session: b.sessionId },
      body: BODY,
      delivery: { state: 'delivered' },
    });
    // Whichever side's hook wrote the entry first (A's PostToolUse, or B's Stop with the msg_id), the other only added its event.
    expect([`${a.sessionId} PostToolUse`, `${b.sessionId} Stop`]).toContain(`${message!.provenance.session} ${message!.provenance.event}`);
    expect(states(message)).toEqual(['sent', 'delivered']);
    expect(message!.delivery.history[1]!.detail).toContain(`session ${b.sessionId}`);
    expect(hookErrors(repo)).toBe('');
    await Promise.all([a.close(), b.close()]);
  });

  it('B busy in a tool: the sender’s hook runs first, and B’s arrival, taken in mid-turn, completes the pair', async () => {
    const busy: ClaudeScript = (_request, context) =>
      context.turn === 0
        ? [{ tool: 'Bash', input: { command: busyUntilFileAppears('release') } }]
        : [{ text: `saw: ${context.peerMessages.map((peer) => peer.body).join(' | ')}` }];
    const { claude, root } = await claudeHarness({ scripts: { busy, sender: sends('b', 'PING while busy') } });
    const { repo, wa, wb } = teamRepo({ adopted: true });
    const env = withTeamdoc(claude, root);
    const b = claude.start({ cwd: wb, name: 'b', pluginDirs: [REPO_ROOT], env, prompt: `${scriptMarker('busy')} stay busy` });
    await b.waitForTranscriptRow((row) => JSON.stringify(row).includes('"name":"Bash"'), 'the Bash call');

    const a = claude.start({ cwd: wa, name: 'a', pluginDirs: [REPO_ROOT], env, prompt: `${scriptMarker('sender')} ping` });
    await a.turnEnded(1);
    const msgId = sentMsgId(a.transcriptPath());
    // The sender's record is in before B even sees the message.
    await waitForLog(repo, 'the sent message', (all) => all.length === 1 && states(all[0])?.includes('sent') === true);
    writeFileSync(join(wb, 'release'), '');
    await b.turnEnded(1);

    const [message, ...more] = await waitForLog(repo, 'the message delivered', (all) => states(all[0])?.includes('delivered') === true);
    expect(more).toEqual([]);
    expect(message).toMatchObject({ nativeId: msgId, from: { session: a.sessionId }, to: { name: 'b' }, delivery: { state: 'delivered' } });
    expect(states(message)).toEqual(['sent', 'delivered']);
    // B's own UserPromptSubmit tied it, by A's note of what it sent (address and body).
    expect(message!.delivery.history[1]).toMatchObject({ provenance: { session: b.sessionId, event: 'UserPromptSubmit' } });
    await Promise.all([a.close(), b.close()]);
  });

  it('B’s hooks run first (A’s hook late): B records the message from its side with the msg_id, and A’s late hook adds `sent` to that same entry', async () => {
    const { claude, root } = await claudeHarness({ scripts: { reads, sender: sends('b', 'PING, sender hook late') } });
    const { repo, wa, wb } = teamRepo({ adopted: true });
    const env = withTeamdoc(claude, root);
    // A records nothing itself (TEAMDOC_RECORD=0), but a recorder keeps its PostToolUse payload to replay later.
    const hookLog = join(root, 'a-hooks.jsonl');
    const b = claude.start({ cwd: wb, name: 'b', pluginDirs: [REPO_ROOT], env, prompt: `${scriptMarker('reads')} wait` });
    await b.turnEnded(1);
    const a = claude.start({
      cwd: wa,
      name: 'a',
      pluginDirs: [REPO_ROOT],
      env: { ...env, TEAMDOC_RECORD: '0' },
      settings: recordingHooks([{ event: 'PostToolUse', matcher: 'SendMessage' }], hookLog),
      prompt: `${scriptMarker('sender')} ping`,
    });
    await a.turnEnded(1);
    await b.turnEnded(2);
    const msgId = sentMsgId(a.transcriptPath());

    // B's UserPromptSubmit noted the arrival; its Stop found the msg_id in its transcript and recorded both.
    const [received] = await waitForLog(repo, 'the message recorded by the receiver', (all) => states(all[0])?.includes('delivered') === true);
    expect(received).toMatchObject({
      id: `cc-${msgId}`,
      nativeId: msgId,
      from: { name: 'a', session: a.sessionId },
      to: { name: 'b', session: b.sessionId },
      provenance: { session: b.sessionId, event: 'Stop' },
    });
    expect(states(received)).toEqual(['delivered']);

    // Now A's hook runs, late, with the payload Claude Code gave it.
    const recorded = readHookLog(hookLog).find((hook) => hook.event === 'PostToolUse')!;
    const lateEnv: NodeJS.ProcessEnv = { ...repo.env, ...recorded.env, HOME: claude.home };
    delete lateEnv.TEAMDOC_RECORD;
    const late = await runCli(['hook', 'PostToolUse'], { cwd: wa, env: lateEnv, input: JSON.stringify(recorded.payload) });
    expect(late).toMatchObject({ code: 0, stdout: '', stderr: '' });

    const [message, ...more] = await logMessages(repo);
    expect(more).toEqual([]);
    expect(message).toMatchObject({ id: `cc-${msgId}`, nativeId: msgId, delivery: { state: 'delivered' } });
    expect(states(message)).toEqual(['sent', 'delivered']);
    expect(hookErrors(repo)).toBe('');
    await Promise.all([a.close(), b.close()]);
  });

  it('a held message (B in another permission mode) is recorded as sent, then held from A’s delivery notice, and never as delivered', async () => {
    const { claude, root } = await claudeHarness({ scripts: { reads, sender: sends('b', 'PING across permission modes') } });
    const { repo, wa, wb } = teamRepo({ adopted: true });
    const env = withTeamdoc(claude, root);
    const b = claude.start({ cwd: wb, name: 'b', pluginDirs: [REPO_ROOT], env, permissionMode: 'default', prompt: `${scriptMarker('reads')} wait` });
    await b.turnEnded(1);
    const a = claude.start({ cwd: wa, name: 'a', pluginDirs: [REPO_ROOT], env, prompt: `${scriptMarker('sender')} ping` });
    await a.turnEnded(2); // the held notice starts A's second turn

    const [message, ...more] = await waitForLog(repo, 'the message held', (all) => states(all[0])?.includes('held') === true);
    expect(more).toEqual([]);
    expect(message).toMatchObject({ nativeId: sentMsgId(a.transcriptPath()), delivery: { state: 'held' } });
    expect(states(message)).toEqual(['sent', 'held']);
    expect(message!.delivery.history[1]!.detail).toContain('was held by that session');
    expect(b.transcript().some((row) => JSON.stringify(row).includes('PING across permission modes'))).toBe(false);
    await Promise.all([a.close(), b.close()]);
  });

  it('in a project that has not adopted teamdoc (no team doc, no teamdoc.record), the hooks record nothing and write nothing', async () => {
    const { claude, root } = await claudeHarness({ scripts: { reads, sender: sends('b', 'PING, not recorded') } });
    const { repo, wa, wb } = teamRepo({ adopted: false });
    const env = withTeamdoc(claude, root);
    const b = claude.start({ cwd: wb, name: 'b', pluginDirs: [REPO_ROOT], env, prompt: `${scriptMarker('reads')} wait` });
    await b.turnEnded(1);
    const a = claude.start({ cwd: wa, name: 'a', pluginDirs: [REPO_ROOT], env, prompt: `${scriptMarker('sender')} ping` });
    await a.turnEnded(1);
    const end = await b.turnEnded(2);
    expect(String(end.result)).toBe('read: PING, not recorded');
    await Promise.all([a.close(), b.close()]);
    await backgroundHooksDone(root);

    expect(repo.git('for-each-ref', 'refs/heads/teamdoc')).toBe('');
    expect(existsSync(join(repo.dir, '.git', 'teamdoc')), 'teamdoc’s state folder').toBe(false);
    // git config teamdoc.record true adopts it without a team doc.
    repo.git('config', 'teamdoc.record', 'true');
    const c = claude.start({ cwd: wa, name: 'c', pluginDirs: [REPO_ROOT], env, prompt: `${scriptMarker('sender')} ping again` });
    await c.turnEnded(1);
    await waitForLog(repo, 'the message recorded once adopted', (all) => all.length === 1);
    await c.close();
  });

  it('on a machine where Claude Code runs without Node.js: the sessions go on, nothing is recorded, and doctor says why once Node is there', async () => {
    const { claude, client, root } = await claudeHarness({ scripts: { reads, sender: sends('b', 'PING, no node') } });
    const { repo, wa, wb } = teamRepo({ adopted: true });
    const env = { PATH: `${toolsWithoutNode(join(root, 'no-node-bin'))}:${dirname(client.bin)}` };
    const b = claude.start({ cwd: wb, name: 'b', pluginDirs: [REPO_ROOT], env, prompt: `${scriptMarker('reads')} wait` });
    await b.turnEnded(1);
    const a = claude.start({ cwd: wa, name: 'a', pluginDirs: [REPO_ROOT], env, prompt: `${scriptMarker('sender')} ping` });
    expect(String((await a.turnEnded(1)).result)).toBe('sent');
    expect(String((await b.turnEnded(2)).result)).toBe('read: PING, no node');
    await Promise.all([a.close(), b.close()]);

    expect(repo.git('for-each-ref', 'refs/heads/teamdoc')).toBe('');
    const doctor = await runCli(['doctor'], { cwd: repo.dir, env: repo.env });
    expect(doctor.code).toBe(1);
    expect(doctor.stdout).toMatch(
      /PostToolUse in session [0-9a-f-]{36}: not recorded: node was not found on the PATH Claude Code gives its hooks .* \[hook-error\]/,
    );
    expect(doctor.stdout).toMatch(/UserPromptSubmit in session [0-9a-f-]{36}: not recorded: node was not found/);
  });
  it('when the log cannot be written (its branch checked out), the message still goes through, and doctor shows the hook’s error', async () => {
    const { claude, root } = await claudeHarness({ scripts: { reads, sender: sends('b', 'PING, log blocked') } });
    const { repo, wa, wb } = teamRepo({ adopted: true });
    const env = withTeamdoc(claude, root);
    // A first message creates the log branch; then someone checks it out in a worktree of its own.
    expect(
      (
        await runCli(['record', '--from', 'top', '--to', 'a', '--kind', 'brief', '--body-file', '-', '--outside-team'], {
          cwd: repo.dir,
          env: repo.env,
          input: 'start',
        })
      ).code,
    ).toBe(0);
    repo.git('worktree', 'add', '-q', join(root, 'log-checkout'), 'teamdoc/log');
    const b = claude.start({ cwd: wb, name: 'b', pluginDirs: [REPO_ROOT], env, prompt: `${scriptMarker('reads')} wait` });
    await b.turnEnded(1);
    const a = claude.start({ cwd: wa, name: 'a', pluginDirs: [REPO_ROOT], env, prompt: `${scriptMarker('sender')} ping` });
    expect(String((await a.turnEnded(1)).result)).toBe('sent');
    expect(String((await b.turnEnded(2)).result)).toBe('read: PING, log blocked');
    await Promise.all([a.close(), b.close()]);

    const errors = await waitFor(() => hookErrors(repo).includes('PostToolUse') && hookErrors(repo), { what: 'the sender hook’s error' });
    expect(errors).toContain('is checked out in');
    const doctor = await runCli(['doctor'], { cwd: repo.dir, env: repo.env });
    expect(doctor.code).toBe(1);
    expect(doctor.stdout).toMatch(/PostToolUse in session [0-9a-f-]{36}: not recorded: The log branch refs\/heads\/teamdoc\/log is checked out in/);
  });
});
