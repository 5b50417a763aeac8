import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  appendForHook,
  hookProvenance
} from "./chunk-MF2OLNDH.js";
import {
  queuedNotesFor,
  removeQueuedNote
} from "./chunk-DAGUGS4C.js";
import {
  deliveryEventId,
  timeAfter
} from "./chunk-J76AYLB7.js";
import "./chunk-OOOM34UR.js";
import "./chunk-3QBPADAR.js";
import "./chunk-HHCNWI4V.js";
import "./chunk-TAIHJOSP.js";
import "./chunk-M4GGBS3N.js";
import {
  readEnvelope
} from "./chunk-G2R2KOYL.js";
import "./chunk-DPF3ZRDS.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import {
  currentTime
} from "./chunk-7RV3B5WP.js";
import "./chunk-3EQMZZWS.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-ZM5PFCRO.js";
import "./chunk-4EBUXWCC.js";
import "./chunk-TXSQEBDJ.js";
import "./chunk-2E4FK3OU.js";
import "./chunk-U5OUMOEA.js";
import "./chunk-ATHXWNGJ.js";
import "./chunk-ZM4OG63Z.js";

// src/hooks/codex-arrive.ts
async function recordQueuedArrival(scope, prompt, turn) {
  const envelope = readEnvelope(prompt, "message");
  if (envelope === void 0) return;
  const entry = envelope.attributes.entry;
  const note = queuedNotesFor(scope.paths, { thread: scope.session, nonce: envelope.nonce }).find((queued) => queued.message === entry);
  if (note === void 0) return;
  const where = `Codex thread ${scope.session}${turn === void 0 ? "" : `, turn ${turn}`}`;
  await appendForHook(scope, [
    {
      entry: "delivery",
      id: deliveryEventId(note.message, "delivered", scope.session),
      message: note.message,
      time: timeAfter(note.time, currentTime(scope.env)),
      state: "delivered",
      detail: `reached the model's turn (${where}): its UserPromptSubmit hook saw the queued message`,
      provenance: hookProvenance(scope.session, "UserPromptSubmit", "codex")
    }
  ]);
  removeQueuedNote(scope.paths, note);
}
export {
  recordQueuedArrival
};
