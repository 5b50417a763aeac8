import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);

// src/protocol/envelope.ts
import { randomBytes } from "node:crypto";
var ENVELOPE_PREFIX = "teamdoc-packet-";
var ENVELOPE_ENCODING = "entities";
var PREFIXES = { packet: ENVELOPE_PREFIX, message: "teamdoc-message-" };
function newNonce() {
  return randomBytes(8).toString("hex");
}
var ENCODED_CHARACTERS = "&<>\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069\\u2028\\u2029\\ufeff";
var ENCODED = new RegExp(`[${ENCODED_CHARACTERS}]`, "gu");
var ENCODED_IN_ATTRIBUTE = new RegExp(`[${ENCODED_CHARACTERS}"\\n\\t]`, "gu");
var NAMED = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
function encodeEnvelopeText(text) {
  return text.replace(ENCODED, entity);
}
var ACTED_ON_TAGS = ["teamdoc-", "cross-session-message", "system-reminder"];
var ENCODED_OUTSIDE = new RegExp(`<(?=/?\\s*(?:${ACTED_ON_TAGS.join("|")}))|[${ENCODED_CHARACTERS.slice(3)}]`, "giu");
function encodeOutsideEnvelope(text) {
  return text.replace(ENCODED_OUTSIDE, entity);
}
function encodeAttribute(text) {
  return text.replace(ENCODED_IN_ATTRIBUTE, entity);
}
function entity(character) {
  return NAMED[character] ?? `&#x${character.codePointAt(0).toString(16)};`;
}
function decodeEnvelopeText(text) {
  return text.replace(
    /&(amp|lt|gt|quot|#x[0-9a-f]{1,6});/g,
    (_, name) => name.startsWith("#x") ? String.fromCodePoint(Number.parseInt(name.slice(2), 16)) : { amp: "&", lt: "<", gt: ">", quot: '"' }[name]
  );
}
function wrapPacket(packet, facts, nonce = newNonce()) {
  return wrapInEnvelope(
    "packet",
    packet,
    [
      ["from", facts.from],
      ["claimed", facts.claimed ? "yes: no session identity backs this name" : void 0],
      ["session", facts.session],
      ["runtime", facts.runtime],
      ["written", facts.written],
      ["entry", facts.entry]
    ],
    nonce
  );
}
function wrapInEnvelope(kind, text, attributes, nonce = newNonce()) {
  if (!/^[0-9a-f]{16}$/.test(nonce)) throw new Error("an envelope nonce is 16 hex digits");
  const opening = [...attributes, ["encoding", ENVELOPE_ENCODING]].filter(([, value]) => value !== void 0).map(([name, value]) => `${name}="${encodeAttribute(value)}"`).join(" ");
  const body = encodeEnvelopeText(text.replace(/\n$/, ""));
  return `<${PREFIXES[kind]}${nonce} ${opening}>
${body}
</${PREFIXES[kind]}${nonce}>`;
}
function readEnvelope(text, kind = "packet") {
  const prefix = PREFIXES[kind];
  const opening = new RegExp(`<${prefix}([0-9a-f]{16})((?: [a-z]+="[^"<>]*")*)>\\n`).exec(text);
  if (!opening) return void 0;
  const nonce = opening[1];
  const start = opening.index + opening[0].length;
  const close = text.indexOf(`
</${prefix}${nonce}>`, start);
  if (close === -1) return void 0;
  const attributes = {};
  for (const [, name, value] of opening[2].matchAll(/ ([a-z]+)="([^"]*)"/g)) attributes[name] = decodeEnvelopeText(value);
  const end = close + `
</${prefix}${nonce}>`.length;
  return { nonce, attributes, packet: `${decodeEnvelopeText(text.slice(start, close))}
`, start: opening.index, end };
}

export {
  newNonce,
  encodeEnvelopeText,
  encodeOutsideEnvelope,
  wrapPacket,
  wrapInEnvelope,
  readEnvelope
};
