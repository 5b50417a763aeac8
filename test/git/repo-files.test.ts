/**
 * The repository and its config read from files (git/repo-files.ts) against git's own answers, in real
 * repositories: every shape read from files gives exactly what `git rev-parse` and `git config` give, and
 * every shape it does not read gives undefined, so that git is asked.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig, readConfigMatching } from '../../src/git/config.js';
import { locateFileInRepo } from '../../src/git/file-in-repo.js';
import { configFromFiles, repoFromFiles } from '../../src/git/repo-files.js';
import { locateRepo } from '../../src/git/repo.js';
import { listWorktrees } from '../../src/git/worktrees.js';
import { addWorktree, makeRepo, scratchDir, type TempRepo } from '../helpers/repo.js';

const KEYS = '^(teamdoc\\.|extensions\\.objectformat$)';
const saved = { ...process.env };

/** repo-files.ts reads the process's environment, as git/run.ts hands it to git: the test's repository's, here. */
function useEnv(env: NodeJS.ProcessEnv): void {
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
  Object.assign(process.env, env);
}

afterEach(() => useEnv(saved));

function gitRepoAnswer(cwd: string, env: NodeJS.ProcessEnv) {
  const [gitDir, commonDir, worktree] = execFileSync('git', ['rev-parse', '--path-format=absolute', '--git-dir', '--git-common-dir', '--show-toplevel'], {
    cwd,
    env,
    encoding: 'utf8',
  })
    .trim()
    .split('\n');
  return { gitDir, commonDir, worktree };
}

/** git's own output, empty when nothing matches (exit 1). */
function gitOutput(args: string[], cwd: string, env: NodeJS.ProcessEnv): string {
  const result = spawnSync('git', args, { cwd, env, encoding: 'utf8' });
  if (result.status !== 0 && result.status !== 1) throw new Error(result.stderr);
  return result.stdout;
}

function gitConfigAnswer(cwd: string, env: NodeJS.ProcessEnv): Map<string, string> {
  const out = gitOutput(['config', '-z', '--get-regexp', KEYS], cwd, env).split('\0').filter(Boolean);
  return new Map(
    out.map((record) =>
      record.includes('\n') ? [record.slice(0, record.indexOf('\n')).toLowerCase(), record.slice(record.indexOf('\n') + 1)] : [record.toLowerCase(), 'true'],
    ),
  );
}

function repoWithConfig(): TempRepo {
  const repo = makeRepo();
  useEnv(repo.env);
  return repo;
}

describe('the repository read from files', () => {
  it('gives what git gives from a checkout’s root, a folder in it, a linked worktree, a separate git dir and a path through a symlink', async () => {
    const repo = repoWithConfig();
    mkdirSync(join(repo.dir, 'src', 'deep'), { recursive: true });
    const worktree = addWorktree(repo, 'eval');
    mkdirSync(join(worktree, 'sub'));
    const separate = join(scratchDir(), 'separate');
    execFileSync('git', ['init', '-q', '--separate-git-dir', join(separate, '..', 'separate.git'), separate], { env: repo.env });
    const link = join(scratchDir(), 'link');
    symlinkSync(join(repo.dir, 'src'), link);
    for (const cwd of [repo.dir, join(repo.dir, 'src', 'deep'), worktree, join(worktree, 'sub'), separate, link]) {
      expect(repoFromFiles(cwd), cwd).toEqual(gitRepoAnswer(cwd, repo.env));
      expect(await locateRepo(cwd)).toMatchObject(gitRepoAnswer(cwd, repo.env));
    }
  });

  it('leaves to git a bare repository, a git dir, core.worktree, core.bare, an unknown extension, a symlinked .git, GIT_CEILING_DIRECTORIES and a folder outside any repository', () => {
    const repo = repoWithConfig();
    const bare = join(scratchDir(), 'bare.git');
    execFileSync('git', ['init', '-q', '--bare', bare], { env: repo.env });
    expect(repoFromFiles(bare)).toBeUndefined();
    expect(repoFromFiles(join(repo.dir, '.git'))).toBeUndefined();
    expect(repoFromFiles(join(repo.dir, '.git', 'refs'))).toBeUndefined();
    expect(repoFromFiles(scratchDir())).toBeUndefined();

    const linked = join(scratchDir(), 'linked');
    mkdirSync(linked);
    symlinkSync(join(repo.dir, '.git'), join(linked, '.git'));
    expect(repoFromFiles(linked)).toBeUndefined();

    useEnv({ ...repo.env, GIT_CEILING_DIRECTORIES: '/nowhere' });
    expect(repoFromFiles(repo.dir)).toBeUndefined();
    useEnv(repo.env);
    expect(repoFromFiles(repo.dir)).toEqual(gitRepoAnswer(repo.dir, repo.env));

    for (const [key, value] of [
      ['core.worktree', repo.dir],
      ['core.bare', 'true'],
      ['extensions.partialClone', 'origin'],
    ] as const) {
      const other = makeRepo();
      if (key.startsWith('extensions.')) other.git('config', 'core.repositoryformatversion', '1');
      other.git('config', key, value);
      expect(repoFromFiles(other.dir), key).toBeUndefined();
    }
  });
});

describe('a file located in its repository from files', () => {
  it('gives what git rev-parse gives from the file’s folder: at the root, in a folder, in a worktree, in a shallow clone', async () => {
    const repo = repoWithConfig();
    repo.write('docs/team/TEAM.md', '# T\n');
    repo.write('TEAM.md', '# T\n');
    repo.commitAll('docs');
    repo.commitAll('more');
    const worktree = addWorktree(repo, 'eval');
    const shallow = join(scratchDir(), 'shallow');
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repo.dir}`, shallow], { env: repo.env });
    for (const file of [
      join(repo.dir, 'TEAM.md'),
      join(repo.dir, 'docs', 'team', 'TEAM.md'),
      join(worktree, 'docs', 'team', 'TEAM.md'),
      join(shallow, 'TEAM.md'),
      join(shallow, 'docs', 'team', 'TEAM.md'),
    ]) {
      const [root, commonDir, isShallow, prefix] = execFileSync(
        'git',
        ['rev-parse', '--path-format=absolute', '--show-toplevel', '--git-common-dir', '--is-shallow-repository', '--show-prefix'],
        { cwd: dirname(file), env: repo.env, encoding: 'utf8' },
      ).split('\n');
      expect(repoFromFiles(dirname(file)), file).toBeDefined();
      expect(await locateFileInRepo(file), file).toEqual({ root, commonDir, shallow: isShallow === 'true', path: `${prefix}${basename(file)}` });
    }
  });
});

describe('the config read from files', () => {
  it('gives what git config gives: the repository’s, the global and the XDG file, the worktree’s own when the repository says so, bare keys, any letter case', async () => {
    const repo = repoWithConfig();
    repo.git('config', 'teamdoc.logRef', 'team/log');
    repo.git('config', 'extensions.worktreeConfig', 'true');
    repo.git('config', 'core.repositoryformatversion', '1');
    writeFileSync(join(repo.home, '.gitconfig'), '[user]\n\tname = T\n[TeamDoc]\n\tDoc = docs/team with spaces.md\n\tmaxBodyBytes = 1000\n', { flag: 'a' });
    mkdirSync(join(repo.home, '.config', 'git'), { recursive: true });
    writeFileSync(join(repo.home, '.config', 'git', 'config'), '# XDG\n[teamdoc]\n\tmaxBodyBytes = 10\n\tflag\n; a comment\n');
    const worktree = addWorktree(repo, 'eval');
    execFileSync('git', ['config', '--worktree', 'teamdoc.logRef', 'eval/log'], { cwd: worktree, env: repo.env });
    for (const cwd of [repo.dir, worktree]) {
      const expected = gitConfigAnswer(cwd, repo.env);
      expect(expected.get('teamdoc.logref')).toBe(cwd === worktree ? 'eval/log' : 'team/log');
      const found = repoFromFiles(cwd)!;
      const files = configFromFiles(found, (key) => new RegExp(KEYS).test(key))!;
      expect(new Map([...files].map(([key, value]) => [key, value ?? 'true']))).toEqual(expected);
      expect(await readConfigMatching(cwd, KEYS)).toEqual(expected);
      expect(await readConfig(cwd, 'teamdoc.doc')).toBe('docs/team with spaces.md');
      expect(await readConfig(cwd, 'teamdoc.flag')).toBeUndefined();
      expect(await readConfig(cwd, 'teamdoc.missing')).toBeUndefined();
    }
  });

  it('leaves to git what it does not read plainly: an include, a quoted, escaped, commented or continued value, a BOM, config from the environment', async () => {
    for (const text of [
      '[include]\n\tpath = ../../home/other\n',
      '[includeIf "gitdir:/"]\n\tpath = ../../home/other\n',
      '[teamdoc]\n\tdoc = "quoted"\n',
      '[teamdoc]\n\tdoc = a\\tb\n',
      '[teamdoc]\n\tdoc = docs/team.md # the doc\n',
      '[core]\n\tpager = less \\\n[teamdoc]\n\tdoc = x\n',
      '\ufeff[teamdoc]\n\tdoc = x\n',
      '[teamdoc] doc = x\n',
    ]) {
      const repo = repoWithConfig();
      writeFileSync(join(repo.home, 'other'), '[teamdoc]\n\tdoc = from-include.md\n');
      // The relative include paths above are from .git/config to the home beside the repository.
      // git reads a BOM only at the start of a file: the global one here.
      if (text.startsWith('\ufeff')) writeFileSync(join(repo.home, '.gitconfig'), text);
      else writeFileSync(join(repo.dir, '.git', 'config'), text, { flag: 'a' });
      expect(
        configFromFiles(repoFromFiles(repo.dir)!, () => true),
        text,
      ).toBeUndefined();
      // git is asked, and answers as before.
      const answer = gitOutput(['config', '--get', 'teamdoc.doc'], repo.dir, repo.env).replace(/\n$/, '');
      expect(await readConfig(repo.dir, 'teamdoc.doc')).toBe(answer || undefined);
    }
    const repo = repoWithConfig();
    useEnv({ ...repo.env, GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: 'teamdoc.doc', GIT_CONFIG_VALUE_0: 'from-env.md' });
    expect(configFromFiles(repoFromFiles(repo.dir)!, () => true)).toBeUndefined();
    expect(await readConfig(repo.dir, 'teamdoc.doc')).toBe('from-env.md');
  });

  it('reads the system config only where git is the distribution’s, and then as git does', () => {
    const repo = repoWithConfig();
    const env = { ...repo.env };
    delete env.GIT_CONFIG_NOSYSTEM;
    useEnv(env);
    const files = configFromFiles(repoFromFiles(repo.dir)!, (key) => new RegExp(KEYS).test(key));
    if (files !== undefined) expect(new Map([...files].map(([key, value]) => [key, value ?? 'true']))).toEqual(gitConfigAnswer(repo.dir, env));
    useEnv({ ...env, PATH: join(scratchDir(), 'no-git-here') });
    expect(configFromFiles(repoFromFiles(repo.dir)!, () => true)).toBeUndefined();
  });
});

describe('the worktrees read from files', () => {
  it('gives what git worktree list gives: the main one, linked ones on a branch or detached, one whose folder is gone; a separate git dir is git’s', async () => {
    const repo = repoWithConfig();
    const first = addWorktree(repo, 'eval');
    const second = addWorktree(repo, 'train');
    execFileSync('git', ['checkout', '-q', '--detach'], { cwd: second, env: repo.env });
    const third = addWorktree(repo, 'gone');
    rmSync(third, { recursive: true, force: true });
    const byPath = (list: Array<{ path: string }>) => [...list].sort((a, b) => (a.path < b.path ? -1 : 1));
    const fromGit = () => {
      const fields = execFileSync('git', ['worktree', 'list', '--porcelain', '-z'], { cwd: repo.dir, env: repo.env, encoding: 'utf8' }).split('\0');
      const list: Array<{ path: string; bare: boolean; branch: string | undefined }> = [];
      for (const field of fields) {
        if (field.startsWith('worktree ')) list.push({ path: field.slice(9), bare: false, branch: undefined });
        else if (field.startsWith('branch ')) list[list.length - 1]!.branch = field.slice(7);
      }
      return list;
    };
    for (const cwd of [repo.dir, first]) expect(byPath(await listWorktrees(cwd))).toEqual(byPath(fromGit()));
    expect((await listWorktrees(repo.dir)).map((worktree) => worktree.path)).toContain(third);
    const separate = join(scratchDir(), 'separate');
    execFileSync('git', ['init', '-q', '--separate-git-dir', join(separate, '..', 'separate.git'), separate], { env: repo.env });
    // git names the git dir itself as the main worktree here: its answer, asked of it.
    const git = execFileSync('git', ['worktree', 'list', '--porcelain'], { cwd: separate, env: repo.env, encoding: 'utf8' })
      .split('\n')[0]!
      .slice('worktree '.length);
    expect((await listWorktrees(separate)).map((worktree) => worktree.path)).toEqual([git]);
  });
});
