/**
 * Why a finding the rules found is left out, as a Suppression (finding.ts):
 * settled on the log (superseded, corrected, acknowledged) or silenced by a
 * `teamdoc-disable` comment. The settler also remembers which
 * acknowledgements settled something, so those that did not can be reported
 * (ack-unused).
 */
import type { Settlement } from '../../chain/settlements.js';
import type { Finding, Suppression } from '../../findings/finding.js';
import { entryLocation } from '../support/chain-places.js';
import type { UnusedAcknowledgement } from '../config/config-rule.js';
import type { RuleContext } from './rule.js';
import { settlementsOf } from './settled.js';
import type { Silencing } from './silencing.js';

export interface Settler {
  (finding: Finding): Suppression | undefined;
  /** The acknowledgements that settled none of the findings asked about, of the rules in `judged` or of an id not in `knownIds`; undefined without a log. */
  unused(judged: ReadonlySet<string>): UnusedAcknowledgement[] | undefined;
}

/** What settles a finding on the context's log, remembering which acknowledgements settled something. */
export function settlerOf(context: RuleContext, knownIds: ReadonlySet<string>): Settler {
  const log = context.log;
  const settledBy = log ? settlementsOf(log.digest) : () => [];
  const used = new Set<string>();
  const settle = (finding: Finding): Suppression | undefined => {
    const settlements = settledBy(finding);
    for (const settlement of settlements) used.add(settlement.by.id);
    const first = settlements[0];
    return first && { kind: 'external', justification: settlementWords(first), entry: entryLocation(context, first.by) };
  };
  return Object.assign(settle, {
    unused: (judged: ReadonlySet<string>) =>
      log?.digest.settlements
        .filter(
          (note) =>
            note.how === 'acknowledged' && !used.has(note.id) && note.rule !== 'ack-unused' && (judged.has(note.rule ?? '') || !knownIds.has(note.rule ?? '')),
        )
        .map((note) => ({ note, entry: entryLocation(context, note) })),
  });
}

/** The comment that silences a finding, as its suppression. */
export function silencedIn(silencing: Silencing, finding: Finding): Suppression | undefined {
  const directive = silencing.silencedBy(finding.ruleId, finding.line);
  if (!directive) return undefined;
  const { start, end } = directive.span;
  const comment = `\`teamdoc-${directive.action}\` comment`;
  return {
    kind: 'inSource',
    justification: directive.reason === undefined ? `silenced by a ${comment}` : `silenced by a ${comment}: ${directive.reason}`,
    comment: { line: start.line, column: start.column, endLine: end.line, endColumn: end.column },
  };
}

/** `acknowledged by top: evidence is in the PR` */
function settlementWords(settlement: Settlement): string {
  return `${settlement.how} by ${settlement.by.from}: ${settlement.reason}`;
}
