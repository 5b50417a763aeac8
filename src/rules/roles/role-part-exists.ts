import { SECTIONS, nameKey } from '../../doc/vocabulary.js';
import { respellSuggestion } from '../support/edits.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'role-part-exists',
  group: 'roles',
  severity: 'error',
  description: 'Each part a role owns has its own `###` section under Parts.',
  check({ doc }, report) {
    if (!doc.sections.some((section) => section.key === SECTIONS.parts)) return;
    const ids = new Set(doc.parts.map((part) => nameKey(part.id.text)));
    for (const role of doc.roles) {
      for (const part of role.parts) {
        if (part.written !== undefined) {
          report(
            part.span,
            `Unexpected part ${quote(part.written)} of ${quote(role.name.text)}, expected \`${part.text}\` as under \`## Parts\` (read as that part)`,
            {
              hint: `Did you mean \`${part.text}\`? A part's id is its \`###\` heading.`,
              suggestion: respellSuggestion(
                doc,
                { text: part.written, span: part.span },
                part.text,
                part.text,
                doc.parts.map((candidate) => candidate.id.text),
              ),
            },
          );
          continue;
        }
        if (ids.has(nameKey(part.text))) continue;
        report(part.span, `Unexpected part ${quote(part.text)} of ${quote(role.name.text)}, expected a part under \`## Parts\``, {
          hint: `Add \`### ${part.text}\` under \`## Parts\` with its statement, plan and criteria.`,
        });
      }
    }
  },
});
