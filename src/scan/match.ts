/**
 * Pairs each send with its arrival, and each delivery notice with the sends it
 * speaks of, saying which evidence made each link. First by Claude Code's
 * `msg_id` (present on idle deliveries); then, where the id is missing
 * (mid-turn deliveries, older versions), by the same body inside a time window
 * plus at least one fact that ties the two sessions together (the sender's
 * socket or pid known to belong to the sending session, the sender's name, the
 * address the sender wrote). A fact that contradicts the pair rules it out.
 */
import type { MatchEvidence } from './model.js';
import type { ArrivalObservation, NoticeObservation, SendObservation } from './observations.js';
import { withoutRef, type SessionDirectory } from './directory.js';
import { timeOf } from '../time/instant.js';

/** How long after a send its arrival may come: a held message can be approved hours later. */
const MATCH_WINDOW_MS = 12 * 60 * 60 * 1000;
/** Two processes write their transcripts independently; allow an arrival stamped slightly before its send. */
const CLOCK_SLACK_MS = 5 * 1000;

interface MatchedPair {
  send: SendObservation;
  arrival: ArrivalObservation;
  matchedBy: MatchEvidence[];
}

export interface NoticeLink {
  notice: NoticeObservation;
  matchedBy: MatchEvidence;
}

export interface MatchResult {
  pairs: MatchedPair[];
  unpairedSends: SendObservation[];
  unpairedArrivals: ArrivalObservation[];
  noticesOf: Map<SendObservation, NoticeLink[]>;
  unmatchedNotices: NoticeObservation[];
}

export function matchMessages(
  allSends: readonly SendObservation[],
  allArrivals: readonly ArrivalObservation[],
  notices: readonly NoticeObservation[],
  directory: SessionDirectory,
): MatchResult {
  const sends = distinct(allSends, sendIdentity).sort(byTime);
  const arrivals = distinct(allArrivals, arrivalIdentity);
  const pairs: MatchedPair[] = [];
  const pairedSends = new Set<SendObservation>();
  const pairedArrivals = new Set<ArrivalObservation>();
  const pair = (send: SendObservation, arrival: ArrivalObservation, matchedBy: MatchEvidence[]) => {
    pairs.push({ send, arrival, matchedBy });
    pairedSends.add(send);
    pairedArrivals.add(arrival);
  };

  const sendsById = new Map<string, SendObservation>();
  for (const send of sends) if (send.result?.msgId !== undefined) sendsById.set(send.result.msgId, send);
  for (const arrival of arrivals) {
    const send = arrival.msgId === undefined ? undefined : sendsById.get(arrival.msgId);
    if (send && !pairedSends.has(send)) pair(send, arrival, ['msg-id']);
  }
  // An id match proves whose socket sent it and whose socket received it; later matches may use that.
  for (const { send, arrival } of pairs) {
    if (arrival.from !== undefined) directory.learnAddress(arrival.from, send.session);
    if (send.to.startsWith('uds:')) directory.learnAddress(send.to, arrival.session);
  }

  const sendsByBody = groupBy(sends, (send) => bodyKey(send.body));
  for (const arrival of [...arrivals].sort(byTime)) {
    if (pairedArrivals.has(arrival)) continue;
    const candidates = (sendsByBody.get(bodyKey(arrival.body)) ?? []).filter((send) => !pairedSends.has(send));
    const best = bestCandidate(arrival, candidates, directory);
    if (best) pair(best.send, arrival, best.matchedBy);
  }

  const { noticesOf, unmatched } = linkNotices(sends, notices, pairedSends, directory);
  return {
    pairs,
    unpairedSends: sends.filter((send) => !pairedSends.has(send)),
    unpairedArrivals: arrivals.filter((arrival) => !pairedArrivals.has(arrival)),
    noticesOf,
    unmatchedNotices: unmatched,
  };
}

function bestCandidate(
  arrival: ArrivalObservation,
  sends: SendObservation[],
  directory: SessionDirectory,
): { send: SendObservation; matchedBy: MatchEvidence[] } | undefined {
  let best: { send: SendObservation; matchedBy: MatchEvidence[] } | undefined;
  for (const send of sends) {
    if (send.result?.success === false) continue;
    const timing = timeFit(send.at, arrival.at);
    if (timing === 'outside') continue;
    const links =
      arrival.channel === 'codex-inter-agent' || send.channel === 'codex-inter-agent' ? codexLinks(send, arrival) : claudeLinks(send, arrival, directory);
    if (links === undefined || links.length === 0) continue;
    const matchedBy: MatchEvidence[] = ['body', ...(timing === 'inside' ? (['time-window'] as const) : []), ...links];
    // More independent facts win; between equals, the earliest send (queues deliver in order).
    if (!best || matchedBy.length > best.matchedBy.length) best = { send, matchedBy };
  }
  return best;
}

/** The facts tying a Claude send to an arrival; undefined when one contradicts them. */
function claudeLinks(send: SendObservation, arrival: ArrivalObservation, directory: SessionDirectory): MatchEvidence[] | undefined {
  if (send.session === arrival.session) return undefined;
  const links: MatchEvidence[] = [];
  const senderAtSocket = directory.sessionAt(arrival.from);
  if (senderAtSocket !== undefined) {
    if (senderAtSocket !== send.session) return undefined;
    links.push('sender-socket');
  }
  const senderOfPid = directory.sessionOfPid(arrival.verifiedPeerPid);
  if (senderOfPid !== undefined) {
    if (senderOfPid !== send.session) return undefined;
    links.push('sender-pid');
  }
  if (arrival.fromSession !== undefined) {
    if (arrival.fromSession !== send.session) return undefined;
    links.push('sender-session');
  }
  if (arrival.fromName !== undefined && directory.namesOf(send.session).has(arrival.fromName)) links.push('sender-name');
  for (const target of new Set([send.to, send.result?.target])) {
    if (target === undefined || target === '') continue;
    if (target.startsWith('uds:')) {
      const receiver = directory.sessionAt(target);
      if (receiver !== undefined && receiver !== arrival.session) return undefined;
      if (receiver !== undefined) links.push('receiver-socket');
    } else if (directory.namesOf(arrival.session).has(withoutRef(target))) links.push('receiver-name');
  }
  return [...new Set(links)];
}

/** Codex messages stay inside one agent tree and name both ends by path. */
function codexLinks(send: SendObservation, arrival: ArrivalObservation): MatchEvidence[] | undefined {
  if (send.channel !== arrival.channel || send.tree === undefined || send.tree !== arrival.tree) return undefined;
  return send.agent === arrival.from && send.to === arrival.agent ? ['agent-path'] : undefined;
}

function linkNotices(
  sends: SendObservation[],
  notices: readonly NoticeObservation[],
  pairedSends: ReadonlySet<SendObservation>,
  directory: SessionDirectory,
): { noticesOf: Map<SendObservation, NoticeLink[]>; unmatched: NoticeObservation[] } {
  const noticesOf = new Map<SendObservation, NoticeLink[]>();
  const unmatched: NoticeObservation[] = [];
  const attach = (send: SendObservation, notice: NoticeObservation, matchedBy: MatchEvidence) => {
    const links = noticesOf.get(send) ?? [];
    links.push({ notice, matchedBy });
    noticesOf.set(send, links);
  };
  const sendsBySession = groupBy(sends, (send) => send.session);
  const targetsOf = new Map(sends.map((send) => [send, targetKeys(send)]));
  const sendsById = new Map(sends.filter((send) => send.result?.msgId !== undefined).map((send) => [send.result!.msgId!, send]));
  for (const notice of [...notices].sort(byTime)) {
    // Newer notices name the message's msg_id: no need to guess which send they speak of.
    const named = notice.msgId === undefined ? undefined : sendsById.get(notice.msgId);
    if (named !== undefined && named.session === notice.session) {
      attach(named, notice, 'notice-msg-id');
      continue;
    }
    const earlier = (sendsBySession.get(notice.session) ?? []).filter((send) => send.result?.success !== false && comesBefore(send, notice));
    // The notice may name a socket and the send a name, or the other way round: the directory knows both.
    const recipient = notice.recipient === undefined ? new Set<string>() : directory.sameAddressee(notice.recipient);
    const addressed = earlier.filter((send) => targetsOf.get(send)!.some((target) => recipient.has(target)));
    if (notice.kind === 'idle') {
      const watched = addressed.filter((send) => send.notifyWhenIdle).at(-1);
      if (watched) attach(watched, notice, 'notice-recipient');
      else unmatched.push(notice);
      continue;
    }
    // A notice may speak of several messages ("were held"): every send to that recipient it can still be about.
    const open = (send: SendObservation) => awaitsNotice(noticesOf.get(send), notice);
    const unnoticed = addressed.filter(open);
    if (unnoticed.length > 0) {
      for (const send of unnoticed) attach(send, notice, 'notice-recipient');
      continue;
    }
    const lone = earlier.filter((send) => !pairedSends.has(send) && open(send));
    if (addressed.length === 0 && lone.length === 1) attach(lone[0]!, notice, 'notice-order');
    else unmatched.push(notice);
  }
  return { noticesOf, unmatched };
}

/** A send awaits a hold notice if it has had none, and a final notice (expired, refused, released) if it has only been held. */
function awaitsNotice(links: NoticeLink[] | undefined, notice: NoticeObservation): boolean {
  const last = links?.filter((link) => link.notice.kind === 'delivery').at(-1)?.notice;
  if (last === undefined) return true;
  return last.status === 'held' && notice.status !== 'held';
}

/** What a send was addressed to, as written: its `to` and the target its result names. */
function targetKeys(send: SendObservation): string[] {
  return [send.to, send.result?.target].filter((target): target is string => target !== undefined && target !== '').map(withoutRef);
}

function comesBefore(send: SendObservation, notice: NoticeObservation): boolean {
  if (send.place.file === notice.place.file) return send.place.line < notice.place.line;
  const sent = timeOf(send.at);
  const noticed = timeOf(notice.at);
  return sent === undefined || noticed === undefined || sent <= noticed;
}

/** Bodies are compared exactly, except that a wrapper may add or drop a final newline. */
function bodyKey(body: string): string {
  return body.trimEnd();
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

function timeFit(sentAt: string | undefined, arrivedAt: string | undefined): 'inside' | 'outside' | 'unknown' {
  const sent = timeOf(sentAt);
  const arrived = timeOf(arrivedAt);
  if (sent === undefined || arrived === undefined) return 'unknown';
  return arrived >= sent - CLOCK_SLACK_MS && arrived <= sent + MATCH_WINDOW_MS ? 'inside' : 'outside';
}

function byTime(a: { at: string | undefined }, b: { at: string | undefined }): number {
  return (timeOf(a.at) ?? 0) - (timeOf(b.at) ?? 0);
}

// The same call replayed into a resumed or forked session's file is one send, not two.
function sendIdentity(send: SendObservation): string {
  if (send.callId !== undefined) return `${send.runtime}\0call\0${send.callId}`;
  return `${send.runtime}\0${send.channel}\0${send.tree ?? send.session}\0${send.agent}\0${send.to}\0${send.at}\0${send.body}`;
}

function arrivalIdentity(arrival: ArrivalObservation): string {
  if (arrival.rowId !== undefined) return `${arrival.runtime}\0row\0${arrival.rowId}`;
  if (arrival.msgId !== undefined) return `${arrival.runtime}\0msg\0${arrival.session}\0${arrival.msgId}`;
  // A forked Codex thread replays its ancestor's items: the same item in two rollouts is one arrival.
  const where = arrival.channel === 'codex-inter-agent' ? `${arrival.tree}\0${arrival.agent}` : `${arrival.place.file}:${arrival.place.line}`;
  return `${arrival.runtime}\0${arrival.channel}\0${where}\0${arrival.from}\0${arrival.at}\0${arrival.body}`;
}

function distinct<T>(items: readonly T[], identity: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = identity(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
