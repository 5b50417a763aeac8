import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  logSettlements
} from "./chunk-N5ZR3VNH.js";

// src/rules/engine/settled.ts
var ACKNOWLEDGEABLE_RULES = [
  "chain-handoff-predecessor-active",
  "chain-handoff-untaken",
  "chain-handoff-wider",
  "chain-parent-unresolved",
  "chain-part-single",
  "chain-session-unlisted",
  "chain-statement-amended",
  "chain-statement-mismatch",
  "chain-statement-no-session",
  "chain-statement-single",
  "chain-top-single",
  "criteria-before-report",
  "message-direction",
  "message-outside-team",
  "part-plan-recorded",
  "report-evidence",
  "worker-silent",
  // An acknowledgement that settles nothing (ack-unused) is itself a message, and can be accepted as history.
  "ack-unused"
];
var ACKNOWLEDGEABLE = new Set(ACKNOWLEDGEABLE_RULES);
function settlementsOf(digest) {
  const settlements = logSettlements(digest);
  return (finding) => finding.entry !== void 0 && ACKNOWLEDGEABLE.has(finding.ruleId) ? settlements.settling(finding.ruleId, finding.entry.id) : [];
}

export {
  ACKNOWLEDGEABLE_RULES,
  settlementsOf
};
