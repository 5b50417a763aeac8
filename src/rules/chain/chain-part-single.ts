import type { ChainSession } from '../../chain/model.js';
import { FINISHED_STATUSES, nameKey } from '../../doc/vocabulary.js';
import type { Suggestion } from '../../findings/finding.js';
import { suggestion } from '../support/edits.js';
import { replacementEdits } from '../support/replacement-edits.js';
import { entryLocation, entryRelated, entryWords, sessionPlace, sessionWords } from '../support/chain-places.js';
import { defineRule, type RuleContext } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'chain-part-single',
  group: 'chain',
  severity: 'error',
  description: 'No two working sessions state the same part (a successor that took it over by handoff is the same line of work).',
  needs: ['log', 'chain'],
  check(context, report) {
    const { chain } = context;
    const claimed = new Map<string, ChainSession>();
    for (const session of chain.sessions) {
      const record = session.statement;
      if (!record || isFinished(session)) continue;
      const key = nameKey(record.statement.part);
      const first = claimed.get(key);
      if (!first) {
        claimed.set(key, session);
        continue;
      }
      if (sameLine(first, session)) continue;
      report(
        sessionPlace(context.doc, session, 'part'),
        `Unexpected part ${quote(record.statement.part)} stated by ${sessionWords(session)} (${entryWords(record.message)}), expected one owner per part: ${quote(first.name)} stated it first`,
        {
          hint: 'A part has one owner. If one of them took over, it joins with `--handoff`; if one of them is finished, set its status to `done` or `stopped`.',
          related: [entryRelated(context, first.statement!.message, `${quote(first.name)} stated part ${quote(first.statement!.statement.part)}`)],
          entry: entryLocation(context, record.message),
          suggestion: replacedRow(context, first, session),
        },
      );
    }
  },
});

function isFinished(session: ChainSession): boolean {
  return session.role?.status !== undefined && FINISHED_STATUSES.includes(session.role.status);
}

/** One took the part over from the other, directly or through a line of handoffs. */
function sameLine(a: ChainSession, b: ChainSession): boolean {
  const ancestors = (session: ChainSession) => {
    const line = new Set<ChainSession>();
    for (let current = session.takeover?.predecessor; current && !line.has(current); current = current.takeover?.predecessor) line.add(current);
    return line;
  };
  return ancestors(a).has(b) || ancestors(b).has(a);
}

/**
 * The replacement's layout: the session that stated the part first is the one
 * replaced: its row `stopped`, its resources moved. A person's choice between
 * the two, so never applied unasked; none until both have rows.
 */
function replacedRow(context: RuleContext, earlier: ChainSession, later: ChainSession): Suggestion | undefined {
  const role = earlier.role;
  if (!role || !later.role || role.parts.length > 1) return undefined;
  return suggestion(
    `Set ${quote(role.name.text)} to \`stopped\` and give its resources to ${quote(later.name)}, which replaced it (if it stated the wrong part instead, it joins again with its own)`,
    ...replacementEdits(context.doc, role, later.role),
  );
}
