/**
 * A digest of the log: what the chain and its view need, in one pass over the
 * messages and small enough to cache beside the read cache. The structure
 * (joins and handoffs) is kept whole; the traffic is folded into flows, one
 * per sender and receiver as written (name and session id), with counts by
 * kind and the last message of each kind; delivery trouble is listed. No
 * knowledge of the chain is needed to make it, so it is valid for a tip
 * whatever the team doc says.
 */
import { type DeliveryTrouble, deliveryTroubleOf } from './delivery-trouble.js';
import type { Party } from './entry.js';
import { BROADCAST_NAME } from './fields.js';
import { type MessageRef, isStructural, messageRef } from './message-ref.js';
import type { LogMessage } from './read.js';

export type { MessageRef } from './message-ref.js';

export const TRAFFIC_KINDS = ['brief', 'report', 'correction', 'other'] as const;
export type TrafficKind = (typeof TRAFFIC_KINDS)[number];

/** All messages from one party to another, as the log names them. */
export interface Flow {
  from: Pick<Party, 'name' | 'session'>;
  to: Pick<Party, 'name' | 'session'>;
  counts: Record<TrafficKind, number>;
  lastOf: Partial<Record<TrafficKind, MessageRef>>;
}

export interface LogDigest {
  /** Parent statements (join) and handoffs, whole, oldest first. */
  structural: LogMessage[];
  flows: Flow[];
  broadcasts: { count: number; last: MessageRef | undefined };
  trouble: DeliveryTrouble;
  /** Messages that are traffic (not join or handoff). */
  traffic: number;
  /** Every message. */
  messages: number;
}

export function digestOf(messages: readonly LogMessage[]): LogDigest {
  const structural: LogMessage[] = [];
  // Flows by sender name, sender session, receiver name, receiver session: no key strings per message.
  const flows = new Map<string, Map<string | undefined, Map<string, Map<string | undefined, Flow>>>>();
  const all: Flow[] = [];
  const lastMessages = new Map<Flow, Partial<Record<TrafficKind, LogMessage>>>();
  const broadcasts: LogDigest['broadcasts'] = { count: 0, last: undefined };
  let traffic = 0;
  for (const message of messages) {
    if (isStructural(message)) {
      structural.push(message);
      continue;
    }
    traffic++;
    if (message.to.name === BROADCAST_NAME) {
      broadcasts.count++;
      broadcasts.last = messageRef(message);
      continue;
    }
    const flow = flowFor(flows, all, message);
    const kind = message.kind as TrafficKind;
    flow.counts[kind]++;
    let last = lastMessages.get(flow);
    if (!last) lastMessages.set(flow, (last = {}));
    last[kind] = message;
  }
  for (const flow of all) for (const [kind, message] of Object.entries(lastMessages.get(flow) ?? {})) flow.lastOf[kind as TrafficKind] = messageRef(message);
  return { structural, flows: all, broadcasts, trouble: deliveryTroubleOf(messages), traffic, messages: messages.length };
}

function flowFor(flows: Map<string, Map<string | undefined, Map<string, Map<string | undefined, Flow>>>>, all: Flow[], message: LogMessage): Flow {
  const level = <K, V>(map: Map<K, V>, key: K, make: () => V): V => {
    let value = map.get(key);
    if (value === undefined) map.set(key, (value = make()));
    return value;
  };
  const byFromSession = level(flows, message.from.name, () => new Map());
  const byToName = level(byFromSession, message.from.session, () => new Map());
  const byToSession = level(byToName, message.to.name, () => new Map());
  return level(byToSession, message.to.session, () => {
    const flow: Flow = {
      from: message.from.session === undefined ? { name: message.from.name } : { name: message.from.name, session: message.from.session },
      to: message.to.session === undefined ? { name: message.to.name } : { name: message.to.name, session: message.to.session },
      counts: { brief: 0, report: 0, correction: 0, other: 0 },
      lastOf: {},
    };
    all.push(flow);
    return flow;
  });
}
