import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'decision-default',
  group: 'board',
  severity: 'error',
  description: 'Every decision that needs the person has a default: what happens if nobody answers.',
  check({ doc }, report) {
    for (const decision of doc.decisions) {
      const cell = decision.cells.default;
      if (decision.default !== undefined || cell.placeholder || cell.missing) continue;
      report(
        cell.span,
        `Unexpected decision ${quote(decision.cells.decision.text)} without a default, expected what the team does if the person does not answer`,
        {
          hint: 'A default keeps the work moving; the person can still overrule it.',
        },
      );
    }
  },
});
