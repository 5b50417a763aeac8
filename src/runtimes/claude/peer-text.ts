/**
 * The texts Claude Code injects for cross-session messaging: the
 * `<cross-session-message …>` wrapper around a peer's body, and the
 * `[Cross-session delivery notice]` / `[Cross-session idle notice]` lines a
 * sender gets later. Their wording changes between versions, so each parser
 * keys on the stable parts (tag names, attribute names, a few status words).
 */
import type { NoticeStatus } from '../../scan/observations.js';

export interface WrappedMessage {
  from: string | undefined;
  fromName: string | undefined;
  fromMode: string | undefined;
  fromSession: string | undefined;
  body: string;
}

const OPEN_TAG = /<cross-session-message((?:\s+[\w-]+="[^"]*")*)\s*>/g;
const CLOSE_TAG = '</cross-session-message>';
const ATTRIBUTE = /([\w-]+)="([^"]*)"/g;

/** Every wrapped message in a text, in order; an unclosed wrapper runs to the end of the text. */
export function parseWrappedMessages(text: string): WrappedMessage[] {
  const messages: WrappedMessage[] = [];
  OPEN_TAG.lastIndex = 0;
  for (let match = OPEN_TAG.exec(text); match !== null; match = OPEN_TAG.exec(text)) {
    const attributes = new Map<string, string>();
    for (const [, name, value] of (match[1] ?? '').matchAll(ATTRIBUTE)) attributes.set(name!, unescapeAttribute(value!));
    const bodyStart = match.index + match[0].length;
    const close = text.indexOf(CLOSE_TAG, bodyStart);
    const bodyEnd = close === -1 ? text.length : close;
    messages.push({
      from: attributes.get('from'),
      fromName: attributes.get('from-name'),
      fromMode: attributes.get('from-mode'),
      fromSession: attributes.get('from-session'),
      body: unwrapBody(text.slice(bodyStart, bodyEnd)),
    });
    OPEN_TAG.lastIndex = close === -1 ? text.length : close + CLOSE_TAG.length;
  }
  return messages;
}

export function containsWrapper(text: string): boolean {
  return text.includes('<cross-session-message');
}

// The wrapper puts the body on lines of its own and escapes a closing tag inside it.
function unwrapBody(raw: string): string {
  let body = raw.startsWith('\n') ? raw.slice(1) : raw;
  if (body.endsWith('\n')) body = body.slice(0, -1);
  return body.replaceAll('<\\/cross-session-message>', CLOSE_TAG);
}

function unescapeAttribute(value: string): string {
  return value.replaceAll('&quot;', '"').replaceAll('&apos;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
}

export const DELIVERY_NOTICE = '[Cross-session delivery notice]';
const IDLE_NOTICE = '[Cross-session idle notice]';

export interface ParsedNotice {
  kind: 'delivery' | 'idle';
  status: NoticeStatus;
  recipient: string | undefined;
  msgId: string | undefined;
}

/** Reads a notice a sender got; undefined when the text is not one. */
export function parseNotice(text: string): ParsedNotice | undefined {
  const trimmed = text.trimStart();
  if (trimmed.startsWith(IDLE_NOTICE)) {
    const quoted = /^\s*"([^"]+)"/.exec(trimmed.slice(IDLE_NOTICE.length));
    return { kind: 'idle', status: 'unknown', recipient: quoted?.[1] ?? socketIn(trimmed), msgId: undefined };
  }
  if (!trimmed.startsWith(DELIVERY_NOTICE)) return undefined;
  return { kind: 'delivery', status: noticeStatus(trimmed), recipient: socketIn(trimmed) ?? quotedNameIn(trimmed), msgId: msgIdIn(trimmed) };
}

/** `(recipient: uds:…; msg_id: 272ac5ae-…)`, as 2.1.328 writes it. */
function msgIdIn(text: string): string | undefined {
  return /\bmsg_id:\s*([0-9a-f][0-9a-f-]{7,})/i.exec(text)?.[1];
}

/** Phrases that settle the status wherever they stand ("your held message was approved and released"). */
const STATUS_PHRASES: ReadonlyArray<[NoticeStatus, RegExp]> = [
  ['released', /approved and released|\b(?:was|were|been) released\b/],
  ['expired', /not (?:been )?approved before|\b(?:has|have|had) expired\b|\bexpired before\b/],
  ['refused', /\b(?:was|were|been) (?:denied|refused|dropped|rejected)\b|\bdenied by\b|\brefused (?:it|them|your)\b/],
];

const STATUS_WORDS: ReadonlyArray<[NoticeStatus, RegExp]> = [
  ['expired', /\bexpir/],
  ['refused', /\bden(?:y|ied)\b|\brefus(?:ed|es|e)\b|\bdropped\b|\brejected\b/],
  ['released', /\breleased\b/],
  ['held', /\bheld\b/],
];

/**
 * The outcome a delivery notice reports: a settling phrase if there is one,
 * else the status word that comes first, since later sentences explain
 * ("held … it expires unless approved").
 */
export function noticeStatus(text: string): NoticeStatus {
  const lower = text.toLowerCase();
  for (const [status, phrase] of STATUS_PHRASES) if (phrase.test(lower)) return status;
  let best: { status: NoticeStatus; index: number } = { status: 'unknown', index: Infinity };
  for (const [status, pattern] of STATUS_WORDS) {
    const index = lower.search(pattern);
    if (index !== -1 && index < best.index) best = { status, index };
  }
  return best.status;
}

function socketIn(text: string): string | undefined {
  return /uds:[^\s)"',;]+/.exec(text)?.[0];
}

function quotedNameIn(text: string): string | undefined {
  return /(?:to|recipient:?)\s+"([^"]+)"/.exec(text)?.[1];
}

/** The target a SendMessage result names after its arrow: `“summary” → b (another Claude session …)`. */
export function resultTarget(text: string): string | undefined {
  const match = /→\s*(uds:[^\s;()]+|[^\s;()]+(?:\s\[[0-9a-f]+\])?)/.exec(text);
  return match?.[1];
}
