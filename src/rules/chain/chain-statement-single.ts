import { entryLocation, entryRelated, entryWords, sessionPlace, sessionWords } from '../support/chain-places.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'chain-statement-single',
  group: 'chain',
  severity: 'error',
  description: 'A session states its parent and part once: a later statement that disagrees is an `--amend`, never a second parent.',
  needs: ['log', 'chain'],
  check(context, report) {
    const { chain } = context;
    for (const session of chain.sessions) {
      const standing = session.statement;
      if (!standing) continue;
      for (const record of session.stated!.records) {
        if (record.kind !== 'conflict') continue;
        const said = `parent ${quote(record.statement.parent)}, part ${quote(record.statement.part)}`;
        report(
          sessionPlace(context.doc, session, 'parent'),
          `Unexpected second statement by ${sessionWords(session)} (${said}, ${entryWords(record.message)}), expected one parent and part: its statement in force says parent ${quote(standing.statement.parent)}, part ${quote(standing.statement.part)}`,
          {
            hint: 'Two statements that disagree (two machines before a sync, or a join recorded by hand) give a worker two parents; the right one is restated with `teamdoc join --amend --reason "…"`.',
            related: [entryRelated(context, standing.message, 'the statement in force'), entryRelated(context, record.message, 'the disagreeing statement')],
            entry: entryLocation(context, record.message),
          },
        );
      }
    }
  },
});
