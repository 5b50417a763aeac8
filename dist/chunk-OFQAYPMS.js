import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  EntryDecodeError,
  MESSAGES_DIR,
  changedFiles,
  decodeEntry,
  ensureDirectory,
  listFiles,
  nativeKey,
  readRef
} from "./chunk-HDYDQ4UV.js";
import {
  ObjectReader
} from "./chunk-B6AFR3HW.js";

// src/log/fold.ts
var NO_DELIVERY = Object.freeze({ state: "unknown", history: Object.freeze([]) });
var FoldedLog = class {
  index;
  /** One JSON object per message, in the order of index.ids, without delivery and alsoRecordedAs. */
  lines;
  constructor(index, lines) {
    this.index = index ?? { ids: [], times: [], deliveries: {}, aliases: {}, alsoRecordedAs: {}, natives: {}, orphans: [], duplicates: [] };
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
    return message;
  }
  /** A message line with its delivery (and aliases) spliced in before the closing brace. */
  complete(line, id) {
    const aliases = this.index.alsoRecordedAs[id];
    return `${line.slice(0, -1)},"delivery":${JSON.stringify(this.deliveryOf(id))}${aliases ? `,"alsoRecordedAs":${JSON.stringify(aliases)}` : ""}}`;
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
    if (index.deliveries[shownId]) {
      index.deliveries[entry.id] = index.deliveries[shownId];
      delete index.deliveries[shownId];
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

// src/log/read-cache.ts
import { randomBytes } from "node:crypto";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
var CACHE_FORMAT = 4;
function loadReadCache(path, ref) {
  try {
    const text = readFileSync(path, "utf8");
    const newline = text.indexOf("\n");
    const head = JSON.parse(newline < 0 ? text : text.slice(0, newline));
    if (head.format !== CACHE_FORMAT || head.ref !== ref || typeof head.tip !== "string" || !head.index || !Array.isArray(head.problems)) return void 0;
    const lines = newline < 0 || newline === text.length - 1 ? [] : text.slice(newline + 1).split("\n");
    if (lines.length !== head.index.ids.length) return void 0;
    return { ref, tip: head.tip, log: new FoldedLog(head.index, lines), problems: head.problems };
  } catch {
    return void 0;
  }
}
function saveReadCache(path, cache) {
  try {
    ensureDirectory(dirname(path));
    const head = { format: CACHE_FORMAT, ref: cache.ref, tip: cache.tip, problems: cache.problems, index: cache.log.index };
    const temporary = join(dirname(path), `.tmp-cache-${process.pid}-${randomBytes(4).toString("hex")}`);
    writeFileSync(temporary, [JSON.stringify(head), ...cache.log.lines].join("\n"));
    renameSync(temporary, path);
  } catch {
  }
}

// src/log/read.ts
async function readLogContents(context) {
  const tip = await readRef(context.repo.commonDir, context.settings.ref, context.cwd);
  if (tip === void 0) return { tip, log: new FoldedLog(), problems: [] };
  const cache = await upToDate(context, loadReadCache(context.paths.cache, context.settings.ref), tip) ?? await rebuild(context, tip);
  const { orphans, duplicates } = cache.log.index;
  const problems = [
    ...cache.problems,
    ...orphans.map(({ path, event }) => ({ path, message: `delivery event ${event.id} is about message ${event.message}, which is not in the log` })),
    ...duplicates.map(({ path, id }) => ({ path, message: `a second entry with id ${id}; the earlier one is shown` }))
  ];
  return { tip, log: cache.log, problems };
}
async function upToDate(context, cache, tip) {
  if (!cache || cache.tip === tip) return cache;
  const changes = await changedFiles(context.cwd, cache.tip, tip, MESSAGES_DIR).catch(() => void 0);
  if (!changes || changes.other.length > 0) return void 0;
  return update(context, cache, tip, changes.added);
}
async function rebuild(context, tip) {
  const empty = { ref: context.settings.ref, tip, log: new FoldedLog(), problems: [] };
  return update(context, empty, tip, await listFiles(context.cwd, tip, MESSAGES_DIR));
}
async function update(context, cache, tip, files) {
  const fresh = await decodeFiles(context, files);
  cache.log.add(fresh.entries);
  const updated = { ref: cache.ref, tip, log: cache.log, problems: [...cache.problems, ...fresh.problems] };
  saveReadCache(context.paths.cache, updated);
  return updated;
}
async function decodeFiles(context, files) {
  const entries = [];
  const problems = [];
  if (files.length === 0) return { entries, problems };
  const { storedEntrySchema } = await import("./chunk-OBFXSSTN.js");
  const reader = new ObjectReader(context.cwd, { format: context.settings.objectFormat });
  try {
    const objects = await reader.read(files.map((file) => file.id));
    files.forEach((file, index) => {
      const object = objects[index];
      if (!object) return problems.push({ path: file.path, message: "the file is missing from the repository" });
      try {
        const entry = decodeEntry(object.content);
        if (!file.path.endsWith(`/${entry.id}.md`)) throw new EntryDecodeError(`the file name does not match its id ${entry.id}`, 1);
        const checked = storedEntrySchema.safeParse(toCached(entry));
        if (!checked.success) throw new EntryDecodeError(`the entry does not fit the record format: ${checked.error.issues[0]?.message}`, 1);
        entries.push({ path: file.path, entry: checked.data });
      } catch (error) {
        if (!(error instanceof EntryDecodeError)) throw error;
        problems.push({ path: file.path, line: error.line, message: error.message });
      }
      return void 0;
    });
  } finally {
    await reader.close();
  }
  return { entries, problems };
}
function toCached(entry) {
  return entry.entry === "message" ? { ...entry, body: entry.body.toString("utf8") } : entry;
}

export {
  readLogContents
};
