/**
 * Entries → what a reader sees: messages in time order, each with its
 * delivery events folded in (the latest event is the state; none means
 * unknown).
 *
 * The folded log is kept as one JSON line per message (without its delivery)
 * plus small indexes: message ids and times in order, delivery events by
 * message, aliases. So the read cache can be loaded without parsing every
 * message, printed as JSON by joining lines, and brought up to date by adding
 * lines — a read of a large log costs what is new, not what is there.
 *
 * One runtime message recorded twice under different ids (two machines, before
 * a sync) is shown once: the earliest by (time, id), with the other ids in
 * alsoRecordedAs. Events for a message that is not in the log are kept aside
 * until it arrives.
 */
import type { DeliveryEntry, MessageEntry } from '../format/entry.js';
import type { DeliveryState } from '../format/fields.js';
import type { IntegrityNote } from './integrity.js';
import { nativeKey } from '../format/layout.js';

/** A delivery event as the reader shows it. */
type DeliveryEvent = Omit<DeliveryEntry, 'entry' | 'message'>;

export interface Delivery {
  /** The latest event's state, or unknown when there is none. */
  state: DeliveryState;
  /** When the latest event was recorded. */
  since?: string;
  history: DeliveryEvent[];
}

/** A message with everything known about it; the body as text (it is always UTF-8). */
export interface LogMessage extends Omit<MessageEntry, 'entry' | 'body'> {
  body: string;
  /** Where the entry lives in the log's tree. */
  path: string;
  delivery: Delivery;
  /** Ids of other entries for the same runtime message (recorded on two machines before a sync). */
  alsoRecordedAs?: string[];
  /** What the reader found about this message or its events beyond their bytes (integrity.ts). */
  integrity?: IntegrityNote[];
}

/** An entry as the reader keeps it: a message's body as text. */
export type StoredRecord = (Omit<MessageEntry, 'body'> & { body: string }) | DeliveryEntry;

export interface EntryAtPath {
  path: string;
  entry: StoredRecord;
}

/** Everything but the message lines, as stored in the first line of the read cache. */
export interface FoldIndex {
  ids: string[];
  times: string[];
  deliveries: Record<string, DeliveryEvent[]>;
  /** Later records of a runtime message → the id shown. */
  aliases: Record<string, string>;
  alsoRecordedAs: Record<string, string[]>;
  /** native:<runtime>:<id> → the id shown. */
  natives: Record<string, string>;
  orphans: Array<{ path: string; event: DeliveryEntry }>;
  /** Entries whose id is already shown from another file. */
  duplicates: Array<{ path: string; id: string }>;
  /** Integrity notes by the id of the message they concern. */
  integrity: Record<string, IntegrityNote[]>;
}

const NO_DELIVERY: Delivery = Object.freeze({ state: 'unknown', history: Object.freeze([]) as unknown as DeliveryEvent[] });

export class FoldedLog {
  readonly index: FoldIndex;
  /** One JSON object per message, in the order of index.ids, without delivery and alsoRecordedAs. */
  readonly lines: string[];

  constructor(index?: FoldIndex, lines?: string[]) {
    this.index = index ?? { ids: [], times: [], deliveries: {}, aliases: {}, alsoRecordedAs: {}, natives: {}, orphans: [], duplicates: [], integrity: {} };
    this.lines = lines ?? [];
  }

  get size(): number {
    return this.lines.length;
  }

  /** Adds new entries; what was folded before is not re-read. */
  add(entries: readonly EntryAtPath[]): void {
    if (entries.length === 0) return;
    const sorted = [...entries].sort((a, b) => compare(a.entry, b.entry));
    const known = new Set(this.index.ids);
    let outOfOrder = false;
    for (const { path, entry } of sorted) {
      if (entry.entry !== 'message') continue;
      // One id in two day folders (the same caller id used on two machines, at different times): show the first.
      if (known.has(entry.id)) {
        this.index.duplicates.push({ path, id: entry.id });
        continue;
      }
      known.add(entry.id);
      outOfOrder = this.addMessage(path, entry) || outOfOrder;
    }
    if (outOfOrder) this.sortLines();
    const events = [...this.index.orphans, ...sorted.flatMap(({ path, entry }) => (entry.entry === 'delivery' ? [{ path, event: entry }] : []))];
    this.index.orphans = [];
    const shown = events.length === 0 ? new Set<string>() : new Set(this.index.ids);
    for (const item of events) {
      const id = this.index.aliases[item.event.message] ?? (shown.has(item.event.message) ? item.event.message : undefined);
      if (id === undefined) {
        this.index.orphans.push(item);
        continue;
      }
      const { entry: _type, message: _about, ...event } = item.event;
      const history = (this.index.deliveries[id] ??= []);
      history.push(event);
      if (history.length > 1 && compare(history[history.length - 2]!, event) > 0) history.sort(compare);
    }
  }

  /**
   * Attaches integrity notes to the messages they concern: a note about a
   * delivery event goes to its message.
   */
  addNotes(notes: ReadonlyArray<{ id: string; note: IntegrityNote }>): void {
    if (notes.length === 0) return;
    const shown = new Set(this.index.ids);
    const messageOfEvent = new Map<string, string>();
    for (const [message, events] of Object.entries(this.index.deliveries)) for (const event of events) messageOfEvent.set(event.id.toLowerCase(), message);
    const byLowerId = new Map(this.index.ids.map((id) => [id.toLowerCase(), id]));
    for (const { id, note } of notes) {
      const target = this.index.aliases[id] ?? (shown.has(id) ? id : (byLowerId.get(id.toLowerCase()) ?? messageOfEvent.get(id.toLowerCase())));
      if (target === undefined) continue;
      const list = (this.index.integrity[target] ??= []);
      if (!list.some((existing) => existing.path === note.path && existing.problem === note.problem && existing.commit === note.commit)) list.push(note);
    }
  }

  /** Every id the log holds as a message or an event, case-folded: what a new file may not claim again. */
  knownIds(): Set<string> {
    const known = new Set(this.index.ids.map((id) => id.toLowerCase()));
    for (const alias of Object.keys(this.index.aliases)) known.add(alias.toLowerCase());
    for (const events of Object.values(this.index.deliveries)) for (const event of events) known.add(event.id.toLowerCase());
    for (const orphan of this.index.orphans) known.add(orphan.event.id.toLowerCase());
    return known;
  }

  deliveryOf(id: string): Delivery {
    const history = this.index.deliveries[id] ?? [];
    const latest = history[history.length - 1];
    return latest ? { state: latest.state, since: latest.time, history } : { state: 'unknown', history };
  }

  /** Every message as JSON, in order: `[{…},{…}]`, without parsing a single one. */
  messagesJson(): string {
    return `[${this.lines.map((line, position) => this.complete(line, this.index.ids[position]!)).join(',')}]`;
  }

  messages(): LogMessage[] {
    // The same objects as parsing messagesJson(), without building each completed line first.
    return this.lines.map((_, position) => this.messageAt(position));
  }

  /** The message at `position` in time order, parsed alone. */
  messageAt(position: number): LogMessage {
    const id = this.index.ids[position]!;
    const message = JSON.parse(this.lines[position]!) as LogMessage;
    // Most messages have no delivery event: they share one frozen "unknown" instead of each allocating its own.
    message.delivery = this.index.deliveries[id] === undefined ? NO_DELIVERY : this.deliveryOf(id);
    const aliases = this.index.alsoRecordedAs[id];
    if (aliases) message.alsoRecordedAs = aliases;
    const notes = this.index.integrity[id];
    if (notes) message.integrity = notes;
    return message;
  }

  /** A message line with its delivery (aliases, integrity notes) spliced in before the closing brace. */
  private complete(line: string, id: string): string {
    const aliases = this.index.alsoRecordedAs[id];
    const notes = this.index.integrity[id];
    return `${line.slice(0, -1)},"delivery":${JSON.stringify(this.deliveryOf(id))}${aliases ? `,"alsoRecordedAs":${JSON.stringify(aliases)}` : ''}${notes ? `,"integrity":${JSON.stringify(notes)}` : ''}}`;
  }

  /** Returns whether the message landed out of time order. */
  private addMessage(path: string, entry: Extract<StoredRecord, { entry: 'message' }>): boolean {
    const { entry: _type, ...fields } = entry;
    const line = JSON.stringify({ ...fields, path });
    const key = entry.nativeId === undefined ? undefined : nativeKey(entry.nativeRuntime, entry.nativeId);
    const twin = key === undefined ? undefined : this.index.natives[key];
    if (twin !== undefined) return this.addTwin(twin, entry, line, key!);
    if (key !== undefined) this.index.natives[key] = entry.id;
    const { ids, times } = this.index;
    const last = ids.length - 1;
    const outOfOrder = last >= 0 && compare({ time: times[last]!, id: ids[last]! }, entry) > 0;
    ids.push(entry.id);
    times.push(entry.time);
    this.lines.push(line);
    return outOfOrder;
  }

  /** Keeps the earlier of two records of one runtime message; the other id becomes an alias. */
  private addTwin(shownId: string, entry: { id: string; time: string }, line: string, key: string): boolean {
    const index = this.index;
    const position = index.ids.indexOf(shownId);
    if (compare({ time: index.times[position]!, id: shownId }, entry) < 0) {
      (index.alsoRecordedAs[shownId] ??= []).push(entry.id);
      index.aliases[entry.id] = shownId;
      return false;
    }
    // The new record is the earlier one: it takes the place, the aliases and the events of the shown one.
    const aliases = [shownId, ...(index.alsoRecordedAs[shownId] ?? [])];
    delete index.alsoRecordedAs[shownId];
    index.alsoRecordedAs[entry.id] = aliases;
    for (const alias of aliases) index.aliases[alias] = entry.id;
    for (const byId of [index.deliveries, index.integrity] as Array<Record<string, unknown>>) {
      if (byId[shownId] === undefined) continue;
      byId[entry.id] = byId[shownId];
      delete byId[shownId];
    }
    index.natives[key] = entry.id;
    index.ids[position] = entry.id;
    index.times[position] = entry.time;
    this.lines[position] = line;
    return true;
  }

  private sortLines(): void {
    const { ids, times } = this.index;
    const order = ids.map((_, position) => position).sort((a, b) => compare({ time: times[a]!, id: ids[a]! }, { time: times[b]!, id: ids[b]! }));
    const lines = order.map((position) => this.lines[position]!);
    const sortedIds = order.map((position) => ids[position]!);
    const sortedTimes = order.map((position) => times[position]!);
    order.forEach((_, position) => {
      this.lines[position] = lines[position]!;
      ids[position] = sortedIds[position]!;
      times[position] = sortedTimes[position]!;
    });
  }
}

function compare(a: { time: string; id: string }, b: { time: string; id: string }): number {
  return a.time < b.time ? -1 : a.time > b.time ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
