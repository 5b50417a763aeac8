/**
 * Plain checks of entry fields, shared by the write side (what a caller
 * hands to appendEntries) and the decoder (what a file holds). No schema
 * library, so the hot path stays light; schema.ts mirrors these with zod.
 */
import { DELIVERY_STATES, EVIDENCE_KINDS, LIMITS, MESSAGE_KINDS, idProblem, isOneOf, isValidTime, lineProblem, textProblem } from './fields.js';
import type { DeliveryEntry, DetectedSession, Evidence, Handoff, MessageEntry, Party, Provenance, Statement } from './entry.js';

/** A field that cannot be stored, named by its path in the entry (`from.name`, `evidence[2]`). */
export class FieldError extends Error {
  readonly field: string;
  readonly problem: string;

  constructor(field: string, problem: string) {
    super(`${field}: ${problem}`);
    this.name = 'FieldError';
    this.field = field;
    this.problem = problem;
  }
}

type Fields = Record<string, unknown>;

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function expectRecord(value: unknown, field: string, allowed: readonly string[]): Fields {
  if (!isRecord(value)) throw new FieldError(field, 'expected an object');
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) throw new FieldError(field, `unexpected field "${key}"`);
  }
  return value;
}

export function checkId(value: unknown, field: string): string {
  if (typeof value !== 'string') throw new FieldError(field, 'expected an id (a string)');
  const problem = idProblem(value);
  if (problem) throw new FieldError(field, `"${value.slice(0, 80)}" is not a usable id: ${problem}`);
  return value;
}

function checkLine(value: unknown, field: string, maxChars: number): string {
  if (typeof value !== 'string') throw new FieldError(field, 'expected a string');
  const problem = lineProblem(value, maxChars);
  if (problem) throw new FieldError(field, problem);
  return value;
}

function checkText(value: unknown, field: string, maxChars: number = LIMITS.textChars): string {
  if (typeof value !== 'string') throw new FieldError(field, 'expected a string');
  const problem = textProblem(value, maxChars);
  if (problem) throw new FieldError(field, problem);
  return value;
}

function optional<T>(value: unknown, check: (value: unknown) => T): T | undefined {
  return value === undefined ? undefined : check(value);
}

function checkTime(value: unknown, field: string): string {
  if (typeof value !== 'string' || !isValidTime(value)) {
    throw new FieldError(field, 'expected a UTC time like 2025-01-31T09:30:00.000Z');
  }
  return value;
}

function checkCount(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new FieldError(field, 'expected a whole number, 0 or more');
  }
  return value;
}

const PARTY_FIELDS = ['name', 'session', 'runtime', 'host', 'worktree'] as const;

function checkParty(value: unknown, field: string): Party {
  const record = expectRecord(value, field, PARTY_FIELDS);
  const party: Party = { name: checkLine(record.name, `${field}.name`, LIMITS.nameChars) };
  for (const key of PARTY_FIELDS.slice(1)) {
    const text = optional(record[key], (v) => checkLine(v, `${field}.${key}`, LIMITS.nameChars));
    if (text !== undefined) party[key] = text;
  }
  return party;
}

function checkEvidenceList(value: unknown, field: string): Evidence[] {
  if (!Array.isArray(value)) throw new FieldError(field, 'expected a list');
  if (value.length > LIMITS.evidenceItems) throw new FieldError(field, `more than ${LIMITS.evidenceItems} references`);
  return value.map((item, index) => {
    const itemField = `${field}[${index}]`;
    const record = expectRecord(item, itemField, EVIDENCE_KINDS);
    const evidence: Evidence = {};
    for (const kind of EVIDENCE_KINDS) {
      const text = optional(record[kind], (v) => checkLine(v, `${itemField}.${kind}`, LIMITS.evidenceValueChars));
      if (text !== undefined) evidence[kind] = text;
    }
    if (Object.keys(evidence).length === 0) throw new FieldError(itemField, `expected one of ${EVIDENCE_KINDS.join(', ')}`);
    return evidence;
  });
}

const DETECTED_FIELDS = ['runtime', 'session', 'host', 'worktree', 'via'] as const;

function checkProvenance(value: unknown, field: string): Provenance {
  if (!isRecord(value)) throw new FieldError(field, 'expected an object');
  const line = (v: unknown, name: string) => checkLine(v, `${field}.${name}`, LIMITS.nameChars);
  switch (value.by) {
    case 'hook': {
      const record = expectRecord(value, field, ['by', 'session', 'runtime', 'event']);
      const provenance: Provenance = { by: 'hook', session: checkLine(record.session, `${field}.session`, LIMITS.sessionChars) };
      const runtime = optional(record.runtime, (v) => line(v, 'runtime'));
      const event = optional(record.event, (v) => line(v, 'event'));
      if (runtime !== undefined) provenance.runtime = runtime;
      if (event !== undefined) provenance.event = event;
      return provenance;
    }
    case 'cli': {
      const record = expectRecord(value, field, ['by', 'claimed', 'detected']);
      const claimedRecord = expectRecord(record.claimed, `${field}.claimed`, ['from', 'to']);
      const claimed: { from?: string; to?: string } = {};
      for (const key of ['from', 'to'] as const) {
        const text = optional(claimedRecord[key], (v) => line(v, `claimed.${key}`));
        if (text !== undefined) claimed[key] = text;
      }
      const detectedRecord = expectRecord(record.detected, `${field}.detected`, DETECTED_FIELDS);
      const detected: DetectedSession = {};
      for (const key of DETECTED_FIELDS) {
        const text = optional(detectedRecord[key], (v) => line(v, `detected.${key}`));
        if (text !== undefined) detected[key] = text;
      }
      return { by: 'cli', claimed, detected };
    }
    case 'scan': {
      const record = expectRecord(value, field, ['by', 'file', 'line']);
      const lineNumber = checkCount(record.line, `${field}.line`);
      if (lineNumber < 1) throw new FieldError(`${field}.line`, 'expected a line number, 1 or more');
      return { by: 'scan', file: checkLine(record.file, `${field}.file`, LIMITS.evidenceValueChars), line: lineNumber };
    }
    default:
      throw new FieldError(`${field}.by`, 'expected "hook", "cli" or "scan"');
  }
}

const STATEMENT_FIELDS = ['name', 'parent', 'part', 'session', 'runtime', 'host', 'worktree', 'amends', 'reason', 'handoff'] as const;

function checkStatement(value: unknown, field: string): Statement {
  const record = expectRecord(value, field, STATEMENT_FIELDS);
  const statement: Statement = {
    name: checkLine(record.name, `${field}.name`, LIMITS.nameChars),
    parent: checkLine(record.parent, `${field}.parent`, LIMITS.nameChars),
    part: checkText(record.part, `${field}.part`),
  };
  for (const key of ['session', 'runtime', 'host', 'worktree'] as const) {
    const text = optional(record[key], (v) => checkLine(v, `${field}.${key}`, LIMITS.nameChars));
    if (text !== undefined) statement[key] = text;
  }
  const amends = optional(record.amends, (v) => checkId(v, `${field}.amends`));
  const reason = optional(record.reason, (v) => checkText(v, `${field}.reason`));
  const handoff = optional(record.handoff, (v) => checkId(v, `${field}.handoff`));
  if (amends !== undefined) statement.amends = amends;
  if (reason !== undefined) statement.reason = reason;
  if (handoff !== undefined) statement.handoff = handoff;
  return statement;
}

function checkHandoff(value: unknown, field: string): Handoff {
  const record = expectRecord(value, field, ['successor', 'part']);
  const handoff: Handoff = {};
  const successor = optional(record.successor, (v) => checkLine(v, `${field}.successor`, LIMITS.nameChars));
  const part = optional(record.part, (v) => checkText(v, `${field}.part`));
  if (successor !== undefined) handoff.successor = successor;
  if (part !== undefined) handoff.part = part;
  return handoff;
}

/** Checks every field of a message except its body; returns a clean copy with only known fields. */
export function checkMessageFields(value: Fields): Omit<MessageEntry, 'body'> {
  const kind = value.kind;
  if (!isOneOf(MESSAGE_KINDS, kind)) throw new FieldError('kind', `expected one of ${MESSAGE_KINDS.join(', ')}`);
  const message: Omit<MessageEntry, 'body'> = {
    entry: 'message',
    id: checkId(value.id, 'id'),
    time: checkTime(value.time, 'time'),
    kind,
    from: checkParty(value.from, 'from'),
    to: checkParty(value.to, 'to'),
    evidence: checkEvidenceList(value.evidence === undefined ? [] : value.evidence, 'evidence'),
    provenance: checkProvenance(value.provenance, 'provenance'),
    redactions: checkCount(value.redactions === undefined ? 0 : value.redactions, 'redactions'),
  };
  if (value.outsideTeam !== undefined) {
    // Only ever written as `true`: one spelling, so the same message written twice is the same bytes.
    if (value.outsideTeam !== true) throw new FieldError('outside-team', 'expected true, or no such line');
    message.outsideTeam = true;
  }
  const inReplyTo = optional(value.inReplyTo, (v) => checkId(v, 'in-reply-to'));
  const nativeId = optional(value.nativeId, (v) => checkLine(v, 'native-id', LIMITS.sessionChars));
  const nativeRuntime = optional(value.nativeRuntime, (v) => checkLine(v, 'native-runtime', LIMITS.sessionChars));
  if (inReplyTo !== undefined) message.inReplyTo = inReplyTo;
  if (nativeId !== undefined) message.nativeId = nativeId;
  if (nativeRuntime !== undefined) message.nativeRuntime = nativeRuntime;
  if (nativeRuntime !== undefined && nativeId === undefined) throw new FieldError('native-runtime', 'given without a native-id');
  if (value.statement !== undefined) {
    if (kind !== 'join') throw new FieldError('statement', 'only a message of kind "join" carries a parent statement');
    message.statement = checkStatement(value.statement, 'statement');
  }
  if (value.handoff !== undefined) {
    if (kind !== 'handoff') throw new FieldError('handoff', 'only a message of kind "handoff" carries a handoff');
    message.handoff = checkHandoff(value.handoff, 'handoff');
  }
  return message;
}

export function checkDeliveryFields(value: Fields): DeliveryEntry {
  const state = value.state;
  if (!isOneOf(DELIVERY_STATES, state)) throw new FieldError('state', `expected one of ${DELIVERY_STATES.join(', ')}`);
  const delivery: DeliveryEntry = {
    entry: 'delivery',
    id: checkId(value.id, 'id'),
    message: checkId(value.message, 'message'),
    time: checkTime(value.time, 'time'),
    state,
    evidence: checkEvidenceList(value.evidence === undefined ? [] : value.evidence, 'evidence'),
    provenance: checkProvenance(value.provenance, 'provenance'),
    redactions: checkCount(value.redactions === undefined ? 0 : value.redactions, 'redactions'),
  };
  const detail = optional(value.detail, (v) => checkText(v, 'detail'));
  if (detail !== undefined) delivery.detail = detail;
  return delivery;
}
