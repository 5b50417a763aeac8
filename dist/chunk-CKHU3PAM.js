import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  displayPath,
  teamDocIn
} from "./chunk-VWTZAPKV.js";
import {
  cachedParse,
  readDocFile
} from "./chunk-CN746P7H.js";
import {
  buildModel,
  locatedIn,
  parseMarkdown
} from "./chunk-CS3S746T.js";

// src/doc/load.ts
import { existsSync } from "node:fs";
function readTeamDoc(path, shownPath) {
  return modelOf(readDocFile(path, shownPath), shownPath);
}
function modelOf(text, shownPath) {
  return locatedIn(shownPath, () => buildModel(text, shownPath, (markdown) => cachedParse(markdown, parseMarkdown)));
}
async function loadRepoTeamDoc(cwd, repo) {
  if (repo.mainWorktree === void 0) return void 0;
  const path = await teamDocIn(repo, cwd);
  return existsSync(path) ? { doc: readTeamDoc(path, displayPath(cwd, path)), path } : void 0;
}

export {
  readTeamDoc,
  modelOf,
  loadRepoTeamDoc
};
