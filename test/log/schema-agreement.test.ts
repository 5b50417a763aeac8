import { describe, expect, it } from 'vitest';
import { EntryDecodeError, decodeEntry } from '../../src/log/format/decode.js';
import { encodeEntry } from '../../src/log/format/encode.js';
import type { LogEntryRecord } from '../../src/log/format/entry.js';
import { LIMITS } from '../../src/log/format/fields.js';
import { storedEntrySchema } from '../../src/log/format/schema.js';

// The reader checks each entry it decodes with the strict decoder's plain field checks alone and no longer runs
// the zod schema after them. That holds only while the plain checks refuse everything the schema refuses and
// hand back what it would: every leaf and object of fully populated entries is replaced by each of a list of
// values, good and bad, and removed, and an unknown field is added to every object; each file the encoder
// writes for such an entry must be accepted by the decoder exactly when the schema accepts the entry, and
// then decode to the schema's own result.

const ID = '01JDXAAAAAAAAAAAAAAAAAAAAA';
const fullMessage = {
  entry: 'message',
  id: ID,
  time: '2025-01-31T09:30:00.000Z',
  kind: 'join',
  from: { name: 'lead', session: 's1', runtime: 'claude', host: 'box', worktree: '/w/lead' },
  to: { name: 'top', session: 's0', runtime: 'codex', host: 'box', worktree: '/w/top' },
  outsideTeam: true,
  inReplyTo: ID,
  nativeId: 'native-1',
  nativeRuntime: 'claude',
  statement: {
    name: 'lead',
    parent: 'top',
    part: 'the run',
    session: 's1',
    runtime: 'claude',
    host: 'box',
    worktree: '/w',
    amends: ID,
    reason: 'renamed',
    handoff: ID,
  },
  evidence: [{ path: 'a.txt', commit: 'abc', command: 'make', url: 'https://x' }],
  provenance: { by: 'cli', claimed: { from: 'lead', to: 'top' }, detected: { runtime: 'claude', session: 's1', host: 'box', worktree: '/w', via: 'x' } },
  redactions: 2,
  body: 'hello\n',
};
const handoffMessage = {
  ...fullMessage,
  kind: 'handoff',
  statement: undefined,
  handoff: { successor: 'lead-2', part: 'eval' },
  provenance: { by: 'hook', session: 's1', runtime: 'claude', event: 'PostToolUse' },
};
const scannedMessage = { ...fullMessage, provenance: { by: 'scan', file: '/t/s1.jsonl', line: 12 } };
const delivery = {
  entry: 'delivery',
  id: '01JDXBBBBBBBBBBBBBBBBBBBBB',
  message: ID,
  time: '2025-01-31T09:31:00.000Z',
  state: 'held',
  detail: 'held by the receiver\n',
  evidence: [{ url: 'https://x' }],
  provenance: { by: 'hook', session: 's1' },
  redactions: 0,
};

/** Values every field is tried with: each is right somewhere, and wrong in most places. */
const VALUES: unknown[] = [
  0,
  1,
  -1,
  1.5,
  2 ** 60,
  null,
  true,
  false,
  '',
  'x',
  'a\nb',
  'a\tb',
  '\u0000',
  '\ud800',
  'x'.repeat(LIMITS.idChars + 1),
  'x'.repeat(LIMITS.sessionChars + 1),
  'x'.repeat(LIMITS.nameChars + 1),
  'x'.repeat(LIMITS.evidenceValueChars + 1),
  'x'.repeat(LIMITS.textChars + 1),
  '../x',
  'a..b',
  'con',
  ID,
  '2025-02-31T00:00:00.000Z',
  '2025-01-31T09:30:00Z',
  'brief',
  'join',
  'handoff',
  'held',
  'hook',
  'cli',
  'scan',
  {},
  [],
  [{}],
  [{ path: 'p' }],
  { name: 'n' },
  Array.from({ length: LIMITS.evidenceItems + 1 }, () => ({ path: 'p' })),
];

type Json = Record<string, unknown> | unknown[];

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null;
}

/** Every variant of `value`: each node replaced by each of VALUES and (in an object) removed, and an unknown key added to each object. */
function* variants(value: unknown): Generator<unknown> {
  if (!isObject(value)) return;
  const entries = Object.entries(value).filter(([, child]) => child !== undefined);
  const rebuilt = (key: string, child: unknown) =>
    Array.isArray(value) ? value.map((item, index) => (String(index) === key ? child : item)) : { ...value, [key]: child };
  for (const [key, child] of entries) {
    for (const replacement of VALUES) yield rebuilt(key, replacement);
    if (!Array.isArray(value)) yield { ...value, [key]: undefined };
    for (const inner of variants(child)) yield rebuilt(key, inner);
  }
  if (!Array.isArray(value)) yield { ...value, extra: 'x' };
}

function encoded(record: Record<string, unknown>): Buffer {
  const body = record.body;
  return encodeEntry({ ...record, ...(typeof body === 'string' ? { body: Buffer.from(body, 'utf8') } : {}) } as unknown as LogEntryRecord);
}

function decoded(bytes: Buffer): unknown {
  try {
    const entry = decodeEntry(bytes);
    return entry.entry === 'message' ? { ...entry, body: entry.body.toString('utf8') } : entry;
  } catch (error) {
    if (error instanceof EntryDecodeError) return undefined;
    throw error;
  }
}

describe('the strict decoder and the zod schema', () => {
  for (const [what, start] of Object.entries({
    'a message with every field': fullMessage,
    'a handoff': handoffMessage,
    'a scanned message': scannedMessage,
    'a delivery event': delivery,
  })) {
    it(`accept exactly the same files, and read them alike: ${what} and every variant of it`, () => {
      let accepted = 0;
      let tried = 0;
      for (const variant of [start, ...variants(start)]) {
        const record = variant as Record<string, unknown>;
        // The body is bytes the decoder takes by count and hash; the schema sees it as text (a lone surrogate has no bytes).
        if (record.entry === 'message' && (typeof record.body !== 'string' || Buffer.from(record.body).toString() !== record.body)) continue;
        // A header holds only the fields the encoder knows; an unknown top-level field cannot reach a file.
        if ('extra' in record) continue;
        tried++;
        const schema = storedEntrySchema.safeParse(JSON.parse(JSON.stringify(record)));
        const plain = decoded(encoded(record));
        expect({ variant: record, accepted: plain !== undefined }).toEqual({ variant: record, accepted: schema.success });
        if (schema.success) {
          accepted++;
          expect(plain).toEqual(schema.data);
        }
      }
      expect(tried).toBeGreaterThan(500);
      expect(accepted).toBeGreaterThan(10);
    });
  }
});
