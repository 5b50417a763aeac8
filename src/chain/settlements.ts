/**
 * What the log itself settles, read from its digest: a `[done]` report
 * superseded by a later `[done]` on the same part that cites evidence, a
 * message answered by a `[correction]`, a finding acknowledged. One reading
 * for `check` (which leaves settled findings out) and `view` (which lists them).
 */
import { nameKey } from '../doc/vocabulary.js';
import type { DoneNote, LogDigest } from '../log/read/digest.js';
import { isLater, type MessageRef } from '../log/read/message-ref.js';

/** Rules that judge what a message says: a `[correction]` answering the message settles them. */
export const CORRECTABLE_RULES: ReadonlySet<string> = new Set(['part-plan-recorded', 'report-evidence']);

/** One settlement: which message's findings, how, by which message (its sender is who settled them), and why. */
export interface Settlement {
  how: 'acknowledged' | 'corrected' | 'superseded';
  /** The message the settled findings are about. */
  settles: string;
  /** The message that settles them: the acknowledgement, the correction, the later `[done]`. */
  by: MessageRef;
  /** The rule an acknowledgement names; for the others, every rule they settle. */
  rule: string | undefined;
  reason: string;
}

export interface LogSettlements {
  /** Whether the log settled findings of `ruleId` about message `id`. */
  settles(ruleId: string, id: string): boolean;
  /** The settlements that settle findings of `ruleId` about message `id`, oldest first. */
  settling(ruleId: string, id: string): Settlement[];
  /** Every settlement, in the order of the messages that made them. */
  all: Settlement[];
}

export function logSettlements(digest: Pick<LogDigest, 'done' | 'settlements'>): LogSettlements {
  const superseded = supersededDone(digest.done);
  const all: Settlement[] = digest.settlements.map(({ how, settles, rule, reason, ...by }) => ({ how, settles, by, rule, reason }));
  for (const [id, later] of superseded) {
    all.push({ how: 'superseded', settles: id, by: refOf(later), rule: 'report-evidence', reason: `a later \`[done]\` on ${later.part} cites evidence` });
  }
  all.sort((a, b) => (isLater(a.by, b.by) ? 1 : isLater(b.by, a.by) ? -1 : 0));
  const byMessage = new Map<string, Settlement[]>();
  for (const settlement of all) byMessage.set(settlement.settles, [...(byMessage.get(settlement.settles) ?? []), settlement]);
  const settling = (ruleId: string, id: string) =>
    (byMessage.get(id) ?? []).filter((settlement) => (settlement.how === 'corrected' ? CORRECTABLE_RULES.has(ruleId) : settlement.rule === ruleId));
  return { all, settling, settles: (ruleId, id) => settling(ruleId, id).length > 0 };
}

function refOf(note: MessageRef): MessageRef {
  return { id: note.id, time: note.time, kind: note.kind, path: note.path, from: note.from, to: note.to, delivery: note.delivery };
}

/** Each superseded `[done]` report's id → the latest report on the same part that cites evidence. */
function supersededDone(done: readonly DoneNote[]): Map<string, DoneNote> {
  const superseded = new Map<string, DoneNote>();
  const latestWithEvidence = new Map<string, DoneNote>();
  // `done` is oldest first: walking back, the first report with evidence on a part supersedes every earlier one.
  for (let index = done.length - 1; index >= 0; index--) {
    const note = done[index]!;
    const part = nameKey(note.part);
    const later = latestWithEvidence.get(part);
    if (later) superseded.set(note.id, later);
    else if (note.evidence > 0) latestWithEvidence.set(part, note);
  }
  return superseded;
}
