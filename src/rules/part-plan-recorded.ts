import { planEdits, latestPlan } from './plan-in-doc.js';
import { contextChain, entryLocation, entryRelated, entryWords } from './chain-places.js';
import { defineRule } from './rule.js';
import { quote } from './words.js';

export default defineRule({
  id: 'part-plan-recorded',
  group: 'chain',
  severity: 'warning',
  description: 'A plan and criteria a worker reported (`[plan]`) are in its part of the doc: the top writes them there with `teamdoc apply-plan`.',
  needs: ['log'],
  check(context, report) {
    const chain = contextChain(context);
    if (!chain) return;
    const plans = context.log!.digest.plans;
    if (plans.length === 0) return;
    for (const part of context.doc.parts) {
      const note = latestPlan(chain, plans, part);
      const edit = note && planEdits(context.doc, chain, part, note);
      if (!note || !edit) continue;
      report(part.id.span, `Unexpected ${quote(part.id.text)} without what ${quote(note.from)} reported in its plan (${entryWords(note)}), expected its plan and criteria under \`### ${part.id.text}\``, {
        hint: `Write them in: run \`teamdoc apply-plan ${part.id.text}\` in the checkout that holds the doc, then commit it. The entry is the proof they were written before any result.`,
        related: [entryRelated(context, note, `the plan of ${quote(part.id.text)} from ${quote(note.from)}`)],
        entry: entryLocation(context, note),
        suggestion: edit,
      });
    }
  },
});
