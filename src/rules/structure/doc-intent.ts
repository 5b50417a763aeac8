import { defineRule } from '../engine/rule.js';

export default defineRule({
  id: 'doc-intent',
  group: 'structure',
  severity: 'error',
  description: 'The title is followed by an intent paragraph: the whole work in a few sentences.',
  check({ doc }, report) {
    const title = doc.titles[0];
    if (!title || doc.intent) return;
    report(title.span, 'Unexpected title without an intent paragraph, expected a few sentences on the whole work under it', {
      hint: 'Say what the team is building and why, before `## Roles`; every kickoff quotes it.',
    });
  },
});
