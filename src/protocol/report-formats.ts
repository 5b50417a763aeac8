/**
 * The fixed message formats between a worker and its parent. Their prose lives
 * in Markdown (each skill's references/report-formats.md and templates/kickoff.md);
 * this list is what that prose is tested against, and what code reads reports by.
 */
import { LINE_ENDING } from '../text/line-endings.js';

type ReportTag = 'plan' | 'done' | 'result' | 'blocked' | 'question' | 'resource' | 'answer' | 'correction';

export interface ReportFormat {
  tag: ReportTag;
  /** `up`: worker to parent; `down`: parent to worker. */
  direction: 'up' | 'down';
  /** The log kind a message of this format is recorded under. */
  kind: 'report' | 'brief' | 'correction';
  /** The labels of the lines after the first, in their fixed order. */
  fields: readonly string[];
  /** What the first line says after `[tag] <part>: `. */
  heading: string;
}

export const REPORT_FORMATS: readonly ReportFormat[] = [
  { tag: 'plan', direction: 'up', kind: 'report', heading: 'the approach', fields: ['Plan', 'Criteria'] },
  { tag: 'done', direction: 'up', kind: 'report', heading: 'what is finished', fields: ['Evidence', 'Criteria', 'Remains', 'Uncommitted'] },
  { tag: 'result', direction: 'up', kind: 'report', heading: 'the result', fields: ['Evidence', 'Bears on', 'Next'] },
  { tag: 'blocked', direction: 'up', kind: 'report', heading: 'what is blocked', fields: ['Tried', 'Needs'] },
  {
    tag: 'question',
    direction: 'up',
    kind: 'report',
    heading: 'the decision needed',
    fields: ['Options', 'Default', 'Deadline'],
  },
  { tag: 'resource', direction: 'up', kind: 'report', heading: 'what is needed', fields: ['Why', 'For'] },
  { tag: 'answer', direction: 'down', kind: 'brief', heading: 'the question answered', fields: ['Answer', 'Decided by'] },
  {
    tag: 'correction',
    direction: 'down',
    kind: 'correction',
    heading: 'what was wrong',
    fields: ['Wrong', 'Right', 'Source'],
  },
];

export interface ReportHeading {
  format: ReportFormat;
  part: string;
  summary: string;
}

const HEADING = /^\[([a-z]+)\] ([^:\n]+): (.+)$/;

/**
 * One-line notices, with no fields and no results in them, that ask no reply:
 * up, a kickoff's `[ack]` and the handoff skill's `[handoff]` telling the
 * parent who took over; down, a top's successor's `[takeover]` telling each
 * worker whom it reports to now, and a parent's `[note]` passing on another
 * part's `Remains:` note. The log kind each is recorded under.
 */
const NOTICE_KINDS: Readonly<Record<string, 'report' | 'brief'>> = { ack: 'report', handoff: 'report', takeover: 'brief', note: 'brief' };

export const NOTICE_TAGS: ReadonlySet<string> = new Set(Object.keys(NOTICE_KINDS));

/** Reads the first line of a message body: which format it claims, for which part. */
export function readReportHeading(body: string): ReportHeading | undefined {
  const match = headingMatch(body);
  if (!match) return undefined;
  const format = REPORT_FORMATS.find((candidate) => candidate.tag === match[1]);
  if (!format) return undefined;
  return { format, part: match[2]!.trim(), summary: match[3]!.trim() };
}

/**
 * The log kind a message is recorded as when nobody names one (the hooks,
 * `scan --record`, `send`): its report format's, a notice its own (`[ack]` and
 * `[handoff]` go up as reports that are no result, `[takeover]` down as a
 * brief), anything else `other`.
 */
export function kindOfBody(body: string): 'report' | 'brief' | 'correction' | 'other' {
  const format = readReportHeading(body)?.format;
  if (format) return format.kind;
  const tag = headingTag(body);
  return tag !== undefined && Object.hasOwn(NOTICE_KINDS, tag) ? NOTICE_KINDS[tag]! : 'other';
}

/** The `[tag]` a body's first line opens with, in the heading's form, whether or not the tag is one of these formats (a notice is not). */
export function headingTag(body: string): string | undefined {
  return headingMatch(body)?.[1];
}

/**
 * A first line that opens with a format's tag (or the kickoff's `[ack]`) but
 * not in the heading's form, such as `[plan] train` without the colon: the
 * form it should have. Read as it stands, such a message is no report of that
 * format: a plan would count as a result, and criteria applied from it late.
 */
export function misshapenHeading(body: string): { line: string; expected: string } | undefined {
  const line = firstLineOf(body).trim();
  const tag = /^\[([a-z]+)\]/.exec(line)?.[1];
  if (tag === undefined || (!NOTICE_TAGS.has(tag) && !REPORT_FORMATS.some((format) => format.tag === tag))) return undefined;
  return HEADING.test(line) ? undefined : { line, expected: `[${tag}] <part>: <one line>` };
}

function firstLineOf(body: string): string {
  return body.replace(/^\uFEFF/, '').split(LINE_ENDING, 1)[0] ?? '';
}

function headingMatch(body: string): RegExpExecArray | null {
  return HEADING.exec(firstLineOf(body).trim());
}
