import { handedOver } from '../chain/build-chain.js';
import { contextChain, entryLocation, entryRelated, rolesPlace, sessionWords , statementWords } from './chain-places.js';
import { defineRule } from './rule.js';
import { quote } from './words.js';

export default defineRule({
  id: 'chain-session-unlisted',
  group: 'chain',
  severity: 'warning',
  description: 'Every session that stated a parent has a row in the roles table (one that handed off to a successor may have left it).',
  needs: ['log'],
  check(context, report) {
    const chain = contextChain(context);
    if (!chain) return;
    // A session that handed off may leave the table: its successor's row continues its line.
    const predecessors = handedOver(chain);
    for (const session of chain.sessions) {
      if (session.role || !session.statement || predecessors.has(session)) continue;
      const { statement, message } = session.statement;
      report(rolesPlace(context.doc), `Unexpected session ${sessionWords(session)} missing from the roles table, expected a row for every session that stated a parent`, {
        hint: `Add it to Roles: name ${quote(session.name)}, parent ${quote(statement.parent)}, part ${quote(statement.part)}${session.session ? `, session ${quote(session.session)}` : ''}.`,
        related: [entryRelated(context, message, statementWords(statement))],
        entry: entryLocation(context, message),
      });
    }
  },
});
