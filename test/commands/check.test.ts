/**
 * `teamdoc check` as a user runs it: the built CLI in a real repository,
 * finding the team doc from any worktree, in every output format.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { addWorktree, isolatedGitEnv, makeRepo, scratchDir } from '../helpers/repo.js';
import { DOC_WITHOUT_DEFAULT, DOC_WITH_WARNINGS, STACK_LINE, VALID_DOC, editedDoc } from '../helpers/team-docs.js';

describe('teamdoc check finds the team doc', () => {
  it('reads TEAM.md of the repository when no file is named, and says it is clean (exit 0)', async () => {
    const repo = makeRepo({ files: { 'TEAM.md': VALID_DOC } });
    const result = await runCli(['check', '--no-log'], { cwd: repo.dir, env: repo.env });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toBe('TEAM.md: no issues found\n');
    // Without --no-log it also says the chain could not be compared: the repository has no message log yet.
    const withLog = await runCli(['check'], { cwd: repo.dir, env: repo.env });
    expect(withLog).toMatchObject({ code: 0, stderr: '' });
    expect(withLog.stdout).toMatch(
      /^TEAM\.md\n {2}13:1-13:70 +info +Unexpected repository without the message log `teamdoc\/log`, expected the\s+parent statements of `train`, `eval`; the chain rules did not run\s+chain-log-missing\n/,
    );
    expect(withLog.stdout).toMatch(/\nℹ 1 info, no errors or warnings\n$/);
  });

  it('from a linked worktree, reads the main worktree’s live TEAM.md, not the stale checked-out copy', async () => {
    const repo = makeRepo({ files: { 'TEAM.md': VALID_DOC } });
    const worktree = addWorktree(repo, 'train');
    // The leader edits the main worktree's doc; the linked worktree still has the committed, clean copy.
    repo.write('TEAM.md', DOC_WITHOUT_DEFAULT);
    const result = await runCli(['check'], { cwd: worktree, env: repo.env });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('../repo/TEAM.md');
    expect(result.stdout).toMatch(/45:29-45:30 +error +Unexpected decision `Train past 60k\?` without a default/);
  });

  it('reads the file named by git config teamdoc.doc, relative to the main worktree', async () => {
    const repo = makeRepo({ files: { 'docs/team.md': DOC_WITHOUT_DEFAULT } });
    repo.git('config', 'teamdoc.doc', 'docs/team.md');
    const sub = join(repo.dir, 'docs');
    const result = await runCli(['check', '--format', 'json'], { cwd: sub, env: repo.env });
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).files[0].path).toBe('team.md');
  });

  it('outside a git repository with no file named: one clear line and a hint, exit 2', async () => {
    const dir = scratchDir();
    const result = await runCli(['check'], { cwd: dir, env: isolatedGitEnv(dir) });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^teamdoc: no team doc named, and not inside a git repository to find one in\nhint: /);
    expect(result.stderr).not.toMatch(STACK_LINE);
  });

  it('checks named files wherever they are, outside any repository too', async () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'a.md'), VALID_DOC);
    writeFileSync(join(dir, 'b.md'), DOC_WITHOUT_DEFAULT);
    const result = await runCli(['check', 'a.md', 'b.md'], { cwd: dir, env: isolatedGitEnv(dir) });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('a.md: no issues found\nb.md\n');
  });

  it('reports the files it could read and a one-line error for one it could not, exit 2', async () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'b.md'), DOC_WITHOUT_DEFAULT);
    const result = await runCli(['check', 'missing.md', 'b.md'], { cwd: dir, env: isolatedGitEnv(dir) });
    expect(result.code).toBe(2);
    expect(result.stdout).toContain('decision-default');
    expect(result.stderr).toBe('teamdoc: missing.md: no such file\nhint: Check the path, or run `teamdoc init` to create a team doc.\n');
  });
});

describe('teamdoc check exit codes and flags', () => {
  it('exits 0 with warnings, 1 when they exceed --max-warnings, and --quiet shows errors only', async () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'TEAM.md'), DOC_WITH_WARNINGS);
    const env = isolatedGitEnv(dir);
    const plain = await runCli(['check', 'TEAM.md'], { cwd: dir, env });
    expect(plain.code).toBe(0);
    expect(plain.stdout).toContain('⚠ 3 problems (0 errors, 3 warnings)');

    const limited = await runCli(['check', 'TEAM.md', '--max-warnings', '2'], { cwd: dir, env });
    expect(limited.code).toBe(1);
    expect(limited.stderr).toBe('teamdoc: 3 warnings are more than --max-warnings 2 allows\n');

    // Errors only: a doc with warnings and no error shows nothing, and never says "no issues found".
    const quiet = await runCli(['check', 'TEAM.md', '--quiet', '--max-warnings', '3'], { cwd: dir, env });
    expect(quiet).toMatchObject({ code: 0, stdout: '' });
    const quietLimited = await runCli(['check', 'TEAM.md', '--quiet', '--max-warnings', '0'], { cwd: dir, env });
    expect(quietLimited).toMatchObject({ code: 1, stdout: '', stderr: 'teamdoc: 3 warnings are more than --max-warnings 0 allows\n' });
  });

  it.each([
    [['check', '--format', 'xml'], /argument 'xml' is invalid/],
    [['check', '--max-warnings', 'many'], /expected a whole number of 0 or more/],
    [['check', '--no-such-flag'], /unknown option '--no-such-flag'/],
  ])('a bad flag (%j) is exit 2 with commander’s message, not exit 1', async (args, message) => {
    const dir = scratchDir();
    const result = await runCli(args, { cwd: dir, env: isolatedGitEnv(dir) });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
  });

  it('accepts --no-history (the history rules of a later issue honour it)', async () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'TEAM.md'), VALID_DOC);
    expect((await runCli(['check', '--no-history', 'TEAM.md'], { cwd: dir, env: isolatedGitEnv(dir) })).code).toBe(0);
  });
});

describe('teamdoc check output formats', () => {
  it('json: one versioned object on stdout, nothing on stderr', async () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'TEAM.md'), DOC_WITHOUT_DEFAULT);
    const result = await runCli(['check', '--format', 'json', 'TEAM.md'], { cwd: dir, env: isolatedGitEnv(dir) });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({
      version: 1,
      files: [
        {
          path: 'TEAM.md',
          messages: [
            {
              ruleId: 'decision-default',
              severity: 'error',
              message: 'Unexpected decision `Train past 60k?` without a default, expected what the team does if the person does not answer',
              line: 45,
              column: 29,
              endLine: 45,
              endColumn: 30,
              hint: 'A default keeps the work moving; the person can still overrule it.',
              url: 'https://github.com/teamdoc/teamdoc/blob/main/docs/rules.md#decision-default',
              related: [],
            },
          ],
        },
      ],
      summary: { errors: 1, warnings: 0, info: 0, files: 1 },
    });
  });

  it('github is chosen inside GitHub Actions: annotations on stdout and the full report in the step summary', async () => {
    const dir = scratchDir();
    const summary = join(dir, 'summary.md');
    writeFileSync(join(dir, 'TEAM.md'), DOC_WITHOUT_DEFAULT);
    const result = await runCli(['check', 'TEAM.md'], {
      cwd: dir,
      env: { ...isolatedGitEnv(dir), GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary, GITHUB_WORKSPACE: dir },
    });
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n')[0]).toBe(
      '::error file=TEAM.md,line=45,col=29,endLine=45,endColumn=30,title=teamdoc decision-default::' +
        'Unexpected decision `Train past 60k?` without a default, expected what the team does if the person does not answer' +
        '%0Ahint: A default keeps the work moving; the person can still overrule it.',
    );
    expect(readFileSync(summary, 'utf8')).toContain('| TEAM.md | 45:29 | error | [decision-default](');
  });

  it('github: at most 10 errors are annotated; the rest are counted and listed in the step summary', async () => {
    const dir = scratchDir();
    const summary = join(dir, 'summary.md');
    // Twelve resources owned by nobody in the roles table: twelve errors.
    const rows = Array.from({ length: 12 }, (_, index) => `| scratch ${index} | path | /scratch/${index} | nobody | |`).join('\n');
    writeFileSync(join(dir, 'TEAM.md'), editedDoc('| scores | path | /data/evals | eval | |', `| scores | path | /data/evals | eval | |\n${rows}`));
    const result = await runCli(['check', '--format', 'github', 'TEAM.md'], {
      cwd: dir,
      env: { ...isolatedGitEnv(dir), GITHUB_STEP_SUMMARY: summary, GITHUB_WORKSPACE: dir },
    });
    expect(result.code).toBe(1);
    expect(result.stdout.match(/^::error /gm)).toHaveLength(10);
    expect(result.stdout).toContain('teamdoc: 2 more problems not annotated (GitHub shows 10 errors and 10 warnings per step); the job summary lists them all');
    expect(readFileSync(summary, 'utf8').match(/\[resource-owner-exists\]/g)).toHaveLength(12);
  });

  it('sarif: a SARIF 2.1.0 log with every rule and its help link', async () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'TEAM.md'), DOC_WITHOUT_DEFAULT);
    const result = await runCli(['check', '--format', 'sarif', 'TEAM.md'], { cwd: dir, env: isolatedGitEnv(dir) });
    expect(result.code).toBe(1);
    const log = JSON.parse(result.stdout);
    expect(log.version).toBe('2.1.0');
    const run = log.runs[0];
    expect(run.tool.driver.rules.length).toBeGreaterThanOrEqual(40);
    const rule = run.tool.driver.rules[run.results[0].ruleIndex];
    expect(rule).toMatchObject({ id: 'decision-default', name: 'DecisionDefault', helpUri: expect.stringContaining('docs/rules.md#decision-default') });
    expect(run.results[0]).toMatchObject({
      ruleId: 'decision-default',
      level: 'error',
      locations: [{ physicalLocation: { artifactLocation: { uri: 'TEAM.md' }, region: { startLine: 45, startColumn: 29, endLine: 45, endColumn: 30 } } }],
    });
  });

  it('sarif: a finding a comment silences is a result with an inSource suppression, the comment its place and its reason the justification', async () => {
    const dir = scratchDir();
    writeFileSync(
      join(dir, 'TEAM.md'),
      editedDoc(
        '| Train past 60k? | train | stop at 60k |',
        '| Train past 60k? | train | — <!-- teamdoc-disable-line decision-default -- the person decides on Monday --> |',
      ),
    );
    const result = await runCli(['check', '--format', 'sarif', 'TEAM.md'], { cwd: dir, env: isolatedGitEnv(dir) });
    expect(result.code).toBe(0);
    const results = JSON.parse(result.stdout).runs[0].results;
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      ruleId: 'decision-default',
      level: 'error',
      suppressions: [
        {
          kind: 'inSource',
          status: 'accepted',
          justification: 'silenced by a `teamdoc-disable-line` comment: the person decides on Monday',
          location: { physicalLocation: { artifactLocation: { uri: 'TEAM.md' }, region: { startLine: 45, startColumn: 31, endLine: 45 } } },
        },
      ],
    });
  });

  it('stylish shows doc text with its escape sequences made visible, never sent to the terminal', async () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'TEAM.md'), editedDoc('| 7B run | train |', '| 7B run | tr\u001b]0;pwned\u0007ain |'));
    const result = await runCli(['check', 'TEAM.md'], { cwd: dir, env: isolatedGitEnv(dir) });
    expect(result.code).toBe(1);
    expect(result.stdout).not.toContain('\u001b');
    expect(result.stdout).toContain('tr\\u001b]0;pwned\\u0007ain');
  });
});
