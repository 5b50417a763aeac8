/**
 * Messages → traffic between sessions. A message between a parent and its
 * child runs along an edge of the chain, down or up; one between two sessions
 * of the chain that are not parent and child is lateral; one with a party the
 * chain does not know is cross-chain (allowed, and listed). Joins and handoffs
 * are the chain's own structure, not traffic; broadcasts (`*`) are counted apart.
 *
 * The expected directions: a brief or a correction goes down, a report goes up.
 */
import type { DeliveryState, MessageKind } from '../log/fields.js';
import { BROADCAST_NAME } from '../log/fields.js';
import type { LogMessage } from '../log/read.js';
import type { Chain, ChainSession } from './model.js';

export const TRAFFIC_KINDS = ['brief', 'report', 'correction', 'other'] as const;
export type TrafficKind = (typeof TRAFFIC_KINDS)[number];

export type Relation = 'edge' | 'lateral' | 'cross-chain';

/** Enough of a message to name it and find it again. */
export interface MessageRef {
  id: string;
  time: string;
  kind: MessageKind;
  path: string;
  from: string;
  to: string;
  delivery: DeliveryState;
}

export interface Endpoint {
  name: string;
  session: ChainSession | undefined;
}

export interface OneWay {
  counts: Record<TrafficKind, number>;
  total: number;
  last: MessageRef | undefined;
  lastOf: Partial<Record<TrafficKind, MessageRef>>;
  /** Messages this way that are not a brief or correction down or a report up, by kind. */
  unexpected: Partial<Record<TrafficKind, number>>;
  lastUnexpected: MessageRef | undefined;
}

export interface PairTraffic {
  relation: Relation;
  /** On an edge, the parent; otherwise the side listed first in the chain (or the chain's side). */
  a: Endpoint;
  b: Endpoint;
  /** a → b (down, on an edge) and b → a. */
  forward: OneWay;
  backward: OneWay;
}

export interface Traffic {
  pairs: PairTraffic[];
  broadcasts: { count: number; last: MessageRef | undefined };
  /** Messages counted (joins and handoffs are not traffic). */
  total: number;
}

export function messageRef(message: LogMessage): MessageRef {
  return { id: message.id, time: message.time, kind: message.kind, path: message.path, from: message.from.name, to: message.to.name, delivery: message.delivery.state };
}

function oneWay(): OneWay {
  return { counts: { brief: 0, report: 0, correction: 0, other: 0 }, total: 0, last: undefined, lastOf: {}, unexpected: {}, lastUnexpected: undefined };
}

function isExpected(kind: TrafficKind, way: 'down' | 'up' | 'lateral'): boolean {
  if (way === 'down') return kind === 'brief' || kind === 'correction';
  if (way === 'up') return kind === 'report';
  return false;
}

export function trafficOf(chain: Chain, messages: readonly LogMessage[]): Traffic {
  const order = new Map(chain.sessions.map((session, index) => [session, index]));
  const pairs = new PairTable(order);
  const outsiders = new Map<string, Endpoint>();
  const endpoint = (party: LogMessage['from']): Endpoint => {
    const session = chain.resolveParty(party);
    if (session) return session.endpoint ??= { name: session.name, session };
    let outsider = outsiders.get(party.name);
    if (!outsider) outsiders.set(party.name, (outsider = { name: party.name, session: undefined }));
    return outsider;
  };
  const broadcasts: Traffic['broadcasts'] = { count: 0, last: undefined };
  let total = 0;
  for (const message of messages) {
    if (message.kind === 'join' || message.kind === 'handoff') continue;
    total++;
    if (message.to.name === BROADCAST_NAME) {
      broadcasts.count++;
      broadcasts.last = messageRef(message);
      continue;
    }
    const from = endpoint(message.from);
    const to = endpoint(message.to);
    const { pair, forward, way } = pairs.get(from, to);
    const traffic = (forward ? pair.forward : pair.backward) as Tally;
    const kind = message.kind as TrafficKind;
    traffic.counts[kind]++;
    traffic.total++;
    traffic.lastMessage = message;
    traffic.lastOfMessage[kind] = message;
    if (pair.relation !== 'cross-chain' && !isExpected(kind, way)) {
      traffic.unexpected[kind] = (traffic.unexpected[kind] ?? 0) + 1;
      traffic.lastUnexpectedMessage = message;
    }
  }
  // References are made once per pair, not once per message.
  for (const pair of pairs.all) for (const way of [pair.forward, pair.backward]) settle(way);
  return { pairs: pairs.all, broadcasts, total };
}

/** What a message counts into while traffic is tallied; the refs are filled in at the end. */
interface Tally extends OneWay {
  lastMessage?: LogMessage;
  lastOfMessage: Partial<Record<TrafficKind, LogMessage>>;
  lastUnexpectedMessage?: LogMessage;
}

function tally(): Tally {
  return { ...oneWay(), lastOfMessage: {} };
}

function settle(way: OneWay): void {
  const tallied = way as Tally;
  if (tallied.lastMessage) way.last = messageRef(tallied.lastMessage);
  for (const [kind, message] of Object.entries(tallied.lastOfMessage)) way.lastOf[kind as TrafficKind] = messageRef(message);
  if (tallied.lastUnexpectedMessage) way.lastUnexpected = messageRef(tallied.lastUnexpectedMessage);
  delete tallied.lastMessage;
  delete (tallied as Partial<Tally>).lastOfMessage;
  delete tallied.lastUnexpectedMessage;
}

/** Pairs by their two endpoints (objects, so no key strings are built per message). */
class PairTable {
  readonly all: PairTraffic[] = [];
  private readonly byEnds = new Map<Endpoint, Map<Endpoint, PairTraffic>>();
  private readonly order: Map<ChainSession, number>;

  constructor(order: Map<ChainSession, number>) {
    this.order = order;
  }

  get(from: Endpoint, to: Endpoint): { pair: PairTraffic; forward: boolean; way: 'down' | 'up' | 'lateral' } {
    const existing = this.byEnds.get(from)?.get(to);
    const pair = existing ?? this.make(from, to);
    const forward = pair.a === from;
    return { pair, forward, way: pair.relation === 'edge' ? (forward ? 'down' : 'up') : 'lateral' };
  }

  private make(from: Endpoint, to: Endpoint): PairTraffic {
    let relation: Relation;
    let a = from;
    let b = to;
    if (!from.session || !to.session) {
      relation = 'cross-chain';
      if (!from.session && to.session) [a, b] = [to, from];
    } else if (to.session.parent?.session === from.session) {
      relation = 'edge';
    } else if (from.session.parent?.session === to.session) {
      relation = 'edge';
      [a, b] = [to, from];
    } else {
      relation = 'lateral';
      if (this.order.get(to.session)! < this.order.get(from.session)!) [a, b] = [to, from];
    }
    const pair: PairTraffic = { relation, a, b, forward: tally(), backward: tally() };
    this.all.push(pair);
    for (const [x, y] of [[a, b], [b, a]] as const) {
      const inner = this.byEnds.get(x) ?? new Map<Endpoint, PairTraffic>();
      inner.set(y, pair);
      this.byEnds.set(x, inner);
    }
    return pair;
  }
}
