import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  mergeCommit,
  remoteNames,
  trackingRef,
  unionTrees
} from "./chunk-V2G4L4DQ.js";
import {
  transferProgress
} from "./chunk-QZAAJAM2.js";
import {
  checkoutsOf
} from "./chunk-3QBPADAR.js";
import {
  BREAK_LOCK_GRACE_MS,
  CommitBlocked,
  REF_LOCK_GRACE_MS,
  UNREADABLE_LOCK_GRACE_MS,
  breakStaleLock,
  commitSpool,
  describeCommitter,
  describeLockHolder,
  inspectLock,
  isStale,
  moveRef,
  waitForLock
} from "./chunk-HHCNWI4V.js";
import {
  isSpooled,
  quarantineSpoolFile,
  readQuarantinedEntries,
  readSpool,
  returnToSpool
} from "./chunk-M4GGBS3N.js";
import {
  readHookErrors
} from "./chunk-HTD34CBB.js";
import {
  hookStatePaths
} from "./chunk-Y2R454UV.js";
import {
  refetchRef
} from "./chunk-DNZ6TC5X.js";
import "./chunk-DPF3ZRDS.js";
import {
  redactSecrets
} from "./chunk-LJ7CRIML.js";
import {
  fileAgeMs,
  fileSystemNow
} from "./chunk-CEWSEK6U.js";
import {
  currentTime
} from "./chunk-7RV3B5WP.js";
import {
  terminalSafeLine
} from "./chunk-BX3HMPZN.js";
import {
  ASIDE_SUFFIX,
  commitsNotIn,
  independentCommits,
  loadWitness,
  nearestSoundCommit,
  readLogContents,
  reflogValues,
  saveWitness
} from "./chunk-ZRLVSTEH.js";
import {
  DamagedLogRef,
  compareAndSwapRef,
  ensureDirectory,
  entryPath,
  makeCommit,
  parseCommit,
  plural,
  readLogTip,
  readRef,
  refuseForeignTip,
  remoteTrackingCopies,
  removeIfPresent
} from "./chunk-3EQMZZWS.js";
import "./chunk-XRTOXWZQ.js";
import {
  locateRepo
} from "./chunk-4NOR6AMR.js";
import {
  DamagedObject,
  ObjectReader,
  isTree,
  looseObjectPath,
  looseObjectState,
  makeTree,
  openLog,
  openReader,
  parseTree,
  writeLooseObjects
} from "./chunk-ZM5PFCRO.js";
import {
  makeObject,
  shortRef,
  zeroId
} from "./chunk-4EBUXWCC.js";
import "./chunk-TXSQEBDJ.js";
import "./chunk-2E4FK3OU.js";
import {
  git
} from "./chunk-U5OUMOEA.js";
import {
  TeamdocError,
  UsageError
} from "./chunk-ATHXWNGJ.js";
import "./chunk-ZM4OG63Z.js";

// src/log/repair/doctor.ts
import { readdirSync as readdirSync2 } from "node:fs";
import { basename, join as join4 } from "node:path";

// src/git/lock-files.ts
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
function findGitLockFiles(commonDir, now) {
  const found = [];
  const visit = (directory, recursive) => {
    let names;
    try {
      names = readdirSync(directory);
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(directory, name);
      let stats;
      try {
        stats = statSync(path);
      } catch {
        continue;
      }
      if (stats.isDirectory()) {
        if (recursive) visit(path, true);
      } else if (name.endsWith(".lock")) {
        found.push({ path, name: relative(commonDir, path), ageMs: Math.max(0, now - stats.mtimeMs) });
      }
    }
  };
  visit(commonDir, false);
  visit(join(commonDir, "refs"), true);
  visit(join(commonDir, "logs"), true);
  let worktrees = [];
  try {
    worktrees = readdirSync(join(commonDir, "worktrees"));
  } catch {
  }
  for (const worktree of worktrees) visit(join(commonDir, "worktrees", worktree), false);
  return found.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

// src/log/repair/move-aside.ts
import { join as join2 } from "node:path";
var FOLDER_PLACE = /^messages\/\d{4}(\/\d{2}){0,2}$/;
async function plantedFiles(context, reader) {
  const quarantined = readQuarantinedEntries(context.paths);
  if (quarantined.length === 0) return [];
  const tip = await readLogTip(context, reader, "read").catch(() => void 0);
  if (!tip) return [];
  const found = /* @__PURE__ */ new Map();
  for (const waiting of quarantined) {
    const path = await fileOnPath(reader, parseCommit(tip.content).tree, entryPath(waiting.entry));
    if (path === void 0) continue;
    const planted = found.get(path) ?? { path, waiting: [] };
    planted.waiting.push(waiting);
    found.set(path, planted);
  }
  return [...found.values()];
}
async function fileOnPath(reader, root, path) {
  const parts = path.split("/");
  let tree = root;
  for (let depth = 0; depth < parts.length - 1; depth++) {
    const entry = (await reader.treeEntries(tree).catch(() => void 0))?.find((candidate) => candidate.name === parts[depth]);
    if (!entry) return void 0;
    if (!isTree(entry)) return parts.slice(0, depth + 1).join("/");
    tree = entry.id;
  }
  return void 0;
}
function moveAsideCommand(path) {
  return `teamdoc doctor --move-aside ${path}`;
}
async function moveAside(context, path, options) {
  if (!FOLDER_PLACE.test(path)) {
    throw new UsageError(
      `--move-aside takes the place of a folder of the log (messages/YYYY, messages/YYYY/MM or messages/YYYY/MM/DD), not ${JSON.stringify(path)}`,
      {
        hint: "`teamdoc doctor` names the file in the way and the command that moves it."
      }
    );
  }
  const wait = await waitForLock(context.paths.lock, "doctor --move-aside", Date.now() + options.waitMs);
  if (wait.status !== "acquired")
    throw new TeamdocError(`Nothing was moved: ${wait.status === "timed-out" ? describeLockHolder(wait.holder) : "the log lock is busy"}`, {
      hint: "Run the command again when the lock is free."
    });
  const reader = openReader(context);
  try {
    const tip = await readLogTip(context, reader);
    const rebuilt = tip && await renamedTree(context, reader, parseCommit(tip.content).tree, path);
    if (!tip || !rebuilt)
      throw new UsageError(`Nothing to move aside: ${path} is not a file on ${context.settings.ref}`, {
        hint: "`teamdoc doctor` names a file that is in a folder\u2019s place."
      });
    const format = context.settings.objectFormat;
    const message = `teamdoc log: move aside ${path}

A file where a folder of the log belongs, kept as ${rebuilt.aside}.

Committed-by: ${describeCommitter(options.env)}
`;
    const commit = makeCommit({ tree: rebuilt.root, parents: [tip.id], message, time: currentTime(options.env) }, format);
    await writeLooseObjects(join2(context.repo.commonDir, "objects"), [...rebuilt.trees, commit]);
    const deadline = Date.now() + options.waitMs;
    const moved = await moveRef(context, commit.id, tip.id, deadline).catch(
      (error) => error instanceof CommitBlocked ? error.message : Promise.reject(error)
    );
    if (moved !== "updated")
      throw new TeamdocError(
        `Nothing was moved: ${moved === "moved" ? `${context.settings.ref} moved under teamdoc's lock, so something other than teamdoc is writing it` : moved}`
      );
    for (const waiting of readQuarantinedEntries(context.paths)) {
      if (entryPath(waiting.entry).startsWith(`${path}/`) && !isSpooled(context.paths, waiting.entry.id)) returnToSpool(context.paths, waiting);
    }
    try {
      const outcome = await commitSpool(context, { deadline, committedBy: describeCommitter(options.env), time: currentTime(options.env), reader });
      return { aside: rebuilt.aside, commit: commit.id, outcome };
    } catch (error) {
      if (error instanceof CommitBlocked) return { aside: rebuilt.aside, commit: commit.id };
      throw error;
    }
  } finally {
    await reader.close();
    wait.lock.release();
  }
}
async function renamedTree(context, reader, root, path) {
  const format = context.settings.objectFormat;
  const parts = path.split("/");
  const levels = [];
  let tree = root;
  for (const [depth, name2] of parts.entries()) {
    const entries2 = await reader.treeEntries(tree);
    if (!entries2) return void 0;
    levels.push(entries2);
    const entry = entries2.find((candidate) => candidate.name === name2);
    if (!entry || depth < parts.length - 1 && !isTree(entry) || depth === parts.length - 1 && isTree(entry)) return void 0;
    tree = entry.id;
  }
  const name = parts[parts.length - 1];
  const folder = levels[levels.length - 1];
  const taken = new Set(folder.map((entry) => entry.name));
  let asideName = `${name}${ASIDE_SUFFIX}`;
  for (let count = 2; taken.has(asideName); count++) asideName = `${name}${ASIDE_SUFFIX}-${count}`;
  const trees = [];
  let child = { ...folder.find((entry) => entry.name === name), name: asideName };
  let replacing = name;
  for (let depth = levels.length - 1; depth >= 0; depth--) {
    const entries2 = levels[depth].filter((entry) => entry.name !== replacing);
    const made = makeTree([...entries2, child], format);
    trees.push(made);
    replacing = parts[depth - 1] ?? "";
    child = depth > 0 ? { ...levels[depth - 1].find((entry) => entry.name === replacing), id: made.id } : void 0;
  }
  return { root: trees[trees.length - 1].id, trees, aside: [...parts.slice(0, -1), asideName].join("/") };
}

// src/log/repair/verify.ts
import { renameSync } from "node:fs";
import { join as join3 } from "node:path";

// src/git/object-walk.ts
var BLOB_BATCH = 512;
async function walkObjects(reader, tips, format) {
  const walk = { sound: 0, unsound: [] };
  const seen = /* @__PURE__ */ new Set();
  const blobs = /* @__PURE__ */ new Map();
  const queue = tips.map((id) => ({ id, type: "commit", neededAt: `commit ${id}` }));
  const unsound = (id, type, neededAt, error) => {
    walk.unsound.push(
      error instanceof DamagedObject ? { id, type, neededAt, state: "damaged", problem: error.message } : { id, type, neededAt, state: "missing", problem: `${type} ${id} is missing from this repository` }
    );
  };
  while (queue.length > 0) {
    const next = queue.pop();
    if (seen.has(next.id)) continue;
    seen.add(next.id);
    let object;
    try {
      object = await reader.readOne(next.id);
    } catch (error) {
      if (!(error instanceof DamagedObject)) throw error;
      unsound(next.id, next.type, next.neededAt, error);
      continue;
    }
    if (!object) {
      unsound(next.id, next.type, next.neededAt);
      continue;
    }
    walk.sound++;
    if (object.type === "commit") {
      const parsed = parseCommit(object.content);
      queue.push({ id: parsed.tree, type: "tree", neededAt: `${next.id.slice(0, 12)}:` });
      for (const parent of parsed.parents) queue.push({ id: parent, type: "commit", neededAt: `commit ${parent} (a parent of ${next.id.slice(0, 12)})` });
    } else if (object.type === "tree") {
      const prefix = next.neededAt.endsWith(":") ? next.neededAt : `${next.neededAt}/`;
      for (const entry of parseTree(object.content, format)) {
        if (isTree(entry)) queue.push({ id: entry.id, type: "tree", neededAt: `${prefix}${entry.name}` });
        else if (!blobs.has(entry.id) || !blobs.get(entry.id).includes(":messages/") && prefix.includes(":messages/"))
          blobs.set(entry.id, `${prefix}${entry.name}`);
      }
    }
  }
  const pending = [...blobs].filter(([id]) => !seen.has(id));
  for (let start = 0; start < pending.length; start += BLOB_BATCH) {
    const batch = pending.slice(start, start + BLOB_BATCH);
    const objects = await reader.readEach(batch.map(([id]) => id));
    batch.forEach(([id, neededAt], index) => {
      const object = objects[index];
      if (object && !(object instanceof DamagedObject)) walk.sound++;
      else unsound(id, "blob", neededAt, object);
    });
  }
  return walk;
}

// src/log/repair/verify.ts
async function verifyLog(context, options, act, findings) {
  const { ref } = context.settings;
  const tip = await readRef(context.repo.commonDir, ref, context.cwd);
  const witness = loadWitness(context.paths.witness);
  if (tip === void 0 && witness === void 0) return;
  let unsound = await unsoundObjects(context, [tip, witness]);
  let fetchProblem;
  if (unsound.length > 0) ({ unsound, fetchProblem } = await repairObjects(context, options, unsound, act));
  for (const object of unsound) findings.push(objectFinding(object, ref, fetchProblem));
  const reader = openReader(context);
  try {
    const readable = await checkRef(context, reader, findings);
    if (!readable) return;
    await checkLostHistory(context, options, tip, witness, act, findings);
    const { problems } = await readLogContents(context, { fresh: true });
    for (const problem of problems) {
      if (problem.kind === "recorded-twice" || problem.kind === "rewritten" || problem.kind === "unreadable" && unsound.length > 0) continue;
      findings.push({
        ruleId: "log-integrity",
        message: `${problem.path}${problem.line === void 0 ? "" : `:${problem.line}`}: ${problem.message}${problem.kind ? ` [${problem.kind}]` : ""}`,
        path: problem.path,
        hint: REPAIRS[problem.kind ?? "unreadable"](problem.commit)
      });
    }
  } finally {
    await reader.close();
  }
}
async function unsoundObjects(context, tips) {
  const reader = openReader(context);
  try {
    return (await walkObjects(reader, [...new Set(tips.filter((tip) => tip !== void 0))], context.settings.objectFormat)).unsound;
  } finally {
    await reader.close();
  }
}
async function repairObjects(context, options, unsound, act) {
  const objects = join3(context.repo.commonDir, "objects");
  const aside = join3(context.paths.root, "damaged-objects");
  for (const object of unsound) {
    const path = looseObjectPath(objects, object.id);
    if (object.state !== "damaged" || looseObjectState(path, object.id) !== "damaged") continue;
    await act(`set the damaged object ${object.id} aside (needed at ${object.neededAt})`, path, () => {
      ensureDirectory(aside);
      renameSync(path, join3(aside, object.id));
    });
  }
  const spooled = new Map(readSpool(context.paths).items.map((item) => [makeObject("blob", item.bytes, context.settings.objectFormat).id, item]));
  for (const object of unsound) {
    const item = spooled.get(object.id);
    if (item)
      await act(
        `write ${object.id} again from the spool's copy of ${item.entry.id}`,
        void 0,
        () => writeLooseObjects(objects, [makeObject("blob", item.bytes, context.settings.objectFormat)])
      );
  }
  const remote = options.remote ?? ((await remoteNames(context.cwd)).includes("origin") ? "origin" : void 0);
  let fetchProblem;
  if (remote !== void 0) {
    await act(`fetch ${context.settings.ref} again from ${remote} with every object it needs (git fetch --refetch)`, void 0, async () => {
      try {
        if (!await refetchRef(context.cwd, remote, context.settings.ref, trackingRef(remote, context.settings.ref), options.onProgress))
          fetchProblem = `${remote} has no ${context.settings.ref}`;
      } catch (error) {
        if (!(error instanceof TeamdocError)) throw error;
        fetchProblem = error.message;
      }
    });
  }
  if (options.dryRun) return { unsound, fetchProblem };
  const ids = new Set(unsound.map((object) => object.id));
  const reader = new ObjectReader(context.cwd, { format: context.settings.objectFormat, looseObjects: objects });
  try {
    const again = await reader.readEach([...ids]);
    const still = new Set([...ids].filter((_, index) => !again[index] || again[index] instanceof Error));
    if (still.size < ids.size)
      return {
        unsound: await unsoundObjects(context, [await readRef(context.repo.commonDir, context.settings.ref, context.cwd), loadWitness(context.paths.witness)]),
        fetchProblem
      };
    return { unsound: unsound.filter((object) => still.has(object.id)), fetchProblem };
  } finally {
    await reader.close();
  }
}
function objectFinding(object, ref, fetchProblem) {
  const where = object.neededAt.replace(/^[0-9a-f]{12}:/, "");
  return {
    ruleId: object.state === "damaged" ? "object-damaged" : "object-missing",
    message: `${object.problem}; needed at ${object.neededAt}`,
    path: where,
    hint: (fetchProblem === void 0 ? "" : `Fetching it again failed (${fetchProblem}). `) + `Bring it back from a clone that has it: \`teamdoc doctor --verify --remote <remote>\` fetches ${ref} again from that remote; or, in the other clone, \`git cat-file ${object.type} ${object.id} > object\`, and here \`git hash-object -w -t ${object.type} object\`. Meanwhile it costs only the entries it holds: the rest of the log is read as usual.`
  };
}
async function checkRef(context, reader, findings) {
  const { ref } = context.settings;
  try {
    const tip = await readLogTip(context, reader, "read");
    if (tip) await refuseForeignTip(context, reader, tip, "read");
    return tip !== void 0;
  } catch (error) {
    if (error instanceof DamagedLogRef) {
      const damaged = await readRef(context.repo.commonDir, ref, context.cwd).catch(() => void 0);
      const sound = await nearestSoundCommit(context, reader, damaged);
      findings.push({
        ruleId: "log-ref-damaged",
        message: error.message,
        path: ref,
        hint: sound ? `Readers show the log as of ${sound.commit.slice(0, 12)} (${sound.found}), its nearest sound commit. From a remote that has the log, \`teamdoc doctor --verify --remote <remote>\` fetches the damaged object again; without one, \`git update-ref ${ref} ${sound.commit}\` restores the log to that commit (what came after it is lost here).` : "No older commit of the log is sound: fetch the log again from a remote (`teamdoc doctor --verify --remote <remote>`), or clone it anew."
      });
      return false;
    }
    if (error instanceof UsageError) {
      findings.push({ ruleId: "log-ref-foreign", message: error.message, path: ref, hint: error.hint ?? "" });
      return false;
    }
    throw error;
  }
}
async function checkLostHistory(context, options, tip, witness, act, findings) {
  if (tip === void 0) return;
  const candidates = [.../* @__PURE__ */ new Set([...witness ? [witness] : [], ...reflogValues(context.repo.commonDir, context.settings.ref)])];
  const reader = openReader(context);
  let lost;
  try {
    const present = (await reader.readEach(candidates)).map((object) => object !== void 0 && !(object instanceof Error));
    lost = await independentCommits(
      context.cwd,
      await commitsNotIn(
        context.cwd,
        candidates.filter((_, index) => present[index]),
        tip
      )
    );
  } finally {
    await reader.close();
  }
  if (lost.length === 0) return;
  const what = lost.map((commit) => commit.slice(0, 12)).join(", ");
  await act(`merge back history the ref no longer holds (${what}): a union commit, as sync makes, so no entry is lost`, context.settings.ref, async () => {
    const merged = await mergeBack(context, options, tip, lost);
    saveWitness(context.paths.witness, merged);
  });
  if (options.dryRun) {
    findings.push({
      ruleId: "log-rewritten",
      message: `${context.settings.ref} was rewritten: ${what} ${lost.length === 1 ? "is" : "are"} no longer in its history`,
      path: context.settings.ref,
      hint: "Run `teamdoc doctor --verify` without --dry-run: it merges that history back, so every entry either side held is in the log again."
    });
  }
}
async function mergeBack(context, options, tip, lost) {
  const wait = await waitForLock(context.paths.lock, "doctor", Date.now() + options.waitMs);
  if (wait.status !== "acquired")
    throw new TeamdocError(`Could not merge the lost history back: ${wait.status === "timed-out" ? describeLockHolder(wait.holder) : "the log lock is busy"}`);
  const reader = openReader(context);
  try {
    const format = context.settings.objectFormat;
    let tree = parseCommit((await reader.readOne(tip)).content).tree;
    const objects = [];
    for (const commit of lost) {
      const union = await unionTrees(reader, tree, parseCommit((await reader.readOne(commit)).content).tree, format);
      tree = union.tree;
      objects.push(...union.objects);
    }
    const merge = makeCommit(
      {
        tree,
        parents: [tip, ...lost],
        message: `teamdoc log: merge back history the ref lost

Committed-by: ${describeCommitter(options.env)}
`,
        time: currentTime(options.env)
      },
      format
    );
    await writeLooseObjects(join3(context.repo.commonDir, "objects"), [...objects, merge]);
    const update = await compareAndSwapRef(context.cwd, context.settings.ref, merge.id, tip, "teamdoc doctor: merge back lost history");
    if (update.status !== "updated")
      throw new TeamdocError(`Could not merge the lost history back: ${update.detail}`, { hint: "Run teamdoc doctor --verify again." });
    return merge.id;
  } finally {
    await reader.close();
    wait.lock.release();
  }
}
var EVIDENCE = (commit) => `Readers show every entry as first recorded, so nothing is lost; the change stays in the history as evidence. ${commit ? `\`git log -1 --format=fuller ${commit.slice(0, 12)}\` shows who committed it` : "`git log -p` on the log ref shows the change"}, and your git host's push log who pushed it.`;
var REPAIRS = {
  edited: EVIDENCE,
  removed: EVIDENCE,
  "id-reused": EVIDENCE,
  "key-changed": EVIDENCE,
  "foreign-commit": EVIDENCE,
  misplaced: EVIDENCE,
  "foreign-file": (commit) => `It is not an entry, and readers pass it by. ${EVIDENCE(commit)}`,
  unindexed: () => "It was not written by teamdoc (it has no key-index entry): readers show it with that mark. If it is a genuine message, record it again with `teamdoc record`.",
  "id-conflict": (commit) => `One id holds two messages: a forgery merged in, or two clones that used it before a sync. Readers show the copy that was in the log first; both stay in the history (${commit ? `\`git log -1 --format=fuller ${commit.slice(0, 12)}\`` : "`git log` on the log ref"} shows who committed the other). If the other is a genuine message, record it again under a new id.`,
  "recorded-twice": () => "Nothing to do: one message recorded on two clones is shown once.",
  rewritten: () => "Run `teamdoc doctor --verify`: it merges the lost history back.",
  unreadable: () => "It is not a teamdoc entry, or its object cannot be read; readers pass it by and name it."
};

// src/log/sync/unrelated-history.ts
async function unrelatedCopies(context) {
  const { ref } = context.settings;
  const local = await readRef(context.repo.commonDir, ref, context.cwd);
  if (local === void 0) return [];
  const unrelated = [];
  for (const copy of await remoteTrackingCopies(context.cwd, ref)) {
    const tip = await readRef(context.repo.commonDir, copy, context.cwd);
    if (tip === void 0 || tip === local) continue;
    const base = await git(["merge-base", local, tip], { cwd: context.cwd, read: true, allowFailure: true });
    if (base.status === 1) unrelated.push({ copy, tip, local });
  }
  return unrelated;
}
async function mergeUnrelated(context, unrelated, options) {
  const wait = await waitForLock(context.paths.lock, "doctor", Date.now() + options.waitMs);
  if (wait.status !== "acquired") throw new Error(wait.status === "timed-out" ? describeLockHolder(wait.holder) : "the log lock is busy");
  try {
    const { ref, objectFormat } = context.settings;
    const local = await readRef(context.repo.commonDir, ref, context.cwd) ?? zeroId(objectFormat);
    const remote = shortRef(unrelated.copy);
    const merged = await mergeCommit(context, local, unrelated.tip, remote, [], options.env);
    const update = await compareAndSwapRef(context.cwd, ref, merged, local, `teamdoc: merge the unrelated ${remote}`);
    if (update.status !== "updated") throw new Error(update.detail);
    return merged;
  } finally {
    wait.lock.release();
  }
}

// src/log/repair/doctor.ts
async function runDoctor(context, options) {
  const report = { ref: context.settings.ref, dryRun: options.dryRun, verified: options.verify !== void 0, actions: [], findings: [] };
  const act = (message, path, repair) => {
    if (!options.dryRun) repair?.();
    report.actions.push(path === void 0 ? { message } : { message, path });
  };
  checkCheckouts(context, report);
  checkOwnLock(context, report, act);
  checkGitLocks(context, report, act);
  cleanSpool(context, act);
  if (options.moveAside !== void 0) await moveAsideFile(context, options.moveAside, report, options);
  await commitLeftovers(context, report, options, act);
  await joinUnrelatedCopies(context, report, options);
  await listQuarantine(context, report);
  if (options.verify) {
    const actAsync = async (message, path, repair) => {
      if (!options.dryRun) await repair?.();
      report.actions.push(path === void 0 ? { message } : { message, path });
    };
    await verifyLog(
      context,
      { dryRun: options.dryRun, env: options.env, remote: options.verify.remote, onProgress: options.verify.onProgress, waitMs: options.waitMs },
      actAsync,
      report.findings
    );
    if (!options.dryRun && report.findings.some((finding) => finding.ruleId === "spool-blocked")) {
      report.findings = report.findings.filter((finding) => finding.ruleId !== "spool-blocked");
      await commitLeftovers(context, report, options, act);
    }
  } else {
    await checkTip(context, report);
  }
  return report;
}
async function checkTip(context, report) {
  const reader = openReader(context);
  try {
    await readLogTip(context, reader, "read");
  } catch (error) {
    if (!(error instanceof DamagedLogRef)) throw error;
    report.findings.push({ ruleId: "log-ref-damaged", message: error.message, path: context.settings.ref, hint: error.hint ?? "" });
  } finally {
    await reader.close();
  }
}
function checkCheckouts(context, report) {
  for (const checkout of checkoutsOf(context.repo, context.settings.ref)) {
    report.findings.push({
      ruleId: "log-checked-out",
      message: `the log branch ${context.settings.ref} is checked out in ${checkout.worktree}; teamdoc refuses to write while it is`,
      path: checkout.worktree,
      hint: `Switch that worktree to another branch: git -C ${checkout.worktree} switch <branch>`
    });
  }
}
function checkOwnLock(context, report, act) {
  const lockPath = context.paths.lock;
  const state = inspectLock(lockPath);
  if (isStale(state) && state.state !== "free") {
    const who = state.state === "held" ? `pid ${state.owner.pid}, which is no longer running` : "no readable owner";
    act(`remove teamdoc's log lock (held by ${who}, ${seconds(state.ageMs)} old)`, lockPath, () => breakStaleLock(lockPath, state));
  } else if (state.state !== "free") {
    report.findings.push({
      ruleId: "log-lock-held",
      message: describeLockHolder(state),
      path: lockPath,
      hint: "Wait for that teamdoc command to finish; if its host is gone for good, delete the file."
    });
  }
  const breaker = `${lockPath}.break`;
  const breakerAge = fileAgeMs(breaker, fileSystemNow(context.paths.root));
  if (breakerAge !== void 0 && breakerAge > BREAK_LOCK_GRACE_MS) {
    act(`remove a leftover lock-breaking marker (${seconds(breakerAge)} old)`, breaker, () => removeIfPresent(breaker));
  }
}
function checkGitLocks(context, report, act) {
  const refLock = join4(context.repo.commonDir, `${context.settings.ref}.lock`);
  for (const lock of findGitLockFiles(context.repo.commonDir, fileSystemNow(context.repo.commonDir))) {
    if (lock.path === refLock && lock.ageMs > REF_LOCK_GRACE_MS) {
      act(`remove a stale lock on the log ref left by a killed git (${seconds(lock.ageMs)} old)`, lock.path, () => removeIfPresent(lock.path));
      continue;
    }
    report.findings.push({
      ruleId: "git-lock",
      message: `git lock ${lock.name} is present (${seconds(lock.ageMs)} old)`,
      path: lock.path,
      hint: "git cannot tell whether it is in use (an editor opened by git commit holds index.lock); if no git process is running in this repository, delete it."
    });
  }
}
function cleanSpool(context, act) {
  const spool = readSpool(context.paths);
  for (const leftover of spool.leftovers) {
    if (leftover.ageMs <= UNREADABLE_LOCK_GRACE_MS) continue;
    const path = join4(context.paths.spool, leftover.name);
    act(
      `remove a half-written temporary file of a killed writer (${seconds(leftover.ageMs)} old; it was never acknowledged)`,
      path,
      () => removeIfPresent(path)
    );
  }
  for (const bad of spool.bad) {
    act(`move an undecodable spool file to quarantine (${bad.problem})`, join4(context.paths.spool, bad.name), () => {
      quarantineSpoolFile(context.paths, bad.name, `undecodable: ${bad.problem}`);
    });
  }
}
async function commitLeftovers(context, report, options, act) {
  const waiting = readSpool(context.paths).items.length;
  if (waiting === 0) return;
  if (options.dryRun) return act(`commit ${entries(waiting)} waiting in the spool`);
  const blocked = (reason, hint) => report.findings.push({ ruleId: "spool-blocked", message: `${entries(waiting)} wait in the spool: ${reason}`, hint });
  let wait;
  try {
    wait = await waitForLock(context.paths.lock, "doctor", Date.now() + options.waitMs);
  } catch (error) {
    if (!(error instanceof TeamdocError)) throw error;
    return void blocked(error.message, `${error.hint ?? "Fix what blocks the lock."} Then run teamdoc doctor again.`);
  }
  if (wait.status !== "acquired") {
    blocked(wait.status === "timed-out" ? describeLockHolder(wait.holder) : "the log lock is busy", "Run teamdoc doctor again when the lock is free.");
    return;
  }
  try {
    const outcome = await commitSpool(context, {
      deadline: Date.now() + options.waitMs,
      committedBy: describeCommitter(options.env),
      time: currentTime(options.env)
    });
    const committed = [...outcome.settled.values()].filter((settlement) => settlement.status === "new").length;
    if (committed > 0) act(`commit ${entries(committed)} left in the spool${outcome.commit ? ` (commit ${outcome.commit.slice(0, 12)})` : ""}`);
    const already = outcome.settled.size - committed - outcome.quarantined.length;
    if (already > 0) act(`remove ${entries(already)} from the spool that were already in the log`);
    for (const item of outcome.quarantined) act(`move ${item.name} to quarantine: ${item.reason}`, item.path);
  } catch (error) {
    if (!(error instanceof CommitBlocked || error instanceof TeamdocError)) throw error;
    const hint = error instanceof TeamdocError && error.hint ? `${error.hint} Then run teamdoc doctor again.` : "Fix what blocks the commit, then run teamdoc doctor again.";
    blocked(error.message, hint);
  } finally {
    wait.lock.release();
  }
}
async function joinUnrelatedCopies(context, report, options) {
  for (const unrelated of await unrelatedCopies(context)) {
    const what = `merge ${shortRef(unrelated.copy)} into ${shortRef(context.settings.ref)}: their histories share no commit (this clone started a log of its own before it had the team's), so readers saw only one of them`;
    if (options.dryRun) {
      report.actions.push({ message: what });
      continue;
    }
    try {
      const merged = await mergeUnrelated(context, unrelated, options);
      report.actions.push({ message: `${what}; the union of both is commit ${merged.slice(0, 12)} \u2014 run teamdoc sync to share it` });
    } catch (error) {
      report.findings.push({
        ruleId: "log-unrelated",
        message: `${shortRef(unrelated.copy)} and ${shortRef(context.settings.ref)} share no commit, and could not be merged: ${error.message}`,
        hint: "Run teamdoc sync: it merges the two logs and shares the result."
      });
    }
  }
}
async function moveAsideFile(context, path, report, options) {
  if (options.dryRun) return void report.actions.push({ message: `move ${path} aside, then commit the entries that wait in quarantine for its folder` });
  const moved = await moveAside(context, path, { env: options.env, waitMs: options.waitMs });
  report.actions.push({ message: `move ${path} aside to ${moved.aside}, kept in the log (commit ${moved.commit.slice(0, 12)})` });
  if (!moved.outcome) return;
  const committed = [...moved.outcome.settled.values()].filter((settlement) => settlement.status === "new").length;
  if (committed > 0)
    report.actions.push({ message: `commit ${entries(committed)} that waited in quarantine for it (commit ${moved.outcome.commit.slice(0, 12)})` });
  for (const item of moved.outcome.quarantined) report.actions.push({ message: `move ${item.name} to quarantine: ${item.reason}`, path: item.path });
}
async function listQuarantine(context, report) {
  const reader = openReader(context);
  let planted;
  try {
    planted = await plantedFiles(context, reader);
  } finally {
    await reader.close();
  }
  const behindPlanted = new Set(planted.flatMap((file) => file.waiting.map((waiting) => basename(waiting.path))));
  for (const file of planted) {
    report.findings.push({
      ruleId: "log-planted-file",
      message: `${file.path} on ${context.settings.ref} is a file where a folder of the log belongs; ${entries(file.waiting.length)} ${file.waiting.length === 1 ? "waits" : "wait"} in quarantine for that folder`,
      path: file.path,
      hint: `Run \`${moveAsideCommand(file.path)}\`: it moves the file aside in one commit (kept in the log as ${file.path}${ASIDE_SUFFIX}) and commits the waiting entries.`
    });
  }
  let names = [];
  try {
    names = readdirSync2(context.paths.quarantine).filter((name) => !name.endsWith(".reason.txt") && !behindPlanted.has(name));
  } catch {
    return;
  }
  for (const name of names) {
    report.findings.push({
      ruleId: "quarantine",
      message: `quarantined spool file ${name} (the reason is in ${name}.reason.txt beside it)`,
      path: join4(context.paths.quarantine, name),
      hint: "Read it and the reason; record it again under a new id if it should be in the log, then delete both files."
    });
  }
}
function seconds(ms) {
  return ms < 6e4 ? `${(ms / 1e3).toFixed(1)} s` : ms < 72e5 ? `${Math.round(ms / 6e4)} min` : `${Math.round(ms / 36e5)} h`;
}
function entries(count) {
  return plural(count, "entry", "entries");
}

// src/hooks/doctor-findings.ts
import { readdirSync as readdirSync3 } from "node:fs";
import { join as join5 } from "node:path";
var ERRORS_SHOWN = 10;
var ARRIVAL_STUCK_MS = 60 * 60 * 1e3;
function hookFindings(commonDir) {
  const paths = hookStatePaths(commonDir);
  const now = fileSystemNow(paths.root);
  const findings = [];
  const errors = readHookErrors(paths.errors);
  const hint = `Fix the cause, record what is missing with teamdoc record (teamdoc scan shows what the transcripts prove), then delete ${paths.errors}.`;
  if (errors.length > ERRORS_SHOWN) {
    findings.push({ ruleId: "hook-error", message: `${errors.length} hook errors; the latest ${ERRORS_SHOWN} follow`, path: paths.errors, hint });
  }
  for (const error of errors.slice(-ERRORS_SHOWN)) {
    const who = error.session ? ` in session ${error.session}` : "";
    findings.push({ ruleId: "hook-error", message: `${error.time} ${error.event}${who}: ${error.error}`, path: paths.errors, hint: error.hint ?? hint });
  }
  for (const name of listing(paths.pending)) {
    const age = fileAgeMs(join5(paths.pending, name), now);
    if (age === void 0 || age < ARRIVAL_STUCK_MS) continue;
    findings.push({
      ruleId: "hook-arrival-unsettled",
      message: `an arrival noted by session ${name.split(".")[0]} ${Math.round(age / 6e4)} min ago was never tied to its message (the session may have ended before its turn did)`,
      path: join5(paths.pending, name),
      hint: "teamdoc scan shows whether the transcripts prove a delivery; then delete the note."
    });
  }
  for (const name of listing(paths.queued)) {
    const age = fileAgeMs(join5(paths.queued, name), now);
    if (age === void 0 || age < ARRIVAL_STUCK_MS) continue;
    const [thread, , message] = name.slice(0, -".json".length).split(".");
    findings.push({
      ruleId: "hook-queued-unseen",
      message: `message ${message} was queued into Codex thread ${thread} ${Math.round(age / 6e4)} min ago and no turn of it has been seen since`,
      path: join5(paths.queued, name),
      hint: "Either the thread has not run a turn since (codex resume it), or Codex did not run teamdoc\u2019s hook: open codex, type /hooks and trust it. Once it is settled (teamdoc deliver records what you know), delete the note."
    });
  }
  return findings;
}
function listing(directory) {
  try {
    return readdirSync3(directory).filter((name) => name.endsWith(".json") && !name.startsWith("."));
  } catch {
    return [];
  }
}

// src/report/doctor-text.ts
function renderDoctorText(report) {
  const lines = [];
  if (report.actions.length > 0) {
    lines.push(report.dryRun ? "Would do (dry run, nothing changed):" : "Done:");
    for (const action of report.actions) lines.push(`  - ${terminalSafeLine(action.message)}${action.path ? `
    ${terminalSafeLine(action.path)}` : ""}`);
  }
  if (report.findings.length > 0) {
    lines.push("Needs a look:");
    for (const finding of report.findings) {
      lines.push(`  - ${terminalSafeLine(finding.message)} [${finding.ruleId}]`, `    hint: ${terminalSafeLine(finding.hint)}`);
    }
  }
  if (lines.length === 0) {
    lines.push(
      report.verified ? `The log ${report.ref} is sound: every entry and every object it needs reads whole, its history only adds, no stale locks, nothing waiting in the spool.` : `Nothing to repair in ${report.ref}: no stale locks, nothing waiting in the spool. (\`teamdoc doctor --verify\` also checks every entry and object.)`
    );
  }
  return `${lines.join("\n")}
`;
}
function renderDoctorJson(report) {
  return `${JSON.stringify(report, null, 2)}
`;
}

// src/commands/doctor.ts
var DOCTOR_WAIT_MS = 1e4;
var RENDERERS = { text: renderDoctorText, json: renderDoctorJson };
async function run(_operands, options, io) {
  if (options.remote !== void 0 && !options.verify)
    throw new UsageError("--remote needs --verify", { hint: "teamdoc doctor --verify --remote <remote> fetches lost objects from that remote." });
  const repo = await locateRepo(io.cwd);
  const context = await openLog(repo, { ref: options.ref }, io.env);
  const progress = options.verify && io.stderr.isTTY ? transferProgress(io.stderr, redactSecrets(options.remote ?? "origin").text) : void 0;
  const verify = options.verify ? { remote: options.remote, onProgress: progress?.onProgress } : void 0;
  let report;
  try {
    report = await runDoctor(context, {
      dryRun: options.dryRun === true,
      env: io.env,
      waitMs: DOCTOR_WAIT_MS,
      ...verify ? { verify } : {},
      ...options.moveAside === void 0 ? {} : { moveAside: options.moveAside }
    });
  } finally {
    progress?.done();
  }
  report.findings.push(...hookFindings(repo.commonDir));
  io.stdout.write(RENDERERS[options.format](report));
  const needsAttention = report.findings.length > 0 || report.dryRun && report.actions.length > 0;
  return needsAttention ? 1 : 0;
}
export {
  run
};
