import { tableDisagreement } from '../../chain/table-agreement.js';
import { cellEdit, safeSuggestion } from '../support/edits.js';
import { entryLocation, entryRelated, entryWords, statementWords } from '../support/chain-places.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'chain-statement-mismatch',
  group: 'chain',
  severity: 'error',
  description: 'The roles table says what each session stated: its parent (a successor’s row names its predecessor’s parent) and its part; names resolve through former names, session ids and handoffs.',
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
        const says = session.takeover?.kind === 'handoff' ? `as it took the place of ${quote(session.takeover.predecessor?.name ?? statement.parent)}` : 'as its statement says';
        report(role.cells.parent.span, `Unexpected ${table} for ${quote(role.name.text)}, expected ${quote(parent.expected)} ${says} (${entryWords(message)})`, {
          hint: hint('Parent', parent.expected),
          related,
          entry: entryLocation(context, message),
          suggestion: safeSuggestion(`Write ${quote(parent.expected)} as ${quote(role.name.text)}’s parent`, cellEdit(context.doc, role.cells.parent, parent.expected)),
        });
      }
      if (part) {
        const table = part.table === '—' ? 'no part (`—`)' : `part ${quote(part.table)}`;
        report(role.cells.part.span, `Unexpected ${table} for ${quote(role.name.text)}, expected ${quote(part.expected)} as its statement says (${entryWords(message)})`, {
          hint: hint('Part', part.expected),
          related,
          entry: entryLocation(context, message),
          suggestion: safeSuggestion(`Write ${quote(part.expected)} as ${quote(role.name.text)}’s part`, cellEdit(context.doc, role.cells.part, part.expected)),
        });
      }
    }
  },
});
