import { defineKickoffRule, inDoc, missingAt } from './kickoff-rule.js';
import { kickoffSubject } from './kickoff-subject.js';
import { quote } from '../support/words.js';

export default defineKickoffRule({
  id: 'kickoff-parent',
  severity: 'error',
  description: 'The kickoff gives the parent’s reply address: its name, and its session id when the Roles table has one.',
  check(context, report) {
    const { kickoff, doc } = context;
    const subject = kickoffSubject(kickoff, doc);
    const parent = subject.parent;
    if (subject.parentName === undefined && parent === undefined) {
      report(missingAt(kickoff), 'Unexpected kickoff without a parent to report to, expected the parent’s name and session id', {
        hint: 'Name the parent in the ack command (`teamdoc join --parent <name> …`) and give its session id.',
      });
      return;
    }
    if (parent?.session === undefined || kickoff.text.includes(parent.session)) return;
    report(
      missingAt(kickoff, /parent|report/i),
      `Unexpected kickoff without ${quote(parent.name.text)}’s session id, expected ${quote(parent.session)}, its reply address in the Roles table`,
      {
        hint: 'A name can change or collide; the session id is how the worker finds its parent for sure.',
        related: [inDoc(context, parent.cells.session.span, `${quote(parent.name.text)}’s session`)],
      },
    );
  },
});
