import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  LINE_ENDING
} from "./chunk-XWATY24Z.js";

// src/protocol/acknowledgement.ts
var ACKNOWLEDGED_TAG = "acknowledged";
var FIRST_LINE = /^\[acknowledged\] ([a-z][a-z0-9-]*): (.+)$/;
function acknowledgementBody({ rule, reason }) {
  return `[${ACKNOWLEDGED_TAG}] ${rule}: ${reason}
`;
}
function readAcknowledgement(message) {
  if (message.kind !== "other" || message.inReplyTo === void 0) return void 0;
  const match = FIRST_LINE.exec((message.body.split(LINE_ENDING, 1)[0] ?? "").trim());
  return match ? { rule: match[1], reason: match[2].trim() } : void 0;
}

// src/log/read/message-ref.ts
function messageRef(message) {
  return {
    id: message.id,
    time: message.time,
    kind: message.kind,
    path: message.path,
    from: message.from.name,
    to: message.to.name,
    delivery: message.delivery.state
  };
}
function isStructural(message) {
  return message.kind === "join" || message.kind === "handoff";
}
function isLater(a, b) {
  return b === void 0 || a.time > b.time || a.time === b.time && a.id > b.id;
}
function inLogOrder(a, b) {
  return isLater(b, a) ? -1 : isLater(a, b) ? 1 : 0;
}
function isTraffic(message) {
  return !isStructural(message) && readAcknowledgement(message) === void 0;
}

export {
  acknowledgementBody,
  readAcknowledgement,
  messageRef,
  isStructural,
  isLater,
  inLogOrder,
  isTraffic
};
