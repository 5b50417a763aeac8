import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  fetchRef
} from "./chunk-DNZ6TC5X.js";
import {
  modelOf
} from "./chunk-CKHU3PAM.js";
import {
  decodeDoc
} from "./chunk-CN746P7H.js";
import {
  git
} from "./chunk-U5OUMOEA.js";

// src/doc/pushed-doc.ts
import { readFileSync } from "node:fs";
import { relative } from "node:path";

// src/git/pushed-file.ts
var REMOTE = "origin";
async function pushedFile(root, path, options) {
  const [remoteHead, ownBranch] = await Promise.all([
    git(["symbolic-ref", "--quiet", "--short", `refs/remotes/${REMOTE}/HEAD`], { cwd: root, read: true, allowFailure: true }),
    git(["symbolic-ref", "--quiet", "--short", "HEAD"], { cwd: root, read: true, allowFailure: true })
  ]);
  if (remoteHead.status !== 0) return void 0;
  const ref = remoteHead.stdout.toString().trim();
  const branch = ref.slice(`${REMOTE}/`.length);
  if (!ref.startsWith(`${REMOTE}/`) || ownBranch.stdout.toString().trim() === branch) return void 0;
  const fetched = options.fetch && await fetchRef(root, REMOTE, `refs/heads/${branch}`, `refs/remotes/${ref}`).catch(() => false);
  const shown = await git(["cat-file", "blob", `refs/remotes/${ref}:${path}`], { cwd: root, read: true, allowFailure: true });
  return shown.status === 0 ? { ref, path, bytes: shown.stdout, fetched } : void 0;
}
async function branchPointCopy(root, ref, path) {
  const base = await git(["merge-base", "HEAD", `refs/remotes/${ref}`], { cwd: root, read: true, allowFailure: true });
  if (base.status !== 0) return void 0;
  const shown = await git(["cat-file", "blob", `${base.stdout.toString().trim()}:${path}`], { cwd: root, read: true, allowFailure: true });
  return shown.status === 0 ? shown.stdout : void 0;
}

// src/doc/pushed-doc.ts
async function pushedTeamDoc(mainWorktree, docPath, options) {
  const file = await pushedFile(mainWorktree, relative(mainWorktree, docPath), options);
  if (file === void 0) return void 0;
  const shown = `${file.ref}:${file.path}`;
  return { doc: modelOf(decodeDoc(file.bytes, shown), shown), from: { ref: file.ref, path: file.path, fetched: file.fetched } };
}
async function copyToView(mainWorktree, docPath, options) {
  const file = await pushedFile(mainWorktree, relative(mainWorktree, docPath), options);
  if (file === void 0) return void 0;
  const own = readFileSync(docPath);
  if (own.equals(file.bytes)) return void 0;
  const from = { ref: file.ref, path: file.path, fetched: file.fetched };
  const base = await branchPointCopy(mainWorktree, file.ref, file.path);
  if (base === void 0 || !base.equals(own)) return { read: "checkout", differs: from };
  const shown = `${file.ref}:${file.path}`;
  return { read: "pushed", text: decodeDoc(file.bytes, shown), from };
}

export {
  pushedTeamDoc,
  copyToView
};
