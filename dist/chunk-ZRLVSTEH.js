import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  DamagedLogRef,
  EntryDecodeError,
  KEYS_DIR,
  LOG_MARKER,
  MESSAGES_DIR,
  decodeEntry,
  ensureDirectory,
  entryPath,
  idKey,
  keyPath,
  listTree,
  mergeOwnChanges,
  nativeKey,
  parseCommit,
  readLogTip,
  readRef,
  refuseUnmarkedTip,
  tipTreeEntries
} from "./chunk-3EQMZZWS.js";
import {
  DamagedObject,
  ObjectReader,
  openReader
} from "./chunk-ZM5PFCRO.js";
import {
  git
} from "./chunk-U5OUMOEA.js";
import {
  GitError
} from "./chunk-ATHXWNGJ.js";

// src/git/commit-changes.ts
var LOG_OPTIONS = [
  "--no-show-signature",
  "--no-color",
  "--no-renames",
  "--no-abbrev",
  "--raw",
  "-z",
  "--root",
  "--reverse",
  "--topo-order",
  "--diff-merges=off",
  "--format=%x1e%H %P"
];
async function commitChanges(cwd, tips, exclude = []) {
  const { stdout } = await git(["log", ...LOG_OPTIONS, ...tips, ...exclude.map((id) => `^${id}`), "--"], { cwd, read: true });
  return parseCommitChanges(stdout.toString("utf8"));
}
function parseCommitChanges(output) {
  const commits = [];
  for (const record of output.split("")) {
    if (record === "") continue;
    const fields = record.split("\0");
    const [commit, ...parents] = fields[0].trim().split(" ");
    const changes = [];
    for (let index = 1; index + 1 < fields.length; index += 2) {
      const meta = fields[index].replace(/^\n/, "");
      if (!meta.startsWith(":")) break;
      const [modeBefore, modeAfter, before, after, status] = meta.slice(1).split(" ");
      const change = { status: (status ?? "M")[0], path: fields[index + 1], mode: status === "D" ? modeBefore : modeAfter };
      if (!/^0+$/.test(before ?? "0")) change.before = before;
      if (!/^0+$/.test(after ?? "0")) change.after = after;
      changes.push(change);
    }
    commits.push({ commit, parents: parents.filter((parent) => parent !== ""), changes });
  }
  return commits;
}

// src/git/recent-commits.ts
var LIMIT = 32;
async function straightCommitsSince(reader, base, tip) {
  try {
    const line = [];
    for (let at = tip; at !== base; ) {
      const commit = line.length < LIMIT ? await treeAndParents(reader, at) : void 0;
      if (commit?.parents.length !== 1) return void 0;
      line.push({ commit: at, tree: commit.tree, parent: commit.parents[0] });
      at = commit.parents[0];
    }
    const baseTree = line.length === 0 ? void 0 : (await treeAndParents(reader, base))?.tree;
    if (line.length > 0 && baseTree === void 0) return void 0;
    return await Promise.all(
      line.reverse().map(async ({ commit, tree, parent }, index, oldestFirst) => ({
        commit,
        parents: [parent],
        changes: await mergeOwnChanges(reader, tree, [index === 0 ? baseTree : oldestFirst[index - 1].tree])
      }))
    );
  } catch {
    return void 0;
  }
}
async function treeAndParents(reader, id) {
  const object = await reader.readOne(id);
  return object?.type === "commit" ? parseCommit(object.content) : void 0;
}

// src/git/history.ts
import { readFileSync } from "node:fs";
import { join } from "node:path";
async function isAncestor(cwd, ancestor, descendant) {
  const args = ["merge-base", "--is-ancestor", ancestor, descendant];
  const result = await git(args, { cwd, read: true, allowFailure: true });
  if (result.status === 0) return true;
  if (result.status === 1) return false;
  throw new GitError(args, result.status, result.stderr);
}
function reflogValues(commonDir, ref) {
  let text;
  try {
    text = readFileSync(join(commonDir, "logs", ref), "utf8");
  } catch {
    return [];
  }
  const values = /* @__PURE__ */ new Set();
  for (const line of text.split("\n").reverse()) {
    const [before, after] = line.split(" ");
    for (const id of [after, before]) if (id !== void 0 && OBJECT_ID.test(id) && !/^0+$/.test(id)) values.add(id);
  }
  return [...values];
}
var OBJECT_ID = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
async function commitsNotIn(cwd, commits, tip) {
  if (commits.length === 0) return [];
  const result = await git(["rev-list", ...commits, `^${tip}`, "--"], { cwd, read: true, allowFailure: true });
  if (result.status !== 0) return [];
  const outside = new Set(
    result.stdout.toString("utf8").split("\n").filter((line) => line !== "")
  );
  return commits.filter((commit) => outside.has(commit));
}
async function independentCommits(cwd, commits) {
  if (commits.length < 2) return [...commits];
  const result = await git(["merge-base", "--independent", ...commits], { cwd, read: true, allowFailure: true });
  if (result.status !== 0) return [...commits];
  const tips = new Set(
    result.stdout.toString("utf8").split("\n").filter((line) => line !== "")
  );
  return commits.filter((commit) => tips.has(commit));
}

// src/log/read/fold.ts
var NO_DELIVERY = Object.freeze({ state: "unknown", history: Object.freeze([]) });
var FoldedLog = class {
  index;
  /** One JSON object per message, in the order of index.ids, without delivery and alsoRecordedAs. */
  lines;
  constructor(index, lines) {
    this.index = index ?? { ids: [], times: [], deliveries: {}, aliases: {}, alsoRecordedAs: {}, natives: {}, orphans: [], duplicates: [], integrity: {} };
    this.lines = lines ?? [];
  }
  get size() {
    return this.lines.length;
  }
  /** Adds new entries; what was folded before is not re-read. */
  add(entries) {
    if (entries.length === 0) return;
    const sorted = [...entries].sort((a, b) => compare(a.entry, b.entry));
    const known = new Set(this.index.ids);
    let outOfOrder = false;
    for (const { path, entry } of sorted) {
      if (entry.entry !== "message") continue;
      if (known.has(entry.id)) {
        this.index.duplicates.push({ path, id: entry.id });
        continue;
      }
      known.add(entry.id);
      outOfOrder = this.addMessage(path, entry) || outOfOrder;
    }
    if (outOfOrder) this.sortLines();
    const events = [...this.index.orphans, ...sorted.flatMap(({ path, entry }) => entry.entry === "delivery" ? [{ path, event: entry }] : [])];
    this.index.orphans = [];
    const shown = events.length === 0 ? /* @__PURE__ */ new Set() : new Set(this.index.ids);
    for (const item of events) {
      const id = this.index.aliases[item.event.message] ?? (shown.has(item.event.message) ? item.event.message : void 0);
      if (id === void 0) {
        this.index.orphans.push(item);
        continue;
      }
      const { entry: _type, message: _about, ...event } = item.event;
      const history = this.index.deliveries[id] ??= [];
      history.push(event);
      if (history.length > 1 && compare(history[history.length - 2], event) > 0) history.sort(compare);
    }
  }
  /**
   * Attaches integrity notes to the messages they concern: a note about a
   * delivery event goes to its message.
   */
  addNotes(notes) {
    if (notes.length === 0) return;
    const shown = new Set(this.index.ids);
    const messageOfEvent = /* @__PURE__ */ new Map();
    for (const [message, events] of Object.entries(this.index.deliveries)) for (const event of events) messageOfEvent.set(event.id.toLowerCase(), message);
    const byLowerId = new Map(this.index.ids.map((id) => [id.toLowerCase(), id]));
    for (const { id, note } of notes) {
      const target = this.index.aliases[id] ?? (shown.has(id) ? id : byLowerId.get(id.toLowerCase()) ?? messageOfEvent.get(id.toLowerCase()));
      if (target === void 0) continue;
      const list = this.index.integrity[target] ??= [];
      if (!list.some((existing) => existing.path === note.path && existing.problem === note.problem && existing.commit === note.commit)) list.push(note);
    }
  }
  /** Every id the log holds as a message or an event, case-folded: what a new file may not claim again. */
  knownIds() {
    const known = new Set(this.index.ids.map((id) => id.toLowerCase()));
    for (const alias of Object.keys(this.index.aliases)) known.add(alias.toLowerCase());
    for (const events of Object.values(this.index.deliveries)) for (const event of events) known.add(event.id.toLowerCase());
    for (const orphan of this.index.orphans) known.add(orphan.event.id.toLowerCase());
    return known;
  }
  deliveryOf(id) {
    const history = this.index.deliveries[id] ?? [];
    const latest = history[history.length - 1];
    return latest ? { state: latest.state, since: latest.time, history } : { state: "unknown", history };
  }
  /** Every message as JSON, in order: `[{…},{…}]`, without parsing a single one. */
  messagesJson() {
    return `[${this.lines.map((line, position) => this.complete(line, this.index.ids[position])).join(",")}]`;
  }
  messages() {
    return this.lines.map((_, position) => this.messageAt(position));
  }
  /** The message at `position` in time order, parsed alone. */
  messageAt(position) {
    const id = this.index.ids[position];
    const message = JSON.parse(this.lines[position]);
    message.delivery = this.index.deliveries[id] === void 0 ? NO_DELIVERY : this.deliveryOf(id);
    const aliases = this.index.alsoRecordedAs[id];
    if (aliases) message.alsoRecordedAs = aliases;
    const notes = this.index.integrity[id];
    if (notes) message.integrity = notes;
    return message;
  }
  /** A message line with its delivery (aliases, integrity notes) spliced in before the closing brace. */
  complete(line, id) {
    const aliases = this.index.alsoRecordedAs[id];
    const notes = this.index.integrity[id];
    return `${line.slice(0, -1)},"delivery":${JSON.stringify(this.deliveryOf(id))}${aliases ? `,"alsoRecordedAs":${JSON.stringify(aliases)}` : ""}${notes ? `,"integrity":${JSON.stringify(notes)}` : ""}}`;
  }
  /** Returns whether the message landed out of time order. */
  addMessage(path, entry) {
    const { entry: _type, ...fields } = entry;
    const line = JSON.stringify({ ...fields, path });
    const key = entry.nativeId === void 0 ? void 0 : nativeKey(entry.nativeRuntime, entry.nativeId);
    const twin = key === void 0 ? void 0 : this.index.natives[key];
    if (twin !== void 0) return this.addTwin(twin, entry, line, key);
    if (key !== void 0) this.index.natives[key] = entry.id;
    const { ids, times } = this.index;
    const last = ids.length - 1;
    const outOfOrder = last >= 0 && compare({ time: times[last], id: ids[last] }, entry) > 0;
    ids.push(entry.id);
    times.push(entry.time);
    this.lines.push(line);
    return outOfOrder;
  }
  /** Keeps the earlier of two records of one runtime message; the other id becomes an alias. */
  addTwin(shownId, entry, line, key) {
    const index = this.index;
    const position = index.ids.indexOf(shownId);
    if (compare({ time: index.times[position], id: shownId }, entry) < 0) {
      (index.alsoRecordedAs[shownId] ??= []).push(entry.id);
      index.aliases[entry.id] = shownId;
      return false;
    }
    const aliases = [shownId, ...index.alsoRecordedAs[shownId] ?? []];
    delete index.alsoRecordedAs[shownId];
    index.alsoRecordedAs[entry.id] = aliases;
    for (const alias of aliases) index.aliases[alias] = entry.id;
    for (const byId of [index.deliveries, index.integrity]) {
      if (byId[shownId] === void 0) continue;
      byId[entry.id] = byId[shownId];
      delete byId[shownId];
    }
    index.natives[key] = entry.id;
    index.ids[position] = entry.id;
    index.times[position] = entry.time;
    this.lines[position] = line;
    return true;
  }
  sortLines() {
    const { ids, times } = this.index;
    const order = ids.map((_, position) => position).sort((a, b) => compare({ time: times[a], id: ids[a] }, { time: times[b], id: ids[b] }));
    const lines = order.map((position) => this.lines[position]);
    const sortedIds = order.map((position) => ids[position]);
    const sortedTimes = order.map((position) => times[position]);
    order.forEach((_, position) => {
      this.lines[position] = lines[position];
      ids[position] = sortedIds[position];
      times[position] = sortedTimes[position];
    });
  }
};
function compare(a, b) {
  return a.time < b.time ? -1 : a.time > b.time ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

// src/log/read/integrity.ts
var ENTRY_PATH = new RegExp(`^${MESSAGES_DIR}/\\d{4}/\\d{2}/\\d{2}/([^/]+)\\.md$`);
var LAYOUT_FILES = /* @__PURE__ */ new Set(["README.md", ".gitattributes"]);
function idOfEntryPath(path) {
  return ENTRY_PATH.exec(path)?.[1];
}
var ASIDE_SUFFIX = ".aside";
function scanHistory(steps) {
  const scan = { additions: [], notes: [], problems: [] };
  for (const step of steps) {
    const short = step.commit.slice(0, 12);
    const aside = movedAside(step);
    const keysAdded = new Map(
      step.changes.filter((change) => change.status === "A" && change.path.startsWith(`${KEYS_DIR}/`)).map((change) => [change.path, change.after])
    );
    const rewrites = step.changes.some((change) => change.status !== "A");
    const foreignCommit = step.merge ? step.changes.length > 0 : rewrites || step.changes.some((change) => !inLayout(change.path));
    for (const change of step.changes) {
      if (aside.has(change)) continue;
      const id = idOfEntryPath(change.path);
      const note = (problem, detail) => {
        const item = { problem, path: change.path, commit: step.commit, detail };
        if (id !== void 0) scan.notes.push({ id, note: item });
        scan.problems.push({ path: change.path, message: detail, kind: problem, ...id === void 0 ? {} : { id }, commit: step.commit });
      };
      if (change.status === "A" && id !== void 0 && change.after !== void 0 && !isSubtree(change)) {
        scan.additions.push({
          commit: step.commit,
          path: change.path,
          blob: change.after,
          fileId: id,
          indexed: keysAdded.get(keyPath(idKey(id))) === change.after,
          foreignCommit
        });
      } else if (id !== void 0 || change.path.startsWith(`${MESSAGES_DIR}/`)) {
        if (change.status === "A") note("foreign-file", `added by commit ${short} where only entry files belong`);
        else if (change.status === "D") note("removed", `removed by commit ${short} after it was recorded; the original is shown from the history`);
        else note("edited", `changed by commit ${short} after it was recorded; the original is shown`);
      } else if (change.path.startsWith(`${KEYS_DIR}/`)) {
        if (change.status !== "A")
          note("key-changed", `this key-index entry was ${change.status === "D" ? "removed" : "changed"} by commit ${short}; teamdoc only ever adds keys`);
      } else if (LAYOUT_FILES.has(change.path)) {
        if (change.status !== "A")
          note("foreign-file", `${change.status === "D" ? "removed" : "changed"} by commit ${short}; teamdoc writes it once, with the first entry`);
      } else {
        note(
          "foreign-file",
          `${change.status === "D" ? "removed" : change.status === "A" ? "added" : "changed"} by commit ${short}: a file outside the log's layout`
        );
      }
    }
  }
  return scan;
}
function movedAside(step) {
  const moved = /* @__PURE__ */ new Set();
  if (step.merge) return moved;
  for (const removed of step.changes) {
    if (removed.status !== "D" || !removed.path.startsWith(`${MESSAGES_DIR}/`) || idOfEntryPath(removed.path) !== void 0) continue;
    const kept = step.changes.find(
      (change) => change.status === "A" && change.after === removed.before && change.path.startsWith(`${removed.path}${ASIDE_SUFFIX}`) && /^(-\d+)?$/.test(change.path.slice(removed.path.length + ASIDE_SUFFIX.length))
    );
    if (kept) moved.add(removed).add(kept);
  }
  return moved;
}
function inLayout(path) {
  return idOfEntryPath(path) !== void 0 || path.startsWith(`${KEYS_DIR}/`) || LAYOUT_FILES.has(path);
}
function isSubtree(change) {
  return change.mode === "040000" || change.mode === "160000";
}
async function chooseEntries(additions, order) {
  const chosen = { shown: [], notes: [], problems: [] };
  const byId = /* @__PURE__ */ new Map();
  for (const addition of additions) {
    const key = idKey(addition.fileId);
    const group = byId.get(key);
    if (group) group.push(addition);
    else byId.set(key, [addition]);
  }
  for (const group of byId.values()) {
    const winner = pick(group, order);
    for (const addition of group) {
      if (addition === winner) continue;
      const id = winner.entry?.entry === "delivery" ? winner.entry.message : winner.fileId;
      const note = await demotion(addition, winner, order);
      chosen.notes.push({ id, note });
      chosen.problems.push({ path: addition.path, message: note.detail, kind: note.problem, id: winner.fileId, commit: addition.commit });
    }
    if (winner.unreadable) {
      chosen.problems.push({
        path: winner.path,
        message: winner.unreadable.message,
        kind: "unreadable",
        id: winner.fileId,
        ...winner.unreadable.line === void 0 ? {} : { line: winner.unreadable.line }
      });
      continue;
    }
    const entry = winner.entry;
    chosen.shown.push({ path: winner.path, entry });
    const about = entry.entry === "delivery" ? entry.message : entry.id;
    const own = (problem, detail) => {
      chosen.notes.push({ id: about, note: { problem, path: winner.path, commit: winner.commit, detail } });
      chosen.problems.push({ path: winner.path, message: detail, kind: problem, id: entry.id, commit: winner.commit });
    };
    const short = winner.commit.slice(0, 12);
    if (!winner.indexed) own("unindexed", `added by commit ${short} without its key-index entry: not written by teamdoc`);
    if (winner.foreignCommit) own("foreign-commit", `added by commit ${short}, which also changed, removed or merged in other content: not a teamdoc append`);
    if (entryPath(entry) !== winner.path) own("misplaced", `its folder does not match its time ${entry.time} (teamdoc would store it at ${entryPath(entry)})`);
  }
  return chosen;
}
function pick(group, order) {
  let best = group[0];
  for (const candidate of group.slice(1)) {
    const rank = trustRank(candidate) - trustRank(best);
    if (rank > 0 || rank === 0 && order.place(candidate.commit) < order.place(best.commit)) best = candidate;
  }
  return best;
}
function trustRank(addition) {
  return (addition.unreadable ? 0 : 4) + (addition.indexed ? 2 : 0) + (addition.foreignCommit ? 0 : 1);
}
async function concurrent(a, b, order) {
  if (a.commit === b.commit) return false;
  return !await order.precedes(a.commit, b.commit) && !await order.precedes(b.commit, a.commit);
}
async function demotion(other, winner, order) {
  const at = { path: other.path, commit: other.commit };
  const short = other.commit.slice(0, 12);
  if (winner.unreadable)
    return {
      ...at,
      problem: "id-reused",
      detail: `claims the id ${winner.fileId}, held by ${winner.path}, which cannot be read; it is not shown in its place`
    };
  if (await concurrent(other, winner, order)) {
    const same = other.entry !== void 0 && sameContent(other.entry, winner.entry);
    return same ? {
      ...at,
      problem: "recorded-twice",
      detail: `the id ${winner.fileId} was recorded on two clones before they synced, with the same content; ${winner.path} is shown`
    } : {
      ...at,
      problem: "id-conflict",
      detail: `claims the id ${winner.fileId} for different content on another line of history (commit ${short}: a forgery merged in, or a second clone that used the id before a sync); the copy of commit ${winner.commit.slice(0, 12)} at ${winner.path}, in the log first, is shown and this one is not`
    };
  }
  if (trustRank(other) < trustRank(winner) && await order.precedes(other.commit, winner.commit)) {
    return {
      ...at,
      problem: other.indexed ? "foreign-commit" : "unindexed",
      detail: `claimed the id ${winner.fileId} first (commit ${short}) but ${other.indexed ? "came with a foreign commit" : "has no key-index entry"}; ${winner.path}, written by teamdoc, is shown`
    };
  }
  return {
    ...at,
    problem: "id-reused",
    detail: `reuses the id ${winner.fileId} of ${winner.path} (added by commit ${short}, after the original); it is not shown`
  };
}
function sameContent(a, b) {
  if (a.entry === "message" && b.entry === "message") return a.body === b.body;
  if (a.entry === "delivery" && b.entry === "delivery") return a.message === b.message && a.state === b.state;
  return false;
}

// src/log/read/history-steps.ts
async function historySteps(reader, commits) {
  return Promise.all(
    commits.map(async (commit) => {
      if (commit.parents.length < 2) return { ...commit, merge: false };
      const [own, ...parents] = await Promise.all([commit.commit, ...commit.parents].map((id) => treeOf(reader, id)));
      const changes = own === void 0 ? [] : await mergeOwnChanges(
        reader,
        own,
        parents.filter((tree) => tree !== void 0)
      );
      return { ...commit, changes, merge: true };
    })
  );
}
async function treeOf(reader, commit) {
  const object = await reader.readOne(commit).catch(() => void 0);
  return object?.type === "commit" ? parseCommit(object.content).tree : void 0;
}
function historyOrder(commits) {
  const parents = new Map(commits.map((commit) => [commit.commit, commit.parents]));
  let places;
  return {
    place: (commit) => (places ??= firstParentFirst(commits, parents)).get(commit) ?? -1,
    precedes: async (ancestor, descendant) => {
      const seen = /* @__PURE__ */ new Set();
      const queue = [...parents.get(descendant) ?? []];
      while (queue.length > 0) {
        const next = queue.pop();
        if (next === ancestor) return true;
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(...parents.get(next) ?? []);
      }
      return false;
    }
  };
}
function firstParentFirst(commits, parents) {
  const hasChild = new Set(commits.flatMap((commit) => commit.parents));
  const heads = commits.filter((commit) => !hasChild.has(commit.commit)).map((commit) => commit.commit).reverse();
  const places = /* @__PURE__ */ new Map();
  const entered = /* @__PURE__ */ new Set();
  for (const head of heads) {
    const stack = [{ commit: head, next: 0 }];
    entered.add(head);
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      const parent = parents.get(top.commit)?.[top.next++];
      if (parent === void 0) {
        stack.pop();
        places.set(top.commit, places.size);
      } else if (parents.has(parent) && !entered.has(parent)) {
        entered.add(parent);
        stack.push({ commit: parent, next: 0 });
      }
    }
  }
  return places;
}

// src/log/read/witness.ts
import { randomBytes } from "node:crypto";
import { readFileSync as readFileSync2, renameSync, writeFileSync } from "node:fs";
import { dirname, join as join2 } from "node:path";
var OBJECT_ID2 = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
function loadWitness(path) {
  try {
    const tip = readFileSync2(path, "utf8").trim();
    return OBJECT_ID2.test(tip) ? tip : void 0;
  } catch {
    return void 0;
  }
}
function saveWitness(path, tip) {
  try {
    ensureDirectory(dirname(path));
    const temporary = join2(dirname(path), `.tmp-witness-${process.pid}-${randomBytes(4).toString("hex")}`);
    writeFileSync(temporary, `${tip}
`);
    renameSync(temporary, path);
  } catch {
  }
}

// src/log/read/sound-commit.ts
async function nearestSoundCommit(context, reader, damaged) {
  const tip = damaged === void 0 ? void 0 : await reader.readOne(damaged).catch(() => void 0);
  const parents = tip?.type === "commit" ? parseCommit(tip.content).parents : [];
  const witness = loadWitness(context.paths.witness);
  const candidates = [
    ...parents.map((commit) => ({ commit, found: "its parent" })),
    ...reflogValues(context.repo.commonDir, context.settings.ref).map((commit) => ({ commit, found: "its reflog" })),
    ...witness === void 0 ? [] : [{ commit: witness, found: "this clone\u2019s last verified read" }]
  ];
  for (const candidate of candidates) {
    if (candidate.commit !== damaged && await isSoundLog(reader, candidate.commit)) return candidate;
  }
  return void 0;
}
async function isSoundLog(reader, id) {
  try {
    const commit = await reader.readOne(id);
    if (commit?.type !== "commit") return false;
    const entries = await reader.treeEntries(parseCommit(commit.content).tree);
    const readme = entries?.find((entry) => entry.name === "README.md");
    const marker = readme && await reader.readOne(readme.id);
    return marker?.content.toString("utf8").startsWith(LOG_MARKER) === true;
  } catch {
    return false;
  }
}

// src/log/read/read-cache.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import { readFileSync as readFileSync3, renameSync as renameSync2, writeFileSync as writeFileSync2 } from "node:fs";
import { dirname as dirname2, join as join3 } from "node:path";
var CACHE_FORMAT = 6;
function loadReadCache(path, ref) {
  try {
    const text = readFileSync3(path, "utf8");
    const newline = text.indexOf("\n");
    const head = JSON.parse(newline < 0 ? text : text.slice(0, newline));
    if (head.format !== CACHE_FORMAT || head.ref !== ref || typeof head.tip !== "string" || !head.index || !Array.isArray(head.problems)) return void 0;
    const lines = newline < 0 || newline === text.length - 1 ? [] : text.slice(newline + 1).split("\n");
    if (lines.length !== head.index.ids.length) return void 0;
    return { ref, tip: head.tip, witness: head.witness, log: new FoldedLog(head.index, lines), problems: head.problems };
  } catch {
    return void 0;
  }
}
function saveReadCache(path, cache) {
  try {
    ensureDirectory(dirname2(path));
    const head = { format: CACHE_FORMAT, ref: cache.ref, tip: cache.tip, witness: cache.witness, problems: cache.problems, index: cache.log.index };
    const temporary = join3(dirname2(path), `.tmp-cache-${process.pid}-${randomBytes2(4).toString("hex")}`);
    writeFileSync2(temporary, [JSON.stringify(head), ...cache.log.lines].join("\n"));
    renameSync2(temporary, path);
  } catch {
  }
}

// src/log/read/read.ts
async function readLogContents(context, options = {}) {
  const readers = { trees: openReader(context), blobs: new ObjectReader(context.cwd, { format: context.settings.objectFormat }) };
  try {
    return await read(context, readers, options.fresh === true);
  } finally {
    await Promise.all([readers.trees.close(), readers.blobs.close()]);
  }
}
var FEW_BLOBS = 16;
function readerFor(readers, additions) {
  return additions.length <= FEW_BLOBS ? readers.trees : readers.blobs;
}
async function read(context, readers, fresh) {
  let tipObject;
  try {
    tipObject = await readLogTip(context, readers.trees, "read");
    if (tipObject) await tipTreeEntries(context, readers.trees, tipObject);
  } catch (error) {
    if (!(error instanceof DamagedLogRef)) throw error;
    return fromNearestSound(context, readers, error);
  }
  const witness = loadWitness(context.paths.witness);
  if (tipObject === void 0 && witness === void 0) return { tip: void 0, log: new FoldedLog(), problems: [] };
  if (tipObject) await refuseUnmarkedTip(context, readers.trees, tipObject);
  const tip = tipObject?.id;
  const cached = fresh ? void 0 : loadReadCache(context.paths.cache, context.settings.ref);
  if (cached && cached.tip === tip && cached.witness === witness) return contentsOf(cached);
  const extended = cached && tip !== void 0 && cached.witness === witness ? await extend(context, readers, cached, tip) : void 0;
  const cache = extended ?? await rebuild(context, readers, tip, witness);
  if (tip !== void 0 && cache.witness === tip) saveWitness(context.paths.witness, tip);
  if (tip !== void 0) saveReadCache(context.paths.cache, cache);
  return contentsOf(cache);
}
function contentsOf(cache) {
  const { orphans, duplicates } = cache.log.index;
  const problems = [
    ...cache.problems,
    ...orphans.map(({ path, event }) => ({ path, message: `delivery event ${event.id} is about message ${event.message}, which is not in the log` })),
    ...duplicates.map(({ path, id }) => ({ path, message: `a second entry with id ${id}; the earlier one is shown` }))
  ];
  return { tip: cache.tip || void 0, log: cache.log, problems };
}
async function extend(context, readers, cache, tip) {
  const commits = await straightCommitsSince(readers.trees, cache.tip, tip) ?? await commitsSinceByGit(context, cache.tip, tip);
  if (!commits) return void 0;
  const scan = scanHistory(await historySteps(readers.trees, commits));
  const known = cache.log.knownIds();
  if (scan.additions.some((addition) => known.has(addition.fileId.toLowerCase()))) return void 0;
  const chosen = await chooseEntries(await readAdditions(readerFor(readers, scan.additions), scan.additions), historyOrder(commits));
  cache.log.add(chosen.shown);
  cache.log.addNotes([...scan.notes, ...chosen.notes]);
  return { ...cache, tip, witness: tip, problems: [...cache.problems, ...scan.problems, ...chosen.problems] };
}
async function commitsSinceByGit(context, base, tip) {
  const [descends, commits] = await Promise.all([
    isAncestor(context.cwd, base, tip).catch(() => false),
    commitChanges(context.cwd, [tip], [base]).catch(() => void 0)
  ]);
  return descends ? commits : void 0;
}
async function rebuild(context, readers, tip, witness) {
  const ref = context.settings.ref;
  const fresh = { ref, tip: tip ?? "", witness: tip, log: new FoldedLog(), problems: [] };
  let commits = [];
  if (tip !== void 0) {
    try {
      commits = await commitChanges(context.cwd, [tip]);
    } catch (error) {
      if (!(error instanceof GitError)) throw error;
      return fromTipAlone(context, readers, tip, error, fresh);
    }
  }
  const scan = scanHistory(await historySteps(readers.trees, commits));
  const chosen = await chooseEntries(await readAdditions(readers.blobs, scan.additions), historyOrder(commits));
  const notes = [...scan.notes, ...chosen.notes];
  const problems = [...scan.problems, ...chosen.problems];
  const shown = [...chosen.shown];
  const rewritten = witness !== void 0 && witness !== tip && !(tip !== void 0 && await isAncestor(context.cwd, witness, tip).catch(() => false));
  if (rewritten) {
    const dropped = await droppedHistory(context, readers, witness, tip, new Set(chosen.shown.map(({ entry }) => entry.id.toLowerCase())));
    fresh.witness = dropped.kept ? witness : tip;
    shown.push(...dropped.shown);
    notes.push(...dropped.notes);
    problems.push({ path: ref, kind: "rewritten", message: dropped.message });
  }
  fresh.log.add(shown);
  fresh.log.addNotes(notes);
  fresh.problems = problems;
  return fresh;
}
async function droppedHistory(context, readers, witness, tip, shownIds) {
  const short = witness.slice(0, 12);
  let commits;
  try {
    commits = await commitChanges(context.cwd, [witness], tip === void 0 ? [] : [tip]);
  } catch {
    return {
      shown: [],
      notes: [],
      kept: false,
      message: `rewritten since this clone last read it: commit ${short} is no longer in its history, and its objects are gone from this repository`
    };
  }
  const scan = scanHistory(await historySteps(readers.trees, commits));
  const chosen = await chooseEntries(await readAdditions(readers.blobs, scan.additions), historyOrder(commits));
  const shown = chosen.shown.filter(({ entry }) => !shownIds.has(entry.id.toLowerCase()));
  const detail = `not in the log's history any more: the ref was rewritten after this clone read it at commit ${short}, which still holds this entry`;
  const notes = shown.map(({ path, entry }) => ({
    id: entry.entry === "delivery" ? entry.message : entry.id,
    note: { problem: "rewritten", path, commit: witness, detail }
  }));
  const count = shown.length === 1 ? "1 entry" : `${shown.length} entries`;
  return {
    shown,
    notes,
    kept: true,
    message: `rewritten since this clone last read it: commit ${short} is no longer in its history; ${count} only it holds ${shown.length === 1 ? "is" : "are"} shown from it (\`teamdoc doctor --verify\` merges it back)`
  };
}
async function fromNearestSound(context, readers, damage) {
  const damaged = await readRef(context.repo.commonDir, context.settings.ref, context.cwd).catch(() => void 0);
  const sound = await nearestSoundCommit(context, readers.trees, damaged);
  if (!sound) throw damage;
  const contents = contentsOf(await rebuild(context, readers, sound.commit, void 0));
  const problem = {
    path: context.settings.ref,
    kind: "unreadable",
    ...damaged === void 0 ? {} : { commit: damaged },
    message: `${damage.message}; shown as of commit ${sound.commit.slice(0, 12)} (${sound.found}), its nearest sound commit, without what came after it (\`teamdoc doctor --verify\` fetches the damaged object again from a remote that has the log)`
  };
  return { ...contents, problems: [problem, ...contents.problems] };
}
async function fromTipAlone(context, readers, tip, error, fresh) {
  const tipCommit = await readers.trees.readOne(tip);
  const listing = await listTree(readers.trees, parseCommit(tipCommit.content).tree, MESSAGES_DIR);
  const additions = listing.files.flatMap((file) => {
    const fileId = idOfEntryPath(file.path);
    return fileId === void 0 ? [] : [{ commit: tip, path: file.path, blob: file.id, fileId, indexed: true, foreignCommit: false }];
  });
  const chosen = await chooseEntries(await readAdditions(readers.blobs, additions), { precedes: async () => true, place: () => 0 });
  fresh.witness = void 0;
  fresh.log.add(chosen.shown);
  fresh.problems = [
    {
      path: context.settings.ref,
      kind: "unreadable",
      message: `its history cannot be read (${error.message}); the entries are read from its tip alone, without checking what changed them`
    },
    ...listing.lost.map((lost) => ({ path: lost.path, kind: "unreadable", message: `the entries below this folder cannot be read: ${lost.problem}` })),
    ...chosen.problems
  ];
  return fresh;
}
async function readAdditions(reader, additions) {
  return Promise.all(
    additions.map(
      (addition) => reader.readOne(addition.blob).then(
        (object) => checkedAddition(addition, object),
        (error) => {
          if (!(error instanceof DamagedObject)) throw error;
          return {
            ...addition,
            unreadable: { damaged: true, message: `${error.message}; its entry cannot be shown (\`teamdoc doctor --verify\` says how to restore it)` }
          };
        }
      )
    )
  );
}
function checkedAddition(addition, object) {
  if (!object)
    return {
      ...addition,
      unreadable: {
        damaged: true,
        message: `its object ${addition.blob} is missing from this repository; its entry cannot be shown (\`teamdoc doctor --verify\` says how to restore it)`
      }
    };
  try {
    const entry = decodeEntry(object.content);
    if (entry.id !== addition.fileId) throw new EntryDecodeError(`the file name does not match its id ${entry.id}`, 1);
    return { ...addition, entry: toCached(entry) };
  } catch (error) {
    if (!(error instanceof EntryDecodeError)) throw error;
    return { ...addition, unreadable: { damaged: false, message: error.message, line: error.line } };
  }
}
function toCached(entry) {
  return entry.entry === "message" ? { ...entry, body: entry.body.toString("utf8") } : entry;
}

export {
  commitChanges,
  isAncestor,
  reflogValues,
  commitsNotIn,
  independentCommits,
  ASIDE_SUFFIX,
  loadWitness,
  saveWitness,
  nearestSoundCommit,
  readLogContents
};
