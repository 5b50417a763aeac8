/**
 * Messages whose delivery is in doubt: held, refused or expired (each listed),
 * and unknown (counted: with no evidence either way, most recorded messages
 * stay unknown until a hook or `teamdoc deliver` says more).
 */
import { type MessageRef, isStructural, messageRef } from './message-ref.js';
import type { DeliveryState } from './fields.js';
import type { LogMessage } from './read.js';

export const TROUBLE_STATES = ['held', 'refused', 'expired'] as const satisfies readonly DeliveryState[];

/** How many of the latest unknown-delivery messages are named, beside their count. */
export const UNKNOWN_SHOWN = 5;

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
    if (isStructural(message)) continue;
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
    if (message.delivery.state === 'unknown' && !isStructural(message)) result.latestUnknown.push(messageRef(message));
  }
  return result;
}
