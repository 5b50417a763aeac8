/**
 * The line Claude Code's inbox socket reads (2.1.328, found in its own code):
 * one JSON object per line, `type: "user"`, with the body wrapped as
 * `<cross-session-message from="uds:…" from-name="…" from-mode="…">` the way
 * its own SendMessage wraps it, a `msg_id` the receiver keeps on its
 * transcript row and echoes in receipts, and `from`, the address receipts go
 * back to. The receiver re-renders the wrapper from what it parsed and keeps
 * the name and mode only when that gives back the same text, so every value
 * here is written in the form its renderer would produce.
 */

/** Claude Code's permission classes: a sender asserts one, a receiver compares it with its own. */
export type PermissionClass = 'bypass' | 'prompting';

export interface InboxFrame {
  msgId: string;
  /** This process's own socket, where receipts arrive; undefined when none could be bound. */
  replySocket: string | undefined;
  fromName: string;
  fromMode: PermissionClass | undefined;
  body: string;
}

const TAG = 'cross-session-message';

/** The characters an address keeps as they are; every other byte is percent-encoded (Claude Code's own rule). */
export function udsAddress(socketPath: string): string {
  const encoded = socketPath.replace(/[^A-Za-z0-9:_/.\\-]/gu, (char) =>
    Array.from(Buffer.from(char, 'utf8'), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  );
  return `uds:${encoded}`;
}

/**
 * A name as the receiver's renderer leaves it: no quotes or angle brackets, no
 * control, format or separator characters, trimmed, at most 64 code points.
 */
export function wrapperName(name: string): string {
  const cleaned = name
    .replace(/["<>]/g, '')
    .replace(/[\p{Cf}\p{Cc}\p{Cs}\p{Zl}\p{Zp}]/gu, '')
    .trim();
  return [...cleaned].slice(0, 64).join('').trim();
}

/** A closing tag inside the body is written `<\/cross-session-message>`, as Claude Code's own sender escapes it. */
export function escapeWrappedBody(body: string): string {
  return body.replace(new RegExp(`<(?!\\\\)(?=/\\s*${TAG})`, 'giu'), '<\\');
}

export function wrapMessage(frame: Omit<InboxFrame, 'msgId'>): string {
  const attributes: string[] = [];
  if (frame.replySocket !== undefined) attributes.push(`from="${udsAddress(frame.replySocket)}"`);
  const name = wrapperName(frame.fromName);
  if (name !== '') attributes.push(`from-name="${name}"`);
  if (frame.fromMode !== undefined) attributes.push(`from-mode="${frame.fromMode}"`);
  return `<${TAG}${attributes.length > 0 ? ` ${attributes.join(' ')}` : ''}>\n${escapeWrappedBody(frame.body)}\n</${TAG}>`;
}

/** The whole line written to the inbox, newline included. */
export function inboxLine(frame: InboxFrame): string {
  const line: Record<string, unknown> = {
    msgV: 1,
    msg_id: frame.msgId,
    type: 'user',
    message: { role: 'user', content: wrapMessage(frame) },
    priority: 'next',
  };
  if (frame.replySocket !== undefined) line.from = udsAddress(frame.replySocket);
  return `${JSON.stringify(line)}\n`;
}

/** What a receipt (`type: "control"`, `action: "peer_message_status"`) says about one message. */
export interface InboxReceipt {
  /** held, delivered (released after a hold), refused, denied, expired or dropped. */
  status: string;
  msgId: string | undefined;
  reason: string | undefined;
  dropReason: string | undefined;
}

const RECEIPT_STATUSES = new Set(['held', 'delivered', 'refused', 'denied', 'expired', 'dropped']);

/** A receipt line, or undefined for anything else. Claude Code reports a refusal as `expired` with `status_detail: "refused"`. */
export function readReceipt(line: string): InboxReceipt | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (parsed === null || typeof parsed !== 'object') return undefined;
  const record = parsed as Record<string, unknown>;
  if (record.type !== 'control' || record.action !== 'peer_message_status' || typeof record.status !== 'string') return undefined;
  const status = record.status === 'expired' && record.status_detail === 'refused' ? 'refused' : record.status;
  if (!RECEIPT_STATUSES.has(status)) return undefined;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : undefined);
  return { status, msgId: text('orig_msg_id'), reason: text('reason'), dropReason: text('drop_reason') };
}
