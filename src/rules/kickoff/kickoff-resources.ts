import { ownedResources } from '../../kickoff/values.js';
import { comparable } from '../../text/comparable.js';
import { defineKickoffRule, inDoc, missingAt } from './kickoff-rule.js';
import { kickoffSubject } from './kickoff-subject.js';
import { quote } from '../support/words.js';

export default defineKickoffRule({
  id: 'kickoff-resources',
  severity: 'error',
  description: 'The kickoff lists every resource the team doc gives the part’s owner (its value, as the Resources table writes it).',
  needs: ['doc'],
  check(context, report) {
    const { kickoff, doc } = context;
    const { owner } = kickoffSubject(kickoff, doc);
    if (!owner) return;
    const text = comparable(kickoff.text);
    for (const resource of ownedResources(doc, owner)) {
      const value = resource.cells.value;
      if (value.none || value.placeholder || text.includes(comparable(value.text))) continue;
      const name = resource.cells.resource.text || resource.cells.kind.text;
      report(
        missingAt(kickoff, /resource/i),
        `Unexpected kickoff without ${quote(name)} (${quote(value.text)}), expected every resource ${quote(owner.name.text)} holds in the team doc`,
        {
          hint: 'A worker uses only what its kickoff lists; render it again with teamdoc kickoff, or add the row’s value.',
          related: [inDoc(context, value.span, `${quote(value.text)} held by ${quote(owner.name.text)}`)],
        },
      );
    }
  },
});
