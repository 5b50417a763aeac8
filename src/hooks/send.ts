/**
 * The sender's PostToolUse for SendMessage: the message, its send result
 * (`sent`, or `refused` at send with the tool's reason), and the delivery of
 * any arrival a receiver's hook already noted, all in one append.
 */
import type { NewDelivery, NewEntry, NewMessage } from '../log/write/append.js';
import { kindOfBody } from '../protocol/report-formats.js';
import { findMessageByNativeId } from '../log/read/find.js';
import { appendForHook, hookProvenance } from './log-writes.js';
import { deliveryEventId, hookMessageId, refusedMessageId, timeAfter } from '../log/write/shared-ids.js';
import { arrivalKey, pendingNotesFor, pruneSentNotes, removePendingNote, writeSentNote, type PendingNote } from './notes.js';
import { ownParty, recipientParty } from './parties.js';
import type { SendCall } from './payload.js';
import type { HookScope } from './scope.js';
import { currentTime } from '../time/clock.js';

export async function recordSend(scope: HookScope, call: SendCall): Promise<void> {
  const { paths } = scope;
  const provenance = hookProvenance(scope.session, 'PostToolUse');
  const existing = call.msgId === undefined ? undefined : await findMessageByNativeId(scope.log, 'claude', call.msgId);
  const messageId = existing?.id ?? (call.msgId === undefined ? refusedMessageId(call.toolUseId) : hookMessageId(call.msgId));
  // The send's result is as old as the message: a receiver's delivery must sort after it.
  const now = currentTime(scope.env);
  const sentAt = existing?.time ?? hookStartedAt(scope.env, now) ?? now.toISOString();
  const entries: NewEntry[] = [];
  if (existing === undefined) {
    const message: NewMessage = {
      kind: kindOfBody(call.message),
      from: ownParty(scope),
      to: await recipientParty(call.to, scope.env),
      body: call.message,
      provenance,
      time: sentAt,
    };
    if (messageId !== undefined) message.id = messageId;
    if (call.msgId !== undefined) Object.assign(message, { nativeId: call.msgId, nativeRuntime: 'claude' });
    entries.push(message);
  }
  if (messageId === undefined)
    throw new Error(`the SendMessage result carries neither a usable msg_id nor a tool use id (${JSON.stringify(call.msgId ?? call.toolUseId ?? null)})`);
  const target = messageId;
  const result: NewDelivery = {
    entry: 'delivery',
    message: target,
    state: call.success ? 'sent' : 'refused',
    provenance,
    id: deliveryEventId(target, call.success ? 'sent' : 'refused'),
    time: sentAt,
  };
  if (call.resultText !== undefined) result.detail = call.resultText;
  entries.push(result);

  const claimed: PendingNote[] = [];
  const socket = scope.env.CLAUDE_CODE_MESSAGING_SOCKET;
  if (call.success && call.msgId !== undefined && socket) {
    const key = arrivalKey(`uds:${socket}`, call.message);
    // Our note first, then theirs: of two hooks running at once, at least one sees the other.
    writeSentNote(paths, { key, message: target, nativeId: call.msgId, senderSession: scope.session, time: sentAt });
    for (const note of oldestPerReceiver(pendingNotesFor(paths, { key }))) {
      entries.push(
        arrivalDelivery(target, timeAfter(sentAt, now), note, provenance, 'matched by the sender’s address and the body, when the sender recorded it'),
      );
      claimed.push(note);
    }
    pruneSentNotes(paths, now);
  }
  await appendForHook(scope, entries);
  for (const note of claimed) removePendingNote(paths, note);
}

export function arrivalDelivery(message: string, time: string, note: PendingNote, provenance: NewDelivery['provenance'], how: string): NewDelivery {
  return {
    entry: 'delivery',
    id: deliveryEventId(message, 'delivered', note.receiver.session),
    message,
    time,
    state: 'delivered',
    detail: `to ${note.receiver.name ?? note.receiver.session} (session ${note.receiver.session}); ${how}`,
    provenance,
  };
}

/** One arrival per receiving session: a broadcast reaches many, a message reaches each once. */
function oldestPerReceiver(notes: PendingNote[]): PendingNote[] {
  const seen = new Set<string>();
  return notes.filter((note) => !seen.has(note.receiver.session) && seen.add(note.receiver.session));
}

/**
 * When the shell entry started (TEAMDOC_HOOK_STARTED, from `date`): the moment the send returned, give
 * or take the spawn. The recording itself runs later in the background, and a receiver's hook may
 * record the delivery before it; the send's time must not come after that. A `date` without
 * milliseconds (BSD prints `%3N` as is) gives whole seconds, which only ever errs early.
 */
export function hookStartedAt(env: NodeJS.ProcessEnv, now: Date): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d{3})?/.exec(env.TEAMDOC_HOOK_STARTED ?? '');
  if (!match) return undefined;
  const time = `${match[1]}${match[2] ?? '.000'}Z`;
  const parsed = Date.parse(time);
  // A clock that says the hook started in the future, or long ago, is not evidence of anything.
  return Number.isNaN(parsed) || parsed > now.getTime() || now.getTime() - parsed > 10 * 60_000 ? undefined : time;
}
