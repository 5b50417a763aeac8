import type { Chain } from '../../chain/model.js';
import type { Part, Span } from '../../doc/model.js';
import { nameKey } from '../../doc/vocabulary.js';
import type { DoneNote } from '../../log/read/digest.js';
import { unansweredCriteria } from '../../protocol/report-evidence.js';
import { entryLocation, entryRelated, entryWords, rolesPlace, sessionPlace } from '../support/chain-places.js';
import { defineRule, type RuleContext } from '../engine/rule.js';
import { quote, shorten } from '../support/words.js';

export default defineRule({
  id: 'report-evidence',
  group: 'history',
  severity: 'warning',
  needs: ['log', 'chain'],
  description: 'A `[done]` report in the log cites evidence (a path, a commit, a command or a link) and answers each criterion of its part.',
  check(context, report) {
    const { chain } = context;
    for (const done of context.log.digest.done) {
      const part = context.doc.parts.find((candidate) => nameKey(candidate.id.text) === nameKey(done.part));
      const place = placeOf(context, chain, done, part);
      const details = { entry: entryLocation(context, done), related: [entryRelated(context, done, `the report ${quote(done.from)} → ${quote(done.to)}`)] };
      if (done.evidence === 0) {
        report(
          place,
          `Unexpected \`[done]\` report on ${quote(done.part)} (${entryWords(done)}) without evidence, expected a path, a commit, a command or a link that shows it`,
          {
            ...details,
            hint: 'Send the `[done]` again with evidence under `Evidence:`, for example `- runs/7b/eval-20k.json — loss 2.04 at 20k`: it supersedes this one. “All tests pass” cites nothing another session can check.',
          },
        );
      }
      const criteria = part?.criteria[part.criteria.length - 1];
      if (!criteria) continue;
      const missing = unansweredCriteria(
        criteria.lines.map((line) => line.text),
        done.criteria ?? [],
      );
      if (missing.length === 0) continue;
      report(
        place,
        `Unexpected \`[done]\` report on ${quote(done.part)} (${entryWords(done)}) leaving ${missing.length === 1 ? 'a criterion' : `${missing.length} criteria`} of ${quote(criteria.heading.text)} unanswered (${missing.map((line) => quote(shorten(line, 60))).join(', ')}), expected each criterion answered pass, fail or not measured`,
        {
          ...details,
          severity: 'info',
          hint: 'A `[done]` with evidence that answers under `Criteria:`, one line per `Pass:` criterion in the doc’s words, its label kept or left out (`- Pass: validation loss at or below 2.1 at 20k: pass — runs/7b/eval-20k.json`), supersedes this one; a `Fail:` line needs no answer of its own.',
        },
      );
    }
  },
});

/** The part's heading, else the sender's row, else the roles table. */
function placeOf(context: RuleContext, chain: Chain, done: DoneNote, part: Part | undefined): Span {
  if (part) return part.id.span;
  const sender = chain.resolveParty({ name: done.from });
  return sender ? sessionPlace(context.doc, sender) : rolesPlace(context.doc);
}
