import { holdingsOf } from '../chain/holdings.js';
import { contextChain, entryLocation, entryRelated, sessionWords } from './chain-places.js';
import { defineRule } from './rule.js';
import { quote } from './words.js';

export default defineRule({
  id: 'chain-handoff-predecessor-active',
  group: 'chain',
  severity: 'warning',
  description: 'Once its successor has joined, a predecessor is no longer `active` while holding resources: it stops, and its resources move to the successor.',
  needs: ['log'],
  check(context, report) {
    const chain = contextChain(context);
    if (!chain) return;
    const holdings = new Map(holdingsOf(chain, context.doc).map((holding) => [holding.session, holding.resources]));
    for (const successor of chain.sessions) {
      const predecessor = successor.takeover?.predecessor;
      const joined = successor.statement?.message;
      const role = predecessor?.role;
      const held = predecessor && holdings.get(predecessor);
      if (!predecessor || !joined || role?.status !== 'active' || !held?.length) continue;
      report(
        role.cells.status.span,
        `Unexpected ${sessionWords(predecessor)} still \`active\` and holding ${held.map((resource) => quote(resource.cells.resource.text)).join(', ')} after its successor ${quote(successor.name)} joined, expected it stopped (\`done\` or \`stopped\`) with its resources handed on`,
        {
          hint: `Give the resources to ${quote(successor.name)} in the Resources table and set ${quote(predecessor.name)} to \`done\` once it has stopped what it started; two sessions working one part collide.`,
          related: [entryRelated(context, joined, `${quote(successor.name)} took over`), ...held.map((resource) => ({ span: resource.cells.owner.span, message: `${quote(resource.cells.resource.text)} held by ${quote(predecessor.name)}` }))],
          entry: entryLocation(context, joined),
        },
      );
    }
  },
});
