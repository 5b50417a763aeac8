import type { ChainSession } from '../chain/model.js';
import { nameKey } from '../doc/vocabulary.js';
import { handedOver } from '../chain/build-chain.js';
import { contextChain, entryLocation, entryRelated, entryWords , statementWords } from './chain-places.js';
import { defineRule } from './rule.js';
import { quote } from './words.js';

/** A successor that took over may be listed under its predecessor or in its predecessor's place. */
function acceptedParents(session: ChainSession): Set<ChainSession | undefined> {
  const accepted = new Set([session.statedParent?.session]);
  const predecessor = session.takeover?.predecessor;
  if (predecessor) accepted.add(predecessor.parent?.session);
  return accepted;
}

export default defineRule({
  id: 'chain-statement-mismatch',
  group: 'chain',
  severity: 'error',
  description: 'The roles table says what each session stated: its parent and its part (names resolve through former names and session ids).',
  needs: ['log'],
  check(context, report) {
    const chain = contextChain(context);
    if (!chain) return;
    // A session that handed its part to a successor may show `—` as its part from then on.
    const predecessors = handedOver(chain);
    for (const session of chain.sessions) {
      const role = session.role;
      const record = session.statement;
      if (!role || !record) continue;
      const { statement, message } = record;
      const related = [entryRelated(context, message, statementWords(statement))];
      const hint = 'Fix the table if the statement is right; if the statement is wrong, the session corrects it with `teamdoc join --amend --reason "…"`.';
      const stated = session.statedParent!;
      if (stated.session && !acceptedParents(session).has(session.tableParent?.session)) {
        const table = role.parent === undefined ? 'no parent (`—`)' : `parent ${quote(role.parent)}`;
        report(role.cells.parent.span, `Unexpected ${table} for ${quote(role.name.text)}, expected ${quote(stated.name)} as its statement says (${entryWords(message)})`, {
          hint,
          related,
          entry: entryLocation(context, message),
        });
      }
      const partGiven = predecessors.has(session) && role.parts.length === 0;
      // A misspelt Part cell is reported once, by role-part-exists; a statement may name it as either spelling.
      if (!partGiven && !role.parts.some((part) => [part.text, part.written].some((text) => text !== undefined && nameKey(text) === nameKey(statement.part)))) {
        const table = role.parts.length === 0 ? 'no part (`—`)' : `part ${quote(role.parts.map((part) => part.text).join(', '))}`;
        report(role.cells.part.span, `Unexpected ${table} for ${quote(role.name.text)}, expected ${quote(statement.part)} as its statement says (${entryWords(message)})`, {
          hint,
          related,
          entry: entryLocation(context, message),
        });
      }
    }
  },
});
