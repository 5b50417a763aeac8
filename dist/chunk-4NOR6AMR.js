import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  DubiousOwnership,
  git,
  repoFromFiles
} from "./chunk-U5OUMOEA.js";
import {
  UsageError
} from "./chunk-ATHXWNGJ.js";

// src/git/repo.ts
import { dirname, resolve } from "node:path";
var located = /* @__PURE__ */ new Map();
function locateRepo(cwd) {
  const known = located.get(cwd);
  if (known) return known;
  const files = repoFromFiles(cwd);
  const finding = files ? Promise.resolve({ ...files, mainWorktree: mainWorktreeOf(files.commonDir, files.worktree), bare: false }) : askGit(cwd);
  located.set(cwd, finding);
  finding.catch(() => located.delete(cwd));
  return finding;
}
async function askGit(cwd) {
  const result = await git(["rev-parse", "--path-format=absolute", "--is-bare-repository", "--git-dir", "--git-common-dir", "--show-toplevel"], {
    cwd,
    read: true,
    allowFailure: true
  });
  const lines = result.stdout.toString("utf8").split("\n");
  if (result.status !== 0 && !(lines[0] === "true" && lines.length >= 3)) {
    throw new UsageError(`${cwd} is not inside a git repository`, {
      hint: "Run teamdoc inside the repository that holds the team doc, or pass -C <dir>."
    });
  }
  const bare = lines[0] === "true";
  const gitDir = lines[1] ?? "";
  const commonDir = lines[2] ?? gitDir;
  const worktree = bare ? void 0 : lines[3] || void 0;
  return { worktree, gitDir, commonDir, mainWorktree: bare ? void 0 : mainWorktreeOf(commonDir, worktree), bare };
}
async function locateRepoIfAny(cwd) {
  try {
    return await locateRepo(cwd);
  } catch (error) {
    if (error instanceof UsageError && !(error instanceof DubiousOwnership)) return void 0;
    throw error;
  }
}
function mainWorktreeOf(commonDir, worktree) {
  if (commonDir.endsWith("/.git")) return dirname(commonDir);
  return worktree === void 0 ? void 0 : resolve(worktree);
}

export {
  locateRepo,
  locateRepoIfAny
};
