import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  idProblem
} from "./chunk-TXSQEBDJ.js";

// src/log/write/shared-ids.ts
import { createHash } from "node:crypto";
function hookMessageId(nativeId) {
  const id = `cc-${nativeId}`;
  return idProblem(id) === void 0 ? id : void 0;
}
function refusedMessageId(toolUseId) {
  const safe = toolUseId?.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 50);
  return safe ? `cc-refused-${safe}` : void 0;
}
function deliveryEventId(message, state, receiverSession) {
  const suffix = receiverSession === void 0 ? state : `${state}-${createHash("sha256").update(receiverSession).digest("hex").slice(0, 12)}`;
  return `${message}.${suffix}`;
}
function timeAfter(messageTime, now) {
  const after = Date.parse(messageTime) + 1;
  return new Date(Number.isNaN(after) ? now.getTime() : Math.max(now.getTime(), after)).toISOString();
}

export {
  hookMessageId,
  refusedMessageId,
  deliveryEventId,
  timeAfter
};
