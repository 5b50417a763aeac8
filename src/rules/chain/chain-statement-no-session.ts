import { entryLocation, entryRelated, entryWords, sessionPlace } from '../support/chain-places.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'chain-statement-no-session',
  group: 'chain',
  severity: 'info',
  description: 'A statement carries a session id; one without is matched by name only (weaker evidence, and a rename loses it).',
  needs: ['log', 'chain'],
  check(context, report) {
    const { chain } = context;
    for (const session of chain.sessions) {
      if (session.keyedBy !== 'name' || !session.statement) continue;
      const { message } = session.statement;
      report(
        sessionPlace(context.doc, session),
        `Unexpected statement of ${quote(session.name)} without a session id (${entryWords(message)}), expected a session id; it is matched by name only`,
        {
          hint: 'Run `teamdoc join` inside the session (Claude Code and Codex export their ids), or pass `--session ID`.',
          related: [entryRelated(context, message, 'the statement')],
          entry: entryLocation(context, message),
        },
      );
    }
  },
});
