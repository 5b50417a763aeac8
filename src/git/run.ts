/**
 * The way teamdoc runs git, but for fetch and push (network.ts). Plain
 * `execFile`-style spawning: simple-git adds ~50 ms to every command that
 * prints nothing and strips or refuses ambient GIT_* variables (measured in
 * research/git-log-reliability.md §2.3), which matters on the hook path and
 * inside the log lock.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { GitError, type TeamdocError, UsageError } from '../errors.js';

export interface GitOptions {
  cwd: string;
  /** Bytes written to git's stdin. */
  input?: string | Buffer;
  /** Extra environment; merged over the cleaned process environment. */
  env?: Record<string, string | undefined>;
  /** `-c key=value` pairs put before the subcommand. */
  config?: Record<string, string>;
  /** A read: never take optional locks (plain `git status` rewrites the index otherwise). */
  read?: boolean;
  /** Resolve with the result instead of throwing when git exits non-zero. */
  allowFailure?: boolean;
}

export interface GitResult {
  stdout: Buffer;
  stderr: string;
  status: number | null;
}

/**
 * Variables a caller's environment may carry (inside a git hook, a test, another
 * tool) that would point our commands at someone else's index or work tree.
 */
const AMBIENT_GIT_VARIABLES = [
  'GIT_INDEX_FILE',
  'GIT_WORK_TREE',
  'GIT_PREFIX',
  'GIT_OBJECT_DIRECTORY',
  'GIT_ALTERNATE_OBJECT_DIRECTORIES',
  'GIT_QUARANTINE_PATH',
  'GIT_NAMESPACE',
  'GIT_COMMON_DIR',
  'GIT_DIR',
  'GIT_EDITOR',
  'GIT_SEQUENCE_EDITOR',
];

export function gitEnvironment(extra: Record<string, string | undefined> = {}, read = false): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of AMBIENT_GIT_VARIABLES) delete env[name];
  env.GIT_TERMINAL_PROMPT = '0';
  env.LC_ALL = 'C';
  if (read) env.GIT_OPTIONAL_LOCKS = '0';
  for (const [key, value] of Object.entries(extra)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
}

/** `-c key=value` pairs first, then the subcommand and its arguments. */
function commandLine(args: readonly string[], options: Pick<GitOptions, 'config'>): string[] {
  const configArgs = Object.entries(options.config ?? {}).flatMap(([key, value]) => ['-c', `${key}=${value}`]);
  return [...configArgs, ...args];
}

export function git(args: readonly string[], options: GitOptions): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    const child = startGit(args, options);
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', (error) => reject(spawnError(args, options.cwd, error)));
    child.on('close', (status) => {
      const result = { stdout: Buffer.concat(stdout), stderr: Buffer.concat(stderr).toString('utf8'), status };
      const refused = status === 0 ? undefined : dubiousOwnership(result.stderr);
      if (refused) reject(refused);
      else if (status !== 0 && !options.allowFailure) reject(new GitError(args, status, result.stderr));
      else resolve(result);
    });
    child.stdin.on('error', () => {
      // git may exit before reading all input (for example on a bad argument); its exit status tells why.
    });
    child.stdin.end(options.input ?? '');
  });
}

/**
 * git refuses every command in a repository another user owns ("dubious
 * ownership") until the person trusts it; said as such, with git's own remedy,
 * whatever command ran into it first.
 */
export class DubiousOwnership extends UsageError {}

export function dubiousOwnership(stderr: string): DubiousOwnership | undefined {
  const match = /detected dubious ownership in repository at '([^']*)'/.exec(stderr);
  if (!match) return undefined;
  const remedy = /git config --global --add safe\.directory \S+/.exec(stderr)?.[0] ?? `git config --global --add safe.directory ${match[1]}`;
  return new DubiousOwnership(`git refuses to work in ${match[1]}: it is owned by another user (git calls this dubious ownership)`, {
    hint: `If you trust that repository, do what git says: \`${remedy}\`; or run teamdoc as the user who owns it.`,
  });
}

/** Runs git and returns stdout as text without the trailing newline. */
export async function gitText(args: readonly string[], options: GitOptions): Promise<string> {
  const { stdout } = await git(args, options);
  return stdout.toString('utf8').replace(/\n$/, '');
}

/**
 * Starts git for a conversation over its stdin and stdout (`cat-file --batch`),
 * with the same cleaned environment as git(). The caller owns the process.
 */
export function startGit(args: readonly string[], options: Omit<GitOptions, 'input' | 'allowFailure'>): ChildProcessWithoutNullStreams {
  return spawn('git', commandLine(args, options), {
    cwd: options.cwd,
    env: gitEnvironment(options.env, options.read),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

/** git could not be started: a missing working directory fails the same way (ENOENT) as a missing git. */
function spawnError(args: readonly string[], cwd: string, error: NodeJS.ErrnoException): TeamdocError {
  if (error.code === 'ENOENT' && !existsSync(cwd))
    return new UsageError(`${cwd}: no such directory`, { cause: error, hint: 'teamdoc runs in an existing directory; check the path (or -C).' });
  return new GitError(args, null, error.message, { cause: error, hint: 'Is git installed and on PATH?' });
}
