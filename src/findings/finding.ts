/**
 * A finding is data, shaped like a vfile message: where, which rule, how bad,
 * what was unexpected and what was expected. Reporters turn lists of findings
 * into text, JSON, annotations or SARIF; nothing else formats them.
 */

export type Severity = 'error' | 'warning' | 'info';

export interface Point {
  line: number;
  column: number;
}

/**
 * A log entry as a place: the ref that holds it, its id, time and path on that
 * ref. `git show <ref>:<path>` shows it; `teamdoc log --thread <id>` too.
 */
export interface LogEntryLocation {
  ref: string;
  id: string;
  time: string;
  path: string;
}

/** A second place that explains the first ("defined here", "the log entry that said so"). */
export interface RelatedLocation {
  message: string;
  file?: string;
  line?: number;
  column?: number;
  /** Set when the place is a log entry; `file` is then `<branch>:<path>`. */
  entry?: LogEntryLocation;
}

/**
 * One stretch of a file's text replaced: from (line, column) up to, not
 * including, (endLine, endColumn) — positions as findings have them. An
 * insertion starts and ends at the same point; a deletion has empty text.
 */
export interface TextEdit {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  text: string;
}

/**
 * The edit a finding's hint proposes, ready to apply to the finding's file:
 * what it does in words, and its text edits (never overlapping). Applied as
 * it stands, it makes its finding go away without causing an error.
 */
export interface Suggestion {
  message: string;
  edits: TextEdit[];
  /**
   * Certain enough for `check --fix` to apply unasked: it writes what the log
   * or the doc itself already says, never what a person must decide.
   */
  safe?: true;
}

/**
 * Why a finding is not shown though its rule found it (SARIF's suppressions):
 * settled on the log (`external`: acknowledged, corrected, superseded) or
 * silenced by a `teamdoc-disable` comment in the doc (`inSource`).
 */
export interface Suppression {
  kind: 'external' | 'inSource';
  /** Who accepted it and why, in words. */
  justification: string;
  /** The comment that silences it (inSource). */
  comment?: { line: number; column: number; endLine: number; endColumn: number };
  /** The message that settles it (external). */
  entry?: LogEntryLocation;
}

export interface Finding {
  /** The file as the user named it, or relative to the working directory; POSIX separators. */
  file: string;
  line?: number;
  column?: number;
  endLine?: number;
  endColumn?: number;
  ruleId: string;
  severity: Severity;
  /** "Unexpected …, expected …". */
  message: string;
  /** What to do about it, in one line. */
  hint?: string;
  /** Documentation of the rule. */
  url?: string;
  related?: RelatedLocation[];
  /** The log entry the finding is about, when it is about one (its doc position is the row it concerns). */
  entry?: LogEntryLocation;
  /** The edit the hint proposes, where the hint proposes one edit of this file. */
  suggestion?: Suggestion;
  /** Set only on a finding the check leaves out: what settled or silenced it. */
  suppression?: Suppression;
}

export interface FindingCounts {
  errors: number;
  warnings: number;
  info: number;
}

export function countFindings(findings: readonly Finding[]): FindingCounts {
  const counts = { errors: 0, warnings: 0, info: 0 };
  for (const finding of findings) {
    if (finding.severity === 'error') counts.errors++;
    else if (finding.severity === 'warning') counts.warnings++;
    else counts.info++;
  }
  return counts;
}

/** Stable order for every output: file, line, column, rule, message. */
function compareFindings(a: Finding, b: Finding): number {
  return (
    compareText(a.file, b.file) ||
    (a.line ?? 0) - (b.line ?? 0) ||
    (a.column ?? 0) - (b.column ?? 0) ||
    compareText(a.ruleId, b.ruleId) ||
    compareText(a.message, b.message)
  );
}

export function sortFindings(findings: readonly Finding[]): Finding[] {
  return [...findings].sort(compareFindings);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
