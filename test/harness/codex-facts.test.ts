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
      files: {
        '.agents/skills/say-hello/SKILL.md': '---\nname: say-hello\ndescription: Greets the user by writing hello.txt.\n---\nRun `echo hello > hello.txt`.\n',
      },
    });
    const cwd = join(repo.dir, 'src', 'deep');
    mkdirSync(cwd, { recursive: true });
    const { codex, mock } = await codexHarness({ scripts: { hello: { turns: [[{ text: 'hi' }]] } } });

    const run = await codex.run({ cwd, prompt: `${scriptMarker('hello')} use $say-hello` });

    expect(run.code, run.stderr).toBe(0);
    const [request] = mock.requestsFor('hello');
    const developer = (request?.input ?? [])
      .filter((item) => item.role === 'developer')
      .map((item) => textOf(item.content))
      .join('\n');
    const root = /- `(r\d+)` = `([^`]+)`/g;
    const roots = new Map([...developer.matchAll(root)].map((match) => [match[2], match[1]]));
    const alias = roots.get(join(repo.dir, '.agents', 'skills'));
    expect(alias).toBeDefined();
    expect(developer).toContain(`- say-hello: Greets the user by writing hello.txt. (file: ${alias}/say-hello/SKILL.md)`);
    const injected = (request?.input ?? [])
      .filter((item) => item.role === 'user')
      .map((item) => textOf(item.content))
      .find((text) => text.startsWith('<skill>'));
    expect(injected).toContain('<name>say-hello</name>');
    expect(injected).toContain('Run `echo hello > hello.txt`.');
  });
});

describe('Codex: what a worker in a linked worktree may write', () => {
  // The scratch root is under /tmp, which workspace-write leaves writable; these two settings make it behave as a checkout elsewhere does.
  const noTmp = ['-c', 'sandbox_workspace_write.exclude_slash_tmp=true', '-c', 'sandbox_workspace_write.exclude_tmpdir_env_var=true'];
  const probe =
    'echo x > a.txt; git update-ref refs/heads/probe HEAD 2>/dev/null; echo $? > ref.rc; ' +
    '(git add a.txt && git -c user.name=w -c user.email=w@example.invalid commit -qm w) 2> commit.err; echo $? > commit.rc';

  it.each([
    { name: '-s workspace-write --add-dir <git common dir>', flags: ['-s', 'workspace-write', ...noTmp], addCommonDir: true, writesRef: true, commits: false },
    { name: '-s workspace-write', flags: ['-s', 'workspace-write', ...noTmp], addCommonDir: false, writesRef: false, commits: false },
    { name: '-s danger-full-access', flags: ['-s', 'danger-full-access'], addCommonDir: false, writesRef: true, commits: true },
  ])('$name: edits files; writes a ref in the common dir: $writesRef; commits: $commits', async ({ flags, addCommonDir, writesRef, commits }) => {
    const repo = makeRepo();
    const worktree = join(repo.dir, '..', 'wt');
    repo.git('worktree', 'add', '-q', worktree, '-b', 'part/x');
    const commonDir = repo.git('rev-parse', '--path-format=absolute', '--git-common-dir');
    const { codex } = await codexHarness({ scripts: { probe: { turns: [[{ exec: probe }], [{ text: 'done' }]] } } });

    const run = await codex.run({
      cwd: worktree,
      prompt: `${scriptMarker('probe')} go`,
      sandbox: [...flags, ...(addCommonDir ? ['--add-dir', commonDir] : [])],
    });

    expect(run.code, run.stderr).toBe(0);
    const rc = (name: string) => readFileSync(join(worktree, name), 'utf8').trim();
    expect(readFileSync(join(worktree, 'a.txt'), 'utf8')).toBe('x\n');
    if (writesRef) expect(rc('ref.rc')).toBe('0');
    else expect(rc('ref.rc')).not.toBe('0');
    if (commits) expect(rc('commit.rc')).toBe('0');
    else expect(readFileSync(join(worktree, 'commit.err'), 'utf8')).toMatch(/worktrees\/wt\/index\.lock': Read-only file system/);
  });
});
