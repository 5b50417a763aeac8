/**
 * File bytes → entry, strictly, without parsing Markdown: header lines of
 * `key: <JSON>`, then exactly body-bytes bytes inside the fence, then the
 * closing fence and nothing else. A file that is not exactly what the encoder
 * would write for its own entry is refused — keys in their fixed order, each
 * value in its one canonical spelling (isCanonicalJson), the fence as long as
 * it must be — so a forged or edited file cannot pass for an entry.
 */
import { isUtf8 } from 'node:buffer';
import type { LogEntryRecord } from './entry.js';
import { BODY_INFO_STRING, FRONT_MATTER_FENCE, HEADER_FIELDS, type HeaderKey, bodyFence, isCanonicalJson, sha256Hex } from './encode.js';
import { DELIVERY_HEADER_KEYS, MESSAGE_HEADER_KEYS } from './fields.js';
import { FieldError, checkDeliveryFields, checkMessageFields } from './validate.js';

/** Why a file is not an entry, with the line of the file where that shows. */
export class EntryDecodeError extends Error {
  readonly line: number;

  constructor(message: string, line: number) {
    super(message);
    this.name = 'EntryDecodeError';
    this.line = line;
  }
}

const OPENER = `${FRONT_MATTER_FENCE}\n`;
const CLOSER = `\n${FRONT_MATTER_FENCE}\n`;
const HEADER_LINE = /^([a-z][a-z0-9-]*): (.+)$/;
/** The lines the encoder always writes (the others only when the field is set). */
const REQUIRED_MESSAGE_KEYS = ['entry', 'id', 'time', 'kind', 'from', 'to', 'evidence', 'provenance', 'redactions', 'body-bytes', 'body-sha256'];
const REQUIRED_DELIVERY_KEYS = ['entry', 'id', 'message', 'time', 'state', 'evidence', 'provenance', 'redactions'];

export function decodeEntry(bytes: Buffer): LogEntryRecord {
  if (bytes.toString('latin1', 0, OPENER.length) !== OPENER) {
    throw new EntryDecodeError(`expected the file to start with a "${FRONT_MATTER_FENCE}" line`, 1);
  }
  // Header values are JSON on one line, so the first "---" line closes the header.
  const closer = bytes.indexOf(CLOSER, OPENER.length - 1);
  if (closer < 0) throw new EntryDecodeError(`expected a closing "${FRONT_MATTER_FENCE}" line`, 2);
  const header = bytes.toString('utf8', OPENER.length, closer + 1);
  const lines = header === '' ? [] : header.slice(0, -1).split('\n');
  if (lines.length === 0) throw new EntryDecodeError('expected header lines, found none', 2);
  const keys = headerKeysOf(lines[0]!);
  const fields: Record<string, unknown> = {};
  const lineOfField = new Map<string, number>();
  let previous = -1;
  lines.forEach((line, index) => {
    const lineNumber = index + 2;
    const match = HEADER_LINE.exec(line);
    if (!match) throw new EntryDecodeError('expected a header line "key: <JSON value>"', lineNumber);
    const key = match[1]!;
    const position = (keys as readonly string[]).indexOf(key);
    if (position < 0) throw new EntryDecodeError(`unexpected header key "${key}"`, lineNumber);
    if (position === previous) throw new EntryDecodeError(`header key "${key}" appears twice`, lineNumber);
    if (position < previous) throw new EntryDecodeError(`header key "${key}" is out of order (teamdoc writes ${keys.join(', ')})`, lineNumber);
    previous = position;
    const value = parseJson(match[2]!, key, lineNumber);
    if (!isCanonicalJson(value, match[2]!))
      throw new EntryDecodeError(`the value of "${key}" is not in the canonical form teamdoc writes (edited by hand?)`, lineNumber);
    fields[HEADER_FIELDS[key as HeaderKey]] = value;
    lineOfField.set(key, lineNumber);
  });
  for (const key of keys === MESSAGE_HEADER_KEYS ? REQUIRED_MESSAGE_KEYS : REQUIRED_DELIVERY_KEYS) {
    if (!lineOfField.has(key)) throw new EntryDecodeError(`expected a "${key}" header line`, lines.length + 2);
  }
  const headerEndLine = lines.length + 2;
  const bodyStart = closer + CLOSER.length;

  let entry: LogEntryRecord;
  try {
    if (fields.entry === 'message') {
      entry = { ...checkMessageFields(fields), body: readBody(bytes, bodyStart, fields, headerEndLine) };
    } else {
      if (bodyStart !== bytes.length) throw new EntryDecodeError('unexpected content after the header of a delivery event', headerEndLine + 1);
      entry = checkDeliveryFields(fields);
    }
  } catch (error) {
    if (error instanceof FieldError) {
      const key = error.field.split(/[.[]/)[0]!;
      throw new EntryDecodeError(error.message, lineOfField.get(key) ?? 1);
    }
    throw error;
  }
  return entry;
}

function headerKeysOf(firstLine: string): readonly HeaderKey[] {
  if (firstLine === 'entry: "message"') return MESSAGE_HEADER_KEYS;
  if (firstLine === 'entry: "delivery"') return DELIVERY_HEADER_KEYS;
  throw new EntryDecodeError('expected the first header line to be entry: "message" or entry: "delivery"', 2);
}

function parseJson(text: string, key: string, lineNumber: number): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new EntryDecodeError(`the value of "${key}" is not valid JSON`, lineNumber);
  }
}

function readBody(bytes: Buffer, start: number, fields: Record<string, unknown>, headerEndLine: number): Buffer {
  const size = fields.bodyBytes;
  if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0) {
    throw new EntryDecodeError('expected "body-bytes" to be a whole number', headerEndLine);
  }
  if (bytes[start] !== 0x0a) throw new EntryDecodeError('expected a blank line after the header', headerEndLine + 1);
  const fenceStart = start + 1;
  const fenceEnd = bytes.indexOf(0x0a, fenceStart);
  const fenceLine = fenceEnd < 0 ? '' : bytes.toString('latin1', fenceStart, fenceEnd);
  const fence = /^(`{3,})/.exec(fenceLine)?.[1];
  if (fence === undefined || fenceLine !== `${fence}${BODY_INFO_STRING}`) {
    throw new EntryDecodeError('expected the body to open with a fence line like ```text', headerEndLine + 2);
  }
  const bodyStart = fenceEnd + 1;
  const body = bytes.subarray(bodyStart, bodyStart + size);
  const closing = `\n${fence}\n`;
  if (body.length !== size || bytes.length !== bodyStart + size + closing.length || bytes.toString('latin1', bodyStart + size) !== closing) {
    throw new EntryDecodeError(`expected exactly ${size} body bytes followed by the closing fence and the end of the file`, headerEndLine + 3);
  }
  if (sha256Hex(body) !== fields.bodySha256) throw new EntryDecodeError('the body does not match its "body-sha256"', headerEndLine + 3);
  if (body.includes(0) || !isUtf8(body)) throw new EntryDecodeError('the body is not UTF-8 text without NUL bytes', headerEndLine + 3);
  if (bodyFence(body) !== fence) throw new EntryDecodeError(`expected a fence of ${bodyFence(body).length} backticks`, headerEndLine + 2);
  return Buffer.from(body);
}
