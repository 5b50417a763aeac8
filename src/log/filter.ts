/**
 * The log command's filters, as one predicate over messages. A thread is
 * found from the in-reply-to links: up to its first message, then every
 * message that answers anything in it.
 */
import { UsageError } from '../errors.js';
import { BROADCAST_NAME } from './fields.js';
import type { LogMessage } from './read.js';

export interface LogFilter {
  from?: string;
  to?: string;
  /** Addressed to this name: sent to it, or to everyone. */
  for?: string;
  kinds?: string[];
  /** ISO time; messages at or after it. */
  since?: string;
  thread?: string;
}

export function filterMessages(messages: readonly LogMessage[], filter: LogFilter): LogMessage[] {
  const thread = filter.thread === undefined ? undefined : threadOf(messages, filter.thread);
  return messages.filter(
    (message) =>
      (filter.from === undefined || message.from.name === filter.from) &&
      (filter.to === undefined || message.to.name === filter.to) &&
      (filter.for === undefined || message.to.name === filter.for || message.to.name === BROADCAST_NAME) &&
      (filter.kinds === undefined || filter.kinds.length === 0 || filter.kinds.includes(message.kind)) &&
      (filter.since === undefined || message.time >= filter.since) &&
      (thread === undefined || thread.has(message.id)),
  );
}

/** Ids of every message in the conversation `id` belongs to. */
export function threadOf(messages: readonly LogMessage[], id: string): Set<string> {
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

/** `--since`: a date, a UTC time, or a span back from now (90m, 12h, 7d, 2w). */
export function parseSince(text: string, now = new Date()): string {
  const span = /^(\d+)\s*(s|m|h|d|w)$/.exec(text.trim());
  if (span) {
    const unitMs = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 }[span[2] as 's' | 'm' | 'h' | 'd' | 'w'];
    return new Date(now.getTime() - Number(span[1]) * unitMs).toISOString();
  }
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text.trim());
  const parsed = new Date(dateOnly ? `${text.trim()}T00:00:00Z` : text.trim());
  if (Number.isNaN(parsed.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(text.trim())) {
    throw new UsageError(`Unexpected --since ${JSON.stringify(text)}, expected a date (2025-01-31), a time (2025-01-31T09:00Z) or a span (90m, 12h, 7d)`);
  }
  return parsed.toISOString();
}
