import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  restartsOf,
  statedSessions
} from "./chunk-AOJ2GW5K.js";
import {
  isLater
} from "./chunk-H6XIHYK3.js";
import {
  nameKey
} from "./chunk-PXTZHCII.js";

// src/doc/role-index.ts
var cache = /* @__PURE__ */ new WeakMap();
function roleIndex(doc) {
  let index = cache.get(doc);
  if (index) return index;
  const current = /* @__PURE__ */ new Map();
  const former = /* @__PURE__ */ new Map();
  for (const role of doc.roles) {
    const key = nameKey(role.name.text);
    if (key !== "" && !current.has(key)) current.set(key, role);
  }
  for (const role of doc.roles) {
    for (const name of role.formerNames) {
      const key = nameKey(name.text);
      if (!former.has(key)) former.set(key, role);
    }
  }
  index = {
    find(name) {
      const key = nameKey(name);
      const role = current.get(key);
      if (role) return { role, former: false };
      const renamed = former.get(key);
      return renamed ? { role: renamed, former: true } : void 0;
    }
  };
  cache.set(doc, index);
  return index;
}

// src/chain/cycles.ts
function parentCycles(nodes, parentOf) {
  const position = new Map(nodes.map((node, index) => [node, index]));
  const cycles = [];
  const done = /* @__PURE__ */ new Set();
  for (const start of nodes) {
    const path = [];
    const onPath = /* @__PURE__ */ new Map();
    let current = start;
    while (current !== void 0 && !done.has(current) && !onPath.has(current)) {
      onPath.set(current, path.length);
      path.push(current);
      current = parentOf(current);
    }
    if (current !== void 0 && onPath.has(current)) {
      const cycle = path.slice(onPath.get(current));
      const first = cycle.reduce((a, b) => (position.get(b) ?? Infinity) < (position.get(a) ?? Infinity) ? b : a);
      const from = cycle.indexOf(first);
      cycles.push([...cycle.slice(from), ...cycle.slice(0, from)]);
    }
    for (const node of path) done.add(node);
  }
  return cycles;
}

// src/chain/build-chain.ts
var cache2 = /* @__PURE__ */ new WeakMap();
var NO_DOC = {};
function chainOf(doc, messages) {
  const byDoc = cache2.get(doc ?? NO_DOC) ?? /* @__PURE__ */ new WeakMap();
  cache2.set(doc ?? NO_DOC, byDoc);
  let chain = byDoc.get(messages);
  if (!chain) {
    chain = buildChain(doc, messages);
    byDoc.set(messages, chain);
  }
  return chain;
}
function buildChain(doc, messages) {
  const roles = doc?.roles ?? [];
  const rolesByName = doc ? roleIndex(doc) : void 0;
  const stated = statedSessions(messages);
  const rowSessions = roles.map(tableSession);
  const sessionOfRole = new Map(roles.map((role, index) => [role, rowSessions[index]]));
  const unlisted = [];
  for (const session of [...stated].reverse()) {
    const role = rowFor(session, roles, rolesByName, sessionOfRole);
    if (role) absorb(sessionOfRole.get(role), session);
    else unlisted.unshift(statedOnly(session));
  }
  const sessions = [...rowSessions, ...unlisted];
  let byIdIndex;
  const byId = () => {
    if (byIdIndex) return byIdIndex;
    byIdIndex = /* @__PURE__ */ new Map();
    for (const message of messages) {
      byIdIndex.set(message.id, message);
      for (const alias of message.alsoRecordedAs ?? []) byIdIndex.set(alias, message);
    }
    return byIdIndex;
  };
  const bySessionId = /* @__PURE__ */ new Map();
  const byStatedName = /* @__PURE__ */ new Map();
  for (const session of sessions) {
    if (session.session !== void 0 && !bySessionId.has(session.session)) bySessionId.set(session.session, session);
  }
  for (const session of sessions) for (const name of session.formerNames) byStatedName.set(nameKey(name), session);
  for (const session of sessions) if (session.stated) byStatedName.set(nameKey(session.name), session);
  const resolveName = (name) => {
    const bySession = bySessionId.get(name.trim());
    if (bySession) return bySession;
    const role = rolesByName?.find(name)?.role;
    if (role) return sessionOfRole.get(role);
    return byStatedName.get(nameKey(name));
  };
  const parties = /* @__PURE__ */ new Map();
  const resolveParty = (party) => {
    let bySession = parties.get(party.name);
    if (!bySession) parties.set(party.name, bySession = /* @__PURE__ */ new Map());
    let found = bySession.get(party.session);
    if (found === void 0) {
      found = (party.session === void 0 ? void 0 : bySessionId.get(party.session)) ?? resolveName(party.name) ?? null;
      bySession.set(party.session, found);
    }
    return found ?? void 0;
  };
  for (const session of sessions) {
    const link = (name, source) => ({ name, session: resolveName(name), source });
    session.statedParent = session.statement ? link(session.statement.statement.parent, "statement") : void 0;
    session.tableParent = session.role?.parent === void 0 ? void 0 : link(session.role.parent, "table");
  }
  const restarted = restartsOf(stated);
  const chainSessionOf = new Map(sessions.flatMap((session) => session.stated ? [[session.stated, session]] : []));
  for (const session of sessions) {
    const earlier = session.stated && restarted.get(session.stated);
    session.takeover = earlier ? { kind: "restart", predecessor: chainSessionOf.get(earlier) } : handoffTakeover(session, byId, resolveParty);
    const predecessor = session.takeover?.predecessor;
    if (predecessor && (!predecessor.successor || isLater(session.statement.message, predecessor.successor.statement.message)))
      predecessor.successor = session;
  }
  for (const session of sessions) session.parent = parentInForce(session, /* @__PURE__ */ new Set());
  const unresolved = /* @__PURE__ */ new Map();
  for (const session of sessions) {
    const parent = session.parent;
    if (!parent) continue;
    if (parent.session) parent.session.children.push(session);
    else {
      const boundary = unresolved.get(nameKey(parent.name)) ?? { name: parent.name, children: [] };
      boundary.children.push(session);
      unresolved.set(nameKey(parent.name), boundary);
    }
  }
  return {
    sessions,
    roots: sessions.filter((session) => session.parent === void 0),
    unresolved: [...unresolved.values()],
    cycles: parentCycles(sessions, (session) => session.parent?.session),
    resolveName,
    resolveParty,
    sessionOf: (role) => sessionOfRole.get(role)
  };
}
function blankSession(key, name) {
  return {
    key,
    name,
    formerNames: [],
    session: void 0,
    keyedBy: "table",
    runtime: void 0,
    host: void 0,
    worktree: void 0,
    part: void 0,
    role: void 0,
    stated: void 0,
    statement: void 0,
    parent: void 0,
    statedParent: void 0,
    tableParent: void 0,
    takeover: void 0,
    successor: void 0,
    children: []
  };
}
function tableSession(role) {
  const session = blankSession(role.session === void 0 ? `row:${role.line}` : `session:${role.session}`, role.name.text);
  session.formerNames = role.formerNames.map((name) => name.text);
  session.session = role.session;
  session.runtime = role.runtime;
  session.host = role.host;
  session.worktree = role.worktree;
  session.part = role.parts[0]?.text;
  session.role = role;
  return session;
}
function statedOnly(stated) {
  const session = blankSession(stated.key, stated.names[stated.names.length - 1]);
  absorb(session, stated);
  return session;
}
function absorb(session, stated) {
  const statement = stated.current.statement;
  const current = stated.names[stated.names.length - 1];
  const names = [...session.formerNames, session.name, ...stated.names];
  session.key = stated.key;
  session.name = current;
  session.formerNames = names.filter(
    (name, index) => nameKey(name) !== nameKey(current) && names.findIndex((other) => nameKey(other) === nameKey(name)) === index
  );
  session.session = stated.session ?? session.session;
  session.keyedBy = stated.session === void 0 ? "name" : "session";
  session.runtime = statement.runtime ?? session.runtime;
  session.host = statement.host ?? session.host;
  session.worktree = statement.worktree ?? session.worktree;
  session.part = statement.part;
  session.stated = stated;
  session.statement = stated.current;
}
function rowFor(stated, roles, rolesByName, sessions) {
  const free = (role) => sessions.get(role).stated === void 0;
  if (stated.session !== void 0) {
    const bySession = roles.find((role) => role.session === stated.session);
    if (bySession) return free(bySession) ? bySession : void 0;
  }
  for (const name of [...stated.names].reverse()) {
    const role = rolesByName?.find(name)?.role;
    if (!role || !free(role)) continue;
    if (role.session !== void 0 && stated.session !== void 0 && role.session !== stated.session) continue;
    return role;
  }
  return void 0;
}
function handoffTakeover(session, byId, resolveParty) {
  const handoffId = session.statement?.statement.handoff;
  if (handoffId === void 0) return void 0;
  const handoff = byId().get(handoffId);
  const predecessor = (handoff ? resolveParty(handoff.from) : void 0) ?? session.statedParent?.session;
  return { kind: "handoff", handoffId, handoff, predecessor: predecessor === session ? void 0 : predecessor };
}
function lineFrom(session) {
  const line = [session];
  for (let next = session.successor; next && !line.includes(next); next = next.successor) line.push(next);
  return line;
}
function latestGeneration(session) {
  return lineFrom(session).at(-1);
}
function parentInForce(session, seen) {
  const predecessor = session.takeover?.kind === "handoff" ? session.takeover.predecessor : void 0;
  if (predecessor && !seen.has(session)) {
    seen.add(session);
    return parentInForce(predecessor, seen);
  }
  const written = session.statedParent ?? session.tableParent;
  if (!written?.session) return written;
  const latest = latestGeneration(written.session);
  return latest === written.session ? written : { name: latest.name, session: latest, source: written.source };
}
function restartedAway(session) {
  return session.successor?.takeover?.kind === "restart";
}

export {
  roleIndex,
  parentCycles,
  chainOf,
  lineFrom,
  restartedAway
};
