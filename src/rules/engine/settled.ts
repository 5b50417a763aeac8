/**
 * Findings on the log that the log itself has settled, so `check` leaves them
 * out (docs/rules.md, "Settling findings on the log"):
 * - superseded: a `[done]` report followed by a `[done]` on the same part that
 *   cites evidence (report-evidence);
 * - corrected: a `[correction]` in reply to the message, for the rules that
 *   judge what a message says;
 * - acknowledged: `teamdoc ack RULE MESSAGE`, for any rule whose findings name
 *   the log entry they are about.
 * A finding is matched by its rule and its `entry`, so settling one message
 * never settles another's.
 */
import { logSettlements, type Settlement } from '../../chain/settlements.js';
import type { Finding } from '../../findings/finding.js';
import type { LogDigest } from '../../log/read/digest.js';

/** Rules whose findings name the entry they are about: each can be acknowledged, message by message. */
export const ACKNOWLEDGEABLE_RULES = [
  'chain-handoff-predecessor-active',
  'chain-handoff-untaken',
  'chain-handoff-wider',
  'chain-parent-unresolved',
  'chain-part-single',
  'chain-session-unlisted',
  'chain-statement-amended',
  'chain-statement-mismatch',
  'chain-statement-no-session',
  'chain-statement-single',
  'chain-top-single',
  'criteria-before-report',
  'message-direction',
  'message-outside-team',
  'part-plan-recorded',
  'report-evidence',
  'worker-silent',
  // An acknowledgement that settles nothing (ack-unused) is itself a message, and can be accepted as history.
  'ack-unused',
] as const;

/**
 * Rules that read the log but whose findings name no single message, so only
 * `rules:` or a comment can quiet them: the log's own health (repaired by
 * `doctor --verify`) and what the log lacks (a statement, a cycle among several);
 * and a row the statements have outdated, which `check --fix` writes.
 */
export const UNACKNOWLEDGEABLE_LOG_RULES = [
  'chain-log-missing',
  'chain-parent-cycle',
  'chain-row-outdated',
  'chain-statement-missing',
  'log-integrity',
  'log-unreadable',
] as const;

const ACKNOWLEDGEABLE: ReadonlySet<string> = new Set(ACKNOWLEDGEABLE_RULES);

/** What on the log settles a finding (superseded, corrected or acknowledged); empty when nothing does. */
export function settlementsOf(digest: LogDigest): (finding: Finding) => Settlement[] {
  const settlements = logSettlements(digest);
  return (finding) => (finding.entry !== undefined && ACKNOWLEDGEABLE.has(finding.ruleId) ? settlements.settling(finding.ruleId, finding.entry.id) : []);
}
