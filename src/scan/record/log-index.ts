/**
 * The log as the comparison needs it: each message findable by Claude Code's
 * msg_id (whoever recorded it: a hook, `teamdoc record --native-id`, a scan)
 * and by id (including the ids of a second record of the same message), with
 * its delivery history. Entries this scan plans are added as it goes, so two
 * traced messages that are one log message (a broadcast's receivers) share one
 * history.
 */
import type { DeliveryState } from '../../log/fields.js';
import type { LogMessage } from '../../log/read.js';
import type { Provenance } from '../../log/entry.js';

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
  to: string;
  /** Oldest first, as the log folds them: the last is the state. */
  history: HistoryEvent[];
  /** Whether the entry is in the log (false: planned by this scan). */
  inLog: boolean;
}

export class LogIndex {
  private readonly byNative = new Map<string, IndexedMessage>();
  private readonly byId = new Map<string, IndexedMessage>();

  constructor(messages: readonly LogMessage[]) {
    for (const message of messages) {
      const indexed: IndexedMessage = {
        id: message.id,
        time: message.time,
        to: message.to.name,
        history: message.delivery.history.map((event) => ({ id: event.id, state: event.state, time: event.time, provenance: event.provenance })),
        inLog: true,
      };
      this.add(indexed, message.nativeId);
      for (const alias of message.alsoRecordedAs ?? []) this.byId.set(alias.toLowerCase(), indexed);
    }
  }

  add(message: IndexedMessage, nativeId: string | undefined): void {
    this.byId.set(message.id.toLowerCase(), message);
    if (nativeId !== undefined) this.byNative.set(nativeId, message);
  }

  /** By msg_id first (whatever id the entry has), then by the id scan would give it. */
  find(nativeId: string | undefined, scanId: string): { message: IndexedMessage; by: 'native-id' | 'scan-id' } | undefined {
    const native = nativeId === undefined ? undefined : this.byNative.get(nativeId);
    if (native) return { message: native, by: 'native-id' };
    const byId = this.byId.get(scanId.toLowerCase());
    return byId ? { message: byId, by: 'scan-id' } : undefined;
  }
}

/** Inserts an event where the log's fold would put it: by time, then id. */
export function insertEvent(history: HistoryEvent[], event: HistoryEvent): void {
  let at = history.length;
  while (at > 0 && compareEvents(history[at - 1]!, event) > 0) at--;
  history.splice(at, 0, event);
}

function compareEvents(a: HistoryEvent, b: HistoryEvent): number {
  return a.time < b.time ? -1 : a.time > b.time ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
