/**
 * git processes that talk to a remote (fetch, push), run through simple-git
 * for its progress events. These run once or twice per sync or doctor, where
 * simple-git's cost (its load, and ~50 ms on a command that prints nothing;
 * research/git-log-reliability.md §2.3) is lost in the network's; everything
 * else, the hot path above all, stays on run.ts.
 *
 * The process gets the same cleaned environment and config as run.ts gives:
 * simple-git's guards are for arguments built from untrusted input, ours are
 * fixed (the remote comes after --end-of-options), and the environment is the
 * user's own (GIT_SSH_COMMAND, an askpass), passed on as every git teamdoc runs
 * would get it.
 */
import type { SimpleGitOptions, SimpleGitProgressEvent } from 'simple-git';
import { dubiousOwnership, type GitResult, gitEnvironment } from './run.js';

export interface TransferProgress {
  /** fetch or push. */
  method: string;
  /** git's word for the step: receiving, resolving, counting, compressing, writing; `remote` for the remote's own steps. */
  stage: string;
  percent: number;
  processed: number;
  total: number;
}

export type ProgressListener = (progress: TransferProgress) => void;

export interface NetworkGitOptions {
  cwd: string;
  /** `-c key=value` pairs put before the subcommand. */
  config: Record<string, string>;
  /** Called with git's progress as it reports it; without it git is not asked for progress. */
  onProgress?: ProgressListener;
}

type UnsafeFlags = Omit<Required<NonNullable<SimpleGitOptions['unsafe']>>, 'allowUnsafeCustomBinary' | 'allowAbbreviatedOptions'>;

/** Every category simple-git guards, allowed: the type fails to compile when simple-git adds one, so none is missed. */
const OUR_ARGUMENTS_AND_THE_USERS_ENVIRONMENT: UnsafeFlags = {
  allowUnsafeAlias: true,
  allowUnsafeAskPass: true,
  allowUnsafeCommandBinaries: true,
  allowUnsafeConfigPaths: true,
  allowUnsafeConfigEnvCount: true,
  allowUnsafeCredentialHelper: true,
  allowUnsafeEditor: true,
  allowUnsafeMergeDriver: true,
  allowUnsafePager: true,
  allowUnsafeProtocolOverride: true,
  allowUnsafePack: true,
  allowUnsafeSshCommand: true,
  allowUnsafeGitProxy: true,
  allowUnsafeExec: true,
  allowUnsafeHooksPath: true,
  allowUnsafeDiffExternal: true,
  allowUnsafeDiffTextConv: true,
  allowUnsafeFilter: true,
  allowUnsafeFsMonitor: true,
  allowUnsafeGpgProgram: true,
  allowUnsafeTemplateDir: true,
  allowUnsafeInclude: true,
  allowUnsafeSubmodule: true,
  allowUnsafeUrlRewrite: true,
};

/**
 * Runs `git <args>` (args[0] the subcommand) and resolves with its output and
 * exit status whatever the status; the caller decides what a failure means.
 */
export async function networkGit(args: readonly string[], options: NetworkGitOptions): Promise<GitResult> {
  // Loaded here, not at the top: only sync and doctor ever get this far, so no other command's start-up pays for it.
  const { simpleGit } = await import('simple-git');
  const env = gitEnvironment();
  let result: GitResult | undefined;
  const git = simpleGit({
    baseDir: options.cwd,
    config: Object.entries(options.config).map(([key, value]) => `${key}=${value}`),
    unsafe: OUR_ARGUMENTS_AND_THE_USERS_ENVIRONMENT,
    // Every variable run.ts would pass on, GIT_* included, passes on here too.
    allowEnvironment: Object.keys(env),
    ...(options.onProgress && { progress: progressListener(options.onProgress) }),
    // Every exit, failures included, resolves: the status and stderr go back to the caller as run.ts's allowFailure gives them.
    errors(_error, output) {
      result = { stdout: Buffer.concat(output.stdOut), stderr: Buffer.concat(output.stdErr).toString('utf8'), status: output.exitCode };
      return undefined;
    },
  }).env(env);
  // simple-git appends --progress at the end, where --end-of-options would make it a refspec: it goes right after the subcommand.
  const [command = '', ...rest] = args;
  await git.raw(options.onProgress ? [command, '--progress', ...rest] : [...args]);
  if (result === undefined) throw new Error(`simple-git returned no result for git ${args.join(' ')}`);
  // git's own words on a failure read the same with progress asked for as without.
  if (options.onProgress) result.stderr = withoutProgress(result.stderr);
  const refused = result.status === 0 ? undefined : dubiousOwnership(result.stderr);
  if (refused) throw refused;
  return result;
}

const PROGRESS_REPORT =
  /^(remote: )?(Enumerating objects|Counting objects|Delta compression|Compressing objects|Writing objects|Receiving objects|Resolving deltas|Unpacking objects|Total \d+|Checking connectivity)\b/;

/** stderr without the progress reports --progress adds (each ends in a carriage return or a newline). */
function withoutProgress(stderr: string): string {
  return stderr
    .split(/\r\n?|\n/)
    .filter((line) => line !== '' && !PROGRESS_REPORT.test(line))
    .map((line) => `${line}\n`)
    .join('');
}

function progressListener(onProgress: ProgressListener): (event: SimpleGitProgressEvent) => void {
  return ({ method, stage, progress, processed, total }) => onProgress({ method, stage: stage.replace(/:$/, ''), percent: progress, processed, total });
}
