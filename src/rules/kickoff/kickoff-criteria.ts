import { comparable } from '../../text/comparable.js';
import { defineKickoffRule, inDoc, missingAt } from './kickoff-rule.js';
import { kickoffSubject } from './kickoff-subject.js';
import { quote } from '../support/words.js';

/** A sentence that tells the worker to write its criteria before it looks at any result. */
const WRITE_FIRST = /\bcriteria\b.*\b(?:before|first)\b|\b(?:before|first)\b.*\bcriteria\b/i;

export default defineKickoffRule({
  id: 'kickoff-criteria',
  severity: 'error',
  description:
    'The kickoff carries the part’s criteria as the team doc writes them (the latest dated section), or, when there are none, tells the worker to write them before looking at any result.',
  check(context, report) {
    const { kickoff, doc } = context;
    const { part } = kickoffSubject(kickoff, doc);
    const written = part?.criteria.filter((section) => !section.empty) ?? [];
    const latest = written[written.length - 1];
    if (latest) {
      const text = comparable(kickoff.text);
      for (const line of latest.lines) {
        if (text.includes(comparable(line.text))) continue;
        report(
          missingAt(kickoff, /criteri/i),
          `Unexpected kickoff without the criterion ${quote(line.text)}, expected the part’s criteria as the team doc writes them`,
          {
            hint: 'Criteria are fixed before any result: paste them word for word (teamdoc kickoff does).',
            related: [inDoc(context, line.span, `${quote(latest.heading.text)} of ${quote(part!.id.text)}`)],
          },
        );
      }
      return;
    }
    if (kickoff.sentences.some((sentence) => WRITE_FIRST.test(sentence.text))) return;
    report(
      missingAt(kickoff, /criteri/i),
      'Unexpected kickoff without criteria, expected the part’s criteria or the instruction to write them before looking at any result',
      {
        hint: 'Criteria written after the results are in are not criteria: say that the worker writes them first.',
      },
    );
  },
});
