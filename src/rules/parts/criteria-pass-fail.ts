import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

const PASS = /\bpass(?:es|ed|ing)?\b/i;
const FAIL = /\bfail(?:s|ed|ing|ure)?\b/i;

export default defineRule({
  id: 'criteria-pass-fail',
  group: 'parts',
  severity: 'error',
  description: 'Criteria say how pass and fail are told apart: at least one line for each, or a checklist.',
  check({ doc }, report) {
    for (const part of doc.parts) {
      for (const criteria of part.criteria) {
        if (criteria.empty || criteria.lines.some((line) => line.checklist)) continue;
        const pass = criteria.lines.some((line) => PASS.test(line.text));
        const fail = criteria.lines.some((line) => FAIL.test(line.text));
        if (pass && fail) continue;
        const lacking = !pass && !fail ? 'pass or fail' : pass ? 'fail' : 'pass';
        report(
          criteria.heading.span,
          `Unexpected criteria of ${quote(part.id.text)} with no line on ${lacking}, expected how pass and fail are told apart (a \`Pass: …\` and a \`Fail: …\` line, or a checklist)`,
          {
            hint: 'Criteria written before results make the verdict a lookup, not an argument.',
          },
        );
      }
    }
  },
});
