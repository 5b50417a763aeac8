import type { CriteriaSection } from '../../doc/model.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'criteria-date',
  group: 'parts',
  severity: 'error',
  description: 'Criteria headings carry real dates (`#### Criteria (YYYY-MM-DD)`); every section after the first is dated, in order.',
  check({ doc }, report) {
    for (const part of doc.parts) {
      let previous: CriteriaSection | undefined;
      part.criteria.forEach((criteria, position) => {
        const heading = criteria.heading;
        if (criteria.dateText !== undefined && criteria.date === undefined) {
          report(heading.span, `Unexpected date ${quote(criteria.dateText)} in ${quote(heading.text)}, expected a real date as \`YYYY-MM-DD\``);
        } else if (criteria.dateText === undefined && position > 0) {
          report(
            heading.span,
            `Unexpected undated ${quote(heading.text)} after the first criteria of ${quote(part.id.text)}, expected a dated heading such as \`#### Criteria (2026-11-30)\``,
            {
              hint: 'Criteria are never edited; a change is a new section with the day it was written.',
            },
          );
        } else if (criteria.date && previous?.date && criteria.date < previous.date) {
          report(heading.span, `Unexpected ${quote(heading.text)} after ${quote(previous.heading.text)}, expected dated criteria in order`, {
            related: [{ span: previous.heading.span, message: `the earlier section ${quote(previous.heading.text)}` }],
          });
        }
        if (criteria.date) previous = criteria;
      });
    }
  },
});
