/**
 * Ids and times that every writer of one runtime event computes alike, so
 * that a sender's hook, a receiver's hook, `scan --record` and `send`
 * recording the same message or the same delivery end with one entry (the
 * log treats the second write as a retry).
 */
import { createHash } from 'node:crypto';
import { idProblem, type DeliveryState } from '../format/fields.js';

/** The id of a message recorded by a hook: Claude Code's msg_id, prefixed (so either side writes the same). */
export function hookMessageId(nativeId: string): string | undefined {
  const id = `cc-${nativeId}`;
  return idProblem(id) === undefined ? id : undefined;
}

/** A refused send has no msg_id; its tool call's id is as unique and as stable. */
export function refusedMessageId(toolUseId: string | undefined): string | undefined {
  const safe = toolUseId?.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 50);
  return safe ? `cc-refused-${safe}` : undefined;
}

/** A delivery event's id: one per message, state and (for arrivals) receiving session. */
export function deliveryEventId(message: string, state: DeliveryState, receiverSession?: string): string {
  const suffix = receiverSession === undefined ? state : `${state}-${createHash('sha256').update(receiverSession).digest('hex').slice(0, 12)}`;
  return `${message}.${suffix}`;
}

/**
 * A delivery event's time: now, but never before the message itself. The log
 * shows the latest event as the state, and two hooks' clocks are read at
 * different moments; a delivery must never sort before its `sent`, whose time
 * is the message's.
 */
export function timeAfter(messageTime: string, now: Date): string {
  const after = Date.parse(messageTime) + 1;
  return new Date(Number.isNaN(after) ? now.getTime() : Math.max(now.getTime(), after)).toISOString();
}
