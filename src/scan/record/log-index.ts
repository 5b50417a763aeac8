/**
 * The log as the comparison needs it: each message findable by Claude Code's
 * msg_id (whoever recorded it: a hook, `teamdoc record --native-id`, a scan)
 * and by id (including the ids of a second record of the same message), with
 * its delivery history. Built from the folded log's indexes, so no message is
 * parsed unless a question needs it (a recipient's name): a log of thousands
 * of messages costs a scan a few maps, not a copy of every body. Entries this
 * scan plans are added as it goes, so two traced messages that are one log
 * message (a broadcast's receivers) share one history.
 */
import type { Provenance } from '../../log/format/entry.js';
import type { DeliveryState } from '../../log/format/fields.js';
import type { FoldedLog } from '../../log/read/fold.js';
import { nativeKey } from '../../log/format/layout.js';

export interface HistoryEvent {
  id: string;
  state: DeliveryState;
  time: string;
  provenance: Provenance | undefined;
}

export interface IndexedMessage {
  id: string;
  time: string;
  /** The recipient's name: `*` is a broadcast, delivered to each receiver separately. */
  to(): string;
  /** Oldest first, as the log folds them: the last is the state. Shared with the log until an event is added. */
  history: readonly HistoryEvent[];
  /** Whether the entry is in the log (false: planned by this scan). */
  inLog: boolean;
}

export class LogIndex {
  /** Messages asked about or planned, by id in lower case. */
  private readonly known = new Map<string, IndexedMessage>();
  private readonly plannedNative = new Map<string, IndexedMessage>();
  private readonly positions = new Map<string, number>();

  private readonly log: FoldedLog;

  constructor(log: FoldedLog) {
    this.log = log;
    log.index.ids.forEach((id, position) => {
      this.positions.set(id.toLowerCase(), position);
    });
  }

  add(message: IndexedMessage, nativeId: string | undefined): void {
    this.known.set(message.id.toLowerCase(), message);
    if (nativeId !== undefined) this.plannedNative.set(nativeId, message);
  }

  /** By msg_id first (whatever id the entry has), then by the id scan would give it. */
  find(nativeId: string | undefined, scanId: string): { message: IndexedMessage; by: 'native-id' | 'scan-id' } | undefined {
    if (nativeId !== undefined) {
      const { natives } = this.log.index;
      const shown = natives[nativeKey('claude', nativeId)] ?? natives[nativeKey(undefined, nativeId)];
      const native = (shown === undefined ? undefined : this.logged(shown)) ?? this.plannedNative.get(nativeId);
      if (native) return { message: native, by: 'native-id' };
    }
    const alias = this.log.index.aliases[scanId];
    const byId = this.logged(alias ?? scanId) ?? this.known.get(scanId.toLowerCase());
    return byId ? { message: byId, by: 'scan-id' } : undefined;
  }

  /** Parsed once asked for; what this scan adds lives here from then on. */
  private logged(id: string): IndexedMessage | undefined {
    const key = id.toLowerCase();
    const known = this.known.get(key);
    if (known) return known;
    const position = this.positions.get(key);
    if (position === undefined) return undefined;
    const log = this.log;
    const shownId = log.index.ids[position]!;
    const message: IndexedMessage = {
      id: shownId,
      time: log.index.times[position]!,
      to: () => (JSON.parse(log.lines[position]!) as { to: { name: string } }).to.name,
      history: log.deliveryOf(shownId).history,
      inLog: true,
    };
    this.known.set(key, message);
    return message;
  }
}

/** Adds an event where the log's fold would put it (by time, then id), without touching the log's own list. */
export function insertEvent(message: IndexedMessage, event: HistoryEvent): void {
  const history = [...message.history];
  let at = history.length;
  while (at > 0 && compareEvents(history[at - 1]!, event) > 0) at--;
  history.splice(at, 0, event);
  message.history = history;
}

function compareEvents(a: HistoryEvent, b: HistoryEvent): number {
  return a.time < b.time ? -1 : a.time > b.time ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
