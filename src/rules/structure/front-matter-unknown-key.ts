import { KNOWN_FIELDS } from '../../doc/team-settings.js';
import { suggestion as suggest } from '../support/edits.js';
import { defineRule } from '../engine/rule.js';
import { closest } from '../../text/closest.js';
import { oneOf, quote } from '../support/words.js';

export default defineRule({
  id: 'front-matter-unknown-key',
  group: 'structure',
  severity: 'warning',
  description: 'Front matter keys are ones teamdoc knows (other keys are allowed, but often a typo).',
  check({ doc }, report) {
    for (const { key, span } of doc.frontMatter.keys) {
      if (KNOWN_FIELDS.includes(key)) continue;
      const suggestion = closest(key, KNOWN_FIELDS);
      report(span, `Unexpected front matter key ${quote(key)}, expected one of ${oneOf(KNOWN_FIELDS)}`, {
        hint: suggestion ? `Did you mean \`${suggestion}\`?` : 'teamdoc ignores keys it does not know; remove it if it is not for another tool.',
        suggestion: suggestion
          ? suggest(`Rename the key to \`${suggestion}\``, {
              line: span.start.line,
              column: span.start.column,
              endLine: span.end.line,
              endColumn: span.end.column,
              text: suggestion,
            })
          : undefined,
      });
    }
  },
});
