import type { Span } from '../../doc/model.js';
import { type Endpoint, type OneWay, type PairTraffic, trafficOf } from '../../chain/traffic.js';
import { entryLocation, entryRelated, entryWords, rolesPlace } from '../support/chain-places.js';
import { defineRule, type Report, type RuleContext } from '../engine/rule.js';
import { quote } from '../support/words.js';
import { plural } from '../../text/plural.js';

export default defineRule({
  id: 'message-direction',
  group: 'chain',
  severity: 'info',
  description:
    'Between sessions of the chain, a brief or correction goes down to a worker and a report goes up to its parent; anything else is listed as “other”.',
  needs: ['log', 'chain'],
  check(context, report) {
    const { chain } = context;
    for (const pair of trafficOf(chain, context.log.digest).pairs) {
      if (pair.relation === 'cross-chain') continue;
      reportWay(context, report, pair, pair.a, pair.b, pair.forward, 'down');
      reportWay(context, report, pair, pair.b, pair.a, pair.backward, 'up');
    }
  },
});

function reportWay(context: RuleContext, report: Report, pair: PairTraffic, from: Endpoint, to: Endpoint, traffic: OneWay, way: 'down' | 'up'): void {
  const latest = traffic.lastUnexpected;
  if (!latest) return;
  const count = Object.values(traffic.unexpected).reduce((sum, value) => sum + (value ?? 0), 0);
  const kinds = Object.entries(traffic.unexpected)
    .map(([kind, value]) => plural(value, kind))
    .join(', ');
  const what =
    pair.relation === 'edge'
      ? way === 'down'
        ? 'down from a parent to its worker'
        : 'up from a worker to its parent'
      : 'between sessions that are not parent and child';
  report(
    placeOf(context, from, to),
    `Unexpected ${count === 1 ? 'message' : `${count} messages`} ${what}, ${quote(from.name)} → ${quote(to.name)} (${kinds}; latest ${entryWords(latest)}), expected briefs and corrections down to a worker and reports up to its parent`,
    {
      hint: 'Listed as “other”: allowed and recorded, but a report sent as a brief (or the wrong way) is easy to miss. `teamdoc view` shows the traffic per edge.',
      related: [entryRelated(context, latest, 'the latest of them')],
      // The latest names the finding: acknowledging it accepts the way so far, and a later message brings the finding back.
      entry: entryLocation(context, latest),
    },
  );
}

/** The sender's row, else the receiver's, else the roles table. */
function placeOf(context: RuleContext, from: Endpoint, to: Endpoint): Span {
  return from.session?.role?.cells.name.span ?? to.session?.role?.cells.name.span ?? rolesPlace(context.doc);
}
