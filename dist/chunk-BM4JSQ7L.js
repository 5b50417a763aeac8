import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  codexHome,
  findCodexRollouts,
  readCodexMeta
} from "./chunk-QH6WZGRJ.js";
import {
  claudeConfigDirs,
  findClaudeTranscript,
  readRegistry
} from "./chunk-UOJLLWAC.js";
import {
  readTail
} from "./chunk-CT2T24YY.js";
import {
  currentProcess,
  livenessOf
} from "./chunk-DPF3ZRDS.js";
import {
  fileAgeMs,
  fileSystemNow
} from "./chunk-CEWSEK6U.js";
import {
  isObject,
  numberAt,
  objectAt,
  stringAt
} from "./chunk-DEHTOD6B.js";

// src/live/file-locks.ts
import { readFileSync, statSync } from "node:fs";
function readLockTable() {
  let text;
  try {
    text = readFileSync("/proc/locks", "latin1");
  } catch {
    return void 0;
  }
  const holders = /* @__PURE__ */ new Map();
  for (const match of text.matchAll(/^\d+: FLOCK\s+\S+\s+WRITE\s+(\d+)\s+([0-9a-f]+):([0-9a-f]+):(\d+)\s/gim)) {
    holders.set(`${parseInt(match[2], 16)}:${parseInt(match[3], 16)}:${match[4]}`, Number(match[1]));
  }
  return holders;
}
function lockHolder(table, path) {
  let stat;
  try {
    stat = statSync(path, { bigint: true });
  } catch {
    return void 0;
  }
  const dev = stat.dev;
  const major = Number(dev >> 8n & 0xfffn | dev >> 32n & ~0xfffn);
  const minor = Number(dev & 0xffn | dev >> 12n & ~0xffn);
  return table.get(`${major}:${minor}:${stat.ino}`);
}

// src/live/codex-threads.ts
import { existsSync, readdirSync, readFileSync as readFileSync2 } from "node:fs";
import { join } from "node:path";
async function codexThreads(env, threads, locks, daemon) {
  const home = codexHome(env);
  const wanted = new Set(threads);
  const found = /* @__PURE__ */ new Map();
  if (wanted.size === 0) return found;
  for (const [thread, rollout] of findCodexRollouts(env, wanted)) {
    const meta = await readCodexMeta({ path: rollout, threadFromName: thread });
    found.set(thread, { thread, rollout, cwd: meta?.cwd, writer: writerOf(home, thread, locks, daemon), turnOpen: turnOpen(rollout) });
  }
  return found;
}
function writerLocksDir(home) {
  return join(home, "thread-writer-locks");
}
function heldThreads(env, locks) {
  if (locks === void 0) return [];
  const dir = writerLocksDir(codexHome(env));
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.filter((name) => name.endsWith(".lock") && !name.startsWith(".") && lockHolder(locks, join(dir, name)) !== void 0).map((name) => name.slice(0, -".lock".length));
}
function writerOf(home, thread, locks, daemon) {
  const lock = join(writerLocksDir(home), `${thread}.lock`);
  if (!existsSync(lock)) return { kind: "none" };
  if (locks === void 0) return { kind: "unknown" };
  const pid = lockHolder(locks, lock);
  if (pid === void 0) return { kind: "none" };
  if (pid === daemon) return { kind: "daemon", pid };
  return { kind: commandOf(pid).includes("exec") ? "exec" : "other", pid };
}
function daemonPid(home) {
  let parsed;
  try {
    parsed = JSON.parse(readFileSync2(join(home, "app-server-daemon", "daemon.pid"), "utf8"));
  } catch {
    return void 0;
  }
  const pid = numberAt(parsed, "pid");
  if (pid === void 0) return void 0;
  const identity = objectAt(parsed, "processIdentity");
  const ticks = numberAt(identity, "startTicks");
  const self = currentProcess();
  const owner = {
    pid,
    host: self.host,
    startTime: ticks === void 0 ? void 0 : String(ticks),
    bootId: stringAt(identity, "bootId"),
    pidNamespace: self.pidNamespace
  };
  return livenessOf(owner) === "alive" ? pid : void 0;
}
function commandOf(pid) {
  try {
    return readFileSync2(`/proc/${pid}/cmdline`, "utf8").split("\0");
  } catch {
    return [];
  }
}
var TAIL_BYTES = 256 * 1024;
function turnOpen(rollout) {
  for (const line of readTail(rollout, TAIL_BYTES).split("\n").reverse()) {
    if (!line.includes('"event_msg"')) continue;
    let parsed;
    try {
      parsed = JSON.parse(line);
    } catch {
      continue;
    }
    if (!isObject(parsed)) continue;
    const type = stringAt(objectAt(parsed, "payload"), "type");
    if (type === "task_started" || type === "turn_started") return true;
    if (type === "task_complete" || type === "turn_complete" || type === "turn_aborted") return false;
  }
  return false;
}

// src/live/live-state.ts
import { existsSync as existsSync2, statSync as statSync2 } from "node:fs";
import { dirname } from "node:path";

// src/live/claude-sessions.ts
import { readFileSync as readFileSync3 } from "node:fs";
async function claudeRegistry(env) {
  const entries = (await Promise.all(claudeConfigDirs(env).map(readRegistry))).flat();
  return entries.map((entry) => ({ ...entry, liveness: registryLiveness(entry) }));
}
function registryLiveness(entry) {
  if (entry.pid === void 0) return "unknown";
  const self = currentProcess();
  const domain = /^linux:([0-9a-f]+):(pid:\[\d+\])$/.exec(entry.pidDomain ?? "");
  if (domain !== null && domain[1] !== machineId()) return "unknown";
  return livenessOf(
    { pid: entry.pid, host: self.host, startTime: entry.procStart, pidNamespace: domain?.[2] ?? self.pidNamespace },
    { ...self, bootId: void 0 }
  );
}
var machine = null;
function machineId() {
  if (machine === null) {
    try {
      machine = readFileSync3("/etc/machine-id", "utf8").trim();
    } catch {
      machine = void 0;
    }
  }
  return machine;
}

// src/live/live-state.ts
async function readLiveRecords(env, host, known) {
  const locks = existsSync2(writerLocksDir(codexHome(env))) ? readLockTable() : void 0;
  const claude = await claudeRegistry(env);
  const heldCodex = heldThreads(env, locks);
  const codexWanted = [
    .../* @__PURE__ */ new Set([...known.filter((item) => item.runtime === "codex" && item.session !== void 0).map((item) => item.session), ...heldCodex])
  ];
  const daemon = daemonPid(codexHome(env));
  const codex = await codexThreads(env, codexWanted, locks, daemon);
  const ages = fileAges();
  const stateOf = (item) => {
    if (item.host !== void 0 && item.host !== host) return unknown(`on host ${item.host}; its state is read on that machine`);
    if (item.session === void 0) return unknown("no session id: the roles table or a statement gives none");
    if (item.runtime === "codex") return codexState(codex.get(item.session), daemon, ages);
    if (item.runtime === "claude" || item.runtime === void 0) {
      const claudeState = claudeStateOf(item.session, claude, env, ages);
      if (claudeState.state !== "unknown" || item.runtime === "claude") return claudeState;
      return codexState(codex.get(item.session), daemon, ages);
    }
    return unknown(`runtime ${item.runtime} keeps no registry teamdoc reads`);
  };
  return {
    host,
    claude,
    codex,
    heldCodex,
    codexDaemon: daemon,
    stateOf,
    running: () => [
      ...claude.filter((entry) => entry.liveness === "alive" && entry.session !== void 0).map((entry) => ({
        runtime: "claude",
        session: entry.session,
        name: entry.name,
        cwd: entry.cwd,
        live: claudeStateOf(entry.session, claude, env, ages)
      })),
      ...heldCodex.flatMap((thread) => {
        const found = codex.get(thread);
        return found ? [{ runtime: "codex", session: thread, name: void 0, cwd: found.cwd, live: codexState(found, daemon, ages) }] : [];
      })
    ]
  };
}
function claudeStateOf(session, registry, env, ages) {
  const entries = registry.filter((entry) => entry.session === session);
  const live = entries.find((entry) => entry.liveness === "alive") ?? entries.find((entry) => entry.liveness === "unknown");
  const transcript = findClaudeTranscript(env, session);
  const activeAgoMs = ages.youngest([transcript, live?.file]);
  if (live !== void 0) {
    const open = live.jobId === void 0 ? void 0 : { command: `claude attach ${live.jobId}`, cwd: void 0 };
    const base = { activeAgoMs, open, pid: live.pid };
    if (live.liveness === "unknown") return { ...base, state: "unknown", detail: `pid ${live.pid} of another machine or pid namespace` };
    if (live.status === "busy") return { ...base, state: "running", detail: "in a turn" };
    if (live.status === "waiting") return { ...base, state: "waiting", detail: `waiting for ${live.waitingFor ?? "input"}` };
    return { ...base, state: "idle", detail: live.jobId === void 0 ? `open in its terminal (pid ${live.pid})` : `a background job (pid ${live.pid})` };
  }
  if (transcript === void 0) return unknown("no registry entry or transcript of it on this machine");
  return { state: "exited", detail: "no process runs it", activeAgoMs, open: { command: `claude --resume ${session}`, cwd: void 0 }, pid: void 0 };
}
function codexState(thread, daemon, ages) {
  if (thread === void 0) return unknown("no rollout of it on this machine");
  const activeAgoMs = ages.youngest([thread.rollout]);
  const open = { command: `codex resume ${thread.thread}`, cwd: thread.cwd };
  const { writer } = thread;
  if (writer.kind === "none") {
    return daemon === void 0 ? { state: "exited", detail: "no process holds the thread, and no local Codex daemon runs to resume it", activeAgoMs, open, pid: void 0 } : { state: "idle", detail: `not loaded: the local Codex daemon (pid ${daemon}) resumes it when a message is queued`, activeAgoMs, open, pid: void 0 };
  }
  if (writer.kind === "unknown")
    return { state: "unknown", detail: "its writer lock is there, but this machine cannot tell who holds it", activeAgoMs, open, pid: void 0 };
  const host = writer.kind === "daemon" ? "the Codex daemon" : writer.kind === "exec" ? "a codex exec run" : "a Codex process";
  return {
    state: thread.turnOpen ? "running" : "idle",
    detail: `${thread.turnOpen ? "in a turn" : "between turns"}, held by ${host} (pid ${writer.pid})`,
    activeAgoMs,
    open,
    pid: writer.pid
  };
}
function unknown(detail) {
  return { state: "unknown", detail, activeAgoMs: void 0, open: void 0, pid: void 0 };
}
function fileAges() {
  const clocks = /* @__PURE__ */ new Map();
  const now = (dir) => {
    let device;
    try {
      device = statSync2(dir).dev;
    } catch {
      return Date.now();
    }
    let time = clocks.get(device);
    if (time === void 0) clocks.set(device, time = fileSystemNow(dir));
    return time;
  };
  return {
    youngest(paths) {
      const ages = paths.flatMap((path) => path === void 0 ? [] : [fileAgeMs(path, now(dirname(path)))]).filter((age) => age !== void 0);
      return ages.length === 0 ? void 0 : Math.min(...ages);
    }
  };
}

export {
  readLockTable,
  lockHolder,
  writerLocksDir,
  readLiveRecords
};
