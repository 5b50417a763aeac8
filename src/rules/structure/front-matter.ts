import { defineRule } from '../engine/rule.js';

export default defineRule({
  id: 'front-matter',
  group: 'structure',
  severity: 'error',
  description: 'The doc opens with YAML front matter between two `---` lines, and the YAML parses.',
  check({ doc }, report) {
    const frontMatter = doc.frontMatter;
    if (frontMatter.state === 'absent') {
      report(
        { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } },
        'Unexpected doc without front matter, expected a `---` block with `team` and `format: 1` at the top',
        {
          hint: 'Start the file with `---`, `team: <name>`, `format: 1`, `---` on four lines.',
        },
      );
    }
    for (const problem of frontMatter.problems) report(problem.span, problem.message, { hint: problem.hint });
  },
});
