import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  firstStringField,
  isObject,
  numberAt,
  stringAt
} from "./chunk-UQMLPNTF.js";

// src/scan/claude/locations.ts
import { homedir } from "node:os";
import { basename, join as join2 } from "node:path";

// src/scan/directory-walk.ts
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
async function listDirectory(dir) {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return {
      files: entries.filter((entry) => entry.isFile()).map((entry) => entry.name).sort(),
      dirs: entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort()
    };
  } catch {
    return { files: [], dirs: [] };
  }
}
async function walkFiles(dir, accept, maxDepth = 8) {
  const { files, dirs } = await listDirectory(dir);
  const found = files.filter(accept).map((name) => join(dir, name));
  if (maxDepth > 0) for (const sub of dirs) found.push(...await walkFiles(join(dir, sub), accept, maxDepth - 1));
  return found;
}
async function describeFile(path) {
  try {
    const info = await stat(path);
    return { path, size: info.size, mtimeMs: info.mtimeMs };
  } catch {
    return void 0;
  }
}

// src/scan/file-head.ts
import { open } from "node:fs/promises";
async function readHead(path, maxBytes) {
  let handle;
  try {
    handle = await open(path, "r");
    const buffer = Buffer.allocUnsafe(maxBytes);
    const { bytesRead } = await handle.read(buffer, 0, maxBytes, 0);
    return buffer.toString("utf8", 0, bytesRead);
  } catch {
    return "";
  } finally {
    await handle?.close();
  }
}
async function readFirstLine(path, maxBytes) {
  for (let size = Math.min(64 * 1024, maxBytes); ; size = Math.min(size * 4, maxBytes)) {
    const head = await readHead(path, size);
    const newline = head.indexOf("\n");
    if (newline !== -1) return head.slice(0, newline);
    if (head.length < size || size >= maxBytes) return head;
  }
}

// src/scan/claude/locations.ts
function claudeConfigDirs(env) {
  const configured = env.CLAUDE_CONFIG_DIR?.split(",").map((dir) => dir.trim()).filter((dir) => dir !== "");
  if (configured && configured.length > 0) return configured;
  const home = env.HOME || homedir();
  return [join2(home, ".claude"), join2(env.XDG_CONFIG_HOME || join2(home, ".config"), "claude")];
}
async function listClaudeTranscripts(configDir) {
  const projectsDir = join2(configDir, "projects");
  const listings = [];
  for (const projectDir of (await listDirectory(projectsDir)).dirs) {
    const dir = join2(projectsDir, projectDir);
    const { files, dirs } = await listDirectory(dir);
    for (const name of files.filter((file) => file.endsWith(".jsonl"))) {
      const found = await describeFile(join2(dir, name));
      if (!found) continue;
      const agent = agentIdOf(name);
      listings.push({ ...found, role: agent ? "subagent" : "main", session: agent ? void 0 : name.slice(0, -".jsonl".length), agent, projectDir });
    }
    for (const session of dirs) {
      for (const path of await walkFiles(join2(dir, session, "subagents"), (name) => agentIdOf(name) !== void 0)) {
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

// src/scan/claude/registry.ts
import { readFile } from "node:fs/promises";
import { join as join3 } from "node:path";
async function readRegistry(configDir) {
  const dir = join3(configDir, "sessions");
  const entries = [];
  for (const name of (await listDirectory(dir)).files.filter((file) => file.endsWith(".json"))) {
    const file = join3(dir, name);
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
      updatedAt: numberAt(parsed, "updatedAt")
    });
  }
  return entries;
}
function pidOfAddress(address) {
  const match = address === void 0 ? null : /\/(\d+)\.sock$/.exec(address);
  return match ? Number(match[1]) : void 0;
}

export {
  walkFiles,
  describeFile,
  readFirstLine,
  claudeConfigDirs,
  listClaudeTranscripts,
  readClaudeHead,
  encodeProjectDir,
  readRegistry,
  pidOfAddress
};
