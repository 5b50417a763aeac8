import { respellSuggestion } from '../support/edits.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

const TITLES = { plan: 'Plan', criteria: 'Criteria', verdict: 'Verdict' } as const;
const WRITTEN_BY_HEADING = Object.keys(TITLES);

export default defineRule({
  id: 'part-section-name',
  group: 'structure',
  severity: 'error',
  description: 'A part’s `####` headings that mean Plan, Criteria or Verdict are spelled so.',
  check({ doc }, report) {
    for (const part of doc.parts) {
      const sections = [['plan', part.plan], ...part.criteria.map((section) => ['criteria', section] as const), ['verdict', part.verdict]] as const;
      for (const [name, section] of sections) {
        if (!section?.misspelled) continue;
        const date = name === 'criteria' && 'dateText' in section && section.dateText !== undefined ? ` (${section.dateText})` : '';
        const title = `${TITLES[name]}${date}`;
        const meant = `\`#### ${title}\``;
        report(
          section.heading.span,
          `Unexpected heading ${quote(section.heading.text)} in part ${quote(part.id.text)}, expected ${meant} (read as that section)`,
          {
            hint: `Did you mean ${meant}?`,
            suggestion: respellSuggestion(doc, section.heading, title, name, WRITTEN_BY_HEADING),
          },
        );
      }
    }
  },
});
