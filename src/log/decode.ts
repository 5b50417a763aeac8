/**
 * File bytes → entry, strictly, without parsing Markdown: header lines of
 * `key: <JSON>`, then exactly body-bytes bytes inside the fence, then the
 * closing fence and nothing else. A file that is not exactly what the encoder
 * would write for its own entry is refused, so a forged or edited file cannot
 * pass for an entry.
 */
import { DELIVERY_HEADER_KEYS, MESSAGE_HEADER_KEYS } from './fields.js';
import { firstInvalidUtf8 } from './body.js';
import type { LogEntryRecord } from './entry.js';
import { BODY_INFO_STRING, FRONT_MATTER_FENCE, HEADER_FIELDS, type HeaderKey, encodeEntry, sha256Hex } from './encode.js';
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

const NEWLINE = 0x0a;
const HEADER_LINE = /^([a-z][a-z0-9-]*): (.+)$/;

export function decodeEntry(bytes: Buffer): LogEntryRecord {
  const opener = `${FRONT_MATTER_FENCE}\n`;
  if (bytes.subarray(0, opener.length).toString('latin1') !== opener) {
    throw new EntryDecodeError(`expected the file to start with a "${FRONT_MATTER_FENCE}" line`, 1);
  }
  const fields: Record<string, unknown> = {};
  const lineOfField = new Map<string, number>();
  let offset = opener.length;
  let lineNumber = 1;
  let keys: readonly HeaderKey[] | undefined;
  for (;;) {
    lineNumber++;
    const end = bytes.indexOf(NEWLINE, offset);
    if (end < 0) throw new EntryDecodeError(`expected a closing "${FRONT_MATTER_FENCE}" line`, lineNumber);
    const line = bytes.subarray(offset, end).toString('utf8');
    offset = end + 1;
    if (line === FRONT_MATTER_FENCE) break;
    const match = HEADER_LINE.exec(line);
    if (!match) throw new EntryDecodeError('expected a header line "key: <JSON value>"', lineNumber);
    const key = match[1]!;
    if (keys === undefined) {
      keys = headerKeysOf(key, match[2]!, lineNumber);
    }
    if (!(keys as readonly string[]).includes(key)) throw new EntryDecodeError(`unexpected header key "${key}"`, lineNumber);
    const field = HEADER_FIELDS[key as HeaderKey];
    if (field in fields) throw new EntryDecodeError(`header key "${key}" appears twice`, lineNumber);
    fields[field] = parseJson(match[2]!, key, lineNumber);
    lineOfField.set(key, lineNumber);
  }
  if (keys === undefined) throw new EntryDecodeError('expected header lines, found none', lineNumber);

  let entry: LogEntryRecord;
  try {
    if (fields.entry === 'message') {
      const body = readBody(bytes, offset, fields, lineNumber);
      entry = { ...checkMessageFields(fields), body };
    } else {
      if (offset !== bytes.length) throw new EntryDecodeError('unexpected content after the header of a delivery event', lineNumber + 1);
      entry = checkDeliveryFields(fields);
    }
  } catch (error) {
    if (error instanceof FieldError) {
      const key = error.field.split(/[.[]/)[0]!;
      throw new EntryDecodeError(error.message, lineOfField.get(key) ?? 1);
    }
    throw error;
  }
  if (!encodeEntry(entry).equals(bytes)) {
    throw new EntryDecodeError('the file is not in the canonical form teamdoc writes (edited by hand, or by another tool?)', 1);
  }
  return entry;
}

function headerKeysOf(firstKey: string, value: string, lineNumber: number): readonly HeaderKey[] {
  if (firstKey !== 'entry') throw new EntryDecodeError('expected the first header key to be "entry"', lineNumber);
  if (value === '"message"') return MESSAGE_HEADER_KEYS;
  if (value === '"delivery"') return DELIVERY_HEADER_KEYS;
  throw new EntryDecodeError('expected entry "message" or "delivery"', lineNumber);
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
  const expectedHash = fields.bodySha256;
  if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0) {
    throw new EntryDecodeError('expected "body-bytes" to be a whole number', headerEndLine);
  }
  let offset = start;
  if (bytes[offset] !== NEWLINE) throw new EntryDecodeError('expected a blank line after the header', headerEndLine + 1);
  offset++;
  const fenceEnd = bytes.indexOf(NEWLINE, offset);
  const fenceLine = fenceEnd < 0 ? '' : bytes.subarray(offset, fenceEnd).toString('latin1');
  const fence = /^(`{3,})/.exec(fenceLine)?.[1];
  if (fence === undefined || fenceLine !== `${fence}${BODY_INFO_STRING}`) {
    throw new EntryDecodeError('expected the body to open with a fence line like ```text', headerEndLine + 2);
  }
  offset = fenceEnd + 1;
  const body = bytes.subarray(offset, offset + size);
  const closing = `\n${fence}\n`;
  if (body.length !== size || bytes.subarray(offset + size).toString('latin1') !== closing) {
    throw new EntryDecodeError(`expected exactly ${size} body bytes followed by the closing fence and the end of the file`, headerEndLine + 3);
  }
  if (sha256Hex(body) !== expectedHash) throw new EntryDecodeError('the body does not match its "body-sha256"', headerEndLine + 3);
  if (body.includes(0) || firstInvalidUtf8(body) !== undefined) throw new EntryDecodeError('the body is not UTF-8 text without NUL bytes', headerEndLine + 3);
  return Buffer.from(body);
}
