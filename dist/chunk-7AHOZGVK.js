import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);

// src/runtimes/claude/peer-text.ts
var OPEN_TAG = /<cross-session-message((?:\s+[\w-]+="[^"]*")*)\s*>/g;
var CLOSE_TAG = "</cross-session-message>";
var ATTRIBUTE = /([\w-]+)="([^"]*)"/g;
function parseWrappedMessages(text) {
  const messages = [];
  OPEN_TAG.lastIndex = 0;
  for (let match = OPEN_TAG.exec(text); match !== null; match = OPEN_TAG.exec(text)) {
    const attributes = /* @__PURE__ */ new Map();
    for (const [, name, value] of (match[1] ?? "").matchAll(ATTRIBUTE)) attributes.set(name, unescapeAttribute(value));
    const bodyStart = match.index + match[0].length;
    const close = text.indexOf(CLOSE_TAG, bodyStart);
    const bodyEnd = close === -1 ? text.length : close;
    messages.push({
      from: attributes.get("from"),
      fromName: attributes.get("from-name"),
      fromMode: attributes.get("from-mode"),
      fromSession: attributes.get("from-session"),
      body: unwrapBody(text.slice(bodyStart, bodyEnd))
    });
    OPEN_TAG.lastIndex = close === -1 ? text.length : close + CLOSE_TAG.length;
  }
  return messages;
}
function containsWrapper(text) {
  return text.includes("<cross-session-message");
}
function unwrapBody(raw) {
  let body = raw.startsWith("\n") ? raw.slice(1) : raw;
  if (body.endsWith("\n")) body = body.slice(0, -1);
  return body.replaceAll("<\\/cross-session-message>", CLOSE_TAG);
}
function unescapeAttribute(value) {
  return value.replaceAll("&quot;", '"').replaceAll("&apos;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");
}
var DELIVERY_NOTICE = "[Cross-session delivery notice]";
var IDLE_NOTICE = "[Cross-session idle notice]";
function parseNotice(text) {
  const trimmed = text.trimStart();
  if (trimmed.startsWith(IDLE_NOTICE)) {
    const quoted = /^\s*"([^"]+)"/.exec(trimmed.slice(IDLE_NOTICE.length));
    return { kind: "idle", status: "unknown", recipient: quoted?.[1] ?? socketIn(trimmed), msgId: void 0 };
  }
  if (!trimmed.startsWith(DELIVERY_NOTICE)) return void 0;
  return { kind: "delivery", status: noticeStatus(trimmed), recipient: socketIn(trimmed) ?? quotedNameIn(trimmed), msgId: msgIdIn(trimmed) };
}
function msgIdIn(text) {
  return /\bmsg_id:\s*([0-9a-f][0-9a-f-]{7,})/i.exec(text)?.[1];
}
var STATUS_PHRASES = [
  ["released", /approved and released|\b(?:was|were|been) released\b/],
  ["expired", /not (?:been )?approved before|\b(?:has|have|had) expired\b|\bexpired before\b/],
  ["refused", /\b(?:was|were|been) (?:denied|refused|dropped|rejected)\b|\bdenied by\b|\brefused (?:it|them|your)\b/]
];
var STATUS_WORDS = [
  ["expired", /\bexpir/],
  ["refused", /\bden(?:y|ied)\b|\brefus(?:ed|es|e)\b|\bdropped\b|\brejected\b/],
  ["released", /\breleased\b/],
  ["held", /\bheld\b/]
];
function noticeStatus(text) {
  const lower = text.toLowerCase();
  for (const [status, phrase] of STATUS_PHRASES) if (phrase.test(lower)) return status;
  let best = { status: "unknown", index: Infinity };
  for (const [status, pattern] of STATUS_WORDS) {
    const index = lower.search(pattern);
    if (index !== -1 && index < best.index) best = { status, index };
  }
  return best.status;
}
function socketIn(text) {
  return /uds:[^\s)"',;]+/.exec(text)?.[0];
}
function quotedNameIn(text) {
  return /(?:to|recipient:?)\s+"([^"]+)"/.exec(text)?.[1];
}
function resultTarget(text) {
  const match = /→\s*(uds:[^\s;()]+|[^\s;()]+(?:\s\[[0-9a-f]+\])?)/.exec(text);
  return match?.[1];
}

export {
  parseWrappedMessages,
  containsWrapper,
  DELIVERY_NOTICE,
  parseNotice,
  resultTarget
};
