import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  isLater
} from "./chunk-H6XIHYK3.js";
import {
  nameKey
} from "./chunk-PXTZHCII.js";

// src/chain/settlements.ts
var CORRECTABLE_RULES = /* @__PURE__ */ new Set(["part-plan-recorded", "report-evidence"]);
function logSettlements(digest) {
  const superseded = supersededDone(digest.done);
  const all = digest.settlements.map(({ how, settles, rule, reason, ...by }) => ({ how, settles, by, rule, reason }));
  for (const [id, later] of superseded) {
    all.push({ how: "superseded", settles: id, by: refOf(later), rule: "report-evidence", reason: `a later \`[done]\` on ${later.part} cites evidence` });
  }
  all.sort((a, b) => isLater(a.by, b.by) ? 1 : isLater(b.by, a.by) ? -1 : 0);
  const byMessage = /* @__PURE__ */ new Map();
  for (const settlement of all) byMessage.set(settlement.settles, [...byMessage.get(settlement.settles) ?? [], settlement]);
  const settling = (ruleId, id) => (byMessage.get(id) ?? []).filter((settlement) => settlement.how === "corrected" ? CORRECTABLE_RULES.has(ruleId) : settlement.rule === ruleId);
  return { all, settling, settles: (ruleId, id) => settling(ruleId, id).length > 0 };
}
function refOf(note) {
  return { id: note.id, time: note.time, kind: note.kind, path: note.path, from: note.from, to: note.to, delivery: note.delivery };
}
function supersededDone(done) {
  const superseded = /* @__PURE__ */ new Map();
  const latestWithEvidence = /* @__PURE__ */ new Map();
  for (let index = done.length - 1; index >= 0; index--) {
    const note = done[index];
    const part = nameKey(note.part);
    const later = latestWithEvidence.get(part);
    if (later) superseded.set(note.id, later);
    else if (note.evidence > 0) latestWithEvidence.set(part, note);
  }
  return superseded;
}

export {
  logSettlements
};
