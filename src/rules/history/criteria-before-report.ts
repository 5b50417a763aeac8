import type { Chain, ChainSession } from '../../chain/model.js';
import { firstWritten, keyedCriteria } from '../../doc/history.js';
import type { Part } from '../../doc/model.js';
import { nameKey } from '../../doc/vocabulary.js';
import type { MessageRef } from '../../log/read/message-ref.js';
import { isLater } from '../../log/read/message-ref.js';
import { entryLocation, entryRelated, entryWords } from '../support/chain-places.js';
import { commitTime, versionWords } from '../support/history-words.js';
import { earliestPlanSaying } from '../support/plan-in-doc.js';
import { defineRule, type RuleContextWith } from '../engine/rule.js';
import { quote } from '../support/words.js';

/**
 * Its own rule rather than part of criteria-before-verdict: it needs the log
 * as well as the history, so `--no-log` (or a clone without the log) turns off
 * this check alone and the verdict check still runs.
 */
export default defineRule({
  id: 'criteria-before-report',
  group: 'history',
  severity: 'error',
  needs: ['history', 'log', 'chain'],
  description:
    'A part’s criteria were written before its owner first reported results: committed in the doc, or reported in the owner’s `[plan]` in the log (read from git history and the log).',
  check(context, report) {
    const { chain, history } = context;
    const firstResults = firstResultsBySession(context, chain);
    if (firstResults.size === 0) return;
    for (const part of context.doc.parts) {
      const first = firstResultOf(firstResults, part);
      if (!first) continue;
      // The oldest criteria section: later dated sections are how criteria change in the open.
      const written = keyedCriteria(part)
        .map(({ key, section }) => ({ section, at: firstWritten(history.partStates(part.id.text), key) }))
        .filter((item) => item.at !== undefined)
        .sort((a, b) => a.at!.version.index - b.at!.version.index)[0];
      if (!written) continue;
      const version = written.at!.version;
      const commit = version.commit;
      if (commit && commit.committed.getTime() <= Date.parse(first.report.time)) continue;
      // The worker reported these criteria as its `[plan]` before the result: the log proves the order, whenever the doc got them.
      const planned = earliestPlanSaying(chain, context.log.digest.plans, part, written.section);
      if (planned && !isLater(planned, first.report)) continue;
      // The oldest version of a shallow clone may be later than where the criteria began: history-incomplete says so.
      if (commit && version.index === 0 && history.shallowBoundary) continue;
      const when = commit ? `first committed in ${commit.hash.slice(0, 7)} (${commitTime(commit.committed)})` : 'not committed yet';
      report(
        written.section.heading.span,
        `Unexpected criteria of ${quote(part.id.text)} ${when}, after its owner ${quote(first.owner.name)} reported results (${entryWords(first.report)}), expected criteria committed before the first report of results`,
        {
          hint: 'Criteria written once results are known are not pre-registered: a worker sends them as its `[plan]` before any result (or they are committed first); say in the verdict which criteria came late.',
          entry: entryLocation(context, first.report),
          related: [
            entryRelated(context, first.report, `the first report of results from ${quote(first.owner.name)}`),
            { message: `criteria first written in ${versionWords(version, history)}` },
          ],
        },
      );
    }
  },
});

/** Each session's earliest report of results, to anyone. */
function firstResultsBySession(context: RuleContextWith<'log'>, chain: Chain): Map<ChainSession, MessageRef> {
  const first = new Map<ChainSession, MessageRef>();
  for (const flow of context.log.digest.flows) {
    if (!flow.firstResult) continue;
    const sender = chain.resolveParty(flow.from);
    if (!sender) continue;
    const known = first.get(sender);
    if (!known || isLater(known, flow.firstResult)) first.set(sender, flow.firstResult);
  }
  return first;
}

/** The earliest report of results from a session that owns the part. */
function firstResultOf(firstResults: Map<ChainSession, MessageRef>, part: Part): { owner: ChainSession; report: MessageRef } | undefined {
  const id = nameKey(part.id.text);
  let found: { owner: ChainSession; report: MessageRef } | undefined;
  for (const [owner, report] of firstResults) {
    if (!owns(owner, id)) continue;
    if (!found || isLater(found.report, report)) found = { owner, report };
  }
  return found;
}

function owns(session: ChainSession, partKey: string): boolean {
  return (session.part !== undefined && nameKey(session.part) === partKey) || (session.role?.parts.some((part) => nameKey(part.text) === partKey) ?? false);
}
