import { DEFAULT_DECISIONS_STALE_AFTER, decisionIsStale } from '../../time/staleness.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'decision-stale',
  group: 'board',
  severity: 'warning',
  description: 'No “needs user decision” waits longer than `decisions-stale-after` (default 2d) after its Since day.',
  check({ doc, now }, report) {
    const threshold = doc.frontMatter.settings?.['decisions-stale-after'] ?? DEFAULT_DECISIONS_STALE_AFTER;
    for (const decision of doc.decisions) {
      if (decision.since === undefined || !decisionIsStale(decision.since, now, threshold)) continue;
      report(
        decision.cells.since.span,
        `Unexpected decision ${quote(decision.cells.decision.text)} still open since ${decision.cells.since.text}, expected an answer within ${threshold.text} after that day (\`decisions-stale-after\`)`,
        {
          hint: 'Ask the person again with the default and a deadline, or go ahead with the default and say so in the doc.',
        },
      );
    }
  },
});
