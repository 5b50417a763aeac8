import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  findEntry
} from "./chunk-X5L4AJCZ.js";
import {
  refuseSecretInName
} from "./chunk-TAIHJOSP.js";
import {
  readSpool
} from "./chunk-M4GGBS3N.js";
import {
  readableRef
} from "./chunk-IOC56I7W.js";
import {
  readLogContents
} from "./chunk-ZRLVSTEH.js";
import {
  closest
} from "./chunk-YELDAO2H.js";
import {
  UsageError
} from "./chunk-ATHXWNGJ.js";

// src/log/read/id-prefix.ts
var MIN_ID_PREFIX = 6;
var LISTED = 10;
async function resolveMessageId(context, written, options) {
  if (!options.keepUnknown) refuseSecretInName(options.option, written);
  const readable = await readableRef(context);
  const exact = await findEntry(context, written) ?? (readable === context ? void 0 : await findEntry(readable, written));
  if (exact?.entry === "message") return exact.id;
  if (exact) {
    throw new UsageError(`${options.option} ${written}: that is a delivery event, not a message`, {
      hint: `It is about message ${exact.message}; name that one. Nothing was written.`
    });
  }
  if (written.length < MIN_ID_PREFIX && options.keepUnknown) return written;
  const { log } = await readLogContents(readable);
  const committed = written.length < MIN_ID_PREFIX ? [] : committedStartingWith(log, written);
  const spooled = written.length < MIN_ID_PREFIX ? [] : spooledStartingWith(context, written);
  const candidates = [...committed, ...spooled.filter((entry) => !committed.some((candidate) => candidate.id === entry.id))];
  const found = pickOne(written, candidates, options);
  if (found !== void 0 || options.keepUnknown) return found ?? written;
  throw notFound(readable, written, options, log.index.ids);
}
function resolveMessageIdIn(log, context, written, options) {
  if (!options.keepUnknown) refuseSecretInName(options.option, written);
  const key = written.toLowerCase();
  const exact = log.index.ids.find((id) => id.toLowerCase() === key) ?? Object.entries(log.index.aliases).find(([alias]) => alias.toLowerCase() === key)?.[1];
  if (exact !== void 0) return exact;
  const found = written.length >= MIN_ID_PREFIX ? pickOne(written, committedStartingWith(log, written), options) : void 0;
  if (found !== void 0 || options.keepUnknown) return found ?? written;
  throw notFound(context, written, options, log.index.ids);
}
function pickOne(written, candidates, options) {
  if (candidates.length <= 1) return candidates[0]?.id;
  const shown = candidates.slice(0, LISTED).map(
    (candidate) => `  ${candidate.id}  ${candidate.time.slice(0, 10)} ${candidate.time.slice(11, 19)}Z  ${candidate.kind}  ${candidate.from} \u2192 ${candidate.to}`
  );
  const more = candidates.length > LISTED ? [`  \u2026 and ${candidates.length - LISTED} more`] : [];
  throw new UsageError([`${options.option} ${written}: ${candidates.length} messages have ids starting with it:`, ...shown, ...more].join("\n"), {
    hint: "Give more of the id, enough for one message."
  });
}
function committedStartingWith(log, written) {
  const prefix = written.toLowerCase();
  const found = /* @__PURE__ */ new Map();
  const { ids, aliases } = log.index;
  ids.forEach((id, position) => {
    if (!id.toLowerCase().startsWith(prefix)) return;
    const message = log.messageAt(position);
    found.set(id, { id, time: message.time, kind: message.kind, from: message.from.name, to: message.to.name });
  });
  for (const [alias, shown] of Object.entries(aliases)) {
    if (!alias.toLowerCase().startsWith(prefix) || found.has(shown)) continue;
    const position = ids.indexOf(shown);
    if (position === -1) continue;
    const message = log.messageAt(position);
    found.set(shown, { id: shown, time: message.time, kind: message.kind, from: message.from.name, to: message.to.name });
  }
  return [...found.values()].sort((a, b) => a.time < b.time ? -1 : a.time > b.time ? 1 : a.id < b.id ? -1 : 1);
}
function spooledStartingWith(context, written) {
  const prefix = written.toLowerCase();
  return readSpool(context.paths).items.flatMap(
    ({ entry }) => entry.entry === "message" && entry.id.toLowerCase().startsWith(prefix) ? [{ id: entry.id, time: entry.time, kind: entry.kind, from: entry.from.name, to: entry.to.name }] : []
  );
}
function notFound(context, written, options, ids) {
  const short = written.length < MIN_ID_PREFIX ? `; a prefix needs at least ${MIN_ID_PREFIX} characters` : "";
  const meant = closest(written, ids);
  return new UsageError(`${options.option} ${written}: no message with that id in ${context.settings.ref}${short}${meant ? `; did you mean ${meant}?` : ""}`, {
    hint: "`teamdoc log --oneline` lists the ids; `teamdoc sync` brings in those recorded on another machine. Nothing was written."
  });
}
function shortestUniquePrefixes(all, shown) {
  const sorted = [...new Set(all.map((id) => id.toLowerCase()))].sort();
  const prefixes = /* @__PURE__ */ new Map();
  for (const id of shown) {
    const key = id.toLowerCase();
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = low + high >> 1;
      if (sorted[middle] < key) low = middle + 1;
      else high = middle;
    }
    const neighbours = [sorted[low - 1], sorted[low] === key ? sorted[low + 1] : sorted[low]].filter((other) => other !== void 0);
    const shared = Math.max(0, ...neighbours.map((other) => commonPrefixLength(key, other)));
    prefixes.set(id, id.slice(0, Math.min(id.length, Math.max(MIN_ID_PREFIX, shared + 1))));
  }
  return prefixes;
}
function commonPrefixLength(a, b) {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
}

export {
  resolveMessageId,
  resolveMessageIdIn,
  shortestUniquePrefixes
};
