import { defineConfigRule } from './config-rule.js';
import { rolesPlace } from '../support/chain-places.js';
import { roleIndex } from '../../doc/role-index.js';
import { quote } from '../support/words.js';

export default defineConfigRule({
  id: 'ack-unused',
  severity: 'info',
  description: 'Every `teamdoc ack` on the log settles a finding of the rule it names, about the message it answers.',
  needs: ['unusedAcknowledgements'],
  check({ doc, unusedAcknowledgements = [] }, report) {
    for (const { note, entry } of unusedAcknowledgements) {
      // Where the acknowledging session's row is, else the roles table: a place in the doc, as every log finding has.
      const place = roleIndex(doc).find(note.from)?.role.cells.name.span ?? rolesPlace(doc);
      report(
        place,
        `Unexpected acknowledgement by ${quote(note.from)} of ${quote(note.rule ?? '')} on message ${note.settles} that settles no finding, expected a finding of that rule about that message`,
        {
          hint: `Its finding is gone (fixed, or superseded), or the rule or message it names never had one. The log keeps it; accept it as history with \`teamdoc ack ack-unused ${note.id} --by NAME --reason "…"\`, or acknowledge the finding meant with a new \`teamdoc ack\`.`,
          entry,
        },
      );
    }
  },
});
