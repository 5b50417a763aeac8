import { nameKey } from '../../doc/vocabulary.js';
import { cellEdit, suggestion } from '../support/edits.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'part-plan-criteria',
  group: 'parts',
  severity: 'error',
  description: 'A part whose owner is `active` has a plan and criteria written down (a worker is `active` once its `[plan]` is in the doc).',
  check({ doc }, report) {
    for (const part of doc.parts) {
      const owner = doc.roles.find((role) => role.status === 'active' && role.parts.some((id) => nameKey(id.text) === nameKey(part.id.text)));
      if (!owner) continue;
      const related = [{ span: owner.cells.status.span, message: `${quote(owner.name.text)} is active` }];
      const hint = (what: string) =>
        `${what} A worker stays \`planned\` until its \`[plan]\` is in the doc (\`teamdoc apply-plan ${part.id.text}\` writes it and sets the row \`active\`): set ${quote(owner.name.text)} back to \`planned\`, or write the section.`;
      const backToPlanned = suggestion(`Set ${quote(owner.name.text)} back to \`planned\` until its plan is in`, cellEdit(doc, owner.cells.status, 'planned'));
      if (!part.plan || part.plan.empty) {
        report(
          part.plan?.heading.span ?? part.id.span,
          `Unexpected part ${quote(part.id.text)} without a plan while its owner ${quote(owner.name.text)} is active, expected a \`#### Plan\` with content`,
          {
            hint: hint('Write the plan before the work starts.'),
            related,
            suggestion: backToPlanned,
          },
        );
      }
      if (part.criteria.every((section) => section.empty)) {
        report(
          part.criteria[0]?.heading.span ?? part.id.span,
          `Unexpected part ${quote(part.id.text)} without criteria while its owner ${quote(owner.name.text)} is active, expected a \`#### Criteria\` with content`,
          {
            hint: hint('Pass/fail criteria are written before any result is looked at.'),
            related,
            suggestion: backToPlanned,
          },
        );
      }
    }
  },
});
