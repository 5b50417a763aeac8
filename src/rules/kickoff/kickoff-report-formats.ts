import { REPORT_FORMATS } from '../../protocol/report-formats.js';
import { defineKickoffRule, missingAt } from './kickoff-rule.js';

const UP = REPORT_FORMATS.filter((format) => format.direction === 'up');

export default defineKickoffRule({
  id: 'kickoff-report-formats',
  severity: 'error',
  description:
    'The kickoff spells out every report format a worker sends (`[plan]`, `[done]`, `[result]`, `[blocked]`, `[question]`, `[resource]`), each in a fenced block with its fields in order.',
  check({ kickoff }, report) {
    if (!UP.some((format) => kickoff.formats.some((written) => written.tag === format.tag))) {
      report(
        missingAt(kickoff, /report|format/i),
        `Unexpected kickoff without report formats, expected ${UP.map((format) => `\`[${format.tag}]\``).join(', ')}, each with its fields`,
        {
          hint: 'Paste the formats from the worker skill’s references/report-formats.md, or render the kickoff with teamdoc kickoff.',
        },
      );
      return;
    }
    for (const format of UP) {
      const written = kickoff.formats.find((candidate) => candidate.tag === format.tag);
      const expected = format.fields.join(', ');
      if (!written) {
        report(
          missingAt(kickoff, /report|format/i),
          `Unexpected kickoff without the \`[${format.tag}]\` format, expected every report format a worker sends, with its fields`,
          {
            hint: `Add a fenced block: \`[${format.tag}] <part>: ${format.heading}\`, then the lines ${expected}.`,
          },
        );
        continue;
      }
      if (written.fields.join(', ') === expected) continue;
      const line = kickoff.index.line(written.line + 1);
      report(
        { start: { line: written.line + 1, column: 1 }, end: { line: written.line + 1, column: line.length + 1 } },
        `Unexpected fields \`${written.fields.join(', ') || 'none'}\` in the \`[${format.tag}]\` format, expected \`${expected}\``,
        { hint: 'Keep every labelled line, in this order; the parent reads reports by them.' },
      );
    }
  },
});
