import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  git
} from "./chunk-XIPXUBBM.js";
import {
  GitError
} from "./chunk-6QYOSLVR.js";

// src/git/config.ts
async function readConfig(cwd, key) {
  const result = await git(["config", "--get", key], { cwd, read: true, allowFailure: true });
  if (result.status !== 0) return void 0;
  const value = result.stdout.toString("utf8").replace(/\n$/, "");
  return value === "" ? void 0 : value;
}
async function readConfigMatching(cwd, keyPattern) {
  const args = ["config", "-z", "--get-regexp", keyPattern];
  const result = await git(args, { cwd, read: true, allowFailure: true });
  if (result.status !== 0 && result.status !== 1) throw new GitError(args, result.status, result.stderr);
  const values = /* @__PURE__ */ new Map();
  for (const record of result.stdout.toString("utf8").split("\0")) {
    if (record === "") continue;
    const newline = record.indexOf("\n");
    const key = (newline < 0 ? record : record.slice(0, newline)).toLowerCase();
    values.set(key, newline < 0 ? "true" : record.slice(newline + 1));
  }
  return values;
}

export {
  readConfig,
  readConfigMatching
};
