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
  const pairs = new Map<string, PairTraffic>();
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
    const from = chain.resolveParty(message.from);
    const to = chain.resolveParty(message.to);
    const { pair, forward, way } = pairFor(pairs, order, { name: message.from.name, session: from }, { name: message.to.name, session: to });
    const traffic = forward ? pair.forward : pair.backward;
    const kind = message.kind as TrafficKind;
    const ref = messageRef(message);
    traffic.counts[kind]++;
    traffic.total++;
    traffic.last = ref;
    traffic.lastOf[kind] = ref;
    if (pair.relation !== 'cross-chain' && !isExpected(kind, way)) {
      traffic.unexpected[kind] = (traffic.unexpected[kind] ?? 0) + 1;
      traffic.lastUnexpected = ref;
    }
  }
  return { pairs: [...pairs.values()], broadcasts, total };
}

/** The pair two endpoints belong to, made on first sight, and which way this message runs. */
function pairFor(
  pairs: Map<string, PairTraffic>,
  order: Map<ChainSession, number>,
  from: Endpoint,
  to: Endpoint,
): { pair: PairTraffic; forward: boolean; way: 'down' | 'up' | 'lateral' } {
  const key = (end: Endpoint) => end.session?.key ?? `party:${end.name}`;
  const fromKey = key(from);
  const toKey = key(to);
  const existing = pairs.get(`${fromKey}\u0000${toKey}`) ?? pairs.get(`${toKey}\u0000${fromKey}`);
  if (existing) {
    const forward = key(existing.a) === fromKey;
    const way = existing.relation === 'edge' ? (forward ? 'down' : 'up') : 'lateral';
    return { pair: existing, forward, way };
  }
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
    if (order.get(to.session)! < order.get(from.session)!) [a, b] = [to, from];
  }
  const pair: PairTraffic = { relation, a, b, forward: oneWay(), backward: oneWay() };
  pairs.set(`${key(a)}\u0000${key(b)}`, pair);
  const forward = a === from;
  return { pair, forward, way: relation === 'edge' ? (forward ? 'down' : 'up') : 'lateral' };
}
