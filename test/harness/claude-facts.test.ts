/**
 * Facts about Claude Code 2.1.328 that teamdoc's hooks, scan and plugin rely
 * on, checked with the real CLI. If an upgrade changes one, this file says which.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ClaudeScript } from './anthropic-mock.js';
import { readHookLog, recordingHooks, writePlugin } from './hooks.js';
import { field, readJsonLines } from './jsonl.js';
import { busyUntilFileAppears, scriptMarker } from './script.js';
import { claudeHarness } from './vitest.js';

/** Answers each peer message by dumping its tool environment, then says what it read. */
const dumpEnvOnPeerMessage: ClaudeScript = (_request, context) => {
  if (context.peerMessages.length === 0) return [{ text: 'waiting' }];
  if (context.toolsCalledSincePeerMessage.length === 0) return [{ tool: 'Bash', input: { command: 'env > bash-env.txt' } }];
  return [{ text: `read: ${context.peerMessages.at(-1)?.body ?? ''}` }];
};

function envFile(path: string): Record<string, string> {
  return Object.fromEntries(
    readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

describe('Claude Code: what a receiver’s hooks can know about an inbound peer message', () => {
  it('writes the peer row (origin.msg_id, promptId = the hook’s prompt_id) only after UserPromptSubmit returns; Stop sees it', async () => {
    const { claude, root } = await claudeHarness({
      env: { TEAMDOC_HOOK_PROBE_MS: '300' },
      scripts: {
        receiver: dumpEnvOnPeerMessage,
        sender: { turns: [[{ tool: 'SendMessage', input: { to: 'b', message: 'PING from A' } }], [{ text: 'sent' }]] },
      },
    });
    const hookLog = join(root, 'hooks.jsonl');
    const settings = recordingHooks([{ event: 'UserPromptSubmit' }, { event: 'Stop' }], hookLog);
    const cwd = claude.workdir('b');
    const b = claude.start({ cwd, name: 'b', prompt: `${scriptMarker('receiver')} wait`, settings });
    await b.turnEnded(1);

    const a = await claude.run({ cwd: claude.workdir('a'), name: 'a', prompt: `${scriptMarker('sender')} go` });
    const msgId = readJsonLines(a.transcriptPath ?? '')
      .map((row) => field(row, 'toolUseResult', 'msg_id'))
      .find((id) => id !== undefined);
    await b.turnEnded(2);

    const hooks = readHookLog(hookLog);
    const inbound = hooks.find((hook) => hook.event === 'UserPromptSubmit' && String(hook.payload.prompt).includes('<cross-session-message'));
    expect(inbound?.payload.session_title).toBe('b');
    expect(inbound?.payload.prompt).toMatch(
      /^<cross-session-message from="uds:[^"]+\.sock" from-name="a" from-mode="bypass">\nPING from A\n<\/cross-session-message>$/,
    );
    expect(JSON.stringify(inbound?.payload)).not.toContain(String(msgId));
    // While the hook runs (and for 300 ms of polling) the row is not in the file.
    expect(inbound?.probe?.atStart.peerRows).toEqual([]);
    expect(inbound?.probe?.atEnd.peerRows).toEqual([]);
    const peerRow = b.transcript().find((row) => field(row, 'origin', 'kind') === 'peer');
    expect(peerRow?.promptId).toBe(inbound?.payload.prompt_id);
    expect(field(peerRow, 'origin', 'msg_id')).toBe(msgId);
    const stop = hooks.find((hook) => hook.event === 'Stop' && hook.payload.prompt_id === inbound?.payload.prompt_id);
    expect(stop?.probe?.atStart.peerRows.map((row) => row.msg_id)).toEqual([msgId]);
  });

  it('fires UserPromptSubmit for a message absorbed mid-turn with the running turn’s prompt_id; its queued_command row follows the hook', async () => {
    const busy: ClaudeScript = (_request, context) =>
      context.turn === 0
        ? [{ tool: 'Bash', input: { command: busyUntilFileAppears('release') } }]
        : [{ text: `saw: ${context.peerMessages.map((peer) => peer.body).join(' | ')}` }];
    const { claude, root } = await claudeHarness({
      scripts: { busy, sender: { turns: [[{ tool: 'SendMessage', input: { to: 'b', message: 'PING while busy' } }], [{ text: 'sent' }]] } },
    });
    const hookLog = join(root, 'hooks.jsonl');
    const settings = recordingHooks([{ event: 'UserPromptSubmit' }, { event: 'Stop' }], hookLog);
    const bCwd = claude.workdir('b');
    const b = claude.start({ cwd: bCwd, name: 'b', prompt: `${scriptMarker('busy')} stay busy`, settings });
    await b.waitForTranscriptRow((row) => JSON.stringify(row).includes('"name":"Bash"'), 'the Bash call');

    const a = await claude.run({ cwd: claude.workdir('a'), name: 'a', prompt: `${scriptMarker('sender')} go` });
    const msgId = readJsonLines(a.transcriptPath ?? '')
      .map((row) => field(row, 'toolUseResult', 'msg_id'))
      .find((id) => id !== undefined);
    writeFileSync(join(bCwd, 'release'), '');
    const end = await b.turnEnded(1);

    expect(String(end.result)).toBe('saw: PING while busy');
    const [opening, absorbed, ...more] = readHookLog(hookLog).filter((hook) => hook.event === 'UserPromptSubmit');
    expect(more).toEqual([]);
    expect(absorbed?.payload.prompt).toContain('PING while busy');
    expect(absorbed?.payload.prompt_id).toBe(opening?.payload.prompt_id);
    expect(absorbed?.probe?.atEnd.peerRows).toEqual([]);
    const queued = b.transcript().find((row) => field(row, 'attachment', 'type') === 'queued_command');
    expect(field(queued, 'attachment', 'origin', 'msg_id')).toBe(msgId);
    expect(queued?.promptId).toBeUndefined();
    // When the Stop hook starts relative to that row being written is a race under load, so it is not asserted.
  });

  it('gives hooks and Bash the session id, pid and messaging socket, but not the session’s name', async () => {
    const { claude, root } = await claudeHarness({
      scripts: { 'dump-env': { turns: [[{ tool: 'Bash', input: { command: 'env > bash-env.txt' } }], [{ text: 'dumped' }]] } },
    });
    const hookLog = join(root, 'hooks.jsonl');
    const cwd = claude.workdir('work');
    const session = claude.start({
      cwd,
      name: 'worker-1',
      prompt: `${scriptMarker('dump-env')} go`,
      settings: recordingHooks([{ event: 'PostToolUse', matcher: 'Bash' }], hookLog),
    });
    await session.turnEnded(1);
    const registered = session.registryEntry();

    const bash = envFile(join(cwd, 'bash-env.txt'));
    const hook = readHookLog(hookLog)[0]?.env ?? {};
    for (const env of [bash, hook]) {
      expect(env.CLAUDE_CODE_SESSION_ID).toBe(session.sessionId);
      expect(env.CLAUDE_PID).toBe(String(session.pid));
      expect(env.CLAUDE_CODE_MESSAGING_SOCKET).toBe(registered?.messagingSocketPath);
      expect(env.CLAUDE_CODE_CHILD_SESSION).toBe('1');
      expect(Object.values(env)).not.toContain('worker-1');
    }
    expect(registered?.name).toBe('worker-1');
    expect(hook.CLAUDE_PROJECT_DIR).toBe(cwd);
  });
});

describe('Claude Code: validating a plugin and projecting its context cost, offline', () => {
  const plugin = {
    name: 'demo',
    skills: {
      'say-hello': { description: 'Greets the user by writing hello.txt. Use when asked for a greeting.', body: 'Run `echo hello > hello.txt`, then say so.' },
      wave: { description: 'Waves at the user.', body: 'Wave.' },
    },
    hooks: [{ event: 'PostToolUse', matcher: 'SendMessage' }, { event: 'UserPromptSubmit' }],
  };

  it('passes `claude plugin validate` with no errors or warnings when ${CLAUDE_PLUGIN_ROOT} is quoted', async () => {
    const { claude, root } = await claudeHarness();
    const dir = writePlugin(join(root, 'demo'), plugin);

    const text = await claude.command(['plugin', 'validate', dir]);
    const json = await claude.command(['plugin', 'validate', '--json', dir]);

    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain('✔ Validation passed');
    expect(text.stdout).toContain('skills: demo:say-hello');
    expect(text.stdout).toContain('hooks: PostToolUse SendMessage command "node \\"${CLAUDE_PLUGIN_ROOT}/hooks/record.mjs\\" PostToolUse"');
    const report = JSON.parse(json.stdout) as { success: boolean; manifest: { errors: unknown[]; warnings: unknown[] } };
    expect(report.success).toBe(true);
    expect(report.manifest.errors).toEqual([]);
    expect(report.manifest.warnings).toEqual([]);
  });

  it('projects always-on and on-invoke tokens per skill with `claude --plugin-dir DIR plugin details NAME`', async () => {
    const { claude, root } = await claudeHarness();
    const dir = writePlugin(join(root, 'demo'), plugin);

    const details = await claude.command(['--plugin-dir', dir, 'plugin', 'details', 'demo']);

    expect(details.code, details.stderr).toBe(0);
    expect(details.stdout).toContain('Projected token cost');
    expect(details.stdout).toMatch(/Always-on:\s+~?\d+ tok/);
    expect(details.stdout).toMatch(/component\s+always-on\s+on-invoke/);
    expect(details.stdout).toMatch(/say-hello\s+[~<]\s*\d+\s+[~<]\s*\d+/);
    expect(details.stdout).toContain('harness-only — no model context cost');
  });
});

describe('Claude Code: what a plugin brings beside its skills and hooks', () => {
  /** An executable `name` in `dir` that prints `text`. */
  const command = (dir: string, name: string, text: string) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, name), `#!/bin/sh\necho ${text}\n`, { mode: 0o755 });
  };

  it('puts each enabled plugin’s bin/ on the Bash tool’s PATH, after the PATH the session was started with', async () => {
    const { claude, root } = await claudeHarness({
      scripts: { which: { turns: [[{ tool: 'Bash', input: { command: 'type -a probe; probe' } }], [{ text: '{{lastToolResult}}' }]] } },
    });
    const dir = writePlugin(join(root, 'demo'), { name: 'demo' });
    command(join(dir, 'bin'), 'probe', 'from-the-plugin');
    command(join(root, 'mine'), 'probe', 'from-my-path');

    const run = await claude.run({
      cwd: claude.workdir('work'),
      prompt: `${scriptMarker('which')} go`,
      pluginDirs: [dir],
      env: { PATH: `${join(root, 'mine')}:${claude.env.PATH}` },
    });

    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.trim().split('\n')).toEqual([`probe is ${join(root, 'mine', 'probe')}`, `probe is ${join(dir, 'bin', 'probe')}`, 'from-my-path']);
  });

  it('runs `npm ci --ignore-scripts` on install in a plugin with a package.json and a lockfile, devDependencies included', async () => {
    const { claude, root } = await claudeHarness();
    const dir = writePlugin(join(root, 'demo'), { name: 'demo' });
    writeFileSync(
      join(dir, '.claude-plugin', 'marketplace.json'),
      JSON.stringify({ name: 'demo-market', owner: { name: 'teamdoc tests' }, plugins: [{ name: 'demo', source: './' }] }),
    );
    const zwitch = {
      version: '2.0.4',
      integrity: 'sha512-bXE4cR/kVZhKZX/RjPEflHaKVhUVl85noU3v6b8apfQEc1x4A+zBxjZ4lN8LqGd6WZ3dl98pY4o717VFmoPp+A==',
      dev: true,
      license: 'MIT',
    };
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'demo', version: '0.1.0', devDependencies: { zwitch: '^2.0.4' } }));
    writeFileSync(
      join(dir, 'package-lock.json'),
      JSON.stringify({
        name: 'demo',
        version: '0.1.0',
        lockfileVersion: 3,
        requires: true,
        packages: { '': { name: 'demo', version: '0.1.0', devDependencies: { zwitch: '^2.0.4' } }, 'node_modules/zwitch': zwitch },
      }),
    );
    // An npm that notes how it was called and what it was given, and installs nothing.
    const npmLog = join(root, 'npm.log');
    mkdirSync(join(root, 'fake-npm'));
    writeFileSync(join(root, 'fake-npm', 'npm'), `#!/bin/sh\n{ echo "$*"; cat package.json; echo; } >> '${npmLog}'\nexit 1\n`, { mode: 0o755 });
    const env = { PATH: `${join(root, 'fake-npm')}:${claude.env.PATH}` };

    expect((await claude.command(['plugin', 'marketplace', 'add', dir], { env })).code).toBe(0);
    const installed = await claude.command(['plugin', 'install', 'demo@demo-market'], { env });

    expect(installed.code, installed.stderr).toBe(0);
    const [args, given] = readFileSync(npmLog, 'utf8').split('\n');
    expect(args).toMatch(/ ci --ignore-scripts\b/);
    expect(JSON.parse(given!)).toMatchObject({ devDependencies: { zwitch: expect.any(String) } });
  });
});
