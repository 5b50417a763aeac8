import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  dubiousOwnership,
  gitEnvironment
} from "./chunk-U5OUMOEA.js";
import {
  GitError
} from "./chunk-ATHXWNGJ.js";

// src/git/network.ts
var OUR_ARGUMENTS_AND_THE_USERS_ENVIRONMENT = {
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
  allowUnsafeUrlRewrite: true
};
async function networkGit(args, options) {
  const { simpleGit } = await import("./chunk-JQOZHG74.js");
  const env = gitEnvironment();
  let result;
  const git = simpleGit({
    baseDir: options.cwd,
    config: Object.entries(options.config).map(([key, value]) => `${key}=${value}`),
    unsafe: OUR_ARGUMENTS_AND_THE_USERS_ENVIRONMENT,
    // Every variable run.ts would pass on, GIT_* included, passes on here too.
    allowEnvironment: Object.keys(env),
    ...options.onProgress && { progress: progressListener(options.onProgress) },
    // Every exit, failures included, resolves: the status and stderr go back to the caller as run.ts's allowFailure gives them.
    errors(_error, output) {
      result = { stdout: Buffer.concat(output.stdOut), stderr: Buffer.concat(output.stdErr).toString("utf8"), status: output.exitCode };
      return void 0;
    }
  }).env(env);
  const [command = "", ...rest] = args;
  await git.raw(options.onProgress ? [command, "--progress", ...rest] : [...args]);
  if (result === void 0) throw new Error(`simple-git returned no result for git ${args.join(" ")}`);
  if (options.onProgress) result.stderr = withoutProgress(result.stderr);
  const refused = result.status === 0 ? void 0 : dubiousOwnership(result.stderr);
  if (refused) throw refused;
  return result;
}
var PROGRESS_REPORT = /^(remote: )?(Enumerating objects|Counting objects|Delta compression|Compressing objects|Writing objects|Receiving objects|Resolving deltas|Unpacking objects|Total \d+|Checking connectivity)\b/;
function withoutProgress(stderr) {
  return stderr.split(/\r\n?|\n/).filter((line) => line !== "" && !PROGRESS_REPORT.test(line)).map((line) => `${line}
`).join("");
}
function progressListener(onProgress) {
  return ({ method, stage, progress, processed, total }) => onProgress({ method, stage: stage.replace(/:$/, ""), percent: progress, processed, total });
}

// src/git/remote.ts
var NETWORK_CONFIG = { "core.hooksPath": "/dev/null", "gc.auto": "0", "maintenance.auto": "false" };
async function fetchRef(cwd, remote, ref, trackingRef, onProgress) {
  return fetchInto(cwd, remote, ["fetch", "--quiet", "--no-tags", "--no-write-fetch-head", "--end-of-options", remote, `+${ref}:${trackingRef}`], onProgress);
}
async function refetchRef(cwd, remote, ref, trackingRef, onProgress) {
  return fetchInto(
    cwd,
    remote,
    ["fetch", "--quiet", "--refetch", "--no-tags", "--no-write-fetch-head", "--end-of-options", remote, `+${ref}:${trackingRef}`],
    onProgress
  );
}
async function fetchInto(cwd, remote, args, onProgress) {
  const result = await networkGit(args, { cwd, config: NETWORK_CONFIG, onProgress });
  if (result.status === 0) return true;
  if (/couldn't find remote ref/i.test(result.stderr)) return false;
  throw new GitError(args, result.status, result.stderr, { hint: `Check that ${remote} is a reachable remote (git remote -v).` });
}
async function pushRef(cwd, remote, ref, commit, expected, onProgress) {
  const args = ["push", "--quiet", "--porcelain", `--force-with-lease=${ref}:${expected ?? ""}`, "--end-of-options", remote, `${commit}:${ref}`];
  const result = await networkGit(args, { cwd, config: NETWORK_CONFIG, onProgress });
  if (result.status === 0) return "pushed";
  const output = `${result.stdout.toString("utf8")}
${result.stderr}`;
  if (/\[rejected\]|stale info|fetch first|non-fast-forward|cannot lock ref|failed to update ref/i.test(output)) return "rejected";
  throw new GitError(args, result.status, result.stderr || output, { hint: `Check that you may push to ${remote}.` });
}

export {
  fetchRef,
  refetchRef,
  pushRef
};
