/**
 * A Codex thread's UserPromptSubmit: a prompt that is a message `teamdoc send`
 * queued (teamdoc's envelope, with the nonce its note holds) has reached the
 * model's turn, so its entry gets `delivered` — once: the event id is fixed
 * per message and thread, and the note is removed after. Codex runs this hook
 * before the turn's request; a prompt a person typed or pasted with an
 * envelope in it matches no note, and nothing is recorded.
 */
import { readEnvelope } from '../protocol/envelope.js';
import { appendForHook, hookProvenance } from './log-writes.js';
import { deliveryEventId, timeAfter } from '../log/write/shared-ids.js';
import { queuedNotesFor, removeQueuedNote } from './notes.js';
import type { HookScope } from './scope.js';
import { currentTime } from '../time/clock.js';

export async function recordQueuedArrival(scope: HookScope, prompt: string, turn: string | undefined): Promise<void> {
  const envelope = readEnvelope(prompt, 'message');
  if (envelope === undefined) return;
  const entry = envelope.attributes.entry;
  const note = queuedNotesFor(scope.paths, { thread: scope.session, nonce: envelope.nonce }).find((queued) => queued.message === entry);
  if (note === undefined) return;
  const where = `Codex thread ${scope.session}${turn === undefined ? '' : `, turn ${turn}`}`;
  await appendForHook(scope, [
    {
      entry: 'delivery',
      id: deliveryEventId(note.message, 'delivered', scope.session),
      message: note.message,
      time: timeAfter(note.time, currentTime(scope.env)),
      state: 'delivered',
      detail: `reached the model's turn (${where}): its UserPromptSubmit hook saw the queued message`,
      provenance: hookProvenance(scope.session, 'UserPromptSubmit', 'codex'),
    },
  ]);
  removeQueuedNote(scope.paths, note);
}
