import { shortRef } from '../../log/read/provider.js';
import { rolesPlace } from '../support/chain-places.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

/** The rules that conclude from what the log lacks, and so say nothing while an entry cannot be read (chain-places.ts logComplete). */
const WITHHELD = '`chain-statement-missing`, `chain-handoff-untaken` and `worker-silent`';

export default defineRule({
  id: 'log-unreadable',
  group: 'chain',
  severity: 'error',
  description: 'Every entry of the log can be read; while one cannot, the rules that conclude from what the log lacks say nothing.',
  needs: ['log'],
  check({ doc, log }, report) {
    for (const problem of log.problems) {
      if (problem.kind !== 'unreadable') continue;
      report(
        rolesPlace(doc),
        `Unexpected unreadable entry ${quote(problem.path)} in the log (${problem.message}), expected every entry readable; ${WITHHELD} are withheld until it is`,
        {
          hint: 'A damaged or missing object costs only its entry. `teamdoc doctor --verify` sets a damaged object aside and fetches it again from a remote that has it.',
          related: [{ message: `the file on ${shortRef(log.ref)}`, file: `${shortRef(log.ref)}:${problem.path}` }],
        },
      );
    }
  },
});
