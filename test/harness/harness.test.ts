/**
 * The harness proves itself with real sessions: the real Claude Code and
 * Codex CLIs, offline, against the scripted mocks on loopback.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchDir } from '../helpers/repo.js';
import { systemTextOf } from './anthropic-mock.js';
import { readHookLog, writePlugin } from './hooks.js';
import { ensureClient } from './install-clients.mjs';
import { field, readJsonLines } from './jsonl.js';
import { isRunning, markedProcesses } from './marked-processes.js';
import { scriptMarker } from './script.js';
import { waitFor } from './wait.js';
import { claudeHarness, codexHarness } from './vitest.js';

describe('a one-shot Claude Code session (claude -p)', () => {
  it('runs the Bash command its scripted model asks for and leaves a transcript', async () => {
    const { claude, mock } = await claudeHarness({
      scripts: {
        'write-file': {
          turns: [
            [{ text: 'Writing the file.' }, { tool: 'Bash', input: { command: 'echo hello > out.txt && echo wrote-it' } }],
            [{ text: 'Done. The tool said: {{lastToolResult}}' }],
          ],
        },
      },
    });
    const cwd = claude.workdir('work');

    const run = await claude.run({ cwd, prompt: `${scriptMarker('write-file')} write the file` });

    expect(run.code, run.stderr).toBe(0);
    expect(readFileSync(join(cwd, 'out.txt'), 'utf8')).toBe('hello\n');
    expect(run.stdout).toContain('Done. The tool said: wrote-it');
    const transcript = readJsonLines(run.transcriptPath ?? '');
    expect(transcript.some((row) => row.sessionId === run.sessionId && JSON.stringify(row).includes('"name":"Bash"'))).toBe(true);
    expect(transcript.some((row) => field(row, 'toolUseResult', 'stdout') === 'wrote-it')).toBe(true);
    expect(mock.requestsFor('write-file')).toHaveLength(2);
  });
});

describe('cleaning up after Claude Code sessions', () => {
  it('leaves no process behind, not even one a Bash tool started in a session of its own', async () => {
    const { claude, root } = await claudeHarness({
      scripts: {
        'leave-a-sleeper': {
          turns: [[{ tool: 'Bash', input: { command: 'setsid sleep 300 > /dev/null 2>&1 & echo $! > sleeper.pid' } }], [{ text: 'started it' }]],
        },
      },
    });
    const cwd = claude.workdir('work');
    const session = claude.start({ cwd, prompt: `${scriptMarker('leave-a-sleeper')} start a sleeper` });
    await session.turnEnded(1);
    const sleeper = Number(readFileSync(join(cwd, 'sleeper.pid'), 'utf8'));
    expect(markedProcesses(root)).toEqual(expect.arrayContaining([session.pid, sleeper]));

    await claude.cleanup();

    expect(markedProcesses(root).filter(isRunning)).toEqual([]);
  });
});

describe('a background Claude Code session (claude --bg)', () => {
  it('runs its script under the daemon, is listed by `claude agents --json`, and clean-up stops it all', async () => {
    const { claude, root } = await claudeHarness({
      scripts: { 'bg-work': { turns: [[{ tool: 'Bash', input: { command: 'echo from-the-background > bg.txt' } }], [{ text: 'background work done' }]] } },
    });
    const cwd = claude.workdir('worker');

    const started = await claude.startBackground({ cwd, name: 'worker', prompt: `${scriptMarker('bg-work')} work` });

    expect(started.code, started.stderr).toBe(0);
    expect(started.stdout).toMatch(/backgrounded · \w+ · worker/);
    // The shell creates the file before it writes to it: wait for the line, not the name.
    await waitFor(() => existsSync(join(cwd, 'bg.txt')) && readFileSync(join(cwd, 'bg.txt'), 'utf8').endsWith('\n'), {
      what: 'the background session to write bg.txt',
    });
    expect(readFileSync(join(cwd, 'bg.txt'), 'utf8')).toBe('from-the-background\n');
    const agents = JSON.parse((await claude.command(['agents', '--json'], { cwd })).stdout) as Array<{ name?: string; kind?: string; id?: string }>;
    expect(agents).toEqual([expect.objectContaining({ name: 'worker', kind: 'background', id: started.jobId })]);

    await claude.cleanup();

    expect(markedProcesses(root).filter(isRunning)).toEqual([]);
  });
});

describe('two Claude Code sessions messaging each other', () => {
  it('delivers A’s SendMessage to a waiting session B, and both transcripts carry the same msg_id', async () => {
    const { claude } = await claudeHarness({
      scripts: {
        receiver: { turns: [[{ text: 'waiting for messages' }]], after: [{ text: 'B read: {{lastUserText}}' }] },
        sender: {
          turns: [[{ tool: 'SendMessage', input: { to: 'b', summary: 'ping', message: 'PING from A' } }], [{ text: 'sent: {{lastToolResult}}' }]],
        },
      },
    });
    const b = claude.start({ cwd: claude.workdir('b'), name: 'b', prompt: `${scriptMarker('receiver')} wait` });
    await b.turnEnded(1);

    const a = await claude.run({ cwd: claude.workdir('a'), name: 'a', prompt: `${scriptMarker('sender')} ping b` });

    expect(a.code, a.stderr).toBe(0);
    const sendResult = readJsonLines(a.transcriptPath ?? '').find((row) => field(row, 'toolUseResult', 'msg_id') !== undefined);
    expect(field(sendResult, 'toolUseResult', 'success')).toBe(true);
    const msgId = field(sendResult, 'toolUseResult', 'msg_id');
    const arrival = await b.waitForTranscriptRow((row) => field(row, 'origin', 'kind') === 'peer', 'the peer message');
    expect(field(arrival, 'origin', 'msg_id')).toBe(msgId);
    expect(field(arrival, 'origin', 'name')).toBe('a');
    expect(field(arrival, 'origin', 'body')).toBe('PING from A');
    const reply = await b.turnEnded(2);
    expect(String(reply.result)).toContain('PING from A');
  });
});

describe('a Claude Code plugin passed with --plugin-dir', () => {
  it('has its skill listed to the model and loaded by the Skill tool, and its hooks fire', async () => {
    const hookLog = join(scratchDir(), 'plugin-hooks.jsonl');
    const { claude, mock, root } = await claudeHarness({
      env: { TEAMDOC_HOOK_LOG: hookLog },
      scripts: {
        'use-skill': {
          turns: [
            [{ tool: 'Skill', input: { skill: 'demo:say-hello' } }],
            [{ tool: 'Bash', input: { command: 'echo hi-from-skill > hello.txt' } }],
            [{ text: 'greeted' }],
          ],
        },
      },
    });
    const plugin = writePlugin(join(root, 'demo-plugin'), {
      name: 'demo',
      skills: { 'say-hello': { description: 'Greets the user by writing hello.txt.', body: 'Run `echo hi-from-skill > hello.txt`, then say so.' } },
      hooks: [{ event: 'UserPromptSubmit' }, { event: 'PostToolUse', matcher: '*' }],
    });
    const cwd = claude.workdir('work');

    const run = await claude.run({ cwd, prompt: `${scriptMarker('use-skill')} greet me`, pluginDirs: [plugin] });

    expect(run.code, run.stderr).toBe(0);
    const [first, second] = mock.requestsFor('use-skill');
    expect(systemTextOf(first ?? {})).toContain('- demo:say-hello: Greets the user by writing hello.txt.');
    expect(JSON.stringify(second)).toContain('Run `echo hi-from-skill > hello.txt`, then say so.');
    expect(readFileSync(join(cwd, 'hello.txt'), 'utf8')).toBe('hi-from-skill\n');
    const hooks = readHookLog(hookLog);
    expect(hooks.map((hook) => `${hook.event}:${String(hook.payload.tool_name ?? '')}`)).toEqual([
      'UserPromptSubmit:',
      'PostToolUse:Skill',
      'PostToolUse:Bash',
    ]);
    expect(hooks.every((hook) => hook.payload.session_id === run.sessionId)).toBe(true);
  });
});

describe('a Codex exec session', () => {
  it('runs the command its scripted model asks for and leaves a rollout', async () => {
    const { codex, mock } = await codexHarness({
      scripts: {
        'write-file': {
          turns: [[{ text: 'Writing the file.' }, { exec: 'echo hello > out.txt && echo wrote-it' }], [{ text: 'Done. The tool said: {{lastToolResult}}' }]],
        },
      },
    });
    const cwd = codex.workdir('work');

    const run = await codex.run({ cwd, prompt: `${scriptMarker('write-file')} write the file` });

    expect(run.code, run.stderr).toBe(0);
    expect(readFileSync(join(cwd, 'out.txt'), 'utf8')).toBe('hello\n');
    expect(run.events.some((event) => field(event, 'item', 'type') === 'command_execution' && field(event, 'item', 'exit_code') === 0)).toBe(true);
    expect(run.rolloutPath).toMatch(/sessions\/\d{4}\/\d{2}\/\d{2}\/rollout-.*\.jsonl$/);
    const rollout = readJsonLines(run.rolloutPath ?? '');
    expect(field(rollout[0], 'payload', 'id')).toBe(run.threadId);
    expect(rollout.some((line) => field(line, 'payload', 'type') === 'function_call' && field(line, 'payload', 'name') === 'exec_command')).toBe(true);
    expect(mock.requestsFor('write-file')).toHaveLength(2);
  });
});

describe('installing the pinned CLIs', () => {
  it('fails loudly with npm’s reason when the registry cannot be reached, and leaves nothing half-installed', async () => {
    const cache = scratchDir();
    const offline = { ...process.env, TEAMDOC_CLIENTS_CACHE: cache, npm_config_registry: 'http://127.0.0.1:9/', npm_config_fetch_retries: '0' };

    await expect(ensureClient('claude', { env: offline })).rejects.toThrow(/npm install @anthropic-ai\/claude-code@2\.1\.328 failed/);

    expect(readdirSync(cache)).toEqual([]);
    expect(existsSync(join(cache, 'claude-2.1.328.lock'))).toBe(false);
  });
});
