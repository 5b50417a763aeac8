import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  readEnvelope
} from "./chunk-LRM76ED2.js";
import {
  appendForHook,
  hookProvenance
} from "./chunk-VAGOUIO5.js";
import {
  queuedNotesFor,
  removeQueuedNote
} from "./chunk-Y3ZCFTTW.js";
import {
  deliveryEventId,
  timeAfter
} from "./chunk-GFKSIY5O.js";
import "./chunk-KX7QCRYM.js";
import "./chunk-3QBPADAR.js";
import "./chunk-F6W6LUKD.js";
import "./chunk-FFV64UUG.js";
import "./chunk-7FAMXVM2.js";
import "./chunk-OWGFK54E.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import {
  currentTime
} from "./chunk-7KQWGHBI.js";
import "./chunk-ADRH5BZS.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-IZ5ITI7Z.js";
import "./chunk-6GB3656E.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-ECXZ3IHF.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-W4PXHZRR.js";
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
