/**
 * Entry → file bytes, deterministically: the same entry gives the same bytes
 * on every machine, so the same message written twice merges cleanly.
 *
 *     ---
 *     entry: "message"
 *     id: "01JDX…"                       one `key: <JSON>` line per field, in a fixed order;
 *     from: {"name":"alice"}             objects with sorted keys, ASCII only
 *     …
 *     body-bytes: 123
 *     body-sha256: "…"
 *     ---
 *
 *     ````text                           a fence longer than any backtick run in the body
 *     <body bytes, exactly body-bytes of them>
 *     ````
 *
 * The decoder never parses Markdown: it reads the header lines, takes exactly
 * body-bytes bytes, and checks the fence and the hash. The fence only makes a
 * git host render the body as one code block that nothing in it can close.
 */
import * as crypto from 'node:crypto';
import { DELIVERY_HEADER_KEYS, MESSAGE_HEADER_KEYS } from './fields.js';
import type { DeliveryEntry, LogEntryRecord, MessageEntry } from './entry.js';

export type HeaderKey = (typeof MESSAGE_HEADER_KEYS)[number] | (typeof DELIVERY_HEADER_KEYS)[number];

/** The entry field each header key holds (kebab-case in the file, camelCase in memory). */
export const HEADER_FIELDS: Record<HeaderKey, string> = {
  entry: 'entry',
  id: 'id',
  time: 'time',
  kind: 'kind',
  from: 'from',
  to: 'to',
  'outside-team': 'outsideTeam',
  'in-reply-to': 'inReplyTo',
  'native-id': 'nativeId',
  'native-runtime': 'nativeRuntime',
  statement: 'statement',
  handoff: 'handoff',
  evidence: 'evidence',
  provenance: 'provenance',
  redactions: 'redactions',
  message: 'message',
  state: 'state',
  detail: 'detail',
  'body-bytes': 'bodyBytes',
  'body-sha256': 'bodySha256',
};

export const FRONT_MATTER_FENCE = '---';
export const BODY_INFO_STRING = 'text';

export function encodeEntry(entry: LogEntryRecord): Buffer {
  return entry.entry === 'message' ? encodeMessage(entry) : encodeDelivery(entry);
}

function encodeMessage(entry: MessageEntry): Buffer {
  const fields: Record<string, unknown> = {
    ...entry,
    bodyBytes: entry.body.length,
    bodySha256: sha256Hex(entry.body),
  };
  const fence = bodyFence(entry.body);
  const head = `${FRONT_MATTER_FENCE}\n${headerLines(MESSAGE_HEADER_KEYS, fields)}${FRONT_MATTER_FENCE}\n\n${fence}${BODY_INFO_STRING}\n`;
  return Buffer.concat([Buffer.from(head, 'utf8'), entry.body, Buffer.from(`\n${fence}\n`, 'utf8')]);
}

function encodeDelivery(entry: DeliveryEntry): Buffer {
  const lines = headerLines(DELIVERY_HEADER_KEYS, entry as unknown as Record<string, unknown>);
  return Buffer.from(`${FRONT_MATTER_FENCE}\n${lines}${FRONT_MATTER_FENCE}\n`, 'utf8');
}

/** The `key: <JSON>` lines between the front-matter fences, each ending in a newline. */
function headerLines(keys: readonly HeaderKey[], fields: Record<string, unknown>): string {
  let text = '';
  for (const key of keys) {
    const value = fields[HEADER_FIELDS[key]];
    if (value !== undefined) text += `${key}: ${canonicalJson(value)}\n`;
  }
  return text;
}

/** JSON with object keys sorted and every non-ASCII character escaped: one spelling per value. */
function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return asciiOnly(JSON.stringify(value));
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${asciiOnly(JSON.stringify(key))}:${canonicalJson(record[key])}`).join(',')}}`;
}

/**
 * Whether `raw` is the canonical spelling of `value` (parsed from it): keys
 * sorted at every level, no whitespace, ASCII only. Cheaper than spelling the
 * value again and comparing, which matters when a whole log is read.
 */
export function isCanonicalJson(value: unknown, raw: string): boolean {
  return asciiOnly(JSON.stringify(value)) === raw && keysSorted(value);
}

function keysSorted(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (Array.isArray(value)) return value.every(keysSorted);
  const keys = Object.keys(value);
  for (let index = 1; index < keys.length; index++) if (keys[index - 1]! >= keys[index]!) return false;
  return keys.every((key) => keysSorted((value as Record<string, unknown>)[key]));
}

function asciiOnly(json: string): string {
  if (!/[\u007f-\uffff]/.test(json)) return json;
  return json.replace(/[\u007f-\uffff]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Three backticks, or one more than the longest backtick run in the body. */
export function bodyFence(body: Buffer): string {
  // Most bodies hold no backtick; the rest are scanned from their first one.
  const first = body.indexOf(0x60);
  if (first < 0) return '```';
  let longest = 0;
  let run = 0;
  for (let index = first; index < body.length; index++) {
    run = body[index] === 0x60 ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return '`'.repeat(Math.max(3, longest + 1));
}

/** Node's one-shot hash (Node 20.12 and later) costs a third less per entry than a Hash object; older Node 20s lack it. */
const oneShotHash = (crypto as { hash?: (algorithm: string, data: Buffer | string, encoding: 'hex') => string }).hash;

export function sha256Hex(bytes: Buffer | string): string {
  return oneShotHash ? oneShotHash('sha256', bytes, 'hex') : crypto.createHash('sha256').update(bytes).digest('hex');
}
