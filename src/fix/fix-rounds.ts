/**
 * `check --fix` in rounds: apply every safe suggestion that overlaps no other
 * chosen in the round, check the new text again, and repeat until a round
 * changes nothing. A suggestion that overlaps one already chosen waits for the
 * next round, where it is computed afresh against the text as it then is.
 */
import type { Finding, Suggestion, TextEdit } from '../findings/finding.js';
import { applyTextEdits, EditConflict, offsetAt } from '../findings/text-edits.js';

/** Past this many rounds the doc is left as it is: fixes that undo each other never end. */
export const MAX_FIX_ROUNDS = 10;

export interface AppliedFix {
  /** The finding as it was reported in the text its round read (its position is there). */
  finding: Finding;
  suggestion: Suggestion;
}

export interface FixResult {
  /** The LF text with every fix applied. */
  text: string;
  applied: AppliedFix[];
  /** The findings of the fixed text. */
  findings: Finding[];
}

/** `findings` are those of `text` (LF text); `check` gives the findings of any later version of it. */
export async function fixInRounds(text: string, findings: Finding[], check: (text: string) => Promise<Finding[]>): Promise<FixResult> {
  const applied: AppliedFix[] = [];
  let current = { text, findings };
  for (let round = 0; round < MAX_FIX_ROUNDS; round++) {
    const chosen = nonOverlappingFixes(current.text, current.findings);
    if (chosen.length === 0) break;
    const next = applyTextEdits(
      current.text,
      chosen.flatMap((fix) => fix.suggestion.edits),
    );
    if (next === current.text) break;
    applied.push(...chosen);
    current = { text: next, findings: await check(next) };
  }
  return { text: current.text, applied, findings: current.findings };
}

interface Range {
  start: number;
  end: number;
}

/** The safe suggestions of `findings`, in their order, leaving out any that touch text an earlier one edits. */
function nonOverlappingFixes(text: string, findings: readonly Finding[]): AppliedFix[] {
  const taken: Range[] = [];
  const chosen: AppliedFix[] = [];
  for (const finding of findings) {
    const suggestion = finding.suggestion;
    if (!suggestion?.safe || suggestion.edits.length === 0) continue;
    const ranges = rangesOf(text, suggestion.edits);
    if (!ranges || ranges.some((range) => taken.some((other) => overlap(range, other)))) continue;
    taken.push(...ranges);
    chosen.push({ finding, suggestion });
  }
  return chosen;
}

/** An edit's offsets; undefined when it does not fit the text (a stale suggestion is skipped, never guessed at). */
function rangesOf(text: string, edits: readonly TextEdit[]): Range[] | undefined {
  try {
    const ranges = edits.map((edit) => ({ start: offsetAt(text, edit), end: offsetAt(text, { line: edit.endLine, column: edit.endColumn }) }));
    return ranges.some((range, index) => ranges.slice(index + 1).some((other) => overlap(range, other))) ? undefined : ranges;
  } catch (error) {
    if (error instanceof EditConflict) return undefined;
    throw error;
  }
}

/** Two stretches overlap when they share text, or start at one point (two insertions there have no order). */
function overlap(a: Range, b: Range): boolean {
  return a.start === b.start || (a.start < b.end && b.start < a.end);
}
