/**
 * The repository around a folder, and its config, read from files for the ordinary shapes: a `.git`
 * folder, or a `.git` file pointing at a linked worktree's or a submodule's git dir, owned by this user,
 * with config files that config-file.ts reads whole. Starting git costs more than everything else a
 * `record` does in its own process; these answers cost a few file reads. Every other shape — a bare
 * repository, a folder inside a git dir, core.worktree or core.bare, an unknown repository extension,
 * GIT_CEILING_DIRECTORIES, another filesystem on the way up, someone else's files, config from the
 * environment, an include, a git whose system config is not /etc/gitconfig — gives undefined, and the
 * caller asks git (repo.ts, config.ts), which knows them all. test/git/repo-files.test.ts holds every
 * answer given here to git's own.
 */
import { type Stats, existsSync, lstatSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { type ConfigValues, parseConfigFile } from './config-file.js';
import { readIfAny } from './optional-file.js';
import type { RepoLocation } from './repo.js';

/** Set by git/run.ts's callers' environment, these change where git looks or what it reads: git is asked. */
const DISCOVERY_VARIABLES = ['GIT_CEILING_DIRECTORIES', 'GIT_DISCOVERY_ACROSS_FILESYSTEM'];
const CONFIG_VARIABLES = ['GIT_CONFIG', 'GIT_CONFIG_GLOBAL', 'GIT_CONFIG_SYSTEM', 'GIT_CONFIG_COUNT', 'GIT_CONFIG_PARAMETERS'];
/** Extensions whose repositories are read here as any other; any other extension is git's to judge. */
const KNOWN_EXTENSIONS = new Set(['extensions.objectformat', 'extensions.worktreeconfig']);
const HEAD_CONTENT = /^(?:ref: refs\/\S+|[0-9a-f]{40}|[0-9a-f]{64})\n?$/;

/** Where a repository found from files is: what `git rev-parse` would say of a worktree in it. */
export type FoundRepo = Pick<RepoLocation, 'worktree' | 'gitDir' | 'commonDir'> & { worktree: string };

/** The repository around `cwd` as `git rev-parse` would give it, or undefined where git must be asked. */
export function repoFromFiles(cwd: string): FoundRepo | undefined {
  // git/run.ts starts git with the process's own environment (less the GIT_DIR family): so is it read here.
  const env = process.env;
  if (process.getuid === undefined || DISCOVERY_VARIABLES.some((name) => env[name] !== undefined)) return undefined;
  try {
    return discover(realpathSync(cwd), process.getuid());
  } catch {
    return undefined;
  }
}

function discover(start: string, uid: number): FoundRepo | undefined {
  const device = statSync(start).dev;
  for (let dir = start; ; dir = dirname(dir)) {
    const dotGit = join(dir, '.git');
    // A symlinked .git is neither a folder nor a file here: git follows it in its own way.
    const stats = lstatSync(dotGit, { throwIfNoEntry: false });
    if (stats !== undefined) return stats.isDirectory() || stats.isFile() ? located(dir, dotGit, stats, uid) : undefined;
    // A bare repository, or a folder inside a git dir.
    if (isGitDir(dir)) return undefined;
    if (dirname(dir) === dir || statSync(dirname(dir)).dev !== device) return undefined;
  }
}

function located(worktree: string, dotGit: string, stats: Stats, uid: number): FoundRepo | undefined {
  const gitDir = stats.isDirectory() ? dotGit : gitFileTarget(dotGit);
  if (gitDir === undefined || !isGitDir(gitDir)) return undefined;
  const commonDir = existsSync(join(gitDir, 'commondir')) ? realpathSync(resolve(gitDir, readFileSync(join(gitDir, 'commondir'), 'utf8').trim())) : gitDir;
  // git refuses a repository someone else owns unless safe.directory says otherwise: that is git's to say.
  if (![worktree, dotGit, gitDir, commonDir].every((path) => statSync(path).uid === uid)) return undefined;
  const shape = configFromFiles({ commonDir, gitDir }, (key) => key.startsWith('core.') || key.startsWith('extensions.'));
  if (shape === undefined || !ordinaryShape(shape)) return undefined;
  return { worktree, gitDir, commonDir };
}

function ordinaryShape(config: ConfigValues): boolean {
  if (config.has('core.worktree') || (config.has('core.bare') && config.get('core.bare') !== 'false')) return false;
  const version = config.get('core.repositoryformatversion');
  if (version !== undefined && version !== '0' && version !== '1') return false;
  return [...config.keys()].every((key) => !key.startsWith('extensions.') || KNOWN_EXTENSIONS.has(key));
}

/** The git dir a `.git` file names (`gitdir: <path>`), as a real path. */
function gitFileTarget(dotGit: string): string | undefined {
  const match = /^gitdir: (.+)\n?$/.exec(readFileSync(dotGit, 'utf8'));
  return match ? realpathSync(resolve(dirname(dotGit), match[1]!)) : undefined;
}

/** What git takes for a git dir: a HEAD it can read, and (here or in its common dir) objects and refs. */
function isGitDir(dir: string): boolean {
  const head = readIfAny(join(dir, 'HEAD'));
  if (head === undefined || !HEAD_CONTENT.test(head)) return false;
  const common = existsSync(join(dir, 'commondir')) ? resolve(dir, readFileSync(join(dir, 'commondir'), 'utf8').trim()) : dir;
  return statSync(join(common, 'objects')).isDirectory() && statSync(join(common, 'refs')).isDirectory();
}

/**
 * The config of a repository found by repoFromFiles, as `git config` would read it — system, global,
 * the repository's, its worktree's — for the keys `wanted` accepts; undefined where git must be asked.
 */
export function configFromFiles(repo: Pick<RepoLocation, 'commonDir' | 'gitDir'>, wanted: (key: string) => boolean): ConfigValues | undefined {
  try {
    return readConfigFiles(repo, wanted);
  } catch {
    // A file that cannot be read (permissions, a folder in its place) is git's to report.
    return undefined;
  }
}

function readConfigFiles(repo: Pick<RepoLocation, 'commonDir' | 'gitDir'>, wanted: (key: string) => boolean): ConfigValues | undefined {
  const env = process.env;
  if (CONFIG_VARIABLES.some((name) => env[name] !== undefined) || env.HOME === undefined) return undefined;
  const noSystem = gitBoolean(env.GIT_CONFIG_NOSYSTEM);
  if (noSystem === undefined) return undefined;
  const system = noSystem ? [] : systemConfig(env.PATH);
  if (system === undefined) return undefined;
  const files = [
    ...system,
    join(env.XDG_CONFIG_HOME || join(env.HOME, '.config'), 'git', 'config'),
    join(env.HOME, '.gitconfig'),
    join(repo.commonDir, 'config'),
  ];
  let values: ConfigValues | undefined = new Map();
  // The worktree's own config counts only when the repository says so, which its config tells.
  const wantedToo = (key: string) => key === 'extensions.worktreeconfig' || wanted(key);
  for (const file of files) {
    const text = readIfAny(file);
    if (text !== undefined) values = parseConfigFile(text, wantedToo, values);
    if (values === undefined) return undefined;
  }
  const worktreeConfig = values.get('extensions.worktreeconfig');
  if (worktreeConfig !== undefined && worktreeConfig !== 'false') {
    if (worktreeConfig !== null && worktreeConfig !== 'true') return undefined;
    const text = readIfAny(join(repo.gitDir, 'config.worktree'));
    if (text !== undefined) values = parseConfigFile(text, wantedToo, values);
  }
  if (values !== undefined && !wanted('extensions.worktreeconfig')) values.delete('extensions.worktreeconfig');
  return values;
}

/** git's system config when git is the one a distribution installs (/usr/bin/git reads /etc/gitconfig); otherwise undefined. */
function systemConfig(path: string | undefined): string[] | undefined {
  for (const dir of (path ?? '').split(delimiter)) {
    if (dir === '') continue;
    const candidate = join(dir, 'git');
    if (!existsSync(candidate)) continue;
    return realpathSync(candidate) === '/usr/bin/git' ? ['/etc/gitconfig'] : undefined;
  }
  return undefined;
}

/** How git reads a boolean variable; undefined for a spelling it is not plain about. */
function gitBoolean(value: string | undefined): boolean | undefined {
  if (value === undefined) return false;
  const lower = value.toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(lower)) return true;
  if (['0', 'false', 'no', 'off', ''].includes(lower)) return false;
  return undefined;
}
