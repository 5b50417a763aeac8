import { holdingsOf } from '../../chain/holdings.js';
import type { TextEdit } from '../../findings/finding.js';
import { cellEdit, safeSuggestion } from '../support/edits.js';
import { isFinished } from '../../doc/part-owners.js';
import { entryLocation, entryRelated, sessionWords } from '../support/chain-places.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'chain-handoff-predecessor-active',
  group: 'chain',
  severity: 'warning',
  description: 'Once its successor has joined and has its row, a predecessor is `done`, and its resources belong to the successor.',
  needs: ['log', 'chain'],
  check(context, report) {
    const { chain } = context;
    const holdings = new Map(holdingsOf(chain, context.doc).map((holding) => [holding.session, holding.resources]));
    for (const successor of chain.sessions) {
      const predecessor = successor.takeover?.kind === 'handoff' ? successor.takeover.predecessor : undefined;
      const joined = successor.statement?.message;
      const role = predecessor?.role;
      // A successor without a row yet is chain-session-unlisted's, whose edit adds it in this one's place.
      if (!predecessor || !joined || !role || !successor.role || isFinished(role) || role.status === 'planned') continue;
      const held = holdings.get(predecessor) ?? [];
      const holding = held.length > 0 ? ` and holding ${held.map((resource) => quote(resource.cells.resource.text)).join(', ')}` : '';
      const name = successor.role.name.text;
      const edits: TextEdit[] = [
        cellEdit(context.doc, role.cells.status, 'done'),
        ...held.map((resource) => cellEdit(context.doc, resource.cells.owner, name)),
      ];
      report(
        role.cells.status.span,
        `Unexpected ${sessionWords(predecessor)} still \`${role.status}\`${holding} after its successor ${quote(successor.name)} joined, expected it \`done\`${held.length > 0 ? ' with its resources handed on' : ''}`,
        {
          hint: `Set ${quote(predecessor.name)} to \`done\`${held.length > 0 ? ` and give its resources to ${quote(name)} in the Resources table` : ''}; two sessions working one part collide.`,
          related: [
            entryRelated(context, joined, `${quote(successor.name)} took over`),
            ...held.map((resource) => ({
              span: resource.cells.owner.span,
              message: `${quote(resource.cells.resource.text)} held by ${quote(predecessor.name)}`,
            })),
          ],
          entry: entryLocation(context, joined),
          suggestion: safeSuggestion(
            `Set ${quote(predecessor.name)} to \`done\`${held.length > 0 ? ` and give its resources to ${quote(name)}` : ''}`,
            ...edits,
          ),
        },
      );
    }
  },
});
