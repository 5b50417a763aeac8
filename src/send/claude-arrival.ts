/**
 * What a Claude Code session's transcript shows about a message written to its
 * inbox, read only from the bytes appended since the send began: its
 * `queue-operation` row carries the wrapper (with this sender's own address),
 * and once the message reaches a turn, its peer row or mid-turn attachment
 * carries `origin.msg_id` — the id this sender gave it.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import type { TranscriptSign } from './claude-inbox.js';

/** At most this much of a growing transcript is read per look. */
const MAX_READ_BYTES = 8 << 20;

export function transcriptWatcher(path: string | undefined, msgId: string): (replyAddress: string | undefined) => TranscriptSign {
  if (path === undefined) return () => 'none';
  let offset = sizeOf(path);
  let text = '';
  let queued = false;
  return (replyAddress) => {
    text += readFrom(path, offset, (read) => (offset += read));
    // Keep only a tail: the markers are short, and a busy session's transcript can grow fast.
    if (text.length > MAX_READ_BYTES) text = text.slice(-MAX_READ_BYTES);
    if (text.includes(`"msg_id":"${msgId}"`)) return 'delivered';
    if (replyAddress !== undefined && text.includes(replyAddress)) queued = true;
    return queued ? 'queued' : 'none';
  };
}

function sizeOf(path: string): number {
  try {
    const descriptor = openSync(path, 'r');
    try {
      return fstatSync(descriptor).size;
    } finally {
      closeSync(descriptor);
    }
  } catch {
    return 0; // not written yet: everything that appears is new
  }
}

function readFrom(path: string, offset: number, advance: (read: number) => void): string {
  let descriptor: number;
  try {
    descriptor = openSync(path, 'r');
  } catch {
    return '';
  }
  try {
    const size = fstatSync(descriptor).size;
    if (size <= offset) return '';
    const buffer = Buffer.alloc(Math.min(size - offset, MAX_READ_BYTES));
    const read = readSync(descriptor, buffer, 0, buffer.length, offset);
    advance(read);
    return buffer.subarray(0, read).toString('utf8');
  } finally {
    closeSync(descriptor);
  }
}
