import { nameKey, saysNone } from '../../doc/vocabulary.js';
import { entryLocation, entryRelated, entryWords, sessionPlace, sessionWords } from '../support/chain-places.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'chain-handoff-wider',
  group: 'chain',
  severity: 'error',
  description: 'A successor states no wider part than was handed over: the same part, or, when none was, any one part (scope only shrinks).',
  needs: ['log', 'chain'],
  check(context, report) {
    const { chain } = context;
    for (const session of chain.sessions) {
      const takeover = session.takeover;
      const record = session.statement;
      if (takeover?.kind !== 'handoff' || !record) continue;
      // What was handed over: the part the handoff names, else the part its predecessor held.
      const handed = partOrNone(takeover.handoff?.handoff?.part ?? takeover.predecessor?.part);
      if (handed === undefined) continue;
      const stated = partOrNone(record.statement.part);
      if (stated !== undefined && nameKey(stated) === nameKey(handed)) continue;
      const from = takeover.handoff ? `the handoff ${entryWords(takeover.handoff)}` : `handoff ${takeover.handoffId}`;
      report(
        sessionPlace(context.doc, session, 'part'),
        `Unexpected ${stated === undefined ? 'no part' : `part ${quote(stated)}`} stated by successor ${sessionWords(session)} through ${from}, expected part ${quote(handed)}: a handoff only narrows scope`,
        {
          hint: `Amend the statement to part ${quote(handed)} (\`teamdoc join --amend --reason …\`), and narrow the work in the packet's Goal rather than in the part.`,
          related: takeover.handoff ? [entryRelated(context, takeover.handoff, `the handoff from ${quote(takeover.handoff.from.name)}`)] : [],
          entry: entryLocation(context, record.message),
        },
      );
    }
  },
});

/** A part as a statement or a row writes it; `—` and the like say there is none. */
function partOrNone(part: string | undefined): string | undefined {
  const trimmed = part?.trim();
  return trimmed === undefined || saysNone(trimmed) ? undefined : trimmed;
}
