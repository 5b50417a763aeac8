import { bodyStart } from '../support/places.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'doc-title',
  group: 'structure',
  severity: 'error',
  description: 'The doc has exactly one `#` title.',
  check({ doc }, report) {
    const [first, ...others] = doc.titles;
    if (!first) {
      report(bodyStart(doc), 'Unexpected doc without a `#` title, expected a title line such as `# Vision model push`');
      return;
    }
    for (const title of others) {
      report(title.span, `Unexpected second title ${quote(title.text)}, expected one \`#\` title`, {
        hint: 'Sections are `##` headings; parts are `###` headings under `## Parts`.',
        related: [{ span: first.span, message: `the title ${quote(first.text)}` }],
      });
    }
  },
});
