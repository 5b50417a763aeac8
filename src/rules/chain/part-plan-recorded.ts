import { planEdits, latestPlan } from '../support/plan-in-doc.js';
import { entryLocation, entryRelated, entryWords } from '../support/chain-places.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'part-plan-recorded',
  group: 'chain',
  severity: 'warning',
  description: 'A plan and criteria a worker reported (`[plan]`) are in its part of the doc: the top writes them there with `teamdoc apply-plan`.',
  needs: ['log', 'chain'],
  check(context, report) {
    const { chain } = context;
    const plans = context.log.digest.plans;
    if (plans.length === 0) return;
    for (const part of context.doc.parts) {
      const note = latestPlan(chain, plans, part);
      const edit = note && planEdits(context.doc, chain, part, note);
      if (!note || !edit) continue;
      const { plan, owner, ...suggestion } = edit;
      const message = plan
        ? `Unexpected ${quote(part.id.text)} without what ${quote(note.from)} reported in its plan (${entryWords(note)}), expected its plan and criteria under \`### ${part.id.text}\``
        : `Unexpected row of ${quote(owner)} not \`active\` after ${owner === note.from ? 'its' : 'the part’s'} plan (${entryWords(note)}), expected it \`active\`, with its session, host and worktree from its statement`;
      report(part.id.span, message, {
        hint: `Write them in: run \`teamdoc apply-plan ${part.id.text}\` in the checkout that holds the doc, then commit it. The entry is the proof they were written before any result.`,
        related: [entryRelated(context, note, `the plan of ${quote(part.id.text)} from ${quote(note.from)}`)],
        entry: entryLocation(context, note),
        suggestion,
      });
    }
  },
});
