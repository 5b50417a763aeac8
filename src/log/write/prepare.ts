/**
 * What a caller hands in → the exact entry and bytes that will be stored:
 * fields checked, secrets in text replaced by visible marks (a secret in a
 * name is refused: secret-names.ts), id and time assigned.
 * Everything that can be refused is refused here, before anything is written.
 */
import { InputError } from '../../errors.js';
import { redactSecrets } from '../../secrets/redact.js';
import { bodyProblem } from '../format/body.js';
import type { DeliveryEntry, Evidence, LogEntryRecord, MessageEntry } from '../format/entry.js';
import { encodeEntry } from '../format/encode.js';
import { LIMITS } from '../format/fields.js';
import { newEntryId } from '../format/id.js';
import { refuseSecretsInNames } from '../format/secret-names.js';
import { FieldError, checkDeliveryFields, checkMessageFields } from '../format/validate.js';

/** What a caller says about an entry; what the log adds itself (id, time, redactions) is optional or absent. */
interface NewEntryBase {
  /** A caller's own id makes a retry harmless; omitted, a fresh time-sortable id is made. */
  id?: string;
  time?: string;
  evidence?: Evidence[];
}

export type NewMessage = NewEntryBase &
  Omit<MessageEntry, 'entry' | 'id' | 'time' | 'kind' | 'evidence' | 'redactions' | 'body'> & {
    entry?: 'message';
    /** Checked against the kinds in fields.ts. */
    kind: string;
    body: Buffer | string;
    /** Where the body came from, for error locations (`<stdin>`, a file path). */
    bodySource?: string;
  };

export type NewDelivery = NewEntryBase &
  Omit<DeliveryEntry, 'id' | 'time' | 'state' | 'evidence' | 'redactions'> & {
    /** Checked against the states in fields.ts. */
    state: string;
  };

export type NewEntry = NewMessage | NewDelivery;

export interface PreparedEntry {
  entry: LogEntryRecord;
  bytes: Buffer;
  /** Secrets replaced, by kind. */
  redactedKinds: Record<string, number>;
}

export interface PrepareOptions {
  maxBodyBytes?: number;
  /** The clock's time (time/clock.ts), for entries that bring none. */
  now: Date;
}

export function prepareEntry(input: NewEntry, options: PrepareOptions): PreparedEntry {
  const { now } = options;
  refuseSecretsInNames(input);
  const counter = new RedactionCounter();
  let entry: LogEntryRecord;
  try {
    entry = input.entry === 'delivery' ? prepareDelivery(input, now, counter) : prepareMessage(input, now, counter, options);
  } catch (error) {
    if (error instanceof FieldError) {
      throw new InputError(`Unexpected ${error.field}: ${error.problem}`, undefined, {
        hint: 'See "The record" in docs/log.md for what each field may hold.',
      });
    }
    throw error;
  }
  return { entry, bytes: encodeEntry(entry), redactedKinds: counter.kinds };
}

function prepareMessage(input: NewMessage, now: Date, counter: RedactionCounter, options: PrepareOptions): MessageEntry {
  const raw = typeof input.body === 'string' ? Buffer.from(input.body, 'utf8') : input.body;
  const problem = bodyProblem(raw, options.maxBodyBytes ?? LIMITS.maxBodyBytes);
  if (problem) {
    const location = { file: input.bodySource ?? '<body>', line: problem.line, column: problem.column, ruleId: problem.ruleId };
    throw new InputError(problem.message, location, {
      hint:
        problem.ruleId === 'body-too-large'
          ? 'Split the message, or raise the bound with --max-body-bytes or `git config teamdoc.maxBodyBytes`.'
          : 'Bodies are stored as UTF-8 text; convert the file (for example with iconv) or attach binary data as evidence.',
    });
  }
  const body = Buffer.from(counter.redact(raw.toString('utf8')), 'utf8');
  const fields = checkMessageFields({
    ...input,
    id: input.id ?? newEntryId(now.getTime()),
    time: input.time ?? now.toISOString(),
    evidence: redactEvidence(input.evidence ?? [], counter),
    redactions: 0,
  });
  return { ...fields, redactions: counter.count, body };
}

function prepareDelivery(input: NewDelivery, now: Date, counter: RedactionCounter): DeliveryEntry {
  const entry = checkDeliveryFields({
    ...input,
    id: input.id ?? newEntryId(now.getTime()),
    time: input.time ?? now.toISOString(),
    detail: counter.redactOptional(input.detail),
    evidence: redactEvidence(input.evidence ?? [], counter),
    redactions: 0,
  });
  return { ...entry, redactions: counter.count };
}

function redactEvidence(evidence: unknown, counter: RedactionCounter): unknown {
  if (!Array.isArray(evidence)) return evidence;
  return evidence.map((item: unknown) => {
    if (typeof item !== 'object' || item === null) return item;
    return Object.fromEntries(Object.entries(item).map(([key, value]) => [key, typeof value === 'string' ? counter.redact(value) : value]));
  });
}

/** Redacts free text and keeps the tally for the entry's `redactions` field and the caller's report. */
class RedactionCounter {
  count = 0;
  readonly kinds: Record<string, number> = {};

  redact(text: string): string {
    if (typeof text !== 'string') return text;
    const result = redactSecrets(text);
    this.count += result.count;
    for (const [kind, count] of Object.entries(result.kinds)) this.kinds[kind] = (this.kinds[kind] ?? 0) + count;
    return result.text;
  }

  redactOptional(text: string | undefined): string | undefined {
    return text === undefined ? undefined : this.redact(text);
  }
}
