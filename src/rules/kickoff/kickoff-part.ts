import { defineKickoffRule, inDoc, mentions, missingAt } from './kickoff-rule.js';
import { kickoffSubject } from './kickoff-subject.js';
import { oneOf, quote } from '../support/words.js';

export default defineKickoffRule({
  id: 'kickoff-part',
  severity: 'error',
  description: 'The kickoff names its part (in its marker line or its `teamdoc join --part`), a part of the team doc, and the name of the part’s owner.',
  check(context, report) {
    const { kickoff, doc } = context;
    const subject = kickoffSubject(kickoff, doc);
    if (subject.partName === undefined) {
      report(missingAt(kickoff), 'Unexpected kickoff that names no part, expected its part in `teamdoc join … --part <part>`', {
        hint: 'Write the ack command with --part, or render the kickoff with `teamdoc kickoff <part>`.',
      });
      return;
    }
    if (doc === undefined) return;
    if (subject.part === undefined) {
      const parts = doc.parts.map((part) => part.id.text);
      report(
        subject.partName.span,
        `Unexpected part ${quote(subject.partName.text)}, expected a part of the team doc${parts.length > 0 ? `: ${oneOf(parts)}` : ''}`,
        {
          hint: 'Use the id of the part’s `### <part>` heading in the team doc.',
        },
      );
      return;
    }
    const owner = subject.owner;
    if (owner && !mentions(kickoff.text, owner.name.text)) {
      report(
        missingAt(kickoff),
        `Unexpected kickoff without its owner’s name, expected ${quote(owner.name.text)}, the role that owns ${quote(subject.part.id.text)}`,
        {
          hint: 'Tell the worker who it is: the name others address it by.',
          related: [inDoc(context, owner.cells.name.span, `${quote(owner.name.text)} owns ${quote(subject.part.id.text)}`)],
        },
      );
    }
  },
});
