/**
 * The ids scan records under, derived from the message alone: every machine
 * that scans the same message writes the same entry, and a second scan finds
 * the first one's. Where Claude Code gave an id they are the ids the plugin's
 * hooks write (`cc-<msg_id>`, `cc-refused-<tool use id>`, `<message>.<state>`),
 * computed by the hooks' own functions, so a hook and a scan recording one
 * exchange end with one entry, not two.
 */
import { createHash } from 'node:crypto';
import { deliveryEventId as hookDeliveryEventId, hookMessageId, refusedMessageId } from '../../log/write/shared-ids.js';
import { idProblem, type DeliveryState } from '../../log/format/fields.js';
import type { TracedMessage } from '../model.js';

export function scanMessageId(message: TracedMessage): string {
  const hookId = message.nativeId === undefined ? undefined : hookMessageId(message.nativeId);
  if (hookId !== undefined) return hookId;
  if (message.channel === 'claude-peer' && message.key.startsWith('call:') && refusedAtSend(message)) {
    const refusedId = refusedMessageId(message.key.slice('call:'.length));
    if (refusedId !== undefined) return refusedId;
  }
  return `scan-${digest(message.key)}`;
}

/** One event per message and state, and per receiving session for an arrival (a broadcast reaches several). */
export function deliveryEventId(messageId: string, state: DeliveryState, receiverSession?: string): string {
  const id = hookDeliveryEventId(messageId, state, receiverSession);
  return idProblem(id) === undefined ? id : `scan-${digest([messageId, state, receiverSession ?? ''].join('\0'))}`;
}

function refusedAtSend(message: TracedMessage): boolean {
  return message.evidence.some((evidence) => evidence.role === 'result' && evidence.note === 'failed');
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}
