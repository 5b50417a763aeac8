import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  describeFile,
  listDirectory,
  readHead,
  walkFiles
} from "./chunk-CT2T24YY.js";
import {
  firstStringField,
  isObject,
  numberAt,
  stringAt
} from "./chunk-DEHTOD6B.js";

// src/runtimes/claude/locations.ts
import { existsSync, readdirSync } from "node:fs";
import { homedir } from "node:os";
import { basename, join } from "node:path";
function findClaudeTranscript(env, session) {
  if (!/^[0-9A-Za-z_-]{1,64}$/.test(session)) return void 0;
  for (const dir of claudeConfigDirs(env)) {
    let folders;
    try {
      folders = readdirSync(join(dir, "projects"));
    } catch {
      continue;
    }
    for (const folder of folders) {
      const file = join(dir, "projects", folder, `${session}.jsonl`);
      if (existsSync(file)) return file;
    }
  }
  return void 0;
}
function claudeConfigDirs(env) {
  const configured = env.CLAUDE_CONFIG_DIR?.split(",").map((dir) => dir.trim()).filter((dir) => dir !== "");
  if (configured && configured.length > 0) return configured;
  const home = env.HOME || homedir();
  return [join(home, ".claude"), join(env.XDG_CONFIG_HOME || join(home, ".config"), "claude")];
}
async function listClaudeTranscripts(configDir) {
  const projectsDir = join(configDir, "projects");
  const listings = [];
  for (const projectDir of (await listDirectory(projectsDir)).dirs) {
    const dir = join(projectsDir, projectDir);
    const { files, dirs } = await listDirectory(dir);
    for (const name of files.filter((file) => file.endsWith(".jsonl"))) {
      const found = await describeFile(join(dir, name));
      if (!found) continue;
      const agent = agentIdOf(name);
      listings.push({ ...found, role: agent ? "subagent" : "main", session: agent ? void 0 : name.slice(0, -".jsonl".length), agent, projectDir });
    }
    for (const session of dirs) {
      for (const path of await walkFiles(join(dir, session, "subagents"), (name) => agentIdOf(name) !== void 0)) {
        const found = await describeFile(path);
        if (found) listings.push({ ...found, role: "subagent", session, agent: agentIdOf(basename(path)), projectDir });
      }
    }
  }
  return listings;
}
function agentIdOf(fileName) {
  return /^agent-(.+)\.jsonl$/.exec(fileName)?.[1];
}
async function readClaudeHead(listing) {
  let head = "";
  for (const size of [8 * 1024, 128 * 1024, 1 << 20]) {
    head = await readHead(listing.path, size);
    if (firstStringField(head, "cwd") !== void 0 || head.length < size) break;
  }
  return { cwd: firstStringField(head, "cwd"), session: firstStringField(head, "sessionId"), version: firstStringField(head, "version") };
}
function encodeProjectDir(cwd) {
  return cwd.replace(/[^A-Za-z0-9]/g, "-");
}

// src/runtimes/claude/registry.ts
import { readFile } from "node:fs/promises";
import { join as join2 } from "node:path";
async function readRegistry(configDir) {
  const dir = join2(configDir, "sessions");
  const entries = [];
  for (const name of (await listDirectory(dir)).files.filter((file) => file.endsWith(".json"))) {
    const file = join2(dir, name);
    let parsed;
    try {
      parsed = JSON.parse(await readFile(file, "utf8"));
    } catch {
      continue;
    }
    if (!isObject(parsed)) continue;
    const socket = stringAt(parsed, "messagingSocketPath");
    entries.push({
      file,
      pid: numberAt(parsed, "pid"),
      session: stringAt(parsed, "sessionId"),
      cwd: stringAt(parsed, "cwd"),
      name: stringAt(parsed, "name"),
      status: stringAt(parsed, "status"),
      address: socket === void 0 ? void 0 : socket.startsWith("uds:") ? socket : `uds:${socket}`,
      kind: stringAt(parsed, "kind"),
      version: stringAt(parsed, "version"),
      updatedAt: numberAt(parsed, "updatedAt"),
      socket: socket?.replace(/^uds:/, ""),
      waitingFor: stringAt(parsed, "waitingFor"),
      jobId: stringAt(parsed, "jobId"),
      procStart: stringAt(parsed, "procStart"),
      pidDomain: stringAt(parsed, "pidDomain")
    });
  }
  return entries;
}
function pidOfAddress(address) {
  const match = address === void 0 ? null : /\/(\d+)\.sock$/.exec(address);
  return match ? Number(match[1]) : void 0;
}

export {
  findClaudeTranscript,
  claudeConfigDirs,
  listClaudeTranscripts,
  readClaudeHead,
  encodeProjectDir,
  readRegistry,
  pidOfAddress
};
