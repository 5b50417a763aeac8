/**
 * A digest of the log: what the chain and its view need, small enough to
 * cache beside the read cache. The structure (joins and handoffs) is kept
 * whole; the traffic is folded into flows, one per sender and receiver as
 * written (name and session id), with counts by kind and the last message of
 * each kind; delivery trouble is listed. No knowledge of the chain is needed
 * to make it, so it is valid for a tip whatever the team doc says — and when
 * the tip moves by added entries, it is extended by those alone.
 */
import { type DeliveryTrouble, deliveryTroubleOf, deliveryTroubleOfFolded } from './delivery-trouble.js';
import type { Party } from '../format/entry.js';
import { BROADCAST_NAME } from '../format/fields.js';
import type { FoldedLog } from './fold.js';
import { type MessageRef, inLogOrder, isLater, isStructural, isTraffic, messageRef } from './message-ref.js';
import type { LogMessage } from './read.js';
import { isResultReport, readPlanReport, readQuestionReport, reportEvidence } from '../../protocol/report-evidence.js';
import { readAcknowledgement } from '../../protocol/acknowledgement.js';
import { NOTICE_TAGS, headingTag, readReportHeading } from '../../protocol/report-formats.js';

export const TRAFFIC_KINDS = ['brief', 'report', 'correction', 'other'] as const;
export type TrafficKind = (typeof TRAFFIC_KINDS)[number];

/** All messages from one party to another, as the log names them; those marked outside the team apart. */
export interface Flow {
  from: Pick<Party, 'name' | 'session'>;
  to: Pick<Party, 'name' | 'session'>;
  /** Its messages say a party is outside the team (`record --outside-team`). */
  outsideTeam?: true;
  counts: Record<TrafficKind, number>;
  lastOf: Partial<Record<TrafficKind, MessageRef>>;
  /** The latest brief that asks for a report back: not a notice, such as a top's successor's `[takeover]` telling a worker it took over or a parent's `[note]`. */
  lastAsking?: MessageRef;
  /** The earliest report of results (not a question, a blocker or a request for a resource): pre-registration is judged against it. */
  firstResult?: MessageRef;
}

/** A `[done]` report as the digest keeps it: enough to judge its evidence and criteria without its body. */
export interface DoneNote extends MessageRef {
  part: string;
  /** How many paths, commits, commands and links it cites. */
  evidence: number;
  /** Its `Criteria:` lines (each bounded); undefined when it has no such field. */
  criteria: string[] | undefined;
}

/** A `[plan]` report as the digest keeps it: its part and lines, so the doc can be compared with it (and filled from it). */
export interface PlanNote extends MessageRef {
  /** The sender's session id, when the entry names it. */
  session?: string;
  part: string;
  plan: string[];
  criteria: string[];
}

/** A `[question]` report as the digest keeps it: its part and its deadline as written. */
interface QuestionNote extends MessageRef {
  part: string;
  deadline: string | undefined;
}

/**
 * A message that settles findings about another: an acknowledgement (someone
 * accepted a finding of one rule, and why) or a `[correction]` answering it.
 * Its sender (`from`) is who settled it.
 */
export interface SettlementNote extends MessageRef {
  how: 'acknowledged' | 'corrected';
  /** The message it answers (its in-reply-to): the one the settled findings are about. */
  settles: string;
  /** The rule an acknowledgement names; a correction settles the findings its rules allow. */
  rule?: string;
  /** An acknowledgement's reason, a correction's first line (bounded). */
  reason: string;
}

export interface LogDigest {
  /** Parent statements (join) and handoffs, whole, oldest first. */
  structural: LogMessage[];
  flows: Flow[];
  broadcasts: { count: number; last: MessageRef | undefined };
  trouble: DeliveryTrouble;
  /** Every `[done]` report, oldest first. */
  done: DoneNote[];
  /** Every `[plan]` report, oldest first: when a part's plan and criteria were written, whatever the doc says since. */
  plans: PlanNote[];
  /** Acknowledgements and corrections that answer a message, oldest first. */
  settlements: SettlementNote[];
  /** Every `[question]` report, oldest first. */
  questions: QuestionNote[];
  /** The ids that some message answers (its in-reply-to), each once. */
  answered: string[];
  /** Messages that are traffic (not join or handoff, nor an acknowledgement). */
  traffic: number;
  /** Every message. */
  messages: number;
}

export function digestOf(messages: readonly LogMessage[]): LogDigest {
  const builder = new DigestBuilder();
  for (const message of messages) builder.add(message);
  return builder.finish(deliveryTroubleOf(messages));
}

/**
 * `digest` (of an earlier tip) with the messages `added` since, from the folded
 * log at the new tip; undefined when the log changed in another way (a record
 * of a runtime message that replaced an earlier one), so the caller starts over.
 */
export function extendDigest(digest: LogDigest, log: FoldedLog, added: Iterable<string>): LogDigest | undefined {
  const positions = new Map(log.index.ids.map((id, position) => [id, position]));
  const builder = new DigestBuilder(digest);
  let count = 0;
  for (const id of added) {
    const position = positions.get(id);
    if (position === undefined) continue;
    builder.add(log.messageAt(position));
    count++;
  }
  if (digest.messages + count !== log.size) return undefined;
  return builder.finish(deliveryTroubleOfFolded(log, builder.trafficCount));
}

/** Bounds on what a `[done]` note keeps of its Criteria field, so the cached digest stays small. */
const MAX_CRITERIA_LINES = 64;
const MAX_CRITERIA_CHARS = 1000;

/** Adds messages to a digest, in any order: flows keep the latest of each kind, the structure is sorted at the end. */
class DigestBuilder {
  private readonly structural: LogMessage[];
  private readonly flows: Flow[];
  private readonly broadcasts: LogDigest['broadcasts'];
  private readonly done: DoneNote[];
  private readonly plans: PlanNote[];
  private readonly settlements: SettlementNote[];
  private readonly questions: QuestionNote[];
  private readonly answered: Set<string>;
  private traffic: number;
  private messages: number;
  // Flows by sender name, sender session, receiver name, receiver session: no key strings per message.
  private readonly byParties = new Map<string, Map<string | undefined, Map<string, Map<string | undefined, Flow>>>>();
  private readonly byPartiesOutside = new Map<string, Map<string | undefined, Map<string, Map<string | undefined, Flow>>>>();

  constructor(start?: LogDigest) {
    this.structural = [...(start?.structural ?? [])];
    this.flows = (start?.flows ?? []).map((flow) => ({ ...flow, counts: { ...flow.counts }, lastOf: { ...flow.lastOf } }));
    this.broadcasts = { ...(start?.broadcasts ?? { count: 0, last: undefined }) };
    this.done = [...(start?.done ?? [])];
    this.plans = [...(start?.plans ?? [])];
    this.settlements = [...(start?.settlements ?? [])];
    this.questions = [...(start?.questions ?? [])];
    this.answered = new Set(start?.answered ?? []);
    this.traffic = start?.traffic ?? 0;
    this.messages = start?.messages ?? 0;
    for (const flow of this.flows) this.slot(flow.from, flow.to, flow.outsideTeam === true, () => flow);
  }

  add(message: LogMessage): void {
    this.messages++;
    if (isStructural(message)) {
      this.structural.push(message);
      return;
    }
    const ref = messageRef(message);
    const settlement = settlementOf(message);
    if (settlement) this.settlements.push({ ...ref, ...settlement });
    // An acknowledgement settles a finding: it is no traffic, no broadcast and no delivery in doubt.
    if (!isTraffic(message)) return;
    this.traffic++;
    const done = reportEvidence(message);
    if (done)
      this.done.push({
        ...ref,
        part: done.part,
        evidence: done.evidence.length,
        criteria: done.criteria?.slice(0, MAX_CRITERIA_LINES).map((line) => line.slice(0, MAX_CRITERIA_CHARS)),
      });
    const plan = readPlanReport(message);
    const question = readQuestionReport(message);
    if (question) this.questions.push({ ...ref, part: question.part, deadline: question.deadline?.slice(0, MAX_CRITERIA_CHARS) });
    if (message.inReplyTo !== undefined) this.answered.add(message.inReplyTo);
    if (plan)
      this.plans.push({
        ...ref,
        ...(message.from.session === undefined ? {} : { session: message.from.session }),
        part: plan.part,
        plan: bounded(plan.plan),
        criteria: bounded(plan.criteria),
      });
    if (message.to.name === BROADCAST_NAME) {
      this.broadcasts.count++;
      if (isLater(ref, this.broadcasts.last)) this.broadcasts.last = ref;
      return;
    }
    const outsideTeam = message.outsideTeam === true;
    const flow = this.slot(message.from, message.to, outsideTeam, () => {
      const made: Flow = {
        from: partyKey(message.from),
        to: partyKey(message.to),
        ...(outsideTeam ? { outsideTeam } : {}),
        counts: { brief: 0, report: 0, correction: 0, other: 0 },
        lastOf: {},
      };
      this.flows.push(made);
      return made;
    });
    const kind = message.kind as TrafficKind;
    flow.counts[kind]++;
    if (isLater(ref, flow.lastOf[kind])) flow.lastOf[kind] = ref;
    if (kind === 'brief' && !isNotice(message.body) && isLater(ref, flow.lastAsking)) flow.lastAsking = ref;
    if (kind === 'report' && (flow.firstResult === undefined || isLater(flow.firstResult, ref)) && isResultReport(message)) flow.firstResult = ref;
  }

  get trafficCount(): number {
    return this.traffic;
  }

  finish(trouble: DeliveryTrouble): LogDigest {
    this.structural.sort(inLogOrder);
    this.done.sort(inLogOrder);
    this.plans.sort(inLogOrder);
    this.settlements.sort(inLogOrder);
    this.questions.sort(inLogOrder);
    return {
      structural: this.structural,
      flows: this.flows,
      broadcasts: this.broadcasts,
      done: this.done,
      plans: this.plans,
      settlements: this.settlements,
      questions: this.questions,
      answered: [...this.answered],
      trouble,
      traffic: this.traffic,
      messages: this.messages,
    };
  }

  private slot(from: Party | Flow['from'], to: Party | Flow['to'], outsideTeam: boolean, make: () => Flow): Flow {
    const level = <K, V>(map: Map<K, V>, key: K, create: () => V): V => {
      let value = map.get(key);
      if (value === undefined) map.set(key, (value = create()));
      return value;
    };
    const byFromSession = level(outsideTeam ? this.byPartiesOutside : this.byParties, from.name, () => new Map());
    const byToName = level(byFromSession, from.session, () => new Map());
    const byToSession = level(byToName, to.name, () => new Map());
    return level(byToSession, to.session, make);
  }
}

/** What a message settles, when it answers another as an acknowledgement or a `[correction]`. */
function settlementOf(message: LogMessage): Omit<SettlementNote, keyof MessageRef> | undefined {
  if (message.inReplyTo === undefined) return undefined;
  const acknowledgement = readAcknowledgement(message);
  if (acknowledgement)
    return { how: 'acknowledged', settles: message.inReplyTo, rule: acknowledgement.rule, reason: acknowledgement.reason.slice(0, MAX_CRITERIA_CHARS) };
  const heading = readReportHeading(message.body);
  if (heading?.format.tag !== 'correction') return undefined;
  return { how: 'corrected', settles: message.inReplyTo, reason: heading.summary.slice(0, MAX_CRITERIA_CHARS) };
}

function bounded(lines: readonly string[]): string[] {
  return lines.slice(0, MAX_CRITERIA_LINES).map((line) => line.slice(0, MAX_CRITERIA_CHARS));
}

function partyKey(party: Party): Flow['from'] {
  return party.session === undefined ? { name: party.name } : { name: party.name, session: party.session };
}

/** A one-line notice (`[takeover] <part>: …`, `[note] <part>: …`, `[handoff] <part>: …`, `[ack] …`): it tells, and asks nothing back. */
function isNotice(body: string): boolean {
  const tag = headingTag(body);
  return tag !== undefined && NOTICE_TAGS.has(tag);
}
