import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  arrivalDelivery,
  liveSender,
  ownParty
} from "./chunk-E77G6WQ3.js";
import "./chunk-RFYMLQ4A.js";
import {
  arrivalKey,
  pendingNotesFor,
  removePendingNote,
  sentNotesFor,
  sha256Hex,
  writePendingNote
} from "./chunk-AH3EBJL7.js";
import "./chunk-S7COPX3A.js";
import {
  appendForHook,
  hookProvenance,
  timeAfter
} from "./chunk-D7CF2BRO.js";
import "./chunk-YQXSOTJF.js";
import "./chunk-3QBPADAR.js";
import "./chunk-K3SXI34N.js";
import "./chunk-FFV64UUG.js";
import "./chunk-THIKJNV4.js";
import "./chunk-LU4VN47S.js";
import "./chunk-UQMLPNTF.js";
import "./chunk-LJ7CRIML.js";
import {
  currentTime
} from "./chunk-7KQWGHBI.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-GORCF4C5.js";
import "./chunk-XWATY24Z.js";
import "./chunk-SZ7P6XPA.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-EDUPP64J.js";
import "./chunk-SGM6BP7S.js";
import "./chunk-WLPOJ3QH.js";
import "./chunk-VFDTSTGV.js";
import "./chunk-XIPXUBBM.js";
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
