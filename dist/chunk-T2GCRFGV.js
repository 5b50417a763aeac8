import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  claudeConfigDirs,
  pidOfAddress
} from "./chunk-UOJLLWAC.js";
import {
  isObject,
  stringAt
} from "./chunk-DEHTOD6B.js";

// src/runtimes/claude/sessions.ts
import { readFileSync } from "node:fs";
import { join } from "node:path";
function liveSessionByPid(pid, env) {
  if (pid === void 0 || !Number.isSafeInteger(pid) || pid <= 0) return void 0;
  for (const dir of claudeConfigDirs(env)) {
    let parsed;
    try {
      parsed = JSON.parse(readFileSync(join(dir, "sessions", `${pid}.json`), "utf8"));
    } catch {
      continue;
    }
    if (!isObject(parsed)) continue;
    return { pid, session: stringAt(parsed, "sessionId"), name: stringAt(parsed, "name"), cwd: stringAt(parsed, "cwd") };
  }
  return void 0;
}
function liveSessionBySocket(address, env) {
  return liveSessionByPid(pidOfAddress(address), env);
}
function ownLiveSession(env) {
  const pid = Number(env.CLAUDE_PID);
  return Number.isInteger(pid) ? liveSessionByPid(pid, env) : void 0;
}

export {
  liveSessionBySocket,
  ownLiveSession
};
