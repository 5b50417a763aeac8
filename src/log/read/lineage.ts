/**
 * Handoffs linked both ways, from the whole log: each handoff entry with the
 * joins that took over through it, and each such join with the handoff (and
 * so the predecessor) it names. `teamdoc log` shows both sides, whatever its
 * filter keeps.
 */
import type { LogMessage } from './read.js';

export interface HandoffLinks {
  /** Handoff id → the joins that name it, oldest first. */
  takenOverBy: ReadonlyMap<string, readonly LogMessage[]>;
  /** Handoff id → the handoff entry, for the joins that name one. */
  handoffs: ReadonlyMap<string, LogMessage>;
}

export function handoffLinks(messages: readonly LogMessage[]): HandoffLinks {
  const handoffs = new Map<string, LogMessage>();
  const takenOverBy = new Map<string, LogMessage[]>();
  for (const message of messages) if (message.kind === 'handoff') handoffs.set(message.id, message);
  for (const message of messages) {
    const through = message.kind === 'join' ? message.statement?.handoff : undefined;
    if (through === undefined) continue;
    const joins = takenOverBy.get(through) ?? [];
    joins.push(message);
    takenOverBy.set(through, joins);
  }
  return { takenOverBy, handoffs };
}

export const NO_LINKS: HandoffLinks = { takenOverBy: new Map(), handoffs: new Map() };

/** A name whose messages another now reads: those sent to it at or after `since`. */
export interface TakenOverAddress {
  name: string;
  since: string;
}

/**
 * The predecessors `name` took over from through a handoff, each from the
 * handoff's time on: a message to a predecessor written after it handed off
 * (an `[answer]` to its open `[question]`) is its successor's to read.
 */
export function takenOverAddresses(messages: readonly LogMessage[], name: string): TakenOverAddress[] {
  const { handoffs, takenOverBy } = handoffLinks(messages);
  const found: TakenOverAddress[] = [];
  const queue = [name];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const successor = queue.shift()!;
    for (const [id, joins] of takenOverBy) {
      const handoff = handoffs.get(id);
      if (handoff === undefined || !joins.some((join) => join.from.name === successor) || seen.has(handoff.from.name)) continue;
      seen.add(handoff.from.name);
      found.push({ name: handoff.from.name, since: handoff.time });
      queue.push(handoff.from.name);
    }
  }
  return found;
}
