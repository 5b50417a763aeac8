import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'part-statement',
  group: 'parts',
  severity: 'error',
  description: 'Each part opens with a one-line statement of what its owner owns.',
  check({ doc }, report) {
    for (const part of doc.parts) {
      if (part.statement) continue;
      report(part.id.span, `Unexpected part ${quote(part.id.text)} without a statement, expected one line under its heading saying what its owner owns`, {
        hint: 'The statement is what the worker acks and what its kickoff quotes.',
      });
    }
  },
});
