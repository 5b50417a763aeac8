import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'decision-since-date',
  group: 'board',
  severity: 'error',
  description: 'Every decision says since when it waits, as a date `YYYY-MM-DD`.',
  check({ doc }, report) {
    for (const decision of doc.decisions) {
      const cell = decision.cells.since;
      if (decision.since !== undefined || cell.placeholder || cell.missing) continue;
      report(
        cell.span,
        `Unexpected ${cell.none ? 'empty Since' : `date ${quote(cell.text)}`} for ${quote(decision.cells.decision.text)}, expected the day it was asked as \`YYYY-MM-DD\``,
        {
          hint: 'The date shows how long the person has kept the team waiting.',
        },
      );
    }
  },
});
