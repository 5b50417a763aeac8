/**
 * Delivery into a Claude Code session's inbox socket, from a process that is
 * not a Claude session. The receiver answers nothing on the connection; it
 * sends a receipt to the `from` address instead — but only to a socket in its
 * own sockets folder, owned by the very process that wrote the message (it
 * checks the listener's pid). So this process binds a socket of its own beside
 * the receiver's, writes the line, and listens there until the answer comes:
 * a receipt (held, refused, released…), the message's row in the receiver's
 * transcript, or the end of the wait. An accepted message gets no receipt at
 * all; the transcript is what shows it arrived.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { basename, dirname, join } from 'node:path';
import { inboxLine, readReceipt, udsAddress, type InboxFrame, type InboxReceipt } from './claude-frame.js';

/** A Unix socket path longer than this cannot be bound (Claude Code's own limit). */
const MAX_SOCKET_PATH_BYTES = 103;

/** What the receiver's transcript shows about the message so far. */
export type TranscriptSign = 'none' | 'queued' | 'delivered';

export interface InboxDelivery {
  /** The receiver's messaging socket (its registry's `messagingSocketPath`). */
  socket: string;
  frame: Omit<InboxFrame, 'replySocket'>;
  /** How long to wait for an answer after the line is written. */
  answerWaitMs: number;
  /** Reads the receiver's transcript for the message (by its msg_id and this sender's address). */
  transcriptSign?: (replyAddress: string | undefined) => TranscriptSign;
  /** Told of each receipt as it comes. */
  onReceipt?: (receipt: InboxReceipt) => void;
  /** Called with this sender's address (`uds:…`, undefined without a reply socket) just before the line is written. */
  beforeWrite?: (address: string | undefined) => void;
}

export type InboxOutcome =
  | { written: false; reason: string; code: string | undefined }
  | {
      written: true;
      /** The receipts that came back, in order. */
      receipts: InboxReceipt[];
      sign: TranscriptSign;
      /** Where receipts could come back; undefined when no socket could be bound beside the receiver's. */
      replySocket: string | undefined;
      waitedMs: number;
    };

/** Receipts after which nothing more will come for this message. */
const FINAL_RECEIPTS = new Set(['delivered', 'refused', 'denied', 'expired', 'dropped']);

export async function deliverToInbox(delivery: InboxDelivery): Promise<InboxOutcome> {
  const receipts: InboxReceipt[] = [];
  const reply = await bindReplySocket(delivery.socket, (receipt) => {
    if (receipt.msgId !== delivery.frame.msgId) return;
    receipts.push(receipt);
    delivery.onReceipt?.(receipt);
  });
  try {
    const frame: InboxFrame = { ...delivery.frame, replySocket: reply?.path };
    const replyAddress = reply && udsAddress(reply.path);
    delivery.beforeWrite?.(replyAddress);
    const written = await writeLine(delivery.socket, inboxLine(frame));
    if (written !== undefined) return { written: false, reason: written.message, code: written.code };
    const started = Date.now();
    let sign: TranscriptSign = 'none';
    for (;;) {
      sign = delivery.transcriptSign?.(replyAddress) ?? 'none';
      const last = receipts.at(-1);
      if (last !== undefined && FINAL_RECEIPTS.has(last.status)) break;
      // A held message's release has its own receipt, which may come after the turn shows the message: wait for it.
      if (sign === 'delivered' && !receipts.some((receipt) => receipt.status === 'held')) break;
      if (Date.now() - started >= delivery.answerWaitMs) break;
      await pause(50);
    }
    return { written: true, receipts, sign, replySocket: reply?.path, waitedMs: Date.now() - started };
  } finally {
    reply?.close();
  }
}

interface ReplySocket {
  path: string;
  close(): void;
}

/** A socket of this process beside the receiver's (the only place its receipts may go), or undefined. */
async function bindReplySocket(receiverSocket: string, onReceipt: (receipt: InboxReceipt) => void): Promise<ReplySocket | undefined> {
  const dir = dirname(receiverSocket);
  const unique = randomBytes(4).toString('hex');
  const path = [join(dir, `teamdoc-${process.pid}-${unique}.sock`), join(dir, `td${unique}.sock`)].find(
    (candidate) => Buffer.byteLength(candidate) <= MAX_SOCKET_PATH_BYTES && basename(candidate) !== basename(receiverSocket),
  );
  if (path === undefined) return undefined;
  const connections = new Set<Socket>();
  const server: Server = createServer((connection) => {
    connections.add(connection);
    connection.setEncoding('utf8');
    let buffered = '';
    connection.on('data', (chunk: string) => {
      buffered += chunk;
      // Bounded: a receipt is a few hundred bytes.
      if (buffered.length > 1 << 20) connection.destroy();
      let end: number;
      while ((end = buffered.indexOf('\n')) !== -1) {
        const receipt = readReceipt(buffered.slice(0, end));
        buffered = buffered.slice(end + 1);
        if (receipt) onReceipt(receipt);
      }
    });
    connection.on('end', () => {
      const receipt = buffered.trim() === '' ? undefined : readReceipt(buffered);
      if (receipt) onReceipt(receipt);
      connection.end();
    });
    connection.on('error', () => connection.destroy());
    connection.on('close', () => connections.delete(connection));
  });
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(path, () => resolve(true));
  });
  if (!listening) {
    server.close();
    return undefined;
  }
  try {
    chmodSync(path, 0o600);
  } catch {
    // the folder is the user's own 0700 one; the mode is a second fence only
  }
  server.unref();
  return {
    path,
    close() {
      for (const connection of connections) connection.destroy();
      server.close();
      rmSync(path, { force: true });
    },
  };
}

/** Writes one line and closes; undefined when it was written, else the error (ENOENT, ECONNREFUSED: no live inbox). */
function writeLine(socket: string, line: string): Promise<NodeJS.ErrnoException | undefined> {
  return new Promise((resolve) => {
    const connection = createConnection({ path: socket });
    let failed: NodeJS.ErrnoException | undefined;
    connection.setTimeout(5000, () => {
      failed = Object.assign(new Error(`no answer from ${socket} within 5 s`), { code: 'ETIMEDOUT' });
      connection.destroy();
    });
    connection.on('error', (error: NodeJS.ErrnoException) => {
      failed = error;
    });
    connection.on('connect', () => connection.end(line));
    connection.on('close', () => resolve(failed));
  });
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
