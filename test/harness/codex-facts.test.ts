/**
 * Facts about Codex 0.169 that teamdoc's Codex support relies on, checked
 * with the real CLI. If an upgrade changes one, this file says which.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeRepo } from '../helpers/repo.js';
import { readHookLog, recordingHooks } from './hooks.js';
import { textOf } from './openai-mock.js';
import { scriptMarker } from './script.js';
import { codexHarness } from './vitest.js';

describe('Codex: hooks and environment', () => {
  it('runs $CODEX_HOME/hooks.json PostToolUse hooks for its shell tool as `Bash`; CODEX_THREAD_ID reaches tools, not hooks', async () => {
    const { codex, root } = await codexHarness({
      scripts: { 'dump-env': { turns: [[{ exec: 'env > tool-env.txt && echo dumped' }], [{ text: 'done' }]] } },
    });
    const hookLog = join(root, 'hooks.jsonl');
    const cwd = codex.workdir('work');

    const run = await codex.run({ cwd, prompt: `${scriptMarker('dump-env')} go`, hooks: recordingHooks([{ event: 'PostToolUse', matcher: 'Bash' }], hookLog) });

    expect(run.code, run.stderr).toBe(0);
    const [hook, ...more] = readHookLog(hookLog);
    expect(more).toEqual([]);
    expect(hook?.payload).toMatchObject({
      hook_event_name: 'PostToolUse',
      tool_name: 'Bash',
      tool_input: { command: 'env > tool-env.txt && echo dumped' },
      tool_response: 'dumped\n',
      session_id: run.threadId,
      transcript_path: run.rolloutPath,
    });
    expect(hook?.env.CODEX_THREAD_ID).toBeUndefined();
    const toolEnv = readFileSync(join(cwd, 'tool-env.txt'), 'utf8');
    expect(toolEnv).toContain(`CODEX_THREAD_ID=${run.threadId}\n`);
    expect(toolEnv).toContain(`CODEX_SESSION_ID=${run.threadId}\n`);
    expect(toolEnv).toMatch(/^CODEX_TOOL_CALL_ID=call_/m);
  });

  it('ignores an untrusted hooks.json silently unless the run bypasses hook trust', async () => {
    const { codex, root } = await codexHarness({ scripts: { echo: { turns: [[{ exec: 'echo hi' }], [{ text: 'done' }]] } } });
    const hookLog = join(root, 'hooks.jsonl');
    writeFileSync(join(codex.codexHome, 'hooks.json'), JSON.stringify(recordingHooks([{ event: 'PostToolUse', matcher: 'Bash' }], hookLog)));

    const run = await codex.run({ cwd: codex.workdir('work'), prompt: `${scriptMarker('echo')} go` });

    expect(run.code, run.stderr).toBe(0);
    expect(readHookLog(hookLog)).toEqual([]);
  });
});

describe('Codex: skills in <repo>/.agents/skills', () => {
  it('lists the skill to the model in its developer message, from a subdirectory of the repo too, and injects it on a $name mention', async () => {
    const repo = makeRepo({
      files: { '.agents/skills/say-hello/SKILL.md': '---\nname: say-hello\ndescription: Greets the user by writing hello.txt.\n---\nRun `echo hello > hello.txt`.\n' },
    });
    const cwd = join(repo.dir, 'src', 'deep');
    mkdirSync(cwd, { recursive: true });
    const { codex, mock } = await codexHarness({ scripts: { hello: { turns: [[{ text: 'hi' }]] } } });

    const run = await codex.run({ cwd, prompt: `${scriptMarker('hello')} use $say-hello` });

    expect(run.code, run.stderr).toBe(0);
    const [request] = mock.requestsFor('hello');
    const developer = (request?.input ?? []).filter((item) => item.role === 'developer').map((item) => textOf(item.content)).join('\n');
    const root = /- `(r\d+)` = `([^`]+)`/g;
    const roots = new Map([...developer.matchAll(root)].map((match) => [match[2], match[1]]));
    const alias = roots.get(join(repo.dir, '.agents', 'skills'));
    expect(alias).toBeDefined();
    expect(developer).toContain(`- say-hello: Greets the user by writing hello.txt. (file: ${alias}/say-hello/SKILL.md)`);
    const injected = (request?.input ?? []).filter((item) => item.role === 'user').map((item) => textOf(item.content)).find((text) => text.startsWith('<skill>'));
    expect(injected).toContain('<name>say-hello</name>');
    expect(injected).toContain('Run `echo hello > hello.txt`.');
  });
});
