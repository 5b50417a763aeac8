import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  ownLiveSession
} from "./chunk-T2GCRFGV.js";
import {
  parsePermissionMode
} from "./chunk-AFSCRH2H.js";
import {
  findClaudeTranscript
} from "./chunk-UOJLLWAC.js";
import {
  readTail
} from "./chunk-CT2T24YY.js";
import {
  saysNone
} from "./chunk-PXTZHCII.js";
import {
  UsageError
} from "./chunk-ATHXWNGJ.js";

// src/handoff/handing-session.ts
var ACTS = { handoff: { doing: "hand off", who: "hands off" }, send: { doing: "send", who: "sends" } };
function handingSession(input) {
  const { identity, from, chain } = input;
  const command = input.command ?? "handoff";
  if (identity.session === void 0 && from === void 0) {
    throw new UsageError(`no session identity to ${ACTS[command].doing} from: none of CLAUDE_CODE_SESSION_ID, CODEX_THREAD_ID or TEAMDOC_SESSION is set`, {
      hint: `Run teamdoc ${command} from inside the session that ${ACTS[command].who}; a person or a script says who it is with --from NAME (recorded as claimed).`
    });
  }
  const known = identity.session !== void 0 ? chain?.sessions.find((session) => session.session === identity.session) : chain?.resolveName(from);
  const named = nameOf(identity, from, known, input.env);
  if (!named) {
    throw new UsageError(
      `cannot tell the name of session ${identity.session}: it stated no parent, has no row in the roles table, and TEAMDOC_NAME is not set`,
      {
        hint: "Pass --from NAME (the name others address you by); it is recorded as claimed beside your session id."
      }
    );
  }
  const part = known?.part;
  return {
    name: named.name,
    nameFrom: named.from,
    claimed: identity.session === void 0,
    session: identity.session,
    runtime: identity.runtime,
    host: identity.host,
    part: part === void 0 || saysNone(part.trim()) ? void 0 : part,
    inChain: known
  };
}
function nameOf(identity, from, session, env) {
  if (from !== void 0) return { name: from, from: "--from" };
  if (identity.name !== void 0) return { name: identity.name, from: "TEAMDOC_NAME" };
  if (session?.stated) return { name: session.name, from: "its parent statement" };
  if (session?.role) return { name: session.name, from: "the roles table" };
  const live = identity.runtime === "claude" ? ownLiveSession(env) : void 0;
  if (live?.name !== void 0 && live.session === identity.session) return { name: live.name, from: "Claude Code\u2019s session registry" };
  return void 0;
}

// src/session/claude-permission-mode.ts
var TAIL_BYTES = 1024 * 1024;
function claudePermissionMode(session, env) {
  const transcript = findClaudeTranscript(env, session);
  return transcript === void 0 ? void 0 : latestMode(readTail(transcript, TAIL_BYTES));
}
function latestMode(text) {
  const lines = text.split("\n");
  for (let index = lines.length - 1; index >= 0; index--) {
    const line = lines[index];
    if (!line.includes('"permissionMode"')) continue;
    try {
      const row = JSON.parse(line);
      const mode = typeof row.permissionMode === "string" ? parsePermissionMode(row.permissionMode) : void 0;
      if (mode) return mode;
    } catch {
    }
  }
  return void 0;
}

// src/handoff/start-successor.ts
import { spawn } from "node:child_process";
var SESSION_IDENTITY_VARIABLES = [
  "CLAUDE_CODE_CHILD_SESSION",
  "CLAUDE_CODE_SESSION_ID",
  "CLAUDE_PID",
  "CLAUDE_CODE_MESSAGING_SOCKET",
  "CLAUDE_CODE_MESSAGING_TOKEN",
  "CLAUDE_CODE_CHILD_NOTES_DIR",
  "CLAUDE_CODE_ENTRYPOINT",
  "CLAUDE_CODE_EXECPATH",
  "CLAUDE_JOB_DIR",
  "CLAUDE_EFFORT",
  "CLAUDECODE",
  "AI_AGENT",
  "CODEX_THREAD_ID",
  "CODEX_SESSION_ID",
  "CODEX_TOOL_CALL_ID",
  "TEAMDOC_NAME",
  "TEAMDOC_SESSION",
  "TEAMDOC_RUNTIME"
];
var MAX_ARGUMENT_BYTES = 128 * 1024 - 1;
function successorEnvironment(env) {
  const copy = { ...env };
  for (const name of SESSION_IDENTITY_VARIABLES) delete copy[name];
  return copy;
}
async function startClaudeSuccessor(request) {
  const env = successorEnvironment(request.env);
  const args = ["--bg", "--name", request.name, "--permission-mode", request.permissionMode, request.firstMessage];
  const command = `env -u CLAUDE_CODE_CHILD_SESSION claude --bg --name ${request.name} --permission-mode ${request.permissionMode} <first message>`;
  const startedAt = Date.now();
  const run = await runClaude(args, { cwd: request.cwd, env, timeoutMs: request.timeoutMs ?? 6e4 });
  const job = /backgrounded · ([0-9a-z]+) ·/.exec(run.stdout)?.[1];
  if (run.code === 0 && job !== void 0) return { started: true, job, command };
  const reason = run.error ?? firstLine(run.stderr) ?? firstLine(run.stdout) ?? `claude exited with status ${run.code}`;
  const started = job !== void 0 ? [job] : await jobsNamed(request.name, startedAt, request.cwd, env);
  const stopped = [];
  const leftRunning = [];
  for (const id of started) {
    const stop = await runClaude(["stop", id], { cwd: request.cwd, env, timeoutMs: 2e4 });
    await runClaude(["rm", id], { cwd: request.cwd, env, timeoutMs: 2e4 });
    (stop.code === 0 ? stopped : leftRunning).push(id);
  }
  return { started: false, reason: job === void 0 && run.code === 0 ? "claude --bg printed no session id" : reason, command, stopped, leftRunning };
}
async function jobsNamed(name, since, cwd, env) {
  const listing = await runClaude(["agents", "--json"], { cwd, env, timeoutMs: 2e4 });
  if (listing.code !== 0) return [];
  try {
    const agents = JSON.parse(listing.stdout);
    return agents.filter(
      (agent) => agent.kind === "background" && agent.name === name && typeof agent.id === "string" && typeof agent.startedAt === "number" && agent.startedAt >= since - 1e3
    ).map((agent) => agent.id);
  } catch {
    return [];
  }
}
function runClaude(args, options) {
  return new Promise((resolve) => {
    let stdout = "";
    let stderr = "";
    let error;
    const child = spawn("claude", args, { cwd: options.cwd, env: options.env, stdio: ["ignore", "pipe", "pipe"], detached: true });
    child.stdout.setEncoding("utf8").on("data", (chunk) => stdout += chunk);
    child.stderr.setEncoding("utf8").on("data", (chunk) => stderr += chunk);
    const timer = setTimeout(() => {
      error = `claude ${args[0]} did not finish within ${Math.round(options.timeoutMs / 1e3)} s`;
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
      }
    }, options.timeoutMs);
    let settled = false;
    const settle = (code) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ code, stdout, stderr, error });
    };
    child.on("error", (cause) => {
      error = cause.code === "ENOENT" ? "claude is not on PATH" : `claude could not be run: ${cause.message}`;
      settle(null);
    });
    child.on("close", settle);
  });
}
function firstLine(text) {
  return text.split("\n").map((line) => line.trim()).find((line) => line !== "");
}

export {
  handingSession,
  claudePermissionMode,
  MAX_ARGUMENT_BYTES,
  startClaudeSuccessor
};
