/**
 * The receiver's Stop hook, run only while an arrival of this session waits
 * (the shell entry checks): by now the transcript holds each arrival's row
 * with its msg_id. Each waiting arrival is tied to its row by sender address
 * and body, and recorded as delivered on that msg_id; a message no sender
 * recorded (a sender without the plugin, another repository) is recorded from
 * this side first.
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { NewEntry, NewMessage } from '../log/write/append.js';
import { findMessageByNativeId } from '../log/read/find.js';
import { kindOfBody } from '../protocol/report-formats.js';
import { appendForHook, hookProvenance } from './log-writes.js';
import { hookMessageId, timeAfter } from '../log/write/shared-ids.js';
import { pendingNotesFor, removePendingNote, sha256Hex, type PendingNote } from './notes.js';
import { ownParty, senderParty, type Here } from './parties.js';
import { arrivalDelivery } from './send.js';
import type { HookStatePaths } from './state.js';
import type { HookScope } from './scope.js';
import { peerArrivals, type PeerArrival } from './transcript-peers.js';
import { currentTime } from '../time/clock.js';
import { fileSystemNow } from '../time/file-ages.js';

/** A row is written just before its hook runs; allow for clocks read a little apart. */
const CLOCK_SLACK_MS = 5000;

export async function settleArrivals(scope: HookScope, transcriptPath: string): Promise<void> {
  const { paths } = scope;
  await arrivalsNoted(paths, scope.session);
  const notes = pendingNotesFor(paths, { receiver: scope.session });
  if (notes.length === 0) return;
  const arrivals = peerArrivals(transcriptPath);
  const provenance = hookProvenance(scope.session, 'Stop');
  const entries: NewEntry[] = [];
  const settled: PendingNote[] = [];
  const used = new Set<string>();
  for (const note of notes) {
    const arrival = rowFor(note, arrivals, used);
    if (!arrival) continue;
    used.add(arrival.msgId);
    const existing = await findMessageByNativeId(scope.log, 'claude', arrival.msgId);
    const message = existing?.id ?? hookMessageId(arrival.msgId);
    // A message nobody recorded can be recorded from here only with its body.
    if (message === undefined || (existing === undefined && arrival.body === undefined)) continue;
    const received = existing === undefined ? receivedMessage(message, arrival, note, scope, provenance) : undefined;
    if (received) entries.push(received);
    const sentAt = existing?.time ?? received!.time!;
    entries.push(
      arrivalDelivery(
        message,
        timeAfter(sentAt, currentTime(scope.env)),
        note,
        provenance,
        `msg_id ${arrival.msgId} in the receiver’s transcript (${arrival.how})`,
      ),
    );
    settled.push(note);
  }
  if (entries.length === 0) return;
  await appendForHook(scope, entries);
  for (const note of settled) removePendingNote(paths, note);
}

/** An arrival's hook runs in the background; a marker says it has not written its note yet. */
const MARKER_WAIT_MS = 10_000;
/** A marker this old belongs to a hook that died. */
const MARKER_STALE_MS = 60_000;

async function arrivalsNoted(paths: HookStatePaths, session: string): Promise<void> {
  const deadline = Date.now() + MARKER_WAIT_MS;
  for (;;) {
    const now = fileSystemNow(paths.root);
    const markers = arrivalMarkers(paths, session).filter((marker) => {
      if (now - marker.mtimeMs < MARKER_STALE_MS) return true;
      rmSync(marker.path, { force: true });
      return false;
    });
    if (markers.length === 0 || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function arrivalMarkers(paths: HookStatePaths, session: string): Array<{ path: string; mtimeMs: number }> {
  let names: string[];
  try {
    names = readdirSync(paths.pending);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.startsWith(`${session}.arriving.`))
    .flatMap((name) => {
      try {
        return [{ path: join(paths.pending, name), mtimeMs: statSync(join(paths.pending, name)).mtimeMs }];
      } catch {
        return [];
      }
    });
}

/** The latest row of this sender and body that is not after the note (plus slack) and not taken by another note. */
function rowFor(note: PendingNote, arrivals: PeerArrival[], used: Set<string>): PeerArrival | undefined {
  const noted = Date.parse(note.time);
  const fits = arrivals.filter(
    (arrival) =>
      !used.has(arrival.msgId) &&
      arrival.from === note.from &&
      arrival.body !== undefined &&
      sha256Hex(arrival.body) === note.bodySha256 &&
      !(Date.parse(arrival.time ?? '') > noted + CLOCK_SLACK_MS),
  );
  return fits[fits.length - 1];
}

function receivedMessage(id: string, arrival: PeerArrival, note: PendingNote, scope: Here, provenance: NewMessage['provenance']): NewMessage {
  const body = arrival.body!;
  return {
    id,
    kind: kindOfBody(body),
    from: senderParty({ address: note.from, name: note.fromName ?? arrival.fromName, session: note.fromSession }, scope.env),
    to: ownParty(scope, note.receiver.name),
    nativeId: arrival.msgId,
    nativeRuntime: 'claude',
    body,
    provenance,
    time: normaliseTime(arrival.time, currentTime(scope.env)),
  };
}

/** The log stores `YYYY-MM-DDTHH:MM:SS.sssZ`; Claude Code writes the same, but a row without milliseconds is tolerated. */
function normaliseTime(time: string | undefined, now: Date): string {
  const parsed = Date.parse(time ?? '');
  return Number.isNaN(parsed) ? now.toISOString() : new Date(parsed).toISOString();
}
