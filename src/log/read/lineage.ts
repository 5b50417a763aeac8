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
