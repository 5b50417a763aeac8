import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  appendForHook,
  hookProvenance
} from "./chunk-NNPBSQG5.js";
import {
  queuedNotesFor,
  removeQueuedNote
} from "./chunk-NUNDAP6V.js";
import {
  deliveryEventId,
  timeAfter
} from "./chunk-JTZAKIPS.js";
import "./chunk-AE2MRNDX.js";
import "./chunk-3QBPADAR.js";
import "./chunk-DPB3LJP3.js";
import "./chunk-IAIGJD2I.js";
import "./chunk-H4HRG3MY.js";
import {
  readEnvelope
} from "./chunk-LRM76ED2.js";
import "./chunk-DPF3ZRDS.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import {
  currentTime
} from "./chunk-7KQWGHBI.js";
import "./chunk-WZAH6YCX.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-DWOX33JF.js";
import "./chunk-OMQ56U7D.js";
import "./chunk-GGQK7RRQ.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-ASDB5VRR.js";
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
