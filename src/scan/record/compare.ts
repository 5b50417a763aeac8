/**
 * Each traced message against the log: found by msg_id first, else by the id
 * scan records under; then each event the traces prove is either already in
 * the log's history, or planned for writing, or withheld because writing it
 * would overturn what the log's own evidence says (another machine's delivery
 * is never downgraded by what this machine cannot see).
 *
 * Event times are the rows' own, moved only as far as the log's fold needs to
 * show the right state: a more final state sorts after what the log has; a
 * `sent` the log lacks sorts before a state it already has.
 */
import type { Provenance } from '../../log/format/entry.js';
import { isValidTime, type DeliveryState } from '../../log/format/fields.js';
import type { TracedMessage } from '../model.js';
import { logParty, scanProvenance, type EntryContext } from './entries.js';
import { provenEvents, type ProvenEvent } from './events.js';
import { scanMessageId, deliveryEventId } from './ids.js';
import { insertEvent, type IndexedMessage, type LogIndex } from './log-index.js';
import { LOG_STATUSES, stateRank, type LogSummary, type MessageAgainstLog, type PlannedEvent, type WithheldEvent } from './model.js';

export interface CompareContext extends EntryContext {
  /** The time to give a message no row dates (rare: a row without a timestamp). */
  scannedAt: string;
}

export function compareWithLog(messages: readonly TracedMessage[], log: LogIndex, context: CompareContext): MessageAgainstLog[] {
  return messages.map((message) => compareOne(message, log, context));
}

function compareOne(traced: TracedMessage, log: LogIndex, context: CompareContext): MessageAgainstLog {
  const scanId = scanMessageId(traced);
  const found = log.find(traced.nativeId, scanId);
  // A message's life in order: queued, held, then what settled it. Rows of two processes' clocks may say otherwise by milliseconds.
  const events = provenEvents(traced)
    .map((event) => ({ event, at: isoTime(event.at) }))
    .sort((a, b) => stateRank(a.event.state) - stateRank(b.event.state) || compareText(a.at ?? '', b.at ?? ''));
  let target: IndexedMessage;
  let addsMessage: MessageAgainstLog['addsMessage'];
  if (found) {
    target = found.message;
  } else {
    const time = isoTime(traced.sentAt) ?? isoTime(traced.receivedAt) ?? events[0]?.at ?? context.scannedAt;
    addsMessage = { time };
    const to = logParty(traced.to).name;
    target = { id: scanId, time, to: () => to, history: [], inLog: false };
    log.add(target, traced.nativeId);
  }
  const before = target.history.at(-1);
  const adds: PlannedEvent[] = [];
  const withheld: WithheldEvent[] = [];
  for (const { event, at } of events) {
    const placed = place(event, at, target);
    if (placed === 'agreed') continue;
    if ('reason' in placed) {
      withheld.push({ state: event.state, detail: event.detail, reason: placed.reason });
      continue;
    }
    insertEvent(target, { id: placed.id, state: event.state, time: placed.time, provenance: scanProvenance(event.place, context) });
    adds.push({ id: placed.id, state: event.state, time: placed.time, event });
  }
  const inLog = found?.message.inLog === true;
  const logState = inLog ? (before?.state ?? 'unknown') : undefined;
  return {
    status: statusOf(
      inLog,
      adds,
      withheld,
      logState,
      events.map(({ event }) => event),
    ),
    id: target.id,
    foundBy: inLog ? found!.by : undefined,
    logState,
    logStateBy: inLog && before ? describeRecorder(before.provenance) : undefined,
    addsMessage,
    adds,
    withheld,
    write: undefined,
  };
}

function statusOf(
  inLog: boolean,
  adds: PlannedEvent[],
  withheld: WithheldEvent[],
  logState: DeliveryState | undefined,
  events: ProvenEvent[],
): MessageAgainstLog['status'] {
  if (!inLog) return 'missing';
  if (adds.length > 0) return 'unsettled';
  if (withheld.length > 0) return 'contradicted';
  if (logState !== undefined && stateRank(logState) > 0 && !events.some((event) => event.state === logState)) return 'not-confirmed-here';
  return 'agreed';
}

/** Where an event goes in the message's history (its id and time), or why it must not go there. Times are ISO strings of one format, so they compare as text. */
function place(event: ProvenEvent, at: string | undefined, target: IndexedMessage): 'agreed' | { id: string; time: string } | { reason: string } {
  const id = deliveryEventId(target.id, event.state, event.receiver);
  if (alreadyThere(event, id, target)) return 'agreed';
  const latest = target.history.at(-1);
  // Never before the message itself: a reader sorts a message's events after it.
  const time = at !== undefined && at > target.time ? at : plusMs(target.time, 1);
  if (!latest) return { id, time };
  const rank = stateRank(event.state);
  const latestRank = stateRank(latest.state);
  if (rank > latestRank) return { id, time: time > latest.time ? time : plusMs(latest.time, 1) };
  if (rank === latestRank && (event.state === latest.state || rank === 0)) return { id, time };
  if (rank === latestRank) {
    return { reason: `the log says ${latest.state} (${describeRecorder(latest.provenance)}); both cannot be true, so scan leaves it to a person` };
  }
  if (time < latest.time) return { id, time };
  // A queued send always came before whatever the log says happened next.
  if (event.state === 'sent') return { id, time: plusMs(latest.time, -1) };
  return { reason: `it is dated after the log's ${latest.state} (${describeRecorder(latest.provenance)}), and would hide it` };
}

/** The history has this state already (for an arrival of a broadcast: this receiver's). */
function alreadyThere(event: ProvenEvent, id: string, target: IndexedMessage): boolean {
  return target.history.some(
    (known) => known.id === id || (known.state === event.state && !(event.state === 'delivered' && event.receiver !== undefined && target.to() === '*')),
  );
}

/** "hook in session 1a2b3c4d (PostToolUse)", "scan (~/…jsonl:12)", "teamdoc record/deliver". */
function describeRecorder(provenance: Provenance | undefined): string {
  if (provenance === undefined) return 'recorded without provenance';
  switch (provenance.by) {
    case 'hook':
      return `a hook in session ${provenance.session.slice(0, 8)}${provenance.event ? ` (${provenance.event})` : ''}`;
    case 'scan':
      return `a scan of ${provenance.file}:${provenance.line}`;
    case 'cli':
      return `teamdoc record/deliver${provenance.detected.session ? ` in session ${provenance.detected.session.slice(0, 8)}` : ''}`;
  }
}

export function summarise(messages: readonly TracedMessage[], comparisons: readonly MessageAgainstLog[]): LogSummary {
  const counts = Object.fromEntries(LOG_STATUSES.map((status) => [status, 0])) as LogSummary['counts'];
  const toWriteBySession: Record<string, number> = {};
  let entryMessages = 0;
  let deliveries = 0;
  comparisons.forEach((comparison, index) => {
    counts[comparison.status]++;
    if (comparison.addsMessage) entryMessages++;
    deliveries += comparison.adds.length;
    if (!comparison.addsMessage && comparison.adds.length === 0) return;
    const { from, to } = messages[index]!;
    for (const session of new Set([from.session, to.session])) if (session !== undefined) toWriteBySession[session] = (toWriteBySession[session] ?? 0) + 1;
  });
  return { counts, messages: entryMessages, deliveries, toWriteBySession };
}

/** A transcript time in the log's one format (`…T…:…:….sssZ`); undefined when unreadable. */
function isoTime(time: string | undefined): string | undefined {
  if (time === undefined) return undefined;
  // Claude Code and Codex write exactly this format: nothing to convert.
  if (isValidTime(time)) return time;
  const ms = Date.parse(time);
  if (Number.isNaN(ms)) return undefined;
  const iso = new Date(ms).toISOString();
  return /^\d{4}-/.test(iso) ? iso : undefined;
}

function plusMs(time: string, ms: number): string {
  return new Date(Date.parse(time) + ms).toISOString();
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
