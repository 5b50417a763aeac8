/**
 * How the hooks write to the log: ids that both sides of a message compute
 * alike, so that a sender's hook and a receiver's hook recording the same
 * message or the same delivery at once end with one entry (the log treats the
 * second write as a retry), and one append per hook run.
 */
import { createHash } from 'node:crypto';
import type { HookScope } from './scope.js';
import { appendEntries, type AppendResult, type NewEntry } from '../log/append.js';
import { idProblem, type DeliveryState } from '../log/fields.js';
import type { Provenance } from '../log/entry.js';

/** How long a hook waits for the log lock before leaving its entries in the spool for the next writer. */
export const HOOK_WAIT_MS = 5000;

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

export function hookProvenance(session: string, event: string, runtime: 'claude' | 'codex' = 'claude'): Provenance {
  return { by: 'hook', session, runtime, event };
}

export async function appendForHook(scope: HookScope, entries: NewEntry[]): Promise<AppendResult> {
  return appendEntries(scope.repo, entries, { env: scope.env, settings: scope.log.settings, waitMs: HOOK_WAIT_MS });
}
