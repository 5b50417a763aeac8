import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  isLater
} from "./chunk-H6XIHYK3.js";
import {
  nameKey
} from "./chunk-PXTZHCII.js";

// src/chain/statements.ts
function isStatement(message) {
  return message.kind === "join" && message.statement !== void 0;
}
function sameClaim(a, b) {
  return nameKey(a.parent) === nameKey(b.parent) && nameKey(a.part) === nameKey(b.part);
}
function statedSessions(messages) {
  const sessions = [];
  const bySession = /* @__PURE__ */ new Map();
  const byName = /* @__PURE__ */ new Map();
  for (const message of messages) {
    if (!isStatement(message)) continue;
    const statement = message.statement;
    const name = nameKey(statement.name);
    let stated = statement.session === void 0 ? byName.get(name) : bySession.get(statement.session);
    if (stated === void 0 && statement.session !== void 0) {
      const earlier = byName.get(name);
      if (earlier !== void 0 && earlier.session === void 0) {
        stated = earlier;
        stated.session = statement.session;
        stated.key = `session:${statement.session}`;
      }
    }
    if (stated === void 0) {
      const record = { message, statement, kind: "first" };
      stated = {
        key: statement.session === void 0 ? `name:${name}` : `session:${statement.session}`,
        session: statement.session,
        names: [statement.name],
        records: [record],
        current: record
      };
      sessions.push(stated);
    } else {
      const record = { message, statement, kind: classify(stated.current.statement, statement) };
      stated.records.push(record);
      if (record.kind !== "repeat" && record.kind !== "conflict") stated.current = record;
      if (record.kind !== "conflict") stated.names = [...stated.names.filter((known) => nameKey(known) !== name), statement.name];
    }
    if (stated.session !== void 0) bySession.set(stated.session, stated);
    byName.set(name, stated);
  }
  return sessions;
}
function classify(standing, next) {
  if (next.amends !== void 0) return "amendment";
  if (!sameClaim(standing, next)) return "conflict";
  return nameKey(standing.name) === nameKey(next.name) ? "repeat" : "rename";
}
function restartsOf(sessions) {
  const restarts = /* @__PURE__ */ new Map();
  const byFirstTime = [...sessions].sort((a, b) => isLater(a.records[0].message, b.records[0].message) ? 1 : -1);
  byFirstTime.forEach((session, position) => {
    const first = session.records[0].statement;
    if (session.session === void 0 || first.handoff !== void 0) return;
    for (let index = position - 1; index >= 0; index--) {
      const earlier = byFirstTime[index];
      if (earlier.session === void 0 || earlier.session === session.session) continue;
      if (restartedAs(earlier, first)) {
        restarts.set(session, earlier);
        return;
      }
    }
  });
  return restarts;
}
function restartedAs(earlier, first) {
  const name = earlier.names[earlier.names.length - 1];
  return nameKey(name) === nameKey(first.name) && sameClaim(earlier.current.statement, first);
}

export {
  sameClaim,
  statedSessions,
  restartsOf,
  restartedAs
};
