/**
 * `teamdoc init` as a user meets it: a new doc in a fresh repository that
 * `teamdoc check` then turns into a short list of what to fill in.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { addWorktree, makeRepo } from '../helpers/repo.js';

const CLAUDE_SESSION = '3f2b8c1e-5a7d-4c9e-9b1a-2d6e8f0c4a71';

describe('teamdoc init', () => {
  it('in a Claude Code session: writes TEAM.md with the team named after the repository and the caller’s own row, and says what is next', async () => {
    const repo = makeRepo();
    const env = { ...repo.env, CLAUDE_CODE_SESSION_ID: CLAUDE_SESSION, TEAMDOC_HOST: 'ana-laptop' };
    const result = await runCli(['init'], { cwd: repo.dir, env });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain(
      `Created TEAM.md for team ${basename(repo.dir)}.\nYour row: top, claude, session ${CLAUDE_SESSION} (from CLAUDE_CODE_SESSION_ID), host ana-laptop.\n`,
    );
    expect(result.stdout).toContain('Next:');
    const doc = readFileSync(join(repo.dir, 'TEAM.md'), 'utf8');
    expect(doc).toMatch(/^---\nteam: repo\nformat: 1\n/);
    expect(doc).toContain(`| top | claude | ${CLAUDE_SESSION} | ana-laptop | ${repo.dir} | — | — | active |`);

    // Then check: clean of errors; the one thing left is the intent, which only the user can write (and a note that the doc is not committed yet).
    const check = await runCli(['check', '--format', 'json'], { cwd: repo.dir, env });
    expect(check.code).toBe(0);
    const messages = JSON.parse(check.stdout).files[0].messages;
    expect(
      messages.map((message: { ruleId: string; severity: string; line: number; message: string }) => [
        message.ruleId,
        message.severity,
        message.line,
        message.message,
      ]),
    ).toEqual([
      ['history-incomplete', 'info', null, expect.stringContaining('Unexpected team doc with no commit')],
      ['doc-placeholder', 'warning', 13, expect.stringContaining('expected the whole work in two or three sentences')],
    ]);
  });

  it('with no session in the environment: the runtime is left for the user, and check lists both things to fill in', async () => {
    const repo = makeRepo();
    expect((await runCli(['init', '--team', 'vision push', '--name', 'lead'], { cwd: repo.dir, env: repo.env })).code).toBe(0);
    const doc = readFileSync(join(repo.dir, 'TEAM.md'), 'utf8');
    expect(doc).toContain('team: vision push\n');
    expect(doc).toContain('# vision push\n');
    expect(doc).toMatch(/\| lead \| \[fill in: claude, codex, human or other\] \| — \|/);
    const check = await runCli(['check'], { cwd: repo.dir, env: repo.env });
    expect(check.code).toBe(0);
    expect(check.stdout).toMatch(/13:1-13:\d+ +warning +Unexpected placeholder `\[fill in: …\]`, expected the whole work/);
    expect(check.stdout).toMatch(/28:10-28:50 +warning +Unexpected placeholder `\[fill in: …\]`, expected claude, codex, human or\s+other/);
    expect(check.stdout).toContain('⚠ 3 problems (0 errors, 2 warnings, 1 info)');
  });

  it('never overwrites an existing doc: exit 2, a clear message, the file untouched', async () => {
    const repo = makeRepo({ files: { 'TEAM.md': 'my notes\n' } });
    const result = await runCli(['init'], { cwd: repo.dir, env: repo.env });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'teamdoc: TEAM.md: already exists; teamdoc init never overwrites a team doc\nhint: Edit it: it is the team doc `teamdoc check` reads.\n',
    );
    expect(readFileSync(join(repo.dir, 'TEAM.md'), 'utf8')).toBe('my notes\n');
  });

  it('from a linked worktree, writes the doc in the main worktree, where check looks for it', async () => {
    const repo = makeRepo();
    const worktree = addWorktree(repo, 'train');
    expect((await runCli(['init'], { cwd: worktree, env: repo.env })).code).toBe(0);
    expect(readFileSync(join(repo.dir, 'TEAM.md'), 'utf8')).toContain('team: repo\n');
    expect((await runCli(['check'], { cwd: worktree, env: repo.env })).code).toBe(0);
  });

  it('--file elsewhere: makes the folder, and commits the place in .teamdoc.json, so a fresh clone and CI find the doc', async () => {
    const repo = makeRepo();
    const result = await runCli(['init', '--file', 'docs/team.md', '--team', 'ops: night shift'], { cwd: repo.dir, env: repo.env });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('Wrote .teamdoc.json, which says where the team doc is');
    expect(result.stdout).toContain('git add docs/team.md .teamdoc.json && git commit');
    expect(JSON.parse(readFileSync(join(repo.dir, '.teamdoc.json'), 'utf8'))).toEqual({ doc: 'docs/team.md' });
    expect(() => repo.git('config', 'teamdoc.doc')).toThrow();
    // A team name YAML would misread is quoted.
    expect(readFileSync(join(repo.dir, 'docs/team.md'), 'utf8')).toContain('team: "ops: night shift"\n');
    const check = await runCli(['check', '--format', 'json'], { cwd: join(repo.dir, 'docs'), env: repo.env });
    expect(check.code).toBe(0);
    expect(JSON.parse(check.stdout).files[0].path).toBe('team.md');

    repo.commitAll('the team doc');
    const clone = join(repo.dir, '..', 'fresh-clone');
    repo.git('clone', '-q', repo.dir, clone);
    const inClone = await runCli(['check', '--format', 'json'], { cwd: clone, env: repo.env });
    expect(JSON.parse(inClone.stdout).files[0].path).toBe('docs/team.md');

    // A second init, with or without --file, writes no second doc beside it.
    for (const args of [['init'], ['init', '--file', 'other.md']]) {
      const again = await runCli(args, { cwd: repo.dir, env: repo.env });
      expect(again.code, args.join(' ')).toBe(2);
      expect(again.stderr).toBe(
        'teamdoc: docs/team.md: is this repository’s team doc already; teamdoc init writes no second one\nhint: Edit docs/team.md. To move it, git mv it and write the new path in .teamdoc.json.\n',
      );
    }
    expect(existsSync(join(repo.dir, 'TEAM.md'))).toBe(false);
    expect(existsSync(join(repo.dir, 'other.md'))).toBe(false);
  });

  it('--file outside the repository is refused, nothing written', async () => {
    const repo = makeRepo();
    const result = await runCli(['init', '--file', '../elsewhere.md'], { cwd: repo.dir, env: repo.env });
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n')[0]).toMatch(/^teamdoc: --file .*elsewhere\.md is outside the repository, where no clone or CI job would find it$/);
    expect(existsSync(join(repo.dir, '..', 'elsewhere.md'))).toBe(false);
  });
});
