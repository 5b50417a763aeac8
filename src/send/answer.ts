/**
 * What a runtime answered to one delivery, in the log's words: the delivery
 * state it proves, the runtime's own answer (held, released, refused,
 * queued, resumed…) and its words, kept as the event's detail.
 */
import type { DeliveryState } from '../log/format/fields.js';

type RuntimeAnswer =
  /** Claude Code took it into the session's queue (no receipt comes for that), or its turn showed it. */
  | 'accepted'
  | 'arrived'
  | 'held'
  | 'released'
  | 'refused'
  | 'denied'
  | 'expired'
  | 'dropped'
  /** The line was written and nothing came back in the time waited. */
  | 'no answer'
  /** The socket could not be written (the session ended since its registry was read). */
  | 'unreachable'
  | 'queued'
  | 'resumed'
  | 'not resumed'
  | 'queue failed';

export interface DeliveryAnswer {
  answer: RuntimeAnswer;
  state: Exclude<DeliveryState, 'unknown'>;
  /** One line: the runtime's answer and what it means, with its own words where it gave any. */
  detail: string;
  /** The session a `delivered` reached (its event id is per receiver, as the hooks write it). */
  receiverSession?: string;
}

/** Answers after which the message did not reach the session (held may still be released later). */
export function notDelivered(answer: DeliveryAnswer): boolean {
  return answer.state === 'held' || answer.state === 'refused' || answer.state === 'expired';
}
