import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);

// src/log/read/lineage.ts
function handoffLinks(messages) {
  const handoffs = /* @__PURE__ */ new Map();
  const takenOverBy = /* @__PURE__ */ new Map();
  for (const message of messages) if (message.kind === "handoff") handoffs.set(message.id, message);
  for (const message of messages) {
    const through = message.kind === "join" ? message.statement?.handoff : void 0;
    if (through === void 0) continue;
    const joins = takenOverBy.get(through) ?? [];
    joins.push(message);
    takenOverBy.set(through, joins);
  }
  return { takenOverBy, handoffs };
}
var NO_LINKS = { takenOverBy: /* @__PURE__ */ new Map(), handoffs: /* @__PURE__ */ new Map() };
function takenOverAddresses(messages, name) {
  const { handoffs, takenOverBy } = handoffLinks(messages);
  const found = [];
  const queue = [name];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const successor = queue.shift();
    for (const [id, joins] of takenOverBy) {
      const handoff = handoffs.get(id);
      if (handoff === void 0 || !joins.some((join) => join.from.name === successor) || seen.has(handoff.from.name)) continue;
      seen.add(handoff.from.name);
      found.push({ name: handoff.from.name, since: handoff.time });
      queue.push(handoff.from.name);
    }
  }
  return found;
}
function handedOff(structural, name) {
  let handoff;
  for (const message of structural) {
    if (message.from.name !== name) continue;
    if (message.kind === "handoff") handoff = message;
    else if (message.kind === "join" && handoff !== void 0 && message.time > handoff.time) handoff = void 0;
  }
  if (handoff === void 0) return void 0;
  const join = structural.find((message) => message.kind === "join" && message.statement?.handoff === handoff.id);
  return { handoff, successor: join?.from.name };
}
function latestStatement(messages, name, seen = /* @__PURE__ */ new Set()) {
  let found;
  for (const message of messages) if (message.kind === "join" && message.from.name === name && message.statement !== void 0) found = message;
  const statement = found?.statement;
  if (found === void 0 || statement === void 0) return void 0;
  const own = { time: found.time, parent: statement.parent, part: statement.part };
  seen.add(name);
  if (statement.handoff === void 0 || seen.has(statement.parent)) return own;
  const above = latestStatement(messages, statement.parent, seen)?.parent;
  return above === void 0 ? own : { ...own, parent: above };
}
function parentLineEntries(messages, name) {
  const ids = /* @__PURE__ */ new Set();
  const parent = latestStatement(messages, name)?.parent;
  if (parent === void 0) return ids;
  const { takenOverBy } = handoffLinks(messages);
  const line = [parent];
  const seen = new Set(line);
  while (line.length > 0) {
    const holder = line.shift();
    for (const message of messages) {
      if (message.kind !== "handoff" || message.from.name !== holder) continue;
      if (message.to.name !== name) ids.add(message.id);
      for (const join of takenOverBy.get(message.id) ?? []) {
        if (join.from.name === name) continue;
        ids.add(join.id);
        if (seen.has(join.from.name)) continue;
        seen.add(join.from.name);
        line.push(join.from.name);
      }
    }
  }
  return ids;
}
function replacedAddresses(messages, name) {
  const own = latestStatement(messages, name);
  if (own === void 0) return [];
  const parents = /* @__PURE__ */ new Set([own.parent, ...takenOverAddresses(messages, own.parent).map((address) => address.name)]);
  const handedOffNames = new Set(messages.filter((message) => message.kind === "handoff").map((message) => message.from.name));
  const found = /* @__PURE__ */ new Map();
  for (const message of messages) {
    const statement = message.kind === "join" ? message.statement : void 0;
    if (statement === void 0 || message.time >= own.time) continue;
    const earlier = message.from.name;
    if (earlier === name || statement.part !== own.part || handedOffNames.has(earlier)) continue;
    const parent = statement.handoff === void 0 ? statement.parent : latestStatement(messages, statement.parent)?.parent ?? statement.parent;
    if (!parents.has(parent)) continue;
    if (!found.has(earlier)) found.set(earlier, message.time);
  }
  return [...found].map(([earlier, since]) => ({ name: earlier, since, replaced: true }));
}

export {
  handoffLinks,
  NO_LINKS,
  takenOverAddresses,
  handedOff,
  parentLineEntries,
  replacedAddresses
};
