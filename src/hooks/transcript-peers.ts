/**
 * The peer messages a session's own transcript shows it received: a user row
 * with `origin.kind = "peer"` (an idle delivery that started a turn) or a
 * `queued_command` attachment with `attachment.origin` (one taken in
 * mid-turn). Both carry the sender's `msg_id`, which the UserPromptSubmit hook
 * never sees: Claude Code writes these rows only after that hook returns.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { isObject, numberAt, objectAt, stringAt } from '../runtimes/json-fields.js';
import { unescapeWrappedBody } from './peer-wrapper.js';

export interface PeerArrival {
  msgId: string;
  /** `uds:/…/cc-socks/<pid>.sock`: the sender's address. */
  from: string | undefined;
  fromName: string | undefined;
  /** The body as the sender wrote it. */
  body: string | undefined;
  /** The verified sender process, when Claude Code checked it. */
  senderPid: number | undefined;
  time: string | undefined;
  how: 'idle' | 'mid-turn';
}

/** How much of the end of a transcript is read: arrivals being settled are from the last few turns. */
const TRANSCRIPT_TAIL_BYTES = 64 * 1024 * 1024;

const MARKER = Buffer.from('"kind":"peer"');

export function peerArrivals(transcriptPath: string, tailBytes = TRANSCRIPT_TAIL_BYTES): PeerArrival[] {
  const bytes = readTail(transcriptPath, tailBytes);
  const arrivals: PeerArrival[] = [];
  for (let at = bytes.indexOf(MARKER); at !== -1; ) {
    const start = bytes.lastIndexOf(0x0a, at) + 1;
    const newline = bytes.indexOf(0x0a, at);
    const end = newline === -1 ? bytes.length : newline;
    const arrival = arrivalOf(bytes.toString('utf8', start, end));
    if (arrival) arrivals.push(arrival);
    at = newline === -1 ? -1 : bytes.indexOf(MARKER, newline);
  }
  return arrivals;
}

function arrivalOf(line: string): PeerArrival | undefined {
  let row: unknown;
  try {
    row = JSON.parse(line);
  } catch {
    return undefined; // a half-written last line, or the marker inside some other text
  }
  if (!isObject(row)) return undefined;
  const direct = objectAt(row, 'origin');
  const attachment = objectAt(row, 'attachment');
  const queued = stringAt(attachment, 'type') === 'queued_command' ? objectAt(attachment, 'origin') : undefined;
  const origin = stringAt(direct, 'kind') === 'peer' ? direct : stringAt(queued, 'kind') === 'peer' ? queued : undefined;
  const msgId = stringAt(origin, 'msg_id');
  if (!origin || msgId === undefined) return undefined;
  const body = stringAt(origin, 'body');
  return {
    msgId,
    from: stringAt(origin, 'from'),
    fromName: stringAt(origin, 'name'),
    body: body === undefined ? undefined : unescapeWrappedBody(body),
    senderPid: numberAt(origin, 'verifiedPeerPid'),
    time: stringAt(row, 'timestamp'),
    how: origin === direct ? 'idle' : 'mid-turn',
  };
}

function readTail(path: string, limit: number): Buffer {
  const descriptor = openSync(path, 'r');
  try {
    const size = fstatSync(descriptor).size;
    const length = Math.min(size, limit);
    const buffer = Buffer.allocUnsafe(length);
    let read = 0;
    while (read < length) {
      const count = readSync(descriptor, buffer, read, length - read, size - length + read);
      if (count === 0) break;
      read += count;
    }
    return buffer.subarray(0, read);
  } finally {
    closeSync(descriptor);
  }
}
