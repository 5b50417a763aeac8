import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);

// src/git/checkouts.ts
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
function checkoutsOf(repo, ref) {
  return listCheckouts(repo).filter((checkout) => checkout.ref === ref);
}
function listCheckouts(repo) {
  const checkouts = [];
  if (!repo.bare) {
    const ref = symbolicHead(join(repo.commonDir, "HEAD"));
    if (ref) checkouts.push({ worktree: repo.mainWorktree ?? dirname(repo.commonDir), ref });
  }
  let names = [];
  try {
    names = readdirSync(join(repo.commonDir, "worktrees"));
  } catch {
  }
  for (const name of names) {
    const directory = join(repo.commonDir, "worktrees", name);
    const ref = symbolicHead(join(directory, "HEAD"));
    if (!ref) continue;
    const gitFile = readOptional(join(directory, "gitdir"))?.trim();
    checkouts.push({ worktree: gitFile ? dirname(gitFile) : directory, ref });
  }
  return checkouts;
}
function symbolicHead(path) {
  const content = readOptional(path);
  const match = content === void 0 ? null : /^ref: (\S+)\s*$/.exec(content);
  return match?.[1];
}
function readOptional(path) {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return void 0;
  }
}

export {
  checkoutsOf
};
