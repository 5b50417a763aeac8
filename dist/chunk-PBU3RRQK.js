import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  arrivalDelivery,
  liveSender,
  ownParty
} from "./chunk-NSPUP3TZ.js";
import "./chunk-T2GCRFGV.js";
import {
  appendForHook,
  hookProvenance
} from "./chunk-MF2OLNDH.js";
import {
  arrivalKey,
  pendingNotesFor,
  removePendingNote,
  sentNotesFor,
  sha256Hex,
  writePendingNote
} from "./chunk-DAGUGS4C.js";
import {
  timeAfter
} from "./chunk-J76AYLB7.js";
import "./chunk-OOOM34UR.js";
import "./chunk-3QBPADAR.js";
import "./chunk-HHCNWI4V.js";
import "./chunk-X5L4AJCZ.js";
import "./chunk-TAIHJOSP.js";
import "./chunk-M4GGBS3N.js";
import "./chunk-UOJLLWAC.js";
import "./chunk-CT2T24YY.js";
import "./chunk-DPF3ZRDS.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-DEHTOD6B.js";
import {
  currentTime
} from "./chunk-7RV3B5WP.js";
import "./chunk-OEIBBYLJ.js";
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
    if (sent.length === 1 && pendingNotesFor(paths, { key, receiver: scope.session }).length === 1)
      settled.push({ note, message: sent[0].message, sentAt: sent[0].time });
  }
  if (settled.length === 0) return;
  await appendForHook(
    scope,
    settled.map(
      ({ note, message, sentAt }) => arrivalDelivery(message, timeAfter(sentAt, currentTime(scope.env)), note, provenance, "matched by the sender\u2019s address and the body, on arrival")
    )
  );
  for (const { note } of settled) removePendingNote(paths, note);
}
export {
  noteArrivals
};
