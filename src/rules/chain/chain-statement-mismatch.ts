import type { ChainSession } from '../../chain/model.js';
import { tableDisagreement } from '../../chain/table-agreement.js';
import { cellEdit, safeSuggestion } from '../support/edits.js';
import { entryLocation, entryRelated, entryWords, statementWords } from '../support/chain-places.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'chain-statement-mismatch',
  group: 'chain',
  severity: 'error',
  description:
    'The roles table says what each session stated: its parent (a successor’s row names its predecessor’s parent) and its part; names resolve through former names, session ids and handoffs.',
  needs: ['log', 'chain'],
  check(context, report) {
    const { chain } = context;
    for (const session of chain.sessions) {
      const disagreement = tableDisagreement(session);
      if (!disagreement) continue;
      const role = session.role!;
      const { statement, message } = session.statement!;
      const related = [entryRelated(context, message, statementWords(statement))];
      const hint = (cell: string, expected: string) =>
        `Write ${quote(expected)} in ${quote(role.name.text)}’s ${cell} cell if the statement is right; if the statement is wrong, the session corrects it with \`teamdoc join --amend --reason "…"\`.`;
      const { parent, part } = disagreement;
      if (parent) {
        const table = parent.table === '—' ? 'no parent (`—`)' : `parent ${quote(parent.table)}`;
        const parentTakeover = parentTookOver(session);
        const says =
          session.takeover?.kind === 'handoff'
            ? ` as it took the place of ${quote(session.takeover.predecessor?.name ?? statement.parent)}`
            : parentTakeover
              ? `, which took over from ${quote(parentTakeover.from)}, the parent it stated, through handoff ${parentTakeover.handoff}`
              : ' as its statement says';
        report(role.cells.parent.span, `Unexpected ${table} for ${quote(role.name.text)}, expected ${quote(parent.expected)}${says} (${entryWords(message)})`, {
          // The statement named the parent of its time, so it is right: only the table changes.
          hint: parentTakeover
            ? `Write ${quote(parent.expected)} in ${quote(role.name.text)}’s Parent cell: a handoff moves a parent’s workers to its successor, and their statements stay as they are.`
            : hint('Parent', parent.expected),
          related,
          entry: entryLocation(context, message),
          suggestion: safeSuggestion(
            `Write ${quote(parent.expected)} as ${quote(role.name.text)}’s parent`,
            cellEdit(context.doc, role.cells.parent, parent.expected),
          ),
        });
      }
      if (part) {
        const table = part.table === '—' ? 'no part (`—`)' : `part ${quote(part.table)}`;
        report(
          role.cells.part.span,
          `Unexpected ${table} for ${quote(role.name.text)}, expected ${quote(part.expected)} as its statement says (${entryWords(message)})`,
          {
            hint: hint('Part', part.expected),
            related,
            entry: entryLocation(context, message),
            suggestion: safeSuggestion(
              `Write ${quote(part.expected)} as ${quote(role.name.text)}’s part`,
              cellEdit(context.doc, role.cells.part, part.expected),
            ),
          },
        );
      }
    }
  },
});

/** The handoff by which the parent a session stated was taken over, when its parent in force is that parent's successor. */
function parentTookOver(session: ChainSession): { from: string; handoff: string } | undefined {
  const stated = session.statedParent?.session;
  const inForce = session.parent?.session;
  if (stated === undefined || inForce === undefined || stated === inForce) return undefined;
  const seen = new Set<ChainSession>();
  for (let current: ChainSession | undefined = inForce; current && !seen.has(current); current = current.takeover?.predecessor) {
    seen.add(current);
    if (current.takeover?.kind !== 'handoff') return undefined;
    if (current.takeover.predecessor === stated) return { from: stated.name, handoff: current.takeover.handoffId };
  }
  return undefined;
}
