import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  arrivalDelivery,
  liveSender,
  ownParty
} from "./chunk-L3WPLENG.js";
import "./chunk-T2GCRFGV.js";
import {
  appendForHook,
  hookProvenance
} from "./chunk-OBAJT3BB.js";
import {
  arrivalKey,
  pendingNotesFor,
  removePendingNote,
  sentNotesFor,
  sha256Hex,
  writePendingNote
} from "./chunk-UUZCC6I2.js";
import {
  timeAfter
} from "./chunk-JTZAKIPS.js";
import "./chunk-URJPSLON.js";
import "./chunk-3QBPADAR.js";
import "./chunk-COR7QARU.js";
import "./chunk-FFIEVQUF.js";
import "./chunk-IAIGJD2I.js";
import "./chunk-VW37W2TT.js";
import "./chunk-UOJLLWAC.js";
import "./chunk-CT2T24YY.js";
import "./chunk-DPF3ZRDS.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-DEHTOD6B.js";
import {
  currentTime
} from "./chunk-7KQWGHBI.js";
import "./chunk-SDMBFCA2.js";
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

// src/hooks/arrive.ts
async function noteArrivals(scope, messages, title) {
  const { paths } = scope;
  const receiver = { session: scope.session, name: title ?? ownParty(scope).name };
  const provenance = hookProvenance(scope.session, "UserPromptSubmit");
  const settled = [];
  for (const message of messages) {
    const key = arrivalKey(message.from, message.body);
    const note = {
      key,
      receiver,
      from: message.from,
      fromName: message.fromName,
      fromSession: liveSender(message.from, scope.env)?.session,
      bodySha256: sha256Hex(message.body),
      time: currentTime(scope.env).toISOString()
    };
    note.file = writePendingNote(paths, note);
    const sent = sentNotesFor(paths, key);
    if (sent.length === 1 && pendingNotesFor(paths, { key, receiver: scope.session }).length === 1) settled.push({ note, message: sent[0].message, sentAt: sent[0].time });
  }
  if (settled.length === 0) return;
  await appendForHook(
    scope,
    settled.map(({ note, message, sentAt }) => arrivalDelivery(message, timeAfter(sentAt, currentTime(scope.env)), note, provenance, "matched by the sender\u2019s address and the body, on arrival"))
  );
  for (const { note } of settled) removePendingNote(paths, note);
}
export {
  noteArrivals
};
