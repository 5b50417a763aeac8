/**
 * The receiver's UserPromptSubmit for a peer message. The prompt carries the
 * sender's address and the body but no msg_id (the transcript row with it is
 * written after this hook returns), so the arrival is noted durably and tied
 * to its message by the sender's note when there is exactly one that fits;
 * otherwise the sender's hook (running second) or this session's Stop hook
 * (reading the msg_id from the transcript) settles it.
 */
import { appendForHook, hookProvenance } from './log-writes.js';
import { timeAfter } from '../log/write/shared-ids.js';
import { arrivalKey, pendingNotesFor, removePendingNote, sentNotesFor, sha256Hex, writePendingNote, type PendingNote } from './notes.js';
import { liveSender, ownParty } from './parties.js';
import type { WrappedPeerMessage } from './peer-wrapper.js';
import { arrivalDelivery } from './send.js';
import type { HookScope } from './scope.js';
import { currentTime } from '../time/clock.js';

export async function noteArrivals(scope: HookScope, messages: WrappedPeerMessage[], title: string | undefined): Promise<void> {
  const { paths } = scope;
  const receiver = { session: scope.session, name: title ?? ownParty(scope).name };
  const provenance = hookProvenance(scope.session, 'UserPromptSubmit');
  const settled: Array<{ note: PendingNote; message: string; sentAt: string }> = [];
  for (const message of messages) {
    const key = arrivalKey(message.from, message.body);
    const note: PendingNote = {
      key,
      receiver,
      from: message.from,
      fromName: message.fromName,
      fromSession: liveSender(message.from, scope.env)?.session,
      bodySha256: sha256Hex(message.body),
      time: currentTime(scope.env).toISOString(),
    };
    // Our note first, then theirs (see notes.ts).
    note.file = writePendingNote(paths, note);
    const sent = sentNotesFor(paths, key);
    // The same body sent twice from one address is ambiguous here; the transcript's msg_id decides at Stop.
    if (sent.length === 1 && pendingNotesFor(paths, { key, receiver: scope.session }).length === 1)
      settled.push({ note, message: sent[0]!.message, sentAt: sent[0]!.time });
  }
  if (settled.length === 0) return;
  await appendForHook(
    scope,
    settled.map(({ note, message, sentAt }) =>
      arrivalDelivery(message, timeAfter(sentAt, currentTime(scope.env)), note, provenance, 'matched by the sender’s address and the body, on arrival'),
    ),
  );
  for (const { note } of settled) removePendingNote(paths, note);
}
