/**
 * The sender's UserPromptSubmit for a `[Cross-session delivery notice]`:
 * Claude Code starts a turn with it when the receiver held a message, and
 * again when the hold is released, denied or expires. In 2.1.328 the notice
 * names the msg_id, so the event lands on the right message.
 */
import type { NewDelivery } from '../log/write/append.js';
import type { DeliveryState } from '../log/format/fields.js';
import { findMessageByNativeId } from '../log/read/find.js';
import { DELIVERY_NOTICE, parseNotice } from '../runtimes/claude/peer-text.js';
import type { NoticeStatus } from '../scan/observations.js';
import { appendForHook, hookProvenance } from './log-writes.js';
import { deliveryEventId, timeAfter } from '../log/write/shared-ids.js';
import { sentNoteByNativeId } from './notes.js';
import type { HookScope } from './scope.js';
import { currentTime } from '../time/clock.js';

const STATES: Partial<Record<NoticeStatus, DeliveryState>> = { held: 'held', expired: 'expired', refused: 'refused', released: 'delivered' };

export function isDeliveryNotice(prompt: string): boolean {
  return prompt.trimStart().startsWith(DELIVERY_NOTICE);
}

/** Records what each notice in the prompt says; returns what it could not tie to a message in the log. */
export async function recordNotices(scope: HookScope, prompt: string): Promise<string[]> {
  const events: NewDelivery[] = [];
  const unmatched: string[] = [];
  for (const text of prompt
    .split(DELIVERY_NOTICE)
    .slice(1)
    .map((rest) => DELIVERY_NOTICE + rest)) {
    const notice = parseNotice(text);
    const state = notice && STATES[notice.status];
    if (!notice || !state || notice.msgId === undefined) {
      unmatched.push(`a delivery notice teamdoc could not read: ${text.slice(0, 160)}`);
      continue;
    }
    const message = await messageNamed(scope, notice.msgId);
    if (message === undefined) {
      unmatched.push(`a delivery notice (${state}) for msg_id ${notice.msgId}, which is not in the log`);
      continue;
    }
    events.push({
      entry: 'delivery',
      id: deliveryEventId(message.id, state),
      message: message.id,
      time: timeAfter(message.time, currentTime(scope.env)),
      state,
      detail: `Claude Code's delivery notice: ${firstSentence(text)}`,
      provenance: hookProvenance(scope.session, 'UserPromptSubmit'),
    });
  }
  if (events.length > 0) await appendForHook(scope, events);
  return unmatched;
}

/** How long a notice waits for the sender's own hook, recording in the background, to note its message. */
const SENDER_WAIT_MS = 5000;

/**
 * The message a notice names: in the log, or in this session's own note of what it sent (its
 * PostToolUse hook writes that before committing, and may still be running: a held notice comes
 * about half a second after the send). An event may reach the log before its message; the reader
 * keeps it aside until the message arrives.
 */
async function messageNamed(scope: HookScope, msgId: string): Promise<{ id: string; time: string } | undefined> {
  const deadline = Date.now() + SENDER_WAIT_MS;
  for (;;) {
    const found = (await findMessageByNativeId(scope.log, 'claude', msgId)) ?? sentNoteByNativeId(scope.paths, msgId);
    if (found) return { id: 'message' in found ? found.message : found.id, time: found.time };
    if (Date.now() > deadline) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function firstSentence(text: string): string {
  const body = text.slice(DELIVERY_NOTICE.length).trim();
  const end = body.indexOf('). ');
  return (end === -1 ? body.split('\n')[0]! : body.slice(0, end + 1)).slice(0, 400);
}
