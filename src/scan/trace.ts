/**
 * From matched observations to traced messages: each pair, lone send and lone
 * arrival becomes one message with both parties, its body, times, outcome and
 * the file:line evidence behind every part of it.
 */
import { createHash } from 'node:crypto';
import { classify } from './classify.js';
import { withoutRef, type SessionDirectory } from './directory.js';
import type { MatchResult, NoticeLink } from './match.js';
import { timeOf } from '../time/instant.js';
import { deliveryStateOf, type Evidence, type MatchEvidence, type Party, type TracedMessage } from './model.js';
import type { ArrivalObservation, CompactionObservation, SendObservation } from './observations.js';

export interface TraceContext {
  directory: SessionDirectory;
  host: string;
  /** The current name of a scanned session. */
  nameOf(session: string | undefined): string | undefined;
  compactionsOf(session: string): readonly CompactionObservation[];
}

export function traceMessages(match: MatchResult, context: TraceContext): TracedMessage[] {
  const messages: TracedMessage[] = [];
  for (const { send, arrival, matchedBy } of match.pairs) messages.push(traced(send, arrival, matchedBy, match.noticesOf.get(send) ?? [], context));
  for (const send of match.unpairedSends) messages.push(traced(send, undefined, [], match.noticesOf.get(send) ?? [], context));
  for (const arrival of match.unpairedArrivals) messages.push(traced(undefined, arrival, [], [], context));
  return messages.sort(byTimeThenPlace);
}

function traced(
  send: SendObservation | undefined,
  arrival: ArrivalObservation | undefined,
  pairEvidence: MatchEvidence[],
  notices: NoticeLink[],
  context: TraceContext,
): TracedMessage {
  const from = send ? senderOfSend(send, context) : senderOfArrival(arrival!, context);
  const to = arrival ? receiverOfArrival(arrival, send, context) : receiverOfSend(send!, notices, context);
  const receiverNamedHere = !to.transcriptHere && to.name !== undefined && context.directory.sessionsNamed(to.name).length > 0;
  const classification = classify({
    send,
    arrival,
    notices,
    senderTranscriptHere: from.transcriptHere,
    receiverTranscriptHere: to.transcriptHere || receiverNamedHere,
  });
  const matchedBy = [...pairEvidence, ...notices.map((link) => link.matchedBy)];
  const nativeId = send?.result?.msgId ?? arrival?.msgId;
  return {
    key: keyOf(nativeId, send, arrival),
    nativeId,
    channel: send?.channel ?? arrival!.channel,
    from,
    to,
    body: send?.body ?? arrival!.body,
    summary: send?.summary,
    sentAt: send?.at,
    receivedAt: arrival?.at,
    outcome: classification.outcome,
    mode: classification.mode,
    delivery: deliveryStateOf(classification.outcome, send?.result?.success),
    reason: classification.reason,
    matchedBy: [...new Set(matchedBy)],
    evidence: evidenceOf(send, arrival, notices),
    compactedAfter: arrival && arrival.mode !== 'queued' ? compactionAfter(arrival, context) : undefined,
  };
}

function senderOfSend(send: SendObservation, context: TraceContext): Party {
  return {
    runtime: send.runtime,
    session: send.session,
    name: context.nameOf(send.session),
    host: context.host,
    agent: send.agent,
    transcriptHere: true,
  };
}

function senderOfArrival(arrival: ArrivalObservation, context: TraceContext): Party {
  const { directory } = context;
  const session =
    arrival.channel === 'codex-inter-agent'
      ? directory.threadAt(arrival.tree, arrival.from)
      : (arrival.fromSession ?? directory.sessionAt(arrival.from) ?? directory.sessionOfPid(arrival.verifiedPeerPid) ?? namedSession(arrival, context));
  const local = arrival.channel === 'codex-inter-agent' || arrival.verifiedPeerPid !== undefined || arrival.from?.startsWith('uds:') === true;
  return {
    runtime: arrival.channel === 'claude-peer' || arrival.channel === 'codex-inter-agent' ? arrival.runtime : undefined,
    session,
    name: arrival.fromName ?? context.nameOf(session),
    host: local ? context.host : undefined,
    agent: arrival.channel === 'codex-inter-agent' ? arrival.from : undefined,
    address: arrival.from,
    transcriptHere: directory.hasTranscript(session),
  };
}

/** A kickoff names its parent by session id, or by a name that exactly one scanned session has carried. */
function namedSession(arrival: ArrivalObservation, context: TraceContext): string | undefined {
  if (arrival.channel !== 'kickoff' || arrival.from === undefined) return undefined;
  if (context.directory.hasTranscript(arrival.from)) return arrival.from;
  const named = context.directory.sessionsNamed(arrival.from);
  return named.length === 1 ? named[0] : undefined;
}

function receiverOfArrival(arrival: ArrivalObservation, send: SendObservation | undefined, context: TraceContext): Party {
  const addressed = send && !send.to.startsWith('uds:') && send.channel === 'claude-peer' ? withoutRef(send.to) : undefined;
  return {
    runtime: arrival.runtime,
    session: arrival.session,
    name: context.nameOf(arrival.session) ?? addressed,
    host: context.host,
    agent: arrival.agent,
    address: send?.to.startsWith('uds:') ? send.to : undefined,
    transcriptHere: true,
  };
}

function receiverOfSend(send: SendObservation, notices: NoticeLink[], context: TraceContext): Party {
  const { directory } = context;
  // A delivery notice names the receiver's socket, which the registry or an earlier match may tie to a session.
  const noticed = notices.map((link) => link.notice.recipient).find((recipient) => recipient?.startsWith('uds:') && directory.sessionAt(recipient));
  const session =
    send.channel === 'codex-inter-agent' ? directory.threadAt(send.tree, send.to) : (directory.sessionAt(send.to) ?? directory.sessionAt(noticed));
  const address = send.to.startsWith('uds:') || send.channel === 'codex-inter-agent' ? send.to : noticed;
  const name = send.to.startsWith('uds:') || send.channel === 'codex-inter-agent' ? context.nameOf(session) : withoutRef(send.to) || undefined;
  const remote = send.result?.scope === 'other-machine';
  return {
    runtime: send.runtime,
    session,
    name,
    host: remote ? undefined : send.result?.scope === 'this-machine' || send.channel === 'codex-inter-agent' ? context.host : undefined,
    agent: send.channel === 'codex-inter-agent' ? send.to : undefined,
    address,
    transcriptHere: directory.hasTranscript(session),
  };
}

function evidenceOf(send: SendObservation | undefined, arrival: ArrivalObservation | undefined, notices: NoticeLink[]): Evidence[] {
  const evidence: Evidence[] = [];
  if (send) evidence.push({ role: 'send', ...send.place, at: send.at });
  if (send?.result) evidence.push({ role: 'result', ...send.result.place, at: send.result.at, note: send.result.success ? 'queued' : 'failed' });
  if (arrival?.queuedAt) evidence.push({ role: 'queued', ...arrival.queuedAt });
  if (arrival) evidence.push({ role: arrival.mode === 'queued' ? 'queued' : 'arrival', ...arrival.place, at: arrival.at, note: arrival.mode });
  for (const { notice } of notices) evidence.push({ role: 'notice', ...notice.place, at: notice.at, note: notice.kind === 'idle' ? 'idle' : notice.status });
  return evidence;
}

function compactionAfter(arrival: ArrivalObservation, context: TraceContext): Evidence | undefined {
  const arrived = timeOf(arrival.at);
  const after = context
    .compactionsOf(arrival.session)
    .find((compaction) =>
      compaction.place.file === arrival.place.file
        ? compaction.place.line > arrival.place.line
        : arrived !== undefined && (timeOf(compaction.at) ?? -Infinity) > arrived,
    );
  return after ? { role: 'compaction', ...after.place, at: after.at } : undefined;
}

/** What makes a message the same message in the next scan: ids the runtime gave it, else its own content. */
function keyOf(nativeId: string | undefined, send: SendObservation | undefined, arrival: ArrivalObservation | undefined): string {
  if (nativeId !== undefined) return `msg:${nativeId}`;
  if (send?.callId !== undefined) return `call:${send.callId}`;
  if (arrival?.rowId !== undefined) return `row:${arrival.rowId}`;
  const origin = send ?? arrival!;
  const digest = createHash('sha256')
    .update([origin.runtime, origin.channel, origin.session, origin.at ?? '', origin.body].join('\0'))
    .digest('hex')
    .slice(0, 24);
  return `digest:${digest}`;
}

function byTimeThenPlace(a: TracedMessage, b: TracedMessage): number {
  const time = (timeOf(a.sentAt ?? a.receivedAt) ?? 0) - (timeOf(b.sentAt ?? b.receivedAt) ?? 0);
  if (time !== 0) return time;
  const first = (message: TracedMessage) => message.evidence[0] ?? { file: '', line: 0 };
  const [x, y] = [first(a), first(b)];
  return x.file < y.file ? -1 : x.file > y.file ? 1 : x.line - y.line;
}
