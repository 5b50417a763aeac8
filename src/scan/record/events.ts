/**
 * The delivery events a traced message's evidence proves, one per row that
 * proves something: a send result (queued, or refused with its reason), an
 * arrival (delivered, to that session), a delivery notice (held, expired,
 * refused, released). No arrival and no notice proves nothing beyond `sent`,
 * so nothing more is claimed: the log's state stays `sent` or `unknown`.
 */
import type { DeliveryState } from '../../log/format/fields.js';
import type { Evidence, TracedMessage } from '../model.js';

export interface ProvenEvent {
  state: Exclude<DeliveryState, 'unknown'>;
  /** The time on the row that proves it. */
  at: string | undefined;
  /** The row that proves it. */
  place: Evidence;
  /** Rows behind it: the queue entry an arrival was taken from. */
  also: Evidence[];
  /** The session an arrival reached; undefined for what the sender's side shows. */
  receiver: string | undefined;
  /** One sentence: what the row says. */
  detail: string;
}

const NOTICE_STATES: Record<string, { state: ProvenEvent['state']; says: string }> = {
  held: { state: 'held', says: 'the receiver holds it' },
  expired: { state: 'expired', says: 'it expired before the receiver approved it' },
  refused: { state: 'refused', says: 'the receiver refused or dropped it' },
  released: { state: 'delivered', says: 'it was approved and released to the receiver' },
};

export function provenEvents(message: TracedMessage): ProvenEvent[] {
  const events: ProvenEvent[] = [];
  const queueRows = message.evidence.filter((evidence) => evidence.role === 'queued' && evidence.note === undefined);
  for (const evidence of message.evidence) {
    const event = eventOf(message, evidence, queueRows);
    if (event) events.push(event);
  }
  return events;
}

function eventOf(message: TracedMessage, evidence: Evidence, queueRows: Evidence[]): ProvenEvent | undefined {
  const at = evidence.at;
  switch (evidence.role) {
    case 'result':
      return evidence.note === 'failed'
        ? { state: 'refused', at, place: evidence, also: [], receiver: undefined, detail: message.reason }
        : { state: 'sent', at, place: evidence, also: [], receiver: undefined, detail: 'The send result says the runtime queued it.' };
    case 'arrival': {
      const where = message.to.session === undefined ? 'the receiver’s transcript' : `the transcript of session ${message.to.session}`;
      const how = evidence.note === 'mid-turn' ? 'taken in mid-turn, between tool calls' : 'a new turn';
      return { state: 'delivered', at, place: evidence, also: queueRows, receiver: message.to.session, detail: `It arrived in ${where} as ${how}.` };
    }
    case 'queued':
      // A queue entry alone (no arrival row after it) proves the message was queued, and only that.
      if (evidence.note !== 'queued' || message.evidence.some((other) => other.role === 'result')) return undefined;
      return { state: 'sent', at, place: evidence, also: [], receiver: undefined, detail: 'It reached the receiver’s queue; no row shows it taken in.' };
    case 'notice': {
      const known = evidence.note === undefined ? undefined : NOTICE_STATES[evidence.note];
      if (!known) return undefined;
      return {
        state: known.state,
        at,
        place: evidence,
        also: [],
        receiver: undefined,
        detail: `A delivery notice in the sender’s transcript says ${known.says}.`,
      };
    }
    default:
      return undefined;
  }
}
