/**
 * The log command's filters, as one predicate over messages. A thread is
 * found from the in-reply-to links: up to its first message, then every
 * message that answers anything in it.
 */
import { UsageError } from '../../errors.js';
import { BROADCAST_NAME } from '../format/fields.js';
import { parentLineEntries, replacedAddresses, type TakenOverAddress, takenOverAddresses } from './lineage.js';
import type { LogMessage } from './read.js';
import { readAcknowledgement } from '../../protocol/acknowledgement.js';

export interface LogFilter {
  from?: string;
  to?: string;
  /** Addressed to this name: sent to it, or to everyone (an acknowledgement of a finding aside: no session reads it). */
  for?: string;
  /** With `for`: the predecessors it took over from, whose later messages are its own. */
  takenOver?: readonly TakenOverAddress[];
  /** With `for`: ids of entries addressed to others that are news to it all the same (its parent's handoff, and the join through it). */
  alsoFor?: ReadonlySet<string>;
  kinds?: string[];
  /** ISO time; messages at or after it. */
  since?: string;
  /** ISO time; messages at or before it. */
  until?: string;
  thread?: string;
}

/**
 * What `--for NAME` reads beyond its own address: its predecessors' mail (through a
 * handoff, or as the earlier owner it replaced), and its parent's handoff and successor.
 */
export function readerFilter(all: readonly LogMessage[], name: string): Pick<LogFilter, 'for' | 'takenOver' | 'alsoFor'> {
  return { for: name, takenOver: [...takenOverAddresses(all, name), ...replacedAddresses(all, name)], alsoFor: parentLineEntries(all, name) };
}

export function filterMessages(messages: readonly LogMessage[], filter: LogFilter): LogMessage[] {
  const thread = filter.thread === undefined ? undefined : threadOf(messages, filter.thread);
  return messages.filter(
    (message) =>
      (filter.from === undefined || message.from.name === filter.from) &&
      (filter.to === undefined || message.to.name === filter.to) &&
      (filter.for === undefined ||
        message.to.name === filter.for ||
        isBroadcastToRead(message) ||
        // What it sent itself to a name it took over (a successor's join names its predecessor) is no news to it.
        (message.from.name !== filter.for && sentToTakenOver(message, filter.takenOver)) ||
        filter.alsoFor?.has(message.id) === true) &&
      (filter.kinds === undefined || filter.kinds.length === 0 || filter.kinds.includes(message.kind)) &&
      (filter.since === undefined || message.time >= filter.since) &&
      (filter.until === undefined || message.time <= filter.until) &&
      (thread === undefined || thread.has(message.id)),
  );
}

/** A message to everyone that a session reads: not an acknowledgement (`teamdoc ack`), which check and view read. */
function isBroadcastToRead(message: LogMessage): boolean {
  return message.to.name === BROADCAST_NAME && readAcknowledgement(message) === undefined;
}

function sentToTakenOver(message: LogMessage, addresses: readonly TakenOverAddress[] = []): boolean {
  return addresses.some((address) => message.to.name === address.name && message.time >= address.since);
}

/** Ids of every message in the conversation `id` belongs to. */
function threadOf(messages: readonly LogMessage[], id: string): Set<string> {
  const byId = new Map(messages.map((message) => [message.id, message]));
  let root = byId.get(id);
  if (!root) throw new UsageError(`No message with id ${JSON.stringify(id)} in the log`, { hint: 'teamdoc log lists the ids.' });
  const visited = new Set<string>();
  while (root.inReplyTo !== undefined && byId.has(root.inReplyTo) && !visited.has(root.id)) {
    visited.add(root.id);
    root = byId.get(root.inReplyTo)!;
  }
  const replies = new Map<string, string[]>();
  for (const message of messages) {
    if (message.inReplyTo === undefined) continue;
    const list = replies.get(message.inReplyTo);
    if (list) list.push(message.id);
    else replies.set(message.inReplyTo, [message.id]);
  }
  const thread = new Set<string>();
  const queue = [root.id];
  while (queue.length > 0) {
    const next = queue.pop()!;
    if (thread.has(next)) continue;
    thread.add(next);
    queue.push(...(replies.get(next) ?? []));
  }
  return thread;
}
