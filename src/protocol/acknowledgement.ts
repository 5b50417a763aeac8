/**
 * An acknowledgement: a log message that says someone accepted a finding about
 * another message, and why. It is an ordinary message (kind `other`, to
 * everyone, in reply to the message it is about) whose first line has a fixed
 * form, so the log's format and its decoder stay as they are and the digest
 * reads it as it reads a `[done]` report.
 */
import { LINE_ENDING } from '../text/line-endings.js';

const ACKNOWLEDGED_TAG = 'acknowledged';

export interface Acknowledgement {
  rule: string;
  reason: string;
}

const FIRST_LINE = /^\[acknowledged\] ([a-z][a-z0-9-]*): (.+)$/;

/** The body `teamdoc ack` records: `[acknowledged] <rule-id>: <reason>`. */
export function acknowledgementBody({ rule, reason }: Acknowledgement): string {
  return `[${ACKNOWLEDGED_TAG}] ${rule}: ${reason}\n`;
}

/** The rule and reason of an acknowledgement; undefined for any other message (one that answers no message included). */
export function readAcknowledgement(message: { kind: string; body: string; inReplyTo?: string }): Acknowledgement | undefined {
  if (message.kind !== 'other' || message.inReplyTo === undefined) return undefined;
  const match = FIRST_LINE.exec((message.body.split(LINE_ENDING, 1)[0] ?? '').trim());
  return match ? { rule: match[1]!, reason: match[2]!.trim() } : undefined;
}
