import { openWorkOf } from '../../chain/open-work.js';
import { trafficOf } from '../../chain/traffic.js';
import type { ChainSession } from '../../chain/model.js';
import { shellWord } from '../../text/shell-word.js';
import { spanText } from '../../time/span-text.js';
import { entryLocation, entryRelated, logComplete, sessionPlace } from '../support/chain-places.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

/** The same reckoning `teamdoc view` lists as open work (chain/open-work.ts), as a finding. */
export default defineRule({
  id: 'worker-silent',
  group: 'history',
  severity: 'warning',
  needs: ['log', 'chain'],
  description: 'An `active` worker reports to its parent at least once per the front matter’s `checkin` interval (default 1h).',
  check(context, report) {
    const { chain } = context;
    if (!logComplete(context)) return;
    const checkin = context.doc.frontMatter.settings?.checkin?.ms;
    const work = openWorkOf(chain.sessions, trafficOf(chain, context.log.digest), context.now, checkin);
    for (const silent of work.silentWorkers) {
      const parent = silent.worker.parent!.name;
      const last = silent.lastReport;
      const statement = silent.worker.statement?.message;
      // The last report, else the statement: acknowledging it accepts this silence, and a later report ends it.
      const about = last ?? statement;
      const since = last
        ? `its last report to ${quote(parent)} was ${spanText(silent.silentMs)} ago`
        : `no report to ${quote(parent)} in the ${spanText(silent.silentMs)} since its statement`;
      report(
        silent.worker.role?.cells.status.span ?? sessionPlace(context.doc, silent.worker),
        `Unexpected silence from ${quote(silent.worker.name)}: ${since}, expected a report at least every ${spanText(work.checkinMs)} (${work.checkinSource === 'default' ? 'the default check-in' : '`checkin` in the front matter'})`,
        {
          // Not an edit of the doc: the worker's own report ends the silence; a session that ended is restarted or replaced (README, "A team's life").
          hint: `${quote(silent.worker.name)} reports where it stands, a line on stdin (\`[blocked]\` if it waits): ${recordCommand(silent.worker.name, parent)}. If its session has ended, start it again with the same kickoff (${kickoffCommand(silent.worker)}), or replace it.`,
          ...(about ? { entry: entryLocation(context, about) } : {}),
          related: last ? [entryRelated(context, last, 'its last report')] : statement ? [entryRelated(context, statement, 'its statement')] : [],
        },
      );
    }
  },
});

function recordCommand(worker: string, parent: string): string {
  return `\`teamdoc record --from ${shellWord(worker)} --to ${shellWord(parent)} --kind report\``;
}

function kickoffCommand(worker: ChainSession): string {
  const part = worker.role?.parts[0]?.text ?? worker.statement?.statement.part;
  return part === undefined ? 'its kickoff' : `\`teamdoc kickoff ${shellWord(part)}\``;
}
