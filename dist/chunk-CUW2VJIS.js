import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);

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

export {
  messageRef,
  isStructural,
  isLater
};
