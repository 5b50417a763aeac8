import type { ChainSession } from '../../chain/model.js';
import { entryRelated, rolesPlace } from '../support/chain-places.js';
import { defineRule, type Related, type RuleContext } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'chain-parent-cycle',
  group: 'chain',
  severity: 'error',
  description: 'Following parents — stated ones first, the table’s where a session stated none — from any session reaches the top.',
  needs: ['log', 'chain'],
  check(context, report) {
    const { chain } = context;
    for (const cycle of chain.cycles) {
      // A loop made only of table parents is role-parent-cycle's.
      if (!cycle.some((session) => session.parent?.source === 'statement')) continue;
      const ordered = [...cycle, cycle[0]!];
      const anchor = cycle.find((session) => session.role);
      const related: Related[] = cycle.map((session) => howStated(context, session));
      report(
        anchor ? anchor.role!.cells.parent.span : rolesPlace(context.doc),
        `Unexpected cycle of parents ${ordered.map((session) => quote(session.name)).join(' → ')}, expected every chain of parents to end at the top`,
        {
          hint: 'Find the link that is wrong: a table row (edit the Parent column) or a statement (the session amends it with `teamdoc join --amend`).',
          related,
        },
      );
    }
  },
});

function howStated(context: RuleContext, session: ChainSession): Related {
  const parent = session.parent!;
  if (parent.source === 'statement') return entryRelated(context, session.statement!.message, `${quote(session.name)} stated parent ${quote(parent.name)}`);
  return { span: session.role!.cells.parent.span, message: `the table gives ${quote(session.name)} the parent ${quote(parent.name)} (no statement)` };
}
