import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  appendForHook,
  hookProvenance
} from "./chunk-OBAJT3BB.js";
import {
  queuedNotesFor,
  removeQueuedNote
} from "./chunk-UUZCC6I2.js";
import {
  deliveryEventId,
  timeAfter
} from "./chunk-JTZAKIPS.js";
import "./chunk-URJPSLON.js";
import "./chunk-3QBPADAR.js";
import "./chunk-COR7QARU.js";
import "./chunk-IAIGJD2I.js";
import "./chunk-VW37W2TT.js";
import {
  readEnvelope
} from "./chunk-LRM76ED2.js";
import "./chunk-DPF3ZRDS.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import {
  currentTime
} from "./chunk-7KQWGHBI.js";
import "./chunk-MXVLE6CJ.js";
import "./chunk-DOLTC6B7.js";
import "./chunk-QDT6LRH4.js";
import "./chunk-GGQK7RRQ.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-ECXZ3IHF.js";
import "./chunk-6QYOSLVR.js";
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
