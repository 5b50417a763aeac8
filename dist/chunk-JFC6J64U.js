import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  DOC_CONFIG_KEY,
  docPath,
  readDocPointer
} from "./chunk-VWTZAPKV.js";

// src/hooks/adoption.ts
import { existsSync } from "node:fs";
function recordingAdoption(repo, config, env) {
  if (env.TEAMDOC_RECORD === "0") return { recording: false, why: "TEAMDOC_RECORD=0" };
  if (env.TEAMDOC_RECORD === "1") return { recording: true, why: "TEAMDOC_RECORD=1" };
  const record = config.get("teamdoc.record")?.toLowerCase();
  if (record === "false" || record === "no" || record === "off" || record === "0") return { recording: false, why: "git config teamdoc.record false" };
  if (record === "true" || record === "yes" || record === "on" || record === "1") return { recording: true, why: "git config teamdoc.record true" };
  if (repo.mainWorktree === void 0) return { recording: false, why: "a bare repository has no team doc" };
  const doc = docPath(repo.mainWorktree, config.get(DOC_CONFIG_KEY), readDocPointer(repo.mainWorktree).doc);
  return existsSync(doc) ? { recording: true, why: `the team doc ${doc} exists` } : { recording: false, why: `no team doc at ${doc}, and git config teamdoc.record is not set` };
}

export {
  recordingAdoption
};
