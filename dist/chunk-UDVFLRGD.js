import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  parseWrappedMessages
} from "./chunk-7AHOZGVK.js";

// src/hooks/peer-wrapper.ts
var OPENING = "<cross-session-message";
function wrappedPeerMessages(prompt) {
  if (!prompt.trimStart().startsWith(OPENING)) return [];
  return parseWrappedMessages(prompt).flatMap(
    (message) => message.from?.startsWith("uds:") ? [{ from: message.from, fromName: message.fromName, fromMode: message.fromMode, body: message.body }] : []
  );
}
function unescapeWrappedBody(body) {
  return body.replaceAll("<\\/cross-session-message>", "</cross-session-message>");
}

export {
  wrappedPeerMessages,
  unescapeWrappedBody
};
