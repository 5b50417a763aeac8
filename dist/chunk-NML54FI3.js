import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  statedSessions
} from "./chunk-AOJ2GW5K.js";
import {
  closest
} from "./chunk-YELDAO2H.js";
import {
  nameKey,
  saysNone
} from "./chunk-PXTZHCII.js";
import {
  BROADCAST_NAME
} from "./chunk-TXSQEBDJ.js";
import {
  UsageError
} from "./chunk-ATHXWNGJ.js";

// src/chain/door.ts
var TeamNames = class {
  keys = /* @__PURE__ */ new Map();
  constructor(doc, structural) {
    for (const role of doc?.roles ?? []) {
      for (const name of [role.name, ...role.formerNames]) this.add(name.text);
      if (role.session !== void 0) this.add(role.session);
    }
    for (const stated of statedSessions(structural)) {
      for (const name of stated.names) this.add(name);
      if (stated.session !== void 0) this.add(stated.session);
      this.add(stated.current.statement.parent);
    }
    for (const message of structural) {
      if (message.kind !== "handoff") continue;
      this.add(message.from.name);
      if (message.from.session !== void 0) this.add(message.from.session);
      if (message.handoff?.successor !== void 0) this.add(message.handoff.successor);
    }
  }
  has(name) {
    return this.keys.has(nameKey(name));
  }
  /** The known name a typo most likely meant. */
  closest(name) {
    return closest(name, [...this.keys.values()]);
  }
  add(name) {
    if (name.trim() !== "" && !saysNone(name)) this.keys.set(nameKey(name), name.trim());
  }
};
function checkPart(doc, docFile, part, handoff) {
  if (saysNone(part.trim())) {
    if (handoff) return;
    throw new UsageError(`--part ${JSON.stringify(part)}: a worker owns one part of ${docFile}`, { hint: `The parts are: ${partList(doc)}.` });
  }
  if (doc.parts.some((candidate) => nameKey(candidate.id.text) === nameKey(part))) return;
  const meant = closest(
    part,
    doc.parts.map((candidate) => candidate.id.text)
  );
  throw new UsageError(`no part ${JSON.stringify(part)} in ${docFile}${meant ? `; did you mean ${JSON.stringify(meant)}?` : ""}`, {
    hint: `The parts are: ${partList(doc)}. Nothing was written. If your parent added the part since this checkout was updated, update it (git pull) and join again.`
  });
}
function checkParent(names, docFile, parent) {
  if (names.has(parent)) return;
  const meant = names.closest(parent);
  throw new UsageError(`no session named ${JSON.stringify(parent)} in ${docFile} or the log${meant ? `; did you mean ${JSON.stringify(meant)}?` : ""}`, {
    hint: "Your parent is the role that started you, as the Roles table names it (your kickoff\u2019s join command has it). Nothing was written."
  });
}
function checkRecipient(names, to, outsideTeam) {
  if (outsideTeam || to === BROADCAST_NAME || names.has(to)) return;
  const meant = names.closest(to);
  throw new UsageError(
    `no one named ${JSON.stringify(to)} on the team (the roles table and the log)${meant ? `; did you mean ${JSON.stringify(meant)}?` : ""}`,
    {
      hint: `Nothing was written. A message to someone outside the team (a person, another team) says so: add --outside-team.`
    }
  );
}
function partList(doc) {
  return doc.parts.map((part) => part.id.text).join(", ") || "(none yet: the doc has no `### <part>` under `## Parts`)";
}

export {
  TeamNames,
  checkPart,
  checkParent,
  checkRecipient
};
