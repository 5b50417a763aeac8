/**
 * The log's vocabulary and limits, as plain constants. The hot path (record,
 * the hook) validates with these directly; the zod schema in schema.ts is built
 * from the same constants, so the two can never disagree about what is allowed.
 */

export const MESSAGE_KINDS = ['brief', 'report', 'correction', 'join', 'handoff', 'other'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const DELIVERY_STATES = ['sent', 'delivered', 'held', 'refused', 'expired', 'unknown'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const EVIDENCE_KINDS = ['path', 'commit', 'command', 'url'] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];

/** The recipient name that means "every session" (Claude Code's broadcast `to: "*"`). */
export const BROADCAST_NAME = '*';

export const DEFAULT_LOG_REF = 'refs/heads/teamdoc/log';

export const LIMITS = {
  /** Default bound on a body, after which it is refused (never truncated). */
  maxBodyBytes: 256 * 1024,
  /** A hard ceiling for `--max-body-bytes`: one entry must stay a readable file on a git host. */
  maxBodyBytesCeiling: 16 * 1024 * 1024,
  idChars: 64,
  nameChars: 1024,
  sessionChars: 256,
  textChars: 4096,
  evidenceItems: 64,
  evidenceValueChars: 2048,
} as const;

/**
 * Ids are the only thing that ever becomes a file name. Letters, digits, `.`,
 * `_`, `-`; starts with a letter or digit; no `..`; no trailing `.`.
 */
const ID_PATTERN = /^[0-9A-Za-z](?:[0-9A-Za-z_-]|\.(?!\.))*$/;

/** Windows device names: `CON.md` cannot be checked out there, so such ids are refused everywhere. */
const RESERVED_BASENAMES = /^(?:con|prn|aux|nul|com[0-9]|lpt[0-9])(?:\.|$)/i;

/** Why `id` is not a usable entry id, or undefined when it is. */
export function idProblem(id: string): string | undefined {
  if (id.length === 0) return 'it is empty';
  if (id.length > LIMITS.idChars) return `it is ${id.length} characters long, over ${LIMITS.idChars}`;
  if (!ID_PATTERN.test(id) || id.endsWith('.')) {
    return 'only letters, digits, ".", "_" and "-" are allowed, starting with a letter or digit, with no ".." and no trailing "."';
  }
  if (RESERVED_BASENAMES.test(id)) return 'it is a reserved device name on Windows';
  return undefined;
}

/** C0 and C1 controls and DEL: never allowed in names and other one-line fields. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/u;

/** Why `text` cannot be a one-line field (a name, a session id), or undefined when it can. */
export function lineProblem(text: string, maxChars: number): string | undefined {
  if (text.length === 0) return 'it is empty';
  if (longerThan(text, maxChars)) return `it is longer than ${maxChars} characters`;
  if (CONTROL_CHARACTER.test(text)) return 'it contains a control character (a newline, tab, escape or similar)';
  if (/[\ud800-\udfff]/u.test(text)) return 'it contains a lone surrogate (not valid Unicode)';
  return undefined;
}

/** Why `text` cannot be a free-text field (a detail, a reason), or undefined when it can. Newlines and tabs are allowed. */
export function textProblem(text: string, maxChars: number): string | undefined {
  if (longerThan(text, maxChars)) return `it is longer than ${maxChars} characters`;
  if (text.includes('\u0000')) return 'it contains a NUL character';
  if (/[\ud800-\udfff]/u.test(text)) return 'it contains a lone surrogate (not valid Unicode)';
  return undefined;
}

/** More than `maxChars` code points; counted only when the UTF-16 length leaves a doubt. */
function longerThan(text: string, maxChars: number): boolean {
  if (text.length <= maxChars) return false;
  let count = 0;
  for (const _ of text) if (++count > maxChars) return true;
  return false;
}

/** `YYYY-MM-DDTHH:MM:SS.sssZ`, a real instant: the only time format the log stores. */
const TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{3}Z$/;

export function isValidTime(time: string): boolean {
  const match = TIME_PATTERN.exec(time);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  // Date.UTC rolls 31 February over into March: a real date gives back its own day.
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60 && second < 60;
}

export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** Header keys of an encoded entry, in the one order the encoder writes them. */
export const MESSAGE_HEADER_KEYS = [
  'entry',
  'id',
  'time',
  'kind',
  'from',
  'to',
  'outside-team',
  'in-reply-to',
  'native-id',
  'native-runtime',
  'statement',
  'handoff',
  'evidence',
  'provenance',
  'redactions',
  'body-bytes',
  'body-sha256',
] as const;

export const DELIVERY_HEADER_KEYS = ['entry', 'id', 'message', 'time', 'state', 'detail', 'evidence', 'provenance', 'redactions'] as const;
