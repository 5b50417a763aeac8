import { REQUIRED_SECTIONS, SECTIONS } from '../../doc/vocabulary.js';
import { respellSuggestion } from '../support/edits.js';
import { bodyStart } from '../support/places.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

const TITLES: Record<string, string> = {
  roles: 'Roles',
  rules: 'Rules',
  resources: 'Resources',
  board: 'Board',
  parts: 'Parts',
  [SECTIONS.decisions]: 'Needs user decision',
};

export default defineRule({
  id: 'section-missing',
  group: 'structure',
  severity: 'error',
  description: 'The doc has the sections Roles, Rules, Resources, Board (with Needs user decision) and Parts.',
  check({ doc }, report) {
    for (const section of doc.sections) {
      if (!section.misspelled) continue;
      const meant = `\`${'#'.repeat(section.depth)} ${TITLES[section.key]}\``;
      report(section.heading.span, `Unexpected heading ${quote(section.heading.text)}, expected ${meant} (read as that section)`, {
        hint: `Did you mean ${meant}? Headings must match, letter case aside.`,
        suggestion: respellSuggestion(doc, section.heading, TITLES[section.key]!, section.key, section.depth === 2 ? REQUIRED_SECTIONS : [SECTIONS.decisions]),
      });
    }
    const at = doc.titles[0]?.span ?? bodyStart(doc);
    for (const key of REQUIRED_SECTIONS) {
      if (doc.sections.some((section) => section.depth === 2 && section.key === key)) continue;
      report(at, `Unexpected doc without a \`## ${TITLES[key]}\` section, expected ${REQUIRED_SECTIONS.map((name) => TITLES[name]).join(', ')}`, {
        hint: 'Headings must match (letter case aside); `teamdoc init` writes a doc with all of them.',
      });
    }
    const board = doc.sections.find((section) => section.depth === 2 && section.key === SECTIONS.board);
    if (board && !doc.sections.some((section) => section.depth === 3 && section.key === SECTIONS.decisions)) {
      report(board.heading.span, 'Unexpected Board without a `### Needs user decision` section, expected one (its table may be empty)', {
        hint: 'Everything that needs the person goes in that table, with a default.',
      });
    }
  },
});
