import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  arrivalDelivery,
  liveSender,
  ownParty
} from "./chunk-UU2VOP5U.js";
import "./chunk-T2GCRFGV.js";
import {
  appendForHook,
  hookProvenance
} from "./chunk-NNPBSQG5.js";
import {
  arrivalKey,
  pendingNotesFor,
  removePendingNote,
  sentNotesFor,
  sha256Hex,
  writePendingNote
} from "./chunk-NUNDAP6V.js";
import {
  timeAfter
} from "./chunk-JTZAKIPS.js";
import "./chunk-AE2MRNDX.js";
import "./chunk-3QBPADAR.js";
import "./chunk-DPB3LJP3.js";
import "./chunk-6PFRBXPB.js";
import "./chunk-IAIGJD2I.js";
import "./chunk-H4HRG3MY.js";
import "./chunk-UOJLLWAC.js";
import "./chunk-CT2T24YY.js";
import "./chunk-DPF3ZRDS.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-DEHTOD6B.js";
import {
  currentTime
} from "./chunk-7KQWGHBI.js";
import "./chunk-JTDR2SOG.js";
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
