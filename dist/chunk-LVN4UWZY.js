import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  locateRepo
} from "./chunk-4NOR6AMR.js";
import {
  DubiousOwnership,
  git,
  readIfAny,
  repoFromFiles
} from "./chunk-U5OUMOEA.js";
import {
  UsageError
} from "./chunk-ATHXWNGJ.js";

// src/scan/project.ts
import { realpathSync } from "node:fs";
import { join as join2 } from "node:path";

// src/git/worktrees.ts
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
async function listWorktrees(cwd) {
  const fromFiles = worktreesFromFiles(cwd);
  if (fromFiles) return fromFiles;
  const { stdout } = await git(["worktree", "list", "--porcelain", "-z"], { cwd, read: true });
  const worktrees = [];
  let current;
  for (const field of stdout.toString("utf8").split("\0")) {
    if (field.startsWith("worktree ")) {
      current = { path: field.slice("worktree ".length), bare: false, branch: void 0 };
      worktrees.push(current);
    } else if (current && field === "bare") current.bare = true;
    else if (current && field.startsWith("branch ")) current.branch = field.slice("branch ".length);
  }
  return worktrees;
}
function worktreesFromFiles(cwd) {
  const repo = repoFromFiles(cwd);
  if (repo === void 0 || !repo.commonDir.endsWith("/.git")) return void 0;
  const linked = join(repo.commonDir, "worktrees");
  let names;
  try {
    names = readdirSync(linked, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  } catch (error) {
    if (error.code !== "ENOENT") return void 0;
    names = [];
  }
  const worktrees = [{ path: dirname(repo.commonDir), bare: false, branch: branchOf(repo.commonDir) }];
  for (const name of names) {
    const gitFile = readIfAny(join(linked, name, "gitdir"))?.trim();
    if (gitFile === void 0 || !gitFile.endsWith("/.git")) return void 0;
    worktrees.push({ path: dirname(gitFile), bare: false, branch: branchOf(join(linked, name)) });
  }
  return worktrees;
}
function branchOf(gitDir) {
  return /^ref: (refs\/heads\/\S+)\s*$/.exec(readIfAny(join(gitDir, "HEAD")) ?? "")?.[1];
}

// src/scan/project.ts
async function projectScope(cwd) {
  let roots;
  let source = "git";
  try {
    const repo = await locateRepo(cwd);
    const worktrees = (await listWorktrees(cwd)).filter((worktree) => !worktree.bare).map((worktree) => worktree.path);
    roots = worktrees.length > 0 ? worktrees : [repo.worktree ?? cwd];
    if (repo.mainWorktree !== void 0) roots.push(join2(repo.mainWorktree, ".claude", "worktrees"));
  } catch (error) {
    if (!(error instanceof UsageError) || error instanceof DubiousOwnership) throw error;
    roots = [cwd];
    source = "directory";
  }
  return { roots: withResolved(roots), source };
}
function withResolved(paths) {
  const all = /* @__PURE__ */ new Set();
  for (const path of paths) {
    const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
    all.add(trimmed);
    try {
      all.add(realpathSync(trimmed));
    } catch {
    }
  }
  return [...all];
}
function inProject(scope, cwd) {
  if (cwd === void 0) return false;
  return scope.roots.some((root) => cwd === root || cwd.startsWith(root.endsWith("/") ? root : `${root}/`));
}

export {
  projectScope,
  inProject
};
