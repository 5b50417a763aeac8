import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  locateRepo
} from "./chunk-4NOR6AMR.js";
import {
  DubiousOwnership,
  readConfig
} from "./chunk-U5OUMOEA.js";
import {
  InputError,
  UsageError
} from "./chunk-ATHXWNGJ.js";

// src/doc/locate.ts
import { readFileSync } from "node:fs";
import { isAbsolute, join, relative, sep } from "node:path";
var DEFAULT_DOC_NAME = "TEAM.md";
var DOC_CONFIG_KEY = "teamdoc.doc";
var DOC_POINTER_NAME = ".teamdoc.json";
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
async function teamDocIn(repo, cwd, config) {
  const root = repo.mainWorktree;
  if (root === void 0) {
    throw new UsageError("no team doc named, and a bare repository has no worktree to find one in", {
      hint: "Name the file: `teamdoc check path/to/TEAM.md`."
    });
  }
  const pointer = readDocPointer(root);
  if (pointer.problem !== void 0)
    throw new InputError(
      pointer.problem,
      { file: displayPath(cwd, join(root, DOC_POINTER_NAME)) },
      { hint: `Write it as {"doc": "docs/team.md"}: the team doc's path from the repository's root.` }
    );
  const configured = config === void 0 ? await readConfig(cwd, DOC_CONFIG_KEY) : config.get(DOC_CONFIG_KEY) || void 0;
  return docPath(root, configured, pointer.doc);
}
function docPath(root, configured, pointed) {
  const path = configured ?? pointed ?? DEFAULT_DOC_NAME;
  return isAbsolute(path) ? path : join(root, path);
}
function readDocPointer(root) {
  let text;
  try {
    text = readFileSync(join(root, DOC_POINTER_NAME), "utf8");
  } catch {
    return {};
  }
  let data;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { problem: `not JSON: ${error.message}` };
  }
  const doc = data?.doc;
  if (typeof doc !== "string" || doc.trim() === "") return { problem: 'expected an object with the team doc\u2019s path as "doc"' };
  if (isAbsolute(doc) || doc.split(/[\\/]/).includes(".."))
    return { problem: `Unexpected "doc": ${JSON.stringify(doc)}, expected a path inside the repository, relative to its root` };
  return { doc };
}
function displayPath(cwd, path) {
  const shown = relative(cwd, path) || path;
  return shown.split(sep).join("/");
}

export {
  DEFAULT_DOC_NAME,
  DOC_CONFIG_KEY,
  DOC_POINTER_NAME,
  findTeamDoc,
  teamDocIn,
  docPath,
  readDocPointer,
  displayPath
};
