import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  readSpool
} from "./chunk-M4GGBS3N.js";
import {
  displayPath,
  teamDocIn
} from "./chunk-VWTZAPKV.js";
import {
  TeamNames,
  checkRecipient
} from "./chunk-NML54FI3.js";
import {
  digestCachePath,
  digestSince,
  loadDigest,
  readableRef,
  snapshotOf
} from "./chunk-IOC56I7W.js";
import {
  inLogOrder,
  isStructural
} from "./chunk-H6XIHYK3.js";
import {
  DamagedLogRef,
  readRef,
  refuseForeignLogRef
} from "./chunk-3EQMZZWS.js";
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
  const since = await digestSince(readable, tip, { atMost: FEW_ADDED, read: true });
  if (since === void 0) return namesInLog(context);
  const added = (since.messages ?? []).filter(isStructural);
  if (added.length === 0) return since.cached.digest.structural;
  return [...since.cached.digest.structural, ...added].sort(inLogOrder);
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
