import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  describeFile,
  readFirstLine,
  walkFiles
} from "./chunk-CT2T24YY.js";
import {
  firstStringField,
  isObject,
  objectAt,
  stringAt
} from "./chunk-DEHTOD6B.js";

// src/scan/codex/locations.ts
import { homedir } from "node:os";
import { basename, join } from "node:path";
import { createReadStream, readdirSync } from "node:fs";
import { createInterface } from "node:readline";
function codexHome(env) {
  return env.CODEX_HOME || join(env.HOME || homedir(), ".codex");
}
function findCodexRollouts(env, threads) {
  const wanted = new Set([...threads].filter((thread) => /^[0-9a-f-]{36}$/i.test(thread)));
  const found = /* @__PURE__ */ new Map();
  const walk = (dir, depth) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (found.size === wanted.size) return;
      if (entry.isDirectory() && depth > 0) walk(join(dir, entry.name), depth - 1);
      const thread = entry.isFile() && ROLLOUT_NAME.test(entry.name) ? THREAD_ID_AT_END.exec(entry.name)?.[1] : void 0;
      if (thread !== void 0 && wanted.has(thread) && !found.has(thread)) found.set(thread, join(dir, entry.name));
    }
  };
  if (wanted.size > 0) walk(join(codexHome(env), "sessions"), 4);
  return found;
}
function findCodexRollout(env, thread) {
  return findCodexRollouts(env, [thread]).get(thread);
}
var ROLLOUT_NAME = /^rollout-.*\.jsonl$/;
var THREAD_ID_AT_END = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.jsonl$/i;
async function listCodexRollouts(home) {
  const listings = [];
  for (const [folder, archived] of [
    ["sessions", false],
    ["archived_sessions", true]
  ]) {
    for (const path of await walkFiles(join(home, folder), (name) => ROLLOUT_NAME.test(name), 4)) {
      const found = await describeFile(path);
      if (found) listings.push({ ...found, archived, threadFromName: THREAD_ID_AT_END.exec(basename(path))?.[1] });
    }
  }
  return listings;
}
var ROOT_AGENT_PATH = "/root";
async function readCodexMeta(listing) {
  const line = await readFirstLine(listing.path, 4 << 20);
  let payload;
  try {
    const parsed = JSON.parse(line);
    if (isObject(parsed)) payload = parsed.type === "session_meta" ? objectAt(parsed, "payload") : parsed.type === void 0 ? parsed : void 0;
  } catch {
    payload = void 0;
  }
  const field = (key) => payload ? stringAt(payload, key) : firstStringField(line, key);
  const thread = listing.threadFromName ?? field("id");
  if (thread === void 0) return void 0;
  const spawn = objectAt(objectAt(objectAt(payload, "source"), "subagent"), "thread_spawn");
  const parent = field("parent_thread_id") ?? stringAt(spawn, "parent_thread_id");
  return {
    thread,
    tree: field("session_id") ?? thread,
    parent,
    cwd: field("cwd"),
    agentPath: field("agent_path") ?? stringAt(spawn, "agent_path") ?? (parent === void 0 ? ROOT_AGENT_PATH : void 0),
    nickname: field("agent_nickname") ?? stringAt(spawn, "agent_nickname"),
    version: field("cli_version")
  };
}
async function readThreadNames(home) {
  const names = /* @__PURE__ */ new Map();
  const stream = createReadStream(join(home, "session_index.jsonl"), { encoding: "utf8" });
  try {
    for await (const line of createInterface({ input: stream, crlfDelay: Infinity })) {
      try {
        const entry = JSON.parse(line);
        const id = stringAt(entry, "id");
        const name = stringAt(entry, "thread_name");
        if (id !== void 0 && name !== void 0) names.set(id, name);
      } catch {
      }
    }
  } catch {
  } finally {
    stream.destroy();
  }
  return names;
}

export {
  codexHome,
  findCodexRollouts,
  findCodexRollout,
  listCodexRollouts,
  readCodexMeta,
  readThreadNames
};
