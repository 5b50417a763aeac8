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
  /** Set for an earlier owner of the part that ended without a handoff (replacedAddresses). */
  replaced?: true;
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

/**
 * Where a name's handoff left it: the handoff entry, and the successor that
 * joined through it (undefined while none has). Undefined when the name never
 * handed off, or joined again after its last handoff (it is back in place).
 */
export interface HandedOff {
  handoff: StatedEntry;
  successor: string | undefined;
}

/** What handedOff reads of a join or handoff: a message as the log folds it, or an entry as written. */
export type StatedEntry = Pick<LogMessage, 'id' | 'time' | 'kind' | 'from' | 'to' | 'statement' | 'handoff'>;

export function handedOff(structural: readonly StatedEntry[], name: string): HandedOff | undefined {
  let handoff: StatedEntry | undefined;
  for (const message of structural) {
    if (message.from.name !== name) continue;
    if (message.kind === 'handoff') handoff = message;
    else if (message.kind === 'join' && handoff !== undefined && message.time > handoff.time) handoff = undefined;
  }
  if (handoff === undefined) return undefined;
  const join = structural.find((message) => message.kind === 'join' && message.statement?.handoff === handoff.id);
  return { handoff, successor: join?.from.name };
}

/**
 * The parent and part of `name`'s latest join. A successor's statement names its
 * predecessor as its parent: its parent is then the predecessor's, in turn.
 */
function latestStatement(messages: readonly LogMessage[], name: string, seen = new Set<string>()): { time: string; parent: string; part: string } | undefined {
  let found: LogMessage | undefined;
  for (const message of messages) if (message.kind === 'join' && message.from.name === name && message.statement !== undefined) found = message;
  const statement = found?.statement;
  if (found === undefined || statement === undefined) return undefined;
  const own = { time: found.time, parent: statement.parent, part: statement.part };
  seen.add(name);
  if (statement.handoff === undefined || seen.has(statement.parent)) return own;
  const above = latestStatement(messages, statement.parent, seen)?.parent;
  return above === undefined ? own : { ...own, parent: above };
}

/**
 * The handoffs of `name`'s parent (the parent its own latest join stated),
 * and of that parent's successors in turn, with the joins that took over
 * through them: addressed to the successor, they are still news to a worker
 * whose reports go up that line, and its next poll is where it learns them.
 */
export function parentLineEntries(messages: readonly LogMessage[], name: string): Set<string> {
  const ids = new Set<string>();
  const parent = latestStatement(messages, name)?.parent;
  if (parent === undefined) return ids;
  const { takenOverBy } = handoffLinks(messages);
  const line = [parent];
  const seen = new Set(line);
  while (line.length > 0) {
    const holder = line.shift()!;
    for (const message of messages) {
      if (message.kind !== 'handoff' || message.from.name !== holder) continue;
      if (message.to.name !== name) ids.add(message.id);
      for (const join of takenOverBy.get(message.id) ?? []) {
        if (join.from.name === name) continue;
        ids.add(join.id);
        if (seen.has(join.from.name)) continue;
        seen.add(join.from.name);
        line.push(join.from.name);
      }
    }
  }
  return ids;
}

/**
 * The earlier owners `name` replaced without a handoff: sessions under other
 * names that joined for the same part under the same parent (or a
 * predecessor the parent took over from) before `name`'s latest join, and
 * never handed off; a successor by handoff counts under its predecessor's
 * parent, where it stood. Read from the log's joins, not the doc's `stopped` rows:
 * the log is in every clone and is written when the replacement joins, while
 * the row is marked whenever the parent gets to it, and an `[answer]` sent to
 * the dead session before then is exactly what the replacement must see.
 * Each from its own first join for the part: a replacement starts cold, and
 * what was sent to its predecessor at any point is its to read.
 */
export function replacedAddresses(messages: readonly LogMessage[], name: string): TakenOverAddress[] {
  const own = latestStatement(messages, name);
  if (own === undefined) return [];
  const parents = new Set([own.parent, ...takenOverAddresses(messages, own.parent).map((address) => address.name)]);
  const handedOffNames = new Set(messages.filter((message) => message.kind === 'handoff').map((message) => message.from.name));
  const found = new Map<string, string>();
  for (const message of messages) {
    const statement = message.kind === 'join' ? message.statement : undefined;
    if (statement === undefined || message.time >= own.time) continue;
    const earlier = message.from.name;
    if (earlier === name || statement.part !== own.part || handedOffNames.has(earlier)) continue;
    // A successor by handoff stated its predecessor as its parent: it stood under the predecessor's.
    const parent = statement.handoff === undefined ? statement.parent : (latestStatement(messages, statement.parent)?.parent ?? statement.parent);
    if (!parents.has(parent)) continue;
    if (!found.has(earlier)) found.set(earlier, message.time);
  }
  return [...found].map(([earlier, since]) => ({ name: earlier, since, replaced: true as const }));
}
