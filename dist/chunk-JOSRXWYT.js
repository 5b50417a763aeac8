import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  arrivalDelivery,
  liveSender,
  ownParty
} from "./chunk-SENKAMXE.js";
import {
  arrivalKey,
  pendingNotesFor,
  removePendingNote,
  sentNotesFor,
  sha256Hex,
  writePendingNote
} from "./chunk-RJ3NHTEJ.js";
import {
  appendForHook,
  hookProvenance,
  timeAfter
} from "./chunk-RXOTMSAG.js";
import "./chunk-VVC3U5UQ.js";
import "./chunk-RFYMLQ4A.js";
import "./chunk-S7COPX3A.js";
import "./chunk-IYBYLRF4.js";
import "./chunk-3QBPADAR.js";
import "./chunk-PJ2EKENW.js";
import "./chunk-UQMLPNTF.js";
import "./chunk-LJ7CRIML.js";
import {
  currentTime
} from "./chunk-7KQWGHBI.js";
import "./chunk-7EFUSP3W.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-IYJMGLCB.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-MBE4UG4B.js";
import "./chunk-QAZU3BCA.js";
import "./chunk-WLPOJ3QH.js";
import "./chunk-5DWDUXTL.js";
import "./chunk-OOEPGV76.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-TLT6H2X2.js";
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
