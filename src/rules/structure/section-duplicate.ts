import type { Located } from '../../doc/model.js';
import { nameKey } from '../../doc/vocabulary.js';
import { defineRule, type Report } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'section-duplicate',
  group: 'structure',
  severity: 'error',
  description: 'No section, part, or part subsection (Plan, Verdict) appears twice.',
  check({ doc }, report) {
    reportRepeats(
      doc.sections.map((section) => ({ key: `${section.depth}:${section.key}`, located: section.heading })),
      'section',
      report,
    );
    reportRepeats(
      doc.parts.map((part) => ({ key: nameKey(part.id.text), located: part.id })),
      'part',
      report,
    );
    for (const part of doc.parts) {
      for (const duplicate of part.duplicateSections) {
        const first = duplicate.text.toLowerCase() === 'plan' ? part.plan : part.verdict;
        report(duplicate.span, `Unexpected second ${quote(duplicate.text)} in part ${quote(part.id.text)}, expected one`, {
          hint: 'Only criteria may come in several (dated) sections.',
          related: first ? [{ span: first.heading.span, message: `the first ${quote(first.heading.text)}` }] : [],
        });
      }
    }
  },
});

function reportRepeats(entries: { key: string; located: Located }[], what: string, report: Report): void {
  const first = new Map<string, Located>();
  for (const { key, located } of entries) {
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, located);
      continue;
    }
    report(located.span, `Unexpected second ${what} ${quote(located.text)}, expected each ${what} once`, {
      hint: what === 'part' ? 'Give each part its own id.' : 'Merge the two; teamdoc reads only the first.',
      related: [{ span: earlier.span, message: `the first ${quote(earlier.text)}` }],
    });
  }
}
