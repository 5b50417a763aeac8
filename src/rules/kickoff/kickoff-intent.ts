import { comparable } from '../../text/comparable.js';
import { defineKickoffRule, headingMatching, missingAt } from './kickoff-rule.js';

/** Headings under which a kickoff states the whole work in its own words. */
const INTENT_HEADINGS = /\b(?:whole work|intent|goal|why|background|the work)\b/i;

export default defineKickoffRule({
  id: 'kickoff-intent',
  severity: 'error',
  description: 'The kickoff says what the whole work is for: the team doc’s intent, or a section such as `## The whole work`.',
  check({ kickoff, doc }, report) {
    const intent = doc?.intent?.text;
    if (intent !== undefined && comparable(kickoff.text).includes(comparable(intent))) return;
    const heading = headingMatching(kickoff, INTENT_HEADINGS);
    if (heading && kickoff.text.slice(heading.sectionStart, heading.sectionEnd).split('\n').slice(1).join('\n').trim() !== '') return;
    report(missingAt(kickoff), 'Unexpected kickoff without the whole work’s intent, expected the team doc’s intent (or a `## The whole work` section)', {
      hint: 'A worker that knows what the whole work is for makes better calls inside its part: paste the doc’s intent.',
    });
  },
});
