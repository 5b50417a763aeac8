/**
 * What a report says for itself, read from its body by the fixed formats:
 * whether it reports results (pre-registration is judged against those), and
 * for a `[done]` report the evidence it cites and the criteria it answers.
 * One reading for `check` and `view` (both get it through the log's digest).
 */
import { type EvidenceRef, evidenceInText } from './evidence.js';
import { comparable } from '../text/comparable.js';
import { lfText } from '../text/line-endings.js';
import { NOTICE_TAGS, type ReportFormat, headingTag, readReportHeading } from './report-formats.js';

/** Enough of a log message to read it as a report. */
export interface ReportMessage {
  kind: string;
  body: string;
  /** The entry's own evidence field (`record --evidence`): each item names one thing by its kind. */
  evidence?: ReadonlyArray<Readonly<Record<string, string | undefined>>>;
}

export interface DoneReportReading {
  /** The part the first line names. */
  part: string;
  summary: string;
  /** Everything cited in the body, and in the entry's evidence field. */
  evidence: EvidenceRef[];
  /** The lines under `Criteria:`, list markers removed; undefined when the report has no such field. */
  criteria: string[] | undefined;
}

/** Reports that say something other than a result: a notice (ack, handoff), planning, asking, blocked, needing a resource. */
const NOT_RESULTS = new Set([...NOTICE_TAGS, 'plan', 'blocked', 'question', 'resource']);

/** A report of results: kind `report`, and not a notice, `[plan]`, `[blocked]`, `[question]` or `[resource]` (a free-form report may be results). */
export function isResultReport(message: Pick<ReportMessage, 'kind' | 'body'>): boolean {
  if (message.kind !== 'report') return false;
  const tag = headingTag(message.body);
  return tag === undefined || !NOT_RESULTS.has(tag);
}

/** A `[done]` report's evidence and answered criteria; undefined for any other message. */
export function reportEvidence(message: ReportMessage): DoneReportReading | undefined {
  if (message.kind !== 'report') return undefined;
  const heading = readReportHeading(message.body);
  if (heading?.format.tag !== 'done') return undefined;
  const fromField = (message.evidence ?? []).flatMap((item) =>
    Object.entries(item).flatMap(([kind, text]) => (text === undefined ? [] : [{ kind, text } as EvidenceRef])),
  );
  const body = lfText(message.body);
  return {
    part: heading.part,
    summary: heading.summary,
    evidence: [...fromField, ...evidenceInText(body)],
    criteria: fieldLines(body, heading.format, 'Criteria'),
  };
}

/** A `[plan]` report's plan and criteria, as lines; undefined for any other message. */
export interface PlanReading {
  part: string;
  summary: string;
  plan: string[];
  criteria: string[];
}

export function readPlanReport(message: Pick<ReportMessage, 'kind' | 'body'>): PlanReading | undefined {
  if (message.kind !== 'report') return undefined;
  const heading = readReportHeading(message.body);
  if (heading?.format.tag !== 'plan') return undefined;
  const body = lfText(message.body);
  const said = (label: string) => (fieldLines(body, heading.format, label) ?? []).filter((line) => !/^none\.?$/i.test(line));
  return { part: heading.part, summary: heading.summary, plan: said('Plan'), criteria: said('Criteria') };
}

/** A `[question]` report's part and deadline (as written); undefined for any other message. */
export function readQuestionReport(message: Pick<ReportMessage, 'kind' | 'body'>): { part: string; deadline: string | undefined } | undefined {
  if (message.kind !== 'report') return undefined;
  const heading = readReportHeading(message.body);
  if (heading?.format.tag !== 'question') return undefined;
  return { part: heading.part, deadline: fieldLines(lfText(message.body), heading.format, 'Deadline')?.[0] };
}

/** The text of one field of a report's body (LF text): what follows its label on the line and the lines up to the next label of its format. */
function fieldLines(body: string, format: ReportFormat, label: string): string[] | undefined {
  const fieldLine = new RegExp(`^\\s*(${format.fields.join('|')})\\s*:\\s*(.*)$`, 'i');
  let inside = false;
  let found = false;
  const lines: string[] = [];
  for (const line of body.split('\n').slice(1)) {
    const field = fieldLine.exec(line);
    if (field) {
      inside = field[1]!.toLowerCase() === label.toLowerCase();
      found ||= inside;
      if (inside && field[2]!.trim() !== '') lines.push(field[2]!.trim());
      continue;
    }
    if (inside && line.trim() !== '') lines.push(line.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '').trim());
  }
  return found ? lines : undefined;
}

/**
 * The criteria lines a `[done]` report leaves unanswered: each line of the
 * criteria in force should appear, in the doc's words, in an answer line, with
 * or without its `Pass:` label (compared as a reader would, a trailing full
 * stop aside). A line labelled `Fail:` is the other side of a criterion
 * already stated as `Pass:`, so it needs no answer of its own.
 */
export function unansweredCriteria(criteria: readonly string[], answers: readonly string[]): string[] {
  const said = answers.map(plainWords);
  return criteria.filter((line) => !/^\s*fail\s*:/i.test(line) && !said.some((answer) => answer.includes(plainWords(line.replace(/^\s*pass\s*:\s*/i, '')))));
}

function plainWords(text: string): string {
  return comparable(text).replace(/[.;]$/, '');
}
