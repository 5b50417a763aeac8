import type { ChainSession } from '../../chain/model.js';
import { nameKey } from '../../doc/vocabulary.js';
import { entryLocation, entryRelated, sessionPlace } from '../support/chain-places.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

interface Top {
  key: string;
  name: string;
  /** A row whose Parent is `—`: the table says it is a top. */
  tableTop: boolean;
  /** The stated sessions whose parents lead here, in chain order. */
  from: ChainSession[];
}

export default defineRule({
  id: 'chain-top-single',
  group: 'chain',
  severity: 'error',
  description: 'The statements lead to one top: following parents from every session that stated one ends at the same session.',
  needs: ['log', 'chain'],
  check(context, report) {
    const { chain } = context;
    const tops = new Map<string, Top>();
    for (const session of chain.sessions) {
      if (!session.statement) continue;
      const top = topOf(session);
      if (!top) continue;
      const known = tops.get(top.key) ?? top;
      known.from.push(session);
      tops.set(top.key, known);
    }
    // Two tops that are both table tops are role-top-single's finding.
    if (tops.size < 2 || [...tops.values()].every((top) => top.tableTop)) return;
    const ranked = [...tops.values()].sort((a, b) => Number(b.tableTop) - Number(a.tableTop) || b.from.length - a.from.length);
    const [main, ...others] = ranked;
    for (const other of others) {
      const session = other.from[0]!;
      const message = session.statement!.message;
      report(
        sessionPlace(context.doc, session, 'parent'),
        `Unexpected second top ${quote(other.name)}${other.tableTop ? '' : ' (no session of the chain)'} reached from the statement of ${quote(session.name)}, expected one top for the whole chain, ${quote(main!.name)}`,
        {
          hint: 'Every parent statement leads up to the session the person talks to; find the statement or row that points elsewhere.',
          related: other.from.map((from) =>
            entryRelated(context, from.statement!.message, `${quote(from.name)} stated parent ${quote(from.statedParent!.name)}`),
          ),
          entry: entryLocation(context, message),
        },
      );
    }
  },
});

/** Where following parents from `start` ends: a session without a parent, or an unresolved name; undefined in a cycle. */
function topOf(start: ChainSession): Top | undefined {
  const seen = new Set<ChainSession>();
  let current = start;
  for (;;) {
    seen.add(current);
    const parent = current.parent;
    if (!parent) return { key: current.key, name: current.name, tableTop: current.role !== undefined && current.role.parent === undefined, from: [] };
    if (!parent.session) return { key: `unresolved:${nameKey(parent.name)}`, name: parent.name, tableTop: false, from: [] };
    if (seen.has(parent.session)) return undefined;
    current = parent.session;
  }
}
