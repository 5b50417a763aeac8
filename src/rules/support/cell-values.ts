/** Shared by the rules for cells that take one of a fixed set of words. */
import type { Cell, TeamDoc } from '../../doc/model.js';
import { cellEdit, safeSuggestion } from './edits.js';
import type { Report } from '../engine/rule.js';
import { closest } from '../../text/closest.js';
import { oneOf, quote } from './words.js';

export function reportUnknownWord(report: Report, doc: TeamDoc, cell: Cell, value: string | undefined, values: readonly string[], what: string): void {
  if (value !== undefined || cell.placeholder || cell.missing) return;
  const suggestion = cell.none ? undefined : closest(cell.text, values);
  report(cell.span, `Unexpected ${cell.none ? `empty ${what}` : `${what} ${quote(cell.text)}`}, expected ${oneOf(values)}`, {
    hint: suggestion ? `Did you mean \`${suggestion}\`?` : undefined,
    suggestion: suggestion ? safeSuggestion(`Write \`${suggestion}\``, cellEdit(doc, cell, suggestion)) : undefined,
  });
}
