import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  GitError,
  UsageError
} from "./chunk-ATHXWNGJ.js";

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
  return new Promise((resolve2, reject) => {
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
      else resolve2(result);
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
  if (error.code === "ENOENT" && !existsSync(cwd))
    return new UsageError(`${cwd}: no such directory`, { cause: error, hint: "teamdoc runs in an existing directory; check the path (or -C)." });
  return new GitError(args, null, error.message, { cause: error, hint: "Is git installed and on PATH?" });
}

// src/git/repo-files.ts
import { existsSync as existsSync2, lstatSync, readFileSync as readFileSync2, realpathSync, statSync } from "node:fs";
import { delimiter, dirname, join, resolve } from "node:path";

// src/git/config-file.ts
var HEADER = /^\[([A-Za-z0-9.-]+)(?:\s+"([^"\\]*)")?\]$/;
var KEY_LINE = /^([A-Za-z][A-Za-z0-9-]*)(?:\s*=\s*(.*))?$/;
var PLAIN_VALUE = /^[^"\\#;\t]*$/;
function parseConfigFile(text, wanted, values = /* @__PURE__ */ new Map()) {
  if (text.includes("\uFEFF")) return void 0;
  let section;
  for (const raw of text.split("\n")) {
    const line = raw.replace(/\r$/, "").trim();
    if (line === "" || line.startsWith("#") || line.startsWith(";")) continue;
    if (line.endsWith("\\")) return void 0;
    if (line.startsWith("[")) {
      const header = HEADER.exec(line);
      if (!header) return void 0;
      const name = header[1].toLowerCase();
      if (name === "include" || name === "includeif" || name.includes(".")) return void 0;
      section = header[2] === void 0 ? name : `${name}.${header[2]}`;
      continue;
    }
    const match = KEY_LINE.exec(line);
    if (!match || section === void 0) return void 0;
    const key = `${section}.${match[1].toLowerCase()}`;
    if (!wanted(key)) continue;
    const value = match[2];
    if (value === void 0) {
      values.set(key, null);
      continue;
    }
    if (!PLAIN_VALUE.test(value)) return void 0;
    values.set(key, value.trimEnd());
  }
  return values;
}

// src/git/optional-file.ts
import { readFileSync } from "node:fs";
function readIfAny(path) {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR") return void 0;
    throw error;
  }
}

// src/git/repo-files.ts
var DISCOVERY_VARIABLES = ["GIT_CEILING_DIRECTORIES", "GIT_DISCOVERY_ACROSS_FILESYSTEM"];
var CONFIG_VARIABLES = ["GIT_CONFIG", "GIT_CONFIG_GLOBAL", "GIT_CONFIG_SYSTEM", "GIT_CONFIG_COUNT", "GIT_CONFIG_PARAMETERS"];
var KNOWN_EXTENSIONS = /* @__PURE__ */ new Set(["extensions.objectformat", "extensions.worktreeconfig"]);
var HEAD_CONTENT = /^(?:ref: refs\/\S+|[0-9a-f]{40}|[0-9a-f]{64})\n?$/;
function repoFromFiles(cwd) {
  const env = process.env;
  if (process.getuid === void 0 || DISCOVERY_VARIABLES.some((name) => env[name] !== void 0)) return void 0;
  try {
    return discover(realpathSync(cwd), process.getuid());
  } catch {
    return void 0;
  }
}
function discover(start, uid) {
  const device = statSync(start).dev;
  for (let dir = start; ; dir = dirname(dir)) {
    const dotGit = join(dir, ".git");
    const stats = lstatSync(dotGit, { throwIfNoEntry: false });
    if (stats !== void 0) return stats.isDirectory() || stats.isFile() ? located(dir, dotGit, stats, uid) : void 0;
    if (isGitDir(dir)) return void 0;
    if (dirname(dir) === dir || statSync(dirname(dir)).dev !== device) return void 0;
  }
}
function located(worktree, dotGit, stats, uid) {
  const gitDir = stats.isDirectory() ? dotGit : gitFileTarget(dotGit);
  if (gitDir === void 0 || !isGitDir(gitDir)) return void 0;
  const commonDir = existsSync2(join(gitDir, "commondir")) ? realpathSync(resolve(gitDir, readFileSync2(join(gitDir, "commondir"), "utf8").trim())) : gitDir;
  if (![worktree, dotGit, gitDir, commonDir].every((path) => statSync(path).uid === uid)) return void 0;
  const shape = configFromFiles({ commonDir, gitDir }, (key) => key.startsWith("core.") || key.startsWith("extensions."));
  if (shape === void 0 || !ordinaryShape(shape)) return void 0;
  return { worktree, gitDir, commonDir };
}
function ordinaryShape(config) {
  if (config.has("core.worktree") || config.has("core.bare") && config.get("core.bare") !== "false") return false;
  const version = config.get("core.repositoryformatversion");
  if (version !== void 0 && version !== "0" && version !== "1") return false;
  return [...config.keys()].every((key) => !key.startsWith("extensions.") || KNOWN_EXTENSIONS.has(key));
}
function gitFileTarget(dotGit) {
  const match = /^gitdir: (.+)\n?$/.exec(readFileSync2(dotGit, "utf8"));
  return match ? realpathSync(resolve(dirname(dotGit), match[1])) : void 0;
}
function isGitDir(dir) {
  const head = readIfAny(join(dir, "HEAD"));
  if (head === void 0 || !HEAD_CONTENT.test(head)) return false;
  const common = existsSync2(join(dir, "commondir")) ? resolve(dir, readFileSync2(join(dir, "commondir"), "utf8").trim()) : dir;
  return statSync(join(common, "objects")).isDirectory() && statSync(join(common, "refs")).isDirectory();
}
function configFromFiles(repo, wanted) {
  try {
    return readConfigFiles(repo, wanted);
  } catch {
    return void 0;
  }
}
function readConfigFiles(repo, wanted) {
  const env = process.env;
  if (CONFIG_VARIABLES.some((name) => env[name] !== void 0) || env.HOME === void 0) return void 0;
  const noSystem = gitBoolean(env.GIT_CONFIG_NOSYSTEM);
  if (noSystem === void 0) return void 0;
  const system = noSystem ? [] : systemConfig(env.PATH);
  if (system === void 0) return void 0;
  const files = [
    ...system,
    join(env.XDG_CONFIG_HOME || join(env.HOME, ".config"), "git", "config"),
    join(env.HOME, ".gitconfig"),
    join(repo.commonDir, "config")
  ];
  let values = /* @__PURE__ */ new Map();
  const wantedToo = (key) => key === "extensions.worktreeconfig" || wanted(key);
  for (const file of files) {
    const text = readIfAny(file);
    if (text !== void 0) values = parseConfigFile(text, wantedToo, values);
    if (values === void 0) return void 0;
  }
  const worktreeConfig = values.get("extensions.worktreeconfig");
  if (worktreeConfig !== void 0 && worktreeConfig !== "false") {
    if (worktreeConfig !== null && worktreeConfig !== "true") return void 0;
    const text = readIfAny(join(repo.gitDir, "config.worktree"));
    if (text !== void 0) values = parseConfigFile(text, wantedToo, values);
  }
  if (values !== void 0 && !wanted("extensions.worktreeconfig")) values.delete("extensions.worktreeconfig");
  return values;
}
function systemConfig(path) {
  for (const dir of (path ?? "").split(delimiter)) {
    if (dir === "") continue;
    const candidate = join(dir, "git");
    if (!existsSync2(candidate)) continue;
    return realpathSync(candidate) === "/usr/bin/git" ? ["/etc/gitconfig"] : void 0;
  }
  return void 0;
}
function gitBoolean(value) {
  if (value === void 0) return false;
  const lower = value.toLowerCase();
  if (["1", "true", "yes", "on"].includes(lower)) return true;
  if (["0", "false", "no", "off", ""].includes(lower)) return false;
  return void 0;
}

// src/git/config.ts
function fromFiles(cwd, wanted) {
  const repo = repoFromFiles(cwd);
  return repo && configFromFiles(repo, wanted);
}
async function readConfig(cwd, key) {
  const name = key.toLowerCase();
  const files = name.split(".").length === 2 ? fromFiles(cwd, (candidate) => candidate === name) : void 0;
  if (files) return files.get(name) || void 0;
  const result = await git(["config", "--get", key], { cwd, read: true, allowFailure: true });
  if (result.status !== 0) return void 0;
  const value = result.stdout.toString("utf8").replace(/\n$/, "");
  return value === "" ? void 0 : value;
}
async function readConfigMatching(cwd, keyPattern) {
  const pattern = new RegExp(keyPattern);
  const files = fromFiles(cwd, (key) => pattern.test(key));
  if (files) return new Map([...files].map(([key, value]) => [key.toLowerCase(), value ?? "true"]));
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
  readIfAny,
  repoFromFiles,
  gitEnvironment,
  git,
  DubiousOwnership,
  dubiousOwnership,
  gitText,
  startGit,
  readConfig,
  readConfigMatching
};
