import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  readSpool
} from "./chunk-LWP3UDT2.js";
import {
  displayPath,
  teamDocIn
} from "./chunk-VWTZAPKV.js";
import {
  TeamNames,
  checkRecipient
} from "./chunk-6YZS7G5U.js";
import {
  digestCachePath,
  loadDigest,
  readableRef,
  snapshotOf
} from "./chunk-LOJI7CDE.js";
import {
  DamagedLogRef,
  MESSAGES_DIR,
  changedFiles,
  decodeEntry,
  readRef,
  refuseForeignLogRef
} from "./chunk-COJOKZUY.js";
import {
  openReader
} from "./chunk-ZM5PFCRO.js";

// src/log/read/pending.ts
function pendingStatements(context) {
  return readSpool(context.paths).items.flatMap((item) => item.entry.entry === "message" && item.entry.kind === "join" ? [item.entry] : []).sort((a, b) => a.time < b.time ? -1 : a.time > b.time ? 1 : 0).map(({ entry: _entry, body, ...fields }) => ({ ...fields, body: body.toString("utf8"), path: "", delivery: { state: "unknown", history: [] } }));
}

// src/chain/door-reads.ts
import { existsSync } from "node:fs";
async function checkRecipientAtDoor(cwd, repo, context, config, to, outsideTeam) {
  if (outsideTeam) return;
  const pending = pendingStatements(context);
  const earlier = loadDigest(digestCachePath(context.paths.root), context.settings.ref);
  if (earlier && new TeamNames(void 0, [...earlier.digest.structural, ...pending]).has(to)) return;
  const structural = [...await namesInLog(context), ...pending];
  if (new TeamNames(void 0, structural).has(to)) return;
  const team = await teamDocAtDoor(cwd, repo, config);
  if (!team && structural.length === 0) return;
  checkRecipient(new TeamNames(team?.doc, structural), to, outsideTeam);
}
async function teamDocAtDoor(cwd, repo, config) {
  if (repo.mainWorktree === void 0) return void 0;
  const path = await teamDocIn(repo, cwd, config);
  if (!existsSync(path)) return void 0;
  const { readTeamDoc } = await import("./chunk-M5CMVLPU.js");
  return { doc: readTeamDoc(path, displayPath(cwd, path)) };
}
async function refuseForeignLogAtDoor(context) {
  const reader = openReader(context);
  try {
    await refuseForeignLogRef(context, reader);
  } finally {
    await reader.close();
  }
}
async function structuralAtDoor(context) {
  return [...await structuralNow(context), ...pendingStatements(context)];
}
var FEW_ADDED = 16;
async function structuralNow(context) {
  const readable = await readableRef(context);
  const tip = await readRef(readable.repo.commonDir, readable.settings.ref, readable.cwd);
  if (tip === void 0) return [];
  const earlier = loadDigest(digestCachePath(context.paths.root), readable.settings.ref);
  if (earlier === void 0) return namesInLog(context);
  if (earlier.tip === tip) return earlier.digest.structural;
  const reader = openReader(readable);
  try {
    const changes = await changedFiles(readable.cwd, earlier.tip, tip, MESSAGES_DIR, reader).catch(() => void 0);
    if (changes === void 0 || changes.other.length > 0 || changes.added.length > FEW_ADDED) return namesInLog(context);
    const added = [];
    for (const object of await reader.read(changes.added.map((file) => file.id))) {
      if (object === void 0) continue;
      try {
        const entry = decodeEntry(object.content);
        if (entry.entry === "message" && (entry.kind === "join" || entry.kind === "handoff")) added.push(entry);
      } catch {
      }
    }
    return [...earlier.digest.structural, ...added].sort((a, b) => a.time < b.time ? -1 : a.time > b.time ? 1 : 0);
  } finally {
    await reader.close();
  }
}
async function namesInLog(context) {
  try {
    return (await snapshotOf({ branch: context.settings.ref, context: await readableRef(context) })).snapshot.digest.structural;
  } catch (error) {
    if (error instanceof DamagedLogRef) return [];
    throw error;
  }
}

export {
  pendingStatements,
  checkRecipientAtDoor,
  refuseForeignLogAtDoor,
  structuralAtDoor
};
