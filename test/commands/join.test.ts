/**
 * `teamdoc join` as a session runs it: who it is comes from the environment
 * (session id, runtime, host, this worktree), the statement lands in the log
 * as a join message to the parent, and every misuse is a clear exit 2.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { messageFiles } from '../helpers/log.js';
import { addWorktree, makeRepo } from '../helpers/repo.js';
import { STACK_LINE } from '../helpers/team-docs.js';

function joinIn(repo: ReturnType<typeof makeRepo>, cwd: string, env: NodeJS.ProcessEnv, ...args: string[]) {
  return runCli(['join', ...args], { cwd, env: { ...repo.env, TEAMDOC_HOST: 'gpu-a', ...env } });
}

describe('teamdoc join', () => {
  it('records the statement with the session id, runtime, host and worktree the environment shows', async () => {
    const repo = makeRepo();
    const worktree = addWorktree(repo, 'eval');
    const result = await joinIn(
      repo,
      worktree,
      { CODEX_THREAD_ID: '019b0000-0000-7000-8000-00000000e7a1' },
      '--name',
      'eval',
      '--parent',
      'top',
      '--part',
      'eval',
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^[0-9A-Z]{26}\n$/);
    expect(result.stderr).toBe('teamdoc: eval (session 019b0000-0000-7000-8000-00000000e7a1, codex) joined: parent top, part eval\n');
    const log = JSON.parse((await runCli(['log', '--format', 'json'], { cwd: repo.dir, env: repo.env })).stdout).messages;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      id: result.stdout.trim(),
      kind: 'join',
      from: { name: 'eval', session: '019b0000-0000-7000-8000-00000000e7a1', runtime: 'codex', host: 'gpu-a', worktree },
      to: { name: 'top' },
      statement: { name: 'eval', parent: 'top', part: 'eval', session: '019b0000-0000-7000-8000-00000000e7a1', runtime: 'codex', host: 'gpu-a', worktree },
      provenance: { by: 'cli', detected: { via: 'CODEX_THREAD_ID', session: '019b0000-0000-7000-8000-00000000e7a1' } },
      body: 'eval states its parent top and its part eval.\n',
    });
  });

  it('takes the name from TEAMDOC_NAME, and refuses with a hint when there is none', async () => {
    const repo = makeRepo();
    const named = await joinIn(repo, repo.dir, { TEAMDOC_NAME: 'train' }, '--parent', 'top', '--part', 'train');
    expect(named.code).toBe(0);
    expect(named.stderr).toBe('teamdoc: train (no session id: known by name only) joined: parent top, part train\n');
    const nameless = await joinIn(repo, repo.dir, {}, '--parent', 'top', '--part', 'eval');
    expect(nameless).toMatchObject({ code: 2, stdout: '' });
    expect(nameless.stderr).toMatch(/^teamdoc: no name to join as: pass --name, or set TEAMDOC_NAME\nhint: /);
    expect(nameless.stderr).not.toMatch(STACK_LINE);
    expect(messageFiles(repo)).toHaveLength(1);
  });

  it('refuses misused flags and writes nothing: --amend without --reason, --reason alone, nothing to amend, an unknown runtime', async () => {
    const repo = makeRepo();
    const env = { TEAMDOC_NAME: 'eval', CLAUDE_CODE_SESSION_ID: 'c5555555-5555-4555-8555-555555555555' };
    const cases: Array<[string[], RegExp]> = [
      [['--amend'], /--amend needs --reason/],
      [['--reason', 'typo'], /--reason is only for --amend/],
      [['--amend', '--reason', 'typo'], /Session c5555555-5555-4555-8555-555555555555 has no statement in the log to amend/],
      [['--runtime', 'gpt'], /Unexpected --runtime "gpt", expected claude, codex, human or other/],
      [['--handoff', '../x'], /--handoff \.\.\/x: no such entry|not a usable id/],
    ];
    for (const [extra, message] of cases) {
      const result = await joinIn(repo, repo.dir, env, '--parent', 'top', '--part', 'eval', ...extra);
      expect(result.code, extra.join(' ')).toBe(2);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).not.toMatch(STACK_LINE);
    }
    const missingPart = await joinIn(repo, repo.dir, env, '--parent', 'top');
    expect(missingPart.code).toBe(2);
    expect(missingPart.stderr).toContain("required option '--part <part>' not specified");
    // Nothing was written: the log branch does not even exist.
    expect(repo.git('for-each-ref', 'refs/heads/teamdoc/')).toBe('');
  });

  it('a statement without a session id is keyed by its name: the same name with another parent is refused', async () => {
    const repo = makeRepo();
    expect((await joinIn(repo, repo.dir, {}, '--name', 'eval', '--parent', 'top', '--part', 'eval')).code).toBe(0);
    const other = await joinIn(repo, repo.dir, {}, '--name', 'eval', '--parent', 'train', '--part', 'eval');
    expect(other.code).toBe(2);
    expect(other.stderr).toMatch(/^teamdoc: The session named "eval" already stated parent "top", part "eval" \(entry [0-9A-Z]{26} of /);
  });

  it('a name with a terminal escape or a bidi override reaches the terminal only as visible text', async () => {
    const repo = makeRepo();
    const result = await joinIn(repo, repo.dir, {}, '--name', 'ev\u202eal', '--parent', 'top', '--part', 'eval');
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('ev\\u202eal');
    expect(result.stderr).not.toContain('\u202e');
  });
});
