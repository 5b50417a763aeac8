/**
 * The log's flows (messages from one party to another, by kind) → traffic
 * between sessions of the chain. A flow between a parent and its child runs
 * along an edge, down or up; one between two sessions of the chain that are
 * not parent and child is lateral, unless one took the other's place (a handoff
 * or a restart): then it is succession, one role's generations talking, which
 * any kind may be; one with a party the chain does not know is
 * cross-chain (allowed, listed, and reported by `check` when that party is not
 * on the team either), unless its messages say the party is outside the team
 * (`record --outside-team`): then it is outside-team traffic. Several flows can meet in one pair: a
 * session addressed by its old name and its new one is one session.
 *
 * The expected directions: a brief or a correction goes down, a report goes up.
 */
import type { Flow, LogDigest } from '../log/read/digest.js';
import { TRAFFIC_KINDS, type TrafficKind } from '../log/read/digest.js';
import { type MessageRef, isLater } from '../log/read/message-ref.js';
import type { Chain, ChainSession } from './model.js';

export type { TrafficKind, MessageRef };

export type Relation = 'edge' | 'succession' | 'lateral' | 'cross-chain' | 'outside-team';

export interface Endpoint {
  name: string;
  session: ChainSession | undefined;
}

export interface OneWay {
  counts: Record<TrafficKind, number>;
  total: number;
  last: MessageRef | undefined;
  lastOf: Partial<Record<TrafficKind, MessageRef>>;
  /** The latest brief this way that asks for a report back (a notice does not). */
  lastAsking: MessageRef | undefined;
  /** Messages this way that are not a brief or correction down or a report up, by kind. */
  unexpected: Partial<Record<TrafficKind, number>>;
  lastUnexpected: MessageRef | undefined;
}

export interface PairTraffic {
  relation: Relation;
  /** On an edge, the parent; in succession, the predecessor; otherwise the side listed first in the chain (or the chain's side). */
  a: Endpoint;
  b: Endpoint;
  /** a → b (down, on an edge) and b → a. */
  forward: OneWay;
  backward: OneWay;
}

export interface Traffic {
  pairs: PairTraffic[];
  broadcasts: LogDigest['broadcasts'];
  /** Messages counted (joins and handoffs are not traffic). */
  total: number;
}

function oneWay(): OneWay {
  return {
    counts: { brief: 0, report: 0, correction: 0, other: 0 },
    total: 0,
    last: undefined,
    lastOf: {},
    lastAsking: undefined,
    unexpected: {},
    lastUnexpected: undefined,
  };
}

function isExpected(kind: TrafficKind, way: 'down' | 'up' | 'lateral'): boolean {
  if (way === 'down') return kind === 'brief' || kind === 'correction';
  if (way === 'up') return kind === 'report';
  return false;
}

/** Per chain and digest: three rules and the view each ask for the same traffic in one check. */
const computed = new WeakMap<Chain, WeakMap<LogDigest, Traffic>>();

export function trafficOf(chain: Chain, digest: LogDigest): Traffic {
  let byDigest = computed.get(chain);
  if (!byDigest) computed.set(chain, (byDigest = new WeakMap()));
  let traffic = byDigest.get(digest);
  if (!traffic) byDigest.set(digest, (traffic = computeTraffic(chain, digest)));
  return traffic;
}

function computeTraffic(chain: Chain, digest: LogDigest): Traffic {
  const order = new Map(chain.sessions.map((session, index) => [session, index]));
  const pairs = new PairTable(order);
  const outside = new PairTable(order, 'outside-team');
  const outsiders = new Map<string, Endpoint>();
  const endpoint = (party: Flow['from']): Endpoint => {
    const session = chain.resolveParty(party);
    if (session) return (session.endpoint ??= { name: session.name, session });
    let outsider = outsiders.get(party.name);
    if (!outsider) outsiders.set(party.name, (outsider = { name: party.name, session: undefined }));
    return outsider;
  };
  for (const flow of digest.flows) {
    const from = endpoint(flow.from);
    const to = endpoint(flow.to);
    // The mark is the sender's word; between two sessions of the chain it is simply wrong, and the traffic counts as theirs.
    const table = flow.outsideTeam && !(from.session && to.session) ? outside : pairs;
    const { pair, forward, way } = table.get(from, to);
    add(forward ? pair.forward : pair.backward, flow, JUDGED.has(pair.relation) ? way : undefined);
  }
  return { pairs: [...pairs.all, ...outside.all], broadcasts: digest.broadcasts, total: digest.traffic };
}

/** The relations whose directions are judged: the others (a predecessor and its successor, a party off the chain) may send anything. */
const JUDGED: ReadonlySet<Relation> = new Set(['edge', 'lateral']);

/** Adds a flow's counts and last messages to one way of a pair; `way` undefined: not judged. */
function add(traffic: OneWay, flow: Flow, way: 'down' | 'up' | 'lateral' | undefined): void {
  if (flow.lastAsking && isLater(flow.lastAsking, traffic.lastAsking)) traffic.lastAsking = flow.lastAsking;
  for (const kind of TRAFFIC_KINDS) {
    const count = flow.counts[kind];
    if (count === 0) continue;
    traffic.counts[kind] += count;
    traffic.total += count;
    const last = flow.lastOf[kind]!;
    if (isLater(last, traffic.lastOf[kind])) traffic.lastOf[kind] = last;
    if (isLater(last, traffic.last)) traffic.last = last;
    if (way !== undefined && !isExpected(kind, way)) {
      traffic.unexpected[kind] = (traffic.unexpected[kind] ?? 0) + count;
      if (isLater(last, traffic.lastUnexpected)) traffic.lastUnexpected = last;
    }
  }
}

/** Pairs by their two endpoints (objects, so no key strings are built). */
class PairTable {
  readonly all: PairTraffic[] = [];
  private readonly byEnds = new Map<Endpoint, Map<Endpoint, PairTraffic>>();
  private readonly order: Map<ChainSession, number>;
  /** What a pair with a party outside the chain is: cross-chain, or outside-team for the marked flows' table. */
  private readonly outsider: 'cross-chain' | 'outside-team';

  constructor(order: Map<ChainSession, number>, outsider: 'cross-chain' | 'outside-team' = 'cross-chain') {
    this.order = order;
    this.outsider = outsider;
  }

  get(from: Endpoint, to: Endpoint): { pair: PairTraffic; forward: boolean; way: 'down' | 'up' | 'lateral' } {
    const pair = this.byEnds.get(from)?.get(to) ?? this.make(from, to);
    const forward = pair.a === from;
    return { pair, forward, way: pair.relation === 'edge' ? (forward ? 'down' : 'up') : 'lateral' };
  }

  private make(from: Endpoint, to: Endpoint): PairTraffic {
    let relation: Relation;
    let a = from;
    let b = to;
    if (!from.session || !to.session) {
      relation = this.outsider;
      if (!from.session && to.session) [a, b] = [to, from];
    } else if (isParentOf(from.session, to.session)) {
      relation = 'edge';
    } else if (isParentOf(to.session, from.session)) {
      relation = 'edge';
      [a, b] = [to, from];
    } else if (isEarlierGeneration(from.session, to.session)) {
      relation = 'succession';
    } else if (isEarlierGeneration(to.session, from.session)) {
      relation = 'succession';
      [a, b] = [to, from];
    } else {
      relation = 'lateral';
      if (this.order.get(to.session)! < this.order.get(from.session)!) [a, b] = [to, from];
    }
    const pair: PairTraffic = { relation, a, b, forward: oneWay(), backward: oneWay() };
    this.all.push(pair);
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      const inner = this.byEnds.get(x) ?? new Map<Endpoint, PairTraffic>();
      inner.set(y, pair);
      this.byEnds.set(x, inner);
    }
    return pair;
  }
}

/**
 * `parent` is `child`'s parent now, or an earlier generation of it: a worker's
 * messages with the top that handed off to the top now ran along the same edge.
 */
function isParentOf(parent: ChainSession, child: ChainSession): boolean {
  const seen = new Set<ChainSession>();
  for (let generation = child.parent?.session; generation && !seen.has(generation); generation = generation.takeover?.predecessor) {
    if (generation === parent) return true;
    seen.add(generation);
  }
  return false;
}

/** `earlier` is a predecessor of `later`: `later` took its place (a handoff or a restart), directly or through others. */
function isEarlierGeneration(earlier: ChainSession, later: ChainSession): boolean {
  const seen = new Set<ChainSession>();
  for (let generation = later.takeover?.predecessor; generation && !seen.has(generation); generation = generation.takeover?.predecessor) {
    if (generation === earlier) return true;
    seen.add(generation);
  }
  return false;
}
