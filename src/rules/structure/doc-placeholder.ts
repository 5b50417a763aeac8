import { defineRule } from '../engine/rule.js';
import { shorten } from '../support/words.js';

export default defineRule({
  id: 'doc-placeholder',
  group: 'structure',
  severity: 'warning',
  description: 'No `[fill in: …]` placeholder from the template is left.',
  check({ doc }, report) {
    for (const placeholder of doc.placeholders) {
      const asks = placeholder.text.replace(/^\[fill in:\s*/, '').replace(/\]$/, '');
      report(placeholder.span, `Unexpected placeholder \`[fill in: …]\`, expected ${shorten(asks)}`, {
        hint: 'Replace the whole `[fill in: …]` with what it asks for.',
      });
    }
  },
});
