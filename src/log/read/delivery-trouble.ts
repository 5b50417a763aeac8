/**
 * Messages whose delivery is in doubt: held, refused or expired (each listed),
 * and unknown (counted: with no evidence either way, most recorded messages
 * stay unknown until a hook or `teamdoc deliver` says more).
 */
import type { FoldedLog } from './fold.js';
import { type MessageRef, isLater, isTraffic, messageRef } from './message-ref.js';
import type { DeliveryState } from '../format/fields.js';
import type { LogMessage } from './read.js';

const TROUBLE_STATES = ['held', 'refused', 'expired'] as const satisfies readonly DeliveryState[];

/** How many of the latest unknown-delivery messages are named, beside their count. */
const UNKNOWN_SHOWN = 5;

export interface DeliveryTrouble {
  /** Held, refused or expired, oldest first, with what the latest event said. */
  troubled: Array<MessageRef & { detail: string | undefined; since: string | undefined }>;
  counts: Record<(typeof TROUBLE_STATES)[number] | 'unknown', number>;
  /** The latest few messages of unknown delivery, newest first. */
  latestUnknown: MessageRef[];
}

export function deliveryTroubleOf(messages: readonly LogMessage[]): DeliveryTrouble {
  const result: DeliveryTrouble = { troubled: [], counts: { held: 0, refused: 0, expired: 0, unknown: 0 }, latestUnknown: [] };
  for (const message of messages) {
    if (!isTraffic(message)) continue;
    const state = message.delivery.state;
    if (state === 'unknown') {
      result.counts.unknown++;
    } else if ((TROUBLE_STATES as readonly string[]).includes(state)) {
      result.counts[state as (typeof TROUBLE_STATES)[number]]++;
      const latest = message.delivery.history[message.delivery.history.length - 1];
      result.troubled.push({ ...messageRef(message), detail: latest?.detail, since: message.delivery.since });
    }
  }
  for (let index = messages.length - 1; index >= 0 && result.latestUnknown.length < UNKNOWN_SHOWN; index--) {
    const message = messages[index]!;
    if (message.delivery.state === 'unknown' && isTraffic(message)) result.latestUnknown.push(messageRef(message));
  }
  return result;
}

/**
 * The same from the folded log without parsing every message: only those with
 * delivery events (few) and the newest few are read; `traffic` (how many
 * messages are traffic) gives how many are unknown.
 */
export function deliveryTroubleOfFolded(log: FoldedLog, traffic: number): DeliveryTrouble {
  const result: DeliveryTrouble = { troubled: [], counts: { held: 0, refused: 0, expired: 0, unknown: 0 }, latestUnknown: [] };
  const positions = new Map(log.index.ids.map((id, position) => [id, position]));
  let known = 0;
  for (const id of Object.keys(log.index.deliveries)) {
    const position = positions.get(id);
    if (position === undefined) continue;
    const message = log.messageAt(position);
    if (!isTraffic(message)) continue;
    const state = message.delivery.state;
    if (state !== 'unknown') known++;
    if ((TROUBLE_STATES as readonly string[]).includes(state)) {
      result.counts[state as (typeof TROUBLE_STATES)[number]]++;
      const latest = message.delivery.history[message.delivery.history.length - 1];
      result.troubled.push({ ...messageRef(message), detail: latest?.detail, since: message.delivery.since });
    }
  }
  result.counts.unknown = traffic - known;
  result.troubled.sort((a, b) => (isLater(b, a) ? -1 : isLater(a, b) ? 1 : 0));
  for (let position = log.size - 1; position >= 0 && result.latestUnknown.length < UNKNOWN_SHOWN; position--) {
    const message = log.messageAt(position);
    if (isTraffic(message) && message.delivery.state === 'unknown') result.latestUnknown.push(messageRef(message));
  }
  return result;
}
