import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  _enum,
  array,
  discriminatedUnion,
  literal,
  number,
  strictObject,
  string,
  union
} from "./chunk-D3JQUPM6.js";
import {
  DELIVERY_STATES,
  EVIDENCE_KINDS,
  LIMITS,
  MESSAGE_KINDS,
  idProblem,
  isValidTime,
  lineProblem,
  textProblem
} from "./chunk-W4PXHZRR.js";
import "./chunk-ZM4OG63Z.js";

// src/log/schema.ts
var id = string().refine((value) => idProblem(value) === void 0, { message: "not a usable id" });
var line = (maxChars) => string().refine((value) => lineProblem(value, maxChars) === void 0, { message: "not a one-line text" });
var text = string().refine((value) => textProblem(value, LIMITS.textChars) === void 0, { message: "not storable text" });
var name = line(LIMITS.nameChars);
var time = string().refine(isValidTime, { message: "expected a UTC time like 2025-01-31T09:30:00.000Z" });
var count = number().int().min(0);
var partySchema = strictObject({
  name,
  session: name.optional(),
  runtime: name.optional(),
  host: name.optional(),
  worktree: name.optional()
});
var evidenceSchema = strictObject(Object.fromEntries(EVIDENCE_KINDS.map((kind) => [kind, line(LIMITS.evidenceValueChars).optional()]))).refine((value) => Object.keys(value).length > 0, { message: `expected one of ${EVIDENCE_KINDS.join(", ")}` });
var provenanceSchema = discriminatedUnion("by", [
  strictObject({ by: literal("hook"), session: line(LIMITS.sessionChars), runtime: name.optional(), event: name.optional() }),
  strictObject({
    by: literal("cli"),
    claimed: strictObject({ from: name.optional(), to: name.optional() }),
    detected: strictObject({ runtime: name.optional(), session: name.optional(), host: name.optional(), worktree: name.optional(), via: name.optional() })
  }),
  strictObject({ by: literal("scan"), file: line(LIMITS.evidenceValueChars), line: number().int().min(1) })
]);
var statementSchema = strictObject({
  name,
  parent: name,
  part: text,
  session: name.optional(),
  runtime: name.optional(),
  host: name.optional(),
  worktree: name.optional(),
  amends: id.optional(),
  reason: text.optional(),
  handoff: id.optional()
});
var handoffSchema = strictObject({ successor: name.optional(), part: text.optional() });
var messageSchema = strictObject({
  entry: literal("message"),
  id,
  time,
  kind: _enum(MESSAGE_KINDS),
  from: partySchema,
  to: partySchema,
  outsideTeam: literal(true).optional(),
  inReplyTo: id.optional(),
  nativeId: line(LIMITS.sessionChars).optional(),
  nativeRuntime: line(LIMITS.sessionChars).optional(),
  statement: statementSchema.optional(),
  handoff: handoffSchema.optional(),
  evidence: array(evidenceSchema).max(LIMITS.evidenceItems),
  provenance: provenanceSchema,
  redactions: count,
  body: string().refine((value) => !value.includes("\0"), { message: "NUL in body" })
}).refine((value) => value.statement === void 0 || value.kind === "join", { message: "only a join message carries a statement", path: ["statement"] }).refine((value) => value.handoff === void 0 || value.kind === "handoff", { message: "only a handoff message carries a handoff", path: ["handoff"] }).refine((value) => value.nativeRuntime === void 0 || value.nativeId !== void 0, { message: "native-runtime without native-id", path: ["nativeRuntime"] });
var deliverySchema = strictObject({
  entry: literal("delivery"),
  id,
  message: id,
  time,
  state: _enum(DELIVERY_STATES),
  detail: text.optional(),
  evidence: array(evidenceSchema).max(LIMITS.evidenceItems),
  provenance: provenanceSchema,
  redactions: count
});
var storedEntrySchema = union([messageSchema, deliverySchema]);
export {
  deliverySchema,
  evidenceSchema,
  handoffSchema,
  messageSchema,
  partySchema,
  provenanceSchema,
  statementSchema,
  storedEntrySchema
};
