import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  locateRepo
} from "./chunk-S2NHDCHS.js";
import {
  readConfig
} from "./chunk-JWOAK5RU.js";
import {
  DubiousOwnership
} from "./chunk-XIPXUBBM.js";
import {
  UsageError
} from "./chunk-6QYOSLVR.js";

// src/doc/locate.ts
import { isAbsolute, join, relative, sep } from "node:path";
var DEFAULT_DOC_NAME = "TEAM.md";
var DOC_CONFIG_KEY = "teamdoc.doc";
async function findTeamDoc(cwd) {
  const repo = await locateRepo(cwd).catch((error) => {
    if (!(error instanceof UsageError) || error instanceof DubiousOwnership) throw error;
    throw new UsageError("no team doc named, and not inside a git repository to find one in", {
      hint: "Name the file (`teamdoc check TEAM.md`), or run inside the repository that holds the team doc.",
      cause: error
    });
  });
  return teamDocIn(repo, cwd);
}
async function teamDocIn(repo, cwd) {
  const root = repo.mainWorktree;
  if (root === void 0) {
    throw new UsageError("no team doc named, and a bare repository has no worktree to find one in", { hint: "Name the file: `teamdoc check path/to/TEAM.md`." });
  }
  const configured = await readConfig(cwd, DOC_CONFIG_KEY);
  if (configured === void 0) return join(root, DEFAULT_DOC_NAME);
  return isAbsolute(configured) ? configured : join(root, configured);
}
function displayPath(cwd, path) {
  const shown = relative(cwd, path) || path;
  return shown.split(sep).join("/");
}

export {
  DEFAULT_DOC_NAME,
  DOC_CONFIG_KEY,
  findTeamDoc,
  teamDocIn,
  displayPath
};
