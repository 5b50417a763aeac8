import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  GitError,
  UsageError
} from "./chunk-6QYOSLVR.js";

// src/git/run.ts
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
var AMBIENT_GIT_VARIABLES = [
  "GIT_INDEX_FILE",
  "GIT_WORK_TREE",
  "GIT_PREFIX",
  "GIT_OBJECT_DIRECTORY",
  "GIT_ALTERNATE_OBJECT_DIRECTORIES",
  "GIT_QUARANTINE_PATH",
  "GIT_NAMESPACE",
  "GIT_COMMON_DIR",
  "GIT_DIR",
  "GIT_EDITOR",
  "GIT_SEQUENCE_EDITOR"
];
function gitEnvironment(extra = {}, read = false) {
  const env = { ...process.env };
  for (const name of AMBIENT_GIT_VARIABLES) delete env[name];
  env.GIT_TERMINAL_PROMPT = "0";
  env.LC_ALL = "C";
  if (read) env.GIT_OPTIONAL_LOCKS = "0";
  for (const [key, value] of Object.entries(extra)) {
    if (value === void 0) delete env[key];
    else env[key] = value;
  }
  return env;
}
function commandLine(args, options) {
  const configArgs = Object.entries(options.config ?? {}).flatMap(([key, value]) => ["-c", `${key}=${value}`]);
  return [...configArgs, ...args];
}
function git(args, options) {
  return new Promise((resolve, reject) => {
    const child = startGit(args, options);
    const stdout = [];
    const stderr = [];
    child.stdout.on("data", (chunk) => stdout.push(chunk));
    child.stderr.on("data", (chunk) => stderr.push(chunk));
    child.on("error", (error) => reject(spawnError(args, options.cwd, error)));
    child.on("close", (status) => {
      const result = { stdout: Buffer.concat(stdout), stderr: Buffer.concat(stderr).toString("utf8"), status };
      const refused = status === 0 ? void 0 : dubiousOwnership(result.stderr);
      if (refused) reject(refused);
      else if (status !== 0 && !options.allowFailure) reject(new GitError(args, status, result.stderr));
      else resolve(result);
    });
    child.stdin.on("error", () => {
    });
    child.stdin.end(options.input ?? "");
  });
}
var DubiousOwnership = class extends UsageError {
};
function dubiousOwnership(stderr) {
  const match = /detected dubious ownership in repository at '([^']*)'/.exec(stderr);
  if (!match) return void 0;
  const remedy = /git config --global --add safe\.directory \S+/.exec(stderr)?.[0] ?? `git config --global --add safe.directory ${match[1]}`;
  return new DubiousOwnership(`git refuses to work in ${match[1]}: it is owned by another user (git calls this dubious ownership)`, {
    hint: `If you trust that repository, do what git says: \`${remedy}\`; or run teamdoc as the user who owns it.`
  });
}
async function gitText(args, options) {
  const { stdout } = await git(args, options);
  return stdout.toString("utf8").replace(/\n$/, "");
}
function startGit(args, options) {
  return spawn("git", commandLine(args, options), {
    cwd: options.cwd,
    env: gitEnvironment(options.env, options.read),
    stdio: ["pipe", "pipe", "pipe"]
  });
}
function spawnError(args, cwd, error) {
  if (error.code === "ENOENT" && !existsSync(cwd)) return new UsageError(`${cwd}: no such directory`, { cause: error, hint: "teamdoc runs in an existing directory; check the path (or -C)." });
  return new GitError(args, null, error.message, { cause: error, hint: "Is git installed and on PATH?" });
}

// src/git/config.ts
async function readConfig(cwd, key) {
  const result = await git(["config", "--get", key], { cwd, read: true, allowFailure: true });
  if (result.status !== 0) return void 0;
  const value = result.stdout.toString("utf8").replace(/\n$/, "");
  return value === "" ? void 0 : value;
}
async function readConfigMatching(cwd, keyPattern) {
  const args = ["config", "-z", "--get-regexp", keyPattern];
  const result = await git(args, { cwd, read: true, allowFailure: true });
  if (result.status !== 0 && result.status !== 1) throw new GitError(args, result.status, result.stderr);
  const values = /* @__PURE__ */ new Map();
  for (const record of result.stdout.toString("utf8").split("\0")) {
    if (record === "") continue;
    const newline = record.indexOf("\n");
    const key = (newline < 0 ? record : record.slice(0, newline)).toLowerCase();
    values.set(key, newline < 0 ? "true" : record.slice(newline + 1));
  }
  return values;
}

export {
  gitEnvironment,
  git,
  DubiousOwnership,
  dubiousOwnership,
  gitText,
  startGit,
  readConfig,
  readConfigMatching
};
