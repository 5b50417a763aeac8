import type { Severity } from '../../findings/finding.js';
import type { RoleStatus } from '../../doc/vocabulary.js';
import { logComplete } from '../support/chain-places.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

/** Not started yet: nothing to state. Working: it should have. Starting or finished: worth a look. */
function severityFor(status: RoleStatus | undefined): Severity | undefined {
  if (status === 'planned') return undefined;
  return status === 'active' || status === 'idle' ? 'error' : 'warning';
}

export default defineRule({
  id: 'chain-statement-missing',
  group: 'chain',
  severity: 'error',
  description: 'Every role with a parent has stated it in the log (`teamdoc join`): a warning while `starting`, an error once `active`.',
  needs: ['log', 'chain'],
  check(context, report) {
    const { chain } = context;
    if (!logComplete(context)) return;
    for (const role of context.doc.roles) {
      if (role.parent === undefined || role.cells.parent.placeholder) continue;
      const severity = severityFor(role.status);
      const session = chain.sessionOf(role);
      if (!severity || !session || session.statement) continue;
      const part = role.parts[0]?.text ?? '<part>';
      report(
        role.cells.name.span,
        `Unexpected ${quote(role.name.text)} without a parent statement in the log, expected \`teamdoc join --parent ${role.parent} --part ${part}\` from its session`,
        {
          hint:
            role.status === 'starting'
              ? 'A starting session states its parent as its first act; wait for it, or look at the session.'
              : 'A session acks with `teamdoc join` before anything else; ask it to, or check that the log was synced (`teamdoc sync`).',
          severity,
        },
      );
    }
  },
});
