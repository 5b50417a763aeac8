/** A message named by what finds it again, and the two kinds that shape the chain rather than travel along it. */
import type { DeliveryState, MessageKind } from '../format/fields.js';
import type { LogMessage } from './read.js';
import { readAcknowledgement } from '../../protocol/acknowledgement.js';

/** Enough of a message to name it and find it again (`git show <branch>:<path>`). */
export interface MessageRef {
  id: string;
  time: string;
  kind: MessageKind;
  path: string;
  from: string;
  to: string;
  delivery: DeliveryState;
}

export function messageRef(message: LogMessage): MessageRef {
  return {
    id: message.id,
    time: message.time,
    kind: message.kind,
    path: message.path,
    from: message.from.name,
    to: message.to.name,
    delivery: message.delivery.state,
  };
}

export function isStructural(message: Pick<LogMessage, 'kind'>): boolean {
  return message.kind === 'join' || message.kind === 'handoff';
}

/** `a` is later than `b` in the log's order (time, then id). */
export function isLater(a: Pick<MessageRef, 'time' | 'id'>, b: Pick<MessageRef, 'time' | 'id'> | undefined): boolean {
  return b === undefined || a.time > b.time || (a.time === b.time && a.id > b.id);
}

/** Sorts into the log's order (time, then id): oldest first. */
export function inLogOrder(a: Pick<MessageRef, 'time' | 'id'>, b: Pick<MessageRef, 'time' | 'id'>): number {
  return isLater(b, a) ? -1 : isLater(a, b) ? 1 : 0;
}

/**
 * A message that travels between sessions: not the chain's structure (a join,
 * a handoff), nor an acknowledgement of a finding (`teamdoc ack`, addressed to
 * everyone), which settles a finding and is read by check and view, not by a
 * session.
 */
export function isTraffic(message: Pick<LogMessage, 'kind' | 'body' | 'inReplyTo'>): boolean {
  return !isStructural(message) && readAcknowledgement(message) === undefined;
}
