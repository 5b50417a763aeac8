import { defineRule } from '../engine/rule.js';

export default defineRule({
  id: 'front-matter-fields',
  group: 'structure',
  severity: 'error',
  description: 'The front matter has `team` and `format: 1`, and every known optional field has a valid value.',
  check({ doc }, report) {
    for (const problem of doc.frontMatter.fieldProblems) report(problem.span, problem.message, { hint: problem.hint });
  },
});
