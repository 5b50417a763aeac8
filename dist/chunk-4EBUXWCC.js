import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  DEFAULT_LOG_REF,
  LIMITS
} from "./chunk-TXSQEBDJ.js";
import {
  readConfigMatching
} from "./chunk-U5OUMOEA.js";
import {
  UsageError
} from "./chunk-ATHXWNGJ.js";

// src/git/objects.ts
import { createHash } from "node:crypto";
function hexLength(format) {
  return format === "sha1" ? 40 : 64;
}
function zeroId(format) {
  return "0".repeat(hexLength(format));
}
function makeObject(type, content, format) {
  const hash = createHash(format);
  hash.update(`${type} ${content.length}\0`);
  hash.update(content);
  return { type, content, id: hash.digest("hex") };
}
function objectFormatOf(id) {
  return id.length === hexLength("sha256") ? "sha256" : "sha1";
}
function parseObjectFormat(value) {
  return value?.trim().toLowerCase() === "sha256" ? "sha256" : "sha1";
}

// src/log/store/settings.ts
var LOG_CONFIG_KEYS = "^(teamdoc\\.|extensions\\.objectformat$)";
async function resolveLogSettings(cwd, overrides, env) {
  return logSettingsFrom(await readConfigMatching(cwd, LOG_CONFIG_KEYS), overrides, env);
}
function logSettingsFrom(config, overrides, env) {
  const refSource = overrides.ref !== void 0 ? "--ref" : env.TEAMDOC_LOG_REF ? "TEAMDOC_LOG_REF" : "teamdoc.logRef";
  const ref = overrides.ref ?? (env.TEAMDOC_LOG_REF || void 0) ?? config.get("teamdoc.logref") ?? DEFAULT_LOG_REF;
  const sizeSource = overrides.maxBodyBytes !== void 0 ? "--max-body-bytes" : "teamdoc.maxBodyBytes";
  const size = overrides.maxBodyBytes ?? config.get("teamdoc.maxbodybytes");
  return {
    ref: normaliseLogRef(ref, refSource),
    maxBodyBytes: size === void 0 ? LIMITS.maxBodyBytes : parseByteCount(String(size), sizeSource),
    objectFormat: parseObjectFormat(config.get("extensions.objectformat"))
  };
}
function normaliseLogRef(name, source) {
  const ref = name.startsWith("refs/") ? name : `refs/heads/${name}`;
  const problem = refNameProblem(ref);
  if (problem) {
    throw new UsageError(`Unexpected log ref ${JSON.stringify(name)} from ${source}: ${problem}`, {
      hint: `Use a ref name such as ${DEFAULT_LOG_REF} (see \`git help check-ref-format\`).`
    });
  }
  return ref;
}
function refNameProblem(ref) {
  const parts = ref.split("/");
  if (parts.length < 3) return "expected at least two levels below refs/";
  if (/[\u0000-\u0020\u007f~^:?*[\\]/.test(ref)) return "it contains a space, a control character or one of ~ ^ : ? * [ \\";
  if (ref.includes("..") || ref.includes("@{")) return 'it contains ".." or "@{"';
  for (const part of parts) {
    if (part === "" || part.startsWith(".") || part.endsWith(".lock")) return `the part ${JSON.stringify(part)} is empty, starts with "." or ends with ".lock"`;
  }
  if (ref.endsWith(".")) return 'it ends with "."';
  return void 0;
}
function parseByteCount(text, source) {
  const match = /^\s*(\d+)\s*([kmg]?)\s*$/i.exec(text);
  const multiplier = { "": 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[(match?.[2] ?? "").toLowerCase()] ?? 1;
  const value = match ? Number(match[1]) * multiplier : Number.NaN;
  if (!Number.isSafeInteger(value) || value < 1 || value > LIMITS.maxBodyBytesCeiling) {
    throw new UsageError(
      `Unexpected ${source} value ${JSON.stringify(text)}, expected a byte count from 1 to ${LIMITS.maxBodyBytesCeiling} (k and m suffixes allowed)`
    );
  }
  return value;
}
function shortRef(ref) {
  return ref.replace(/^refs\/(heads|remotes)\//, "");
}

export {
  hexLength,
  zeroId,
  makeObject,
  objectFormatOf,
  LOG_CONFIG_KEYS,
  resolveLogSettings,
  logSettingsFrom,
  normaliseLogRef,
  shortRef
};
