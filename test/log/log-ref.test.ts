/**
 * The log ref is teamdoc's only. `--ref` or TEAMDOC_LOG_REF pointing at a
 * branch of someone's code, a tag, or a ref that holds a tree is refused
 * before anything is written, with the way to choose another; readers say the
 * ref is not a log instead of showing an empty one.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { commitWithPlainGit } from '../helpers/forge.js';
import { LOG_REF, logFiles } from '../helpers/log.js';
import { makeRepo, type TempRepo } from '../helpers/repo.js';

function record(repo: TempRepo, args: string[], env: NodeJS.ProcessEnv = repo.env) {
  return runCli(['record', '--from', 'worker', '--to', 'lead', '--kind', 'report', ...args], { cwd: repo.dir, env, input: 'a report\n' });
}

function refs(repo: TempRepo): string {
  return repo.git('for-each-ref', '--format=%(refname) %(objectname)');
}

describe('a log ref that is not a teamdoc log', () => {
  it('refuses a branch of the user’s code, from --ref and from TEAMDOC_LOG_REF, and writes nothing', async () => {
    const repo = makeRepo({ files: { 'src/app.ts': 'export {};\n', 'package.json': '{}\n' } });
    repo.git('branch', 'feature');
    const before = refs(repo);
    for (const run of [() => record(repo, ['--ref', 'feature']), () => record(repo, [], { ...repo.env, TEAMDOC_LOG_REF: 'feature' })]) {
      const result = await run();
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(
        'teamdoc: refs/heads/feature is not a teamdoc log: its tree holds "package.json", "src", which a teamdoc log never does; nothing was written',
      );
      expect(result.stderr).toContain(
        'hint: teamdoc writes only to a ref it created. To keep the log elsewhere, choose another log ref with --ref, TEAMDOC_LOG_REF or `git config teamdoc.logRef <name>`',
      );
    }
    expect(refs(repo)).toBe(before);
    expect(repo.git('status', '--porcelain')).toBe('');
  });

  it('refuses tags, whether they exist or not, and remotes’ copies; the tag does not move', async () => {
    const repo = makeRepo();
    repo.git('tag', 'v1');
    const before = refs(repo);
    for (const ref of ['refs/tags/v1', 'refs/tags/not-yet', 'refs/remotes/origin/teamdoc/log']) {
      const result = await record(repo, ['--ref', ref]);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(new RegExp(`^teamdoc: ${ref} is not a teamdoc log: it is (a tag|a copy of a remote’s branch)`));
    }
    expect(refs(repo)).toBe(before);
  });

  it('refuses a ref that points at a tree or a blob, and an annotated tag object, in writers and readers alike', async () => {
    const repo = makeRepo({ files: { 'a.txt': 'a\n' } });
    // git itself refuses to point a branch at anything but a commit, so the ref files are written by hand.
    repo.git('tag', '-a', '-m', 'release', 'v2');
    for (const [name, object] of [
      ['tree-ref', 'HEAD^{tree}'],
      ['blob-ref', 'HEAD:a.txt'],
      ['tag-ref', 'refs/tags/v2'],
    ]) {
      writeFileSync(join(repo.dir, '.git', 'refs', 'heads', name!), `${repo.git('rev-parse', object!)}\n`);
    }
    for (const [ref, what] of [
      ['tree-ref', 'a tree'],
      ['blob-ref', 'a blob'],
      ['tag-ref', 'a tag object'],
    ] as const) {
      const written = await record(repo, ['--ref', ref]);
      expect(written.code).toBe(2);
      expect(written.stderr).toContain(`refs/heads/${ref} is not a teamdoc log: it points at ${what}, not at a commit`);
      const read = await runCli(['log', '--ref', ref], { cwd: repo.dir, env: repo.env });
      expect(read.code).toBe(2);
      expect(read.stderr).toContain(`refs/heads/${ref} is not a teamdoc log`);
    }
  });

  it('refuses a log branch that someone added other files to, before spooling anything', async () => {
    const repo = makeRepo();
    expect((await record(repo, [])).code).toBe(0);
    commitWithPlainGit(repo, LOG_REF, { files: { 'notes.txt': 'not an entry\n' } });
    const tip = repo.git('rev-parse', LOG_REF);
    const result = await record(repo, []);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${LOG_REF} is not a teamdoc log: its tree holds "notes.txt"`);
    expect(repo.git('rev-parse', LOG_REF)).toBe(tip);
    expect(execFileSync('find', ['.git/teamdoc', '-name', '*.md'], { cwd: repo.dir, encoding: 'utf8' })).toBe('');
  });

  it('writes as before to a ref that does not exist yet, or that teamdoc created', async () => {
    const repo = makeRepo();
    expect((await record(repo, ['--ref', 'team/log'])).code).toBe(0);
    expect((await record(repo, ['--ref', 'team/log'])).code).toBe(0);
    expect(logFiles(repo, repo.dir, 'refs/heads/team/log').filter((path) => path.startsWith('messages/'))).toHaveLength(2);
  });
});
