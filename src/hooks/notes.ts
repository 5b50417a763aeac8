/**
 * The notes a sender's hook and a receiver's hook leave each other, so that
 * whichever runs second ties an arrival to its message. Both are keyed by
 * what both sides see: the sender's address (`uds:` + its messaging socket)
 * and the body. Each side writes its own note durably *before* it looks for
 * the other's, so of two hooks running at once at least one finds the other
 * (both may, and both then record the same delivery event: a no-op the
 * second time, since its id is fixed).
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createFileAtomically, removeIfPresent } from '../log/store/durable.js';
import type { HookStatePaths } from './state.js';

/** The key both sides compute: sha256 of the sender's address and the body. */
export function arrivalKey(from: string, body: string): string {
  return createHash('sha256').update(from).update('\n').update(body).digest('hex');
}

/** A sender's record of one message it sent (`sent/<key>.<native id>.json`). */
export interface SentNote {
  key: string;
  /** The log entry of the message. */
  message: string;
  nativeId: string;
  senderSession: string | undefined;
  time: string;
}

/** A receiver's record of one arrival not yet tied to its message (`pending/<receiver session>.<key>.<unique>.json`). */
export interface PendingNote {
  key: string;
  receiver: { session: string; name: string | undefined };
  from: string;
  fromName: string | undefined;
  /** The sender's session id, from the registry at arrival time (the sender may be gone by the time the note is settled). */
  fromSession: string | undefined;
  bodySha256: string;
  time: string;
  /** The note's file name, set when read back. */
  file?: string;
}

/** Sent notes older than this are removed by the next sender: an arrival comes within seconds, or is held. */
const SENT_NOTE_TTL_MS = 24 * 60 * 60 * 1000;

export function writeSentNote(paths: HookStatePaths, note: SentNote): void {
  createFileAtomically(paths.sent, `${note.key}.${safeName(note.nativeId)}.json`, `${JSON.stringify(note)}\n`);
}

export function sentNotesFor(paths: HookStatePaths, key: string): SentNote[] {
  return readNotes<SentNote>(paths.sent, (name) => name.startsWith(`${key}.`)).filter((note) => note.key === key);
}

/** The sender's own note of the message Claude Code gave `nativeId` (written before its entry is committed). */
export function sentNoteByNativeId(paths: HookStatePaths, nativeId: string): SentNote | undefined {
  const suffix = `.${safeName(nativeId)}.json`;
  return readNotes<SentNote>(paths.sent, (name) => name.endsWith(suffix)).find((note) => note.nativeId === nativeId);
}

export function writePendingNote(paths: HookStatePaths, note: PendingNote): string {
  const name = `${note.receiver.session}.${note.key}.${Date.now()}-${randomBytes(4).toString('hex')}.json`;
  createFileAtomically(paths.pending, name, `${JSON.stringify(note)}\n`);
  return name;
}

export function pendingNotesFor(paths: HookStatePaths, match: { key?: string; receiver?: string }): PendingNote[] {
  return readNotes<PendingNote>(
    paths.pending,
    (name) => (match.receiver === undefined || name.startsWith(`${match.receiver}.`)) && (match.key === undefined || name.includes(`.${match.key}.`)),
  )
    .filter((note) => (match.key === undefined || note.key === match.key) && (match.receiver === undefined || note.receiver.session === match.receiver))
    .sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}

export function removePendingNote(paths: HookStatePaths, note: PendingNote): void {
  if (note.file !== undefined) removeIfPresent(join(paths.pending, note.file));
}

/** Drops sent notes past their time; a failure to remove one is left for the next sender. */
export function pruneSentNotes(paths: HookStatePaths, now: Date): void {
  for (const note of readNotes<SentNote>(paths.sent, () => true)) {
    if (now.getTime() - Date.parse(note.time) > SENT_NOTE_TTL_MS && note.file !== undefined) removeIfPresent(join(paths.sent, note.file));
  }
}

/**
 * `teamdoc send`'s record of a message it queued into a Codex thread
 * (`queued/<thread>.<nonce>.<message id>.json`), written before the queue is
 * asked: the thread's UserPromptSubmit hook ties the prompt it sees to the
 * message by the envelope's nonce, which only teamdoc send and the prompt know.
 */
export interface QueuedNote {
  thread: string;
  /** The nonce of the envelope the message was queued in. */
  nonce: string;
  /** The log entry of the message. */
  message: string;
  /** When the message was recorded (its entry's time). */
  time: string;
}

export function writeQueuedNote(paths: HookStatePaths, note: QueuedNote): string {
  const name = `${safeName(note.thread)}.${safeName(note.nonce)}.${safeName(note.message)}.json`;
  createFileAtomically(paths.queued, name, `${JSON.stringify(note)}\n`);
  return name;
}

/** The notes of one thread (and envelope), oldest first: a queue takes its messages in order. */
export function queuedNotesFor(paths: HookStatePaths, match: { thread: string; nonce?: string }): Array<QueuedNote & { file?: string }> {
  const prefix = `${safeName(match.thread)}.${match.nonce === undefined ? '' : `${safeName(match.nonce)}.`}`;
  return readNotes<QueuedNote>(paths.queued, (name) => name.startsWith(prefix))
    .filter((note) => note.thread === match.thread && (match.nonce === undefined || note.nonce === match.nonce))
    .sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}

export function removeQueuedNote(paths: HookStatePaths, note: QueuedNote & { file?: string }): void {
  if (note.file !== undefined) removeIfPresent(join(paths.queued, note.file));
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function readNotes<T>(directory: string, wanted: (name: string) => boolean): Array<T & { file?: string }> {
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith('.json') && !name.startsWith('.') && wanted(name))
    .flatMap((name) => {
      try {
        return [{ ...(JSON.parse(readFileSync(join(directory, name), 'utf8')) as T), file: name }];
      } catch {
        return []; // removed by the other side while listed
      }
    });
}

/** A native id in a file name: only what is safe anywhere. */
function safeName(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 80);
}
