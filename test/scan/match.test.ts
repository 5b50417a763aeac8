import { describe, expect, it } from 'vitest';
import { SessionDirectory } from '../../src/scan/directory.js';
import { matchMessages } from '../../src/scan/match.js';
import type { ArrivalObservation, NoticeObservation, SendObservation } from '../../src/scan/observations.js';

let line = 0;

function send(session: string, to: string, body: string, at: string, msgId?: string): SendObservation {
  const place = { file: `${session}.jsonl`, line: ++line };
  return {
    runtime: 'claude',
    channel: 'claude-peer',
    session,
    agent: undefined,
    callId: `toolu_${line}`,
    to,
    body,
    summary: undefined,
    notifyWhenIdle: false,
    at,
    place,
    result: { success: true, msgId, text: undefined, target: to, scope: 'this-machine', at, place: { ...place, line: ++line } },
  };
}

function arrival(session: string, body: string, at: string, from: Partial<ArrivalObservation> = {}): ArrivalObservation {
  return {
    runtime: 'claude',
    channel: 'claude-peer',
    session,
    agent: undefined,
    mode: 'mid-turn',
    msgId: undefined,
    from: undefined,
    fromName: undefined,
    fromSession: undefined,
    fromMode: undefined,
    verifiedPeerPid: undefined,
    body,
    at,
    place: { file: `${session}.jsonl`, line: ++line },
    rowId: undefined,
    ...from,
  };
}

function notice(session: string, text: string, recipient: string | undefined, at: string, msgId?: string): NoticeObservation {
  return { session, kind: 'delivery', status: 'held', recipient, msgId, text, at, place: { file: `${session}.jsonl`, line: ++line } };
}

function directory(names: Record<string, string>): SessionDirectory {
  const known = new SessionDirectory();
  for (const [session, name] of Object.entries(names)) {
    known.addScanned(session);
    known.addName(session, name);
  }
  return known;
}

const T0 = '2026-09-01T10:00:00.000Z';
const T1 = '2026-09-01T10:00:05.000Z';
const T2 = '2026-09-01T10:00:09.000Z';

describe('pairing sends with arrivals when the receiver’s row has no msg_id', () => {
  it('pairs equal bodies in queue order: the first arrival with the first send', () => {
    const first = send('A', 'b', 'go', T0);
    const second = send('A', 'b', 'go', T1);
    const result = matchMessages(
      [second, first],
      [arrival('B', 'go', T2, { fromName: 'a' }), arrival('B', 'go', T1, { fromName: 'a' })],
      [],
      directory({ A: 'a', B: 'b' }),
    );
    expect(result.pairs.map((pair) => [pair.send.at, pair.arrival.at])).toEqual([
      [T0, T1],
      [T1, T2],
    ]);
  });

  it('refuses a pair that a fact contradicts: the sending socket belongs to another session', () => {
    const known = directory({ A: 'a', B: 'b', X: 'x' });
    known.learnAddress('uds:/tmp/cc-socks/77.sock', 'X');
    const result = matchMessages(
      [send('A', 'b', 'same words', T0)],
      [arrival('B', 'same words', T1, { from: 'uds:/tmp/cc-socks/77.sock', fromName: 'a' })],
      [],
      known,
    );
    expect(result.pairs).toEqual([]);
    expect(result.unpairedArrivals).toHaveLength(1);
  });

  it('does not pair on an equal body alone, nor outside the time window', () => {
    const known = directory({ A: 'a', B: 'b' });
    const noLink = matchMessages([send('A', 'someone-else', 'hi', T0)], [arrival('B', 'hi', T1, { fromName: 'not-a' })], [], known);
    expect(noLink.pairs).toEqual([]);
    const late = matchMessages([send('A', 'b', 'hi', T0)], [arrival('B', 'hi', '2026-09-02T10:00:01.000Z', { fromName: 'a' })], [], known);
    expect(late.pairs).toEqual([]);
  });

  it('pairs by msg_id first, whatever the bodies say', () => {
    const result = matchMessages(
      [send('A', 'b', 'original', T0, 'm-1')],
      [arrival('B', 'reworded by a newer version', T1, { msgId: 'm-1', mode: 'idle' })],
      [],
      directory({}),
    );
    expect(result.pairs.map((pair) => pair.matchedBy)).toEqual([['msg-id']]);
  });
});

describe('attaching a delivery notice to the sends it speaks of', () => {
  it('uses the only open send when the notice names a recipient nothing resolves', () => {
    const lone = send('A', 'b', 'one', T0);
    const result = matchMessages([lone], [], [notice('A', 'held', 'uds:/tmp/cc-socks/9.sock', T2)], directory({ A: 'a' }));
    expect(result.noticesOf.get(lone)?.map((link) => link.matchedBy)).toEqual(['notice-order']);
  });

  it('follows the msg_id a notice names, whatever else is open', () => {
    const second = send('A', 'c', 'two', T1, 'm-2');
    const result = matchMessages(
      [send('A', 'b', 'one', T0, 'm-1'), second],
      [],
      [notice('A', 'held', 'uds:/tmp/cc-socks/9.sock', T2, 'm-2')],
      directory({ A: 'a' }),
    );
    expect([...result.noticesOf].map(([linked, links]) => [linked.body, links.map((link) => link.matchedBy)])).toEqual([['two', ['notice-msg-id']]]);
  });

  it('leaves a notice unattributed rather than guess between two sends', () => {
    const result = matchMessages(
      [send('A', 'b', 'one', T0), send('A', 'c', 'two', T1)],
      [],
      [notice('A', 'held', 'uds:/tmp/cc-socks/9.sock', T2)],
      directory({ A: 'a' }),
    );
    expect(result.noticesOf.size).toBe(0);
    expect(result.unmatchedNotices).toHaveLength(1);
  });
});
