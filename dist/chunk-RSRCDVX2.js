import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  locateRepo
} from "./chunk-TQ7PLOB7.js";
import {
  DubiousOwnership,
  git
} from "./chunk-ECXZ3IHF.js";
import {
  UsageError
} from "./chunk-6QYOSLVR.js";

// src/scan/project.ts
import { realpathSync } from "node:fs";
import { join } from "node:path";

// src/git/worktrees.ts
async function listWorktrees(cwd) {
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

// src/scan/project.ts
async function projectScope(cwd) {
  let roots;
  let source = "git";
  try {
    const repo = await locateRepo(cwd);
    const worktrees = (await listWorktrees(cwd)).filter((worktree) => !worktree.bare).map((worktree) => worktree.path);
    roots = worktrees.length > 0 ? worktrees : [repo.worktree ?? cwd];
    if (repo.mainWorktree !== void 0) roots.push(join(repo.mainWorktree, ".claude", "worktrees"));
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
