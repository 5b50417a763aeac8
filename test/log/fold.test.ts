import { describe, expect, it } from 'vitest';
import type { DeliveryEntry } from '../../src/log/format/entry.js';
import { type EntryAtPath, FoldedLog } from '../../src/log/read/fold.js';

function message(id: string, time: string, extra: Record<string, unknown> = {}): EntryAtPath {
  return {
    path: `messages/${time.slice(0, 10).replace(/-/g, '/')}/${id}.md`,
    entry: {
      entry: 'message',
      id,
      time,
      kind: 'report',
      from: { name: 'a' },
      to: { name: 'b' },
      evidence: [],
      provenance: { by: 'hook', session: 's' },
      redactions: 0,
      body: `body of ${id}`,
      ...extra,
    },
  };
}

function delivery(id: string, about: string, time: string, state: DeliveryEntry['state']): EntryAtPath {
  const event: DeliveryEntry = { entry: 'delivery', id, message: about, time, state, evidence: [], provenance: { by: 'hook', session: 's' }, redactions: 0 };
  return { path: `messages/x/${id}.md`, entry: event };
}

const T = (minute: number) => `2025-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

/** Everything at once, and the same entries in any order of batches, must read the same. */
function foldedInBatches(entries: EntryAtPath[], batches: number[]): FoldedLog {
  const log = new FoldedLog();
  let start = 0;
  for (const size of batches) {
    log.add(entries.slice(start, start + size));
    start += size;
  }
  log.add(entries.slice(start));
  return log;
}

describe('folding entries into messages', () => {
  const entries = [
    message('m3', T(3)),
    delivery('d1', 'm1', T(4), 'sent'),
    message('m1', T(1)),
    delivery('d2', 'm1', T(6), 'delivered'),
    message('n-late', T(9), { nativeId: 'x', nativeRuntime: 'claude' }),
    message('n-early', T(2), { nativeId: 'x', nativeRuntime: 'claude' }),
    delivery('d3', 'n-late', T(10), 'held'),
    delivery('d4', 'ghost', T(5), 'delivered'),
    message('m2', T(2)),
  ];

  it('orders messages by time, folds deliveries into state and history, and shows one runtime message once', () => {
    const messages = foldedInBatches(entries, []).messages();
    expect(messages.map((m) => m.id)).toEqual(['m1', 'm2', 'n-early', 'm3']);
    expect(messages[0]!.delivery).toMatchObject({ state: 'delivered', since: T(6) });
    expect(messages[0]!.delivery.history.map((event) => event.id)).toEqual(['d1', 'd2']);
    expect(messages[1]!.delivery).toEqual({ state: 'unknown', history: [] });
    expect(messages[2]).toMatchObject({ alsoRecordedAs: ['n-late'], delivery: { state: 'held' } });
  });

  it('keeps events for a message it has not seen, and attaches them when it arrives', () => {
    const log = foldedInBatches(entries, []);
    expect(log.index.orphans.map((item) => item.event.id)).toEqual(['d4']);
    log.add([message('ghost', T(0))]);
    expect(log.index.orphans).toEqual([]);
    expect(log.messages()[0]).toMatchObject({ id: 'ghost', delivery: { state: 'delivered' } });
  });

  it('reads the same whatever batches the entries arrived in (as a cache brought up to date does)', () => {
    const whole = foldedInBatches(entries, []).messagesJson();
    for (const batches of [[1, 1, 1, 1, 1, 1, 1, 1], [4, 1], [2, 3, 2], [8]]) {
      expect(foldedInBatches(entries, batches).messagesJson()).toBe(whole);
    }
    expect(JSON.parse(whole)).toEqual(foldedInBatches(entries, [3]).messages());
  });
});
