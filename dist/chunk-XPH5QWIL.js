import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  DELIVERY_NOTICE,
  parseNotice
} from "./chunk-7AHOZGVK.js";
import {
  appendForHook,
  hookProvenance
} from "./chunk-MF2OLNDH.js";
import {
  sentNoteByNativeId
} from "./chunk-DAGUGS4C.js";
import {
  deliveryEventId,
  timeAfter
} from "./chunk-J76AYLB7.js";
import "./chunk-OOOM34UR.js";
import "./chunk-3QBPADAR.js";
import "./chunk-HHCNWI4V.js";
import {
  findMessageByNativeId
} from "./chunk-X5L4AJCZ.js";
import "./chunk-TAIHJOSP.js";
import "./chunk-M4GGBS3N.js";
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

// src/hooks/notice.ts
var STATES = { held: "held", expired: "expired", refused: "refused", released: "delivered" };
function isDeliveryNotice(prompt) {
  return prompt.trimStart().startsWith(DELIVERY_NOTICE);
}
async function recordNotices(scope, prompt) {
  const events = [];
  const unmatched = [];
  for (const text of prompt.split(DELIVERY_NOTICE).slice(1).map((rest) => DELIVERY_NOTICE + rest)) {
    const notice = parseNotice(text);
    const state = notice && STATES[notice.status];
    if (!notice || !state || notice.msgId === void 0) {
      unmatched.push(`a delivery notice teamdoc could not read: ${text.slice(0, 160)}`);
      continue;
    }
    const message = await messageNamed(scope, notice.msgId);
    if (message === void 0) {
      unmatched.push(`a delivery notice (${state}) for msg_id ${notice.msgId}, which is not in the log`);
      continue;
    }
    events.push({
      entry: "delivery",
      id: deliveryEventId(message.id, state),
      message: message.id,
      time: timeAfter(message.time, currentTime(scope.env)),
      state,
      detail: `Claude Code's delivery notice: ${firstSentence(text)}`,
      provenance: hookProvenance(scope.session, "UserPromptSubmit")
    });
  }
  if (events.length > 0) await appendForHook(scope, events);
  return unmatched;
}
var SENDER_WAIT_MS = 5e3;
async function messageNamed(scope, msgId) {
  const deadline = Date.now() + SENDER_WAIT_MS;
  for (; ; ) {
    const found = await findMessageByNativeId(scope.log, "claude", msgId) ?? sentNoteByNativeId(scope.paths, msgId);
    if (found) return { id: "message" in found ? found.message : found.id, time: found.time };
    if (Date.now() > deadline) return void 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
function firstSentence(text) {
  const body = text.slice(DELIVERY_NOTICE.length).trim();
  const end = body.indexOf("). ");
  return (end === -1 ? body.split("\n")[0] : body.slice(0, end + 1)).slice(0, 400);
}
export {
  isDeliveryNotice,
  recordNotices
};
