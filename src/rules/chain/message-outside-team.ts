import { TeamNames } from '../../chain/door.js';
import { type Endpoint, type PairTraffic, trafficOf } from '../../chain/traffic.js';
import type { TeamDoc } from '../../doc/model.js';
import { isLater, type MessageRef } from '../../log/read/message-ref.js';
import { shellWord } from '../../text/shell-word.js';
import { entryLocation, entryRelated, entryWords, rolesPlace } from '../support/chain-places.js';
import { isFinished } from '../../doc/part-owners.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

/**
 * `record` refuses a recipient the team does not know unless told
 * `--outside-team`; a hook never refuses, so what it recorded is judged here.
 */
export default defineRule({
  id: 'message-outside-team',
  group: 'chain',
  severity: 'warning',
  description:
    'A message to or from someone not on the team (not in the roles table, not named by the log’s joins and handoffs) was recorded as going outside the team (`record --outside-team`), or is acknowledged as such.',
  needs: ['log', 'chain'],
  check(context, report) {
    const { chain } = context;
    const digest = context.log.digest;
    const names = new TeamNames(context.doc, digest.structural);
    for (const pair of trafficOf(chain, digest).pairs) {
      if (pair.relation !== 'cross-chain') continue;
      const stranger = [pair.b, pair.a].find((end) => !end.session && !names.has(end.name));
      const latest = latestOf(pair);
      if (!stranger || !latest) continue;
      const other = stranger === pair.a ? pair.b : pair.a;
      const count = pair.forward.total + pair.backward.total;
      const meant = names.closest(stranger.name);
      const ack = (reason: string) =>
        `\`teamdoc ack message-outside-team ${latest.id} --by ${shellWord(acknowledger(context.doc, other))} --reason ${shellWord(reason)}\``;
      const marked = '`teamdoc record --outside-team` says it when the message is written.';
      report(
        placeOf(context.doc, other),
        `Unexpected ${count === 1 ? 'message' : `${count} messages`} between ${quote(other.name)} and ${quote(stranger.name)}, who is not on the team (latest ${entryWords(latest)}), expected a party on the team, or the message recorded as going outside it`,
        {
          hint: meant
            ? `If it meant ${quote(meant)}, send it again to ${quote(meant)} and settle this one: ${ack(`meant ${meant}; sent again`)}. If ${quote(stranger.name)} is outside the team on purpose, the reason says so instead; ${marked}`
            : `If ${quote(stranger.name)} is outside the team on purpose (a person, another team), say so: ${ack(`${stranger.name} is outside the team`)}; ${marked}`,
          related: [entryRelated(context, latest, 'the latest of them')],
          // The latest names the finding: acknowledging it accepts the messages so far, and a later unmarked one brings it back.
          entry: entryLocation(context, latest),
        },
      );
    }
  },
});

function latestOf(pair: PairTraffic): MessageRef | undefined {
  const { forward, backward } = pair;
  return isLater(backward.last ?? forward.last!, forward.last) ? backward.last : forward.last;
}

/** Who accepts it: the session on the team that sent or got it, else the top. */
function acknowledger(doc: TeamDoc, member: Endpoint): string {
  if (member.session) return member.name;
  const top = doc.roles.find((role) => role.parent === undefined && !role.cells.parent.missing && !isFinished(role));
  return top?.name.text ?? member.name;
}

/** The team member's row, else the roles table. */
function placeOf(doc: TeamDoc, member: Endpoint) {
  return member.session?.role?.cells.name.span ?? rolesPlace(doc);
}
