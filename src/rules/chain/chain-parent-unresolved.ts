import { entryLocation, entryRelated, entryWords, sessionPlace, sessionWords } from '../support/chain-places.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'chain-parent-unresolved',
  group: 'chain',
  severity: 'error',
  description:
    'The parent a session stated is a session of the chain: a name, former name or session id in the roles table, or a session that stated its own parent.',
  needs: ['log', 'chain'],
  check(context, report) {
    const { chain } = context;
    for (const session of chain.sessions) {
      const stated = session.statedParent;
      if (!stated || stated.session || !session.statement) continue;
      const { message } = session.statement;
      report(
        sessionPlace(context.doc, session, 'parent'),
        `Unexpected parent ${quote(stated.name)} stated by ${sessionWords(session)} (${entryWords(message)}), expected a session of the chain`,
        {
          hint: `\`teamdoc view\` shows it as an unresolved boundary. Add ${quote(stated.name)} to Roles if it belongs to this work, or the session amends its statement.`,
          related: [entryRelated(context, message, `the statement naming ${quote(stated.name)}`)],
          entry: entryLocation(context, message),
        },
      );
    }
  },
});
