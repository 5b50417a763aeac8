import { entryLocation, entryRelated, entryWords, sessionPlace, sessionWords } from '../support/chain-places.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'chain-statement-amended',
  group: 'chain',
  severity: 'info',
  description: 'A statement corrected with `teamdoc join --amend` is shown with its reason, so a reviewer sees the correction.',
  needs: ['log', 'chain'],
  check(context, report) {
    const { chain } = context;
    for (const session of chain.sessions) {
      const records = session.stated?.records ?? [];
      for (const record of records) {
        if (record.kind !== 'amendment') continue;
        const amended = records.find((earlier) => earlier.message.id === record.statement.amends);
        const before = amended
          ? `parent ${quote(amended.statement.parent)}, part ${quote(amended.statement.part)}`
          : `entry ${record.statement.amends} (not found)`;
        const reason = record.statement.reason === undefined ? 'no reason given' : `reason ${quote(record.statement.reason)}`;
        report(
          sessionPlace(context.doc, session, 'parent'),
          `Unexpected amended statement of ${sessionWords(session)} (${entryWords(record.message)}: ${before} → parent ${quote(record.statement.parent)}, part ${quote(record.statement.part)}; ${reason}), expected one statement per session; the amendment is in force`,
          {
            related: [
              ...(amended ? [entryRelated(context, amended.message, 'the statement amended')] : []),
              entryRelated(context, record.message, 'the amendment'),
            ],
            entry: entryLocation(context, record.message),
          },
        );
      }
    }
  },
});
