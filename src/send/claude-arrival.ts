/**
 * What a Claude Code session's transcript shows about a message written to its
 * inbox, read only from the bytes appended since the send began: its
 * `queue-operation` row carries the wrapper (with this sender's own address),
 * and once the message reaches a turn, its peer row or mid-turn attachment
 * carries `origin.msg_id` — the id this sender gave it.
 */
import { readSlice } from '../runtimes/file-head.js';
import type { TranscriptSign } from './claude-inbox.js';

/** At most this much of a growing transcript is read per look. */
const MAX_READ_BYTES = 8 << 20;

export function transcriptWatcher(path: string | undefined, msgId: string): (replyAddress: string | undefined) => TranscriptSign {
  if (path === undefined) return () => 'none';
  // Where the transcript ended when the send began: a file not written yet starts at 0.
  let offset = readSlice(path, () => ({ offset: 0, length: 0 }))?.size ?? 0;
  let text = '';
  let queued = false;
  return (replyAddress) => {
    const slice = readSlice(path, (size) => ({ offset, length: Math.min(Math.max(0, size - offset), MAX_READ_BYTES) }));
    if (slice !== undefined) {
      offset += slice.read;
      text += slice.text;
    }
    // Keep only a tail: the markers are short, and a busy session's transcript can grow fast.
    if (text.length > MAX_READ_BYTES) text = text.slice(-MAX_READ_BYTES);
    if (text.includes(`"msg_id":"${msgId}"`)) return 'delivered';
    if (replyAddress !== undefined && text.includes(replyAddress)) queued = true;
    return queued ? 'queued' : 'none';
  };
}
