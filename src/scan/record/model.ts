/**
 * A scan held against the message log: for each traced message, what the log
 * already says of it and what the traces add; the team's sessions whose
 * transcripts are not on this machine; and, after `--record`, what was written.
 */
import type { DeliveryState } from '../../log/format/fields.js';
import type { ScanReport, TranscriptFound } from '../model.js';
import type { EntryContext } from './entries.js';
import type { ProvenEvent } from './events.js';

/**
 * - `missing`: the log has no entry for the message;
 * - `unsettled`: the log has it, and the traces prove delivery events it lacks;
 * - `agreed`: the log holds everything the traces prove;
 * - `not-confirmed-here`: the log says more (delivered, held, …) than any trace here shows; left as it is;
 * - `contradicted`: the traces prove a state the log's own evidence rules out; reported, never written.
 */
export type LogStatus = 'missing' | 'unsettled' | 'agreed' | 'not-confirmed-here' | 'contradicted';

export const LOG_STATUSES: readonly LogStatus[] = ['missing', 'unsettled', 'agreed', 'not-confirmed-here', 'contradicted'];

/** What became of one message's entries under `--record`. */
export type WriteResult =
  /** Committed to the log by this scan. */
  | 'recorded'
  /** Another writer (a hook, another scan) had stored the same entries first. */
  | 'already-there'
  /** Durable in the spool, not committed yet: the next write or `teamdoc doctor` commits it. */
  | 'pending'
  /** The log refused it (a body over the size bound, a NUL byte); nothing of it was written. */
  | 'refused';

export interface WithheldEvent {
  state: DeliveryState;
  detail: string;
  /** Why it is not written. */
  reason: string;
}

export interface PlannedEvent {
  id: string;
  state: DeliveryState;
  /** Where the log's fold will put it. */
  time: string;
  event: ProvenEvent;
}

export interface MessageAgainstLog {
  status: LogStatus;
  /** The message's id in the log: the id it has there, or the one scan records it under. */
  id: string;
  /** How the log's entry was found; undefined when it is missing. */
  foundBy: 'native-id' | 'scan-id' | undefined;
  /** The log's delivery state before this scan; undefined when the message is missing. */
  logState: DeliveryState | undefined;
  /** Who recorded that state, in a few words. */
  logStateBy: string | undefined;
  /** The log lacks the message entry itself: scan records it (or would) under `id`, at this time. */
  addsMessage: { time: string } | undefined;
  /** The delivery events scan records (or would), oldest first. The entries are built when needed (entries.ts). */
  adds: PlannedEvent[];
  withheld: WithheldEvent[];
  /** Set by `--record`; undefined when nothing was to be written or `--record` was not given. */
  write: { result: WriteResult; reason?: string | undefined } | undefined;
}

export interface TeamSession {
  /** The session id as the team recorded it. */
  session: string;
  name: string;
  runtime: string | undefined;
  host: string | undefined;
  /** Where the team says so: a roles table row (`TEAM.md:21`) or a join entry of the log. */
  source: string;
  transcript: TranscriptFound;
  /** The full id of the transcript found, when one was. */
  found: string | undefined;
}

export interface LogSummary {
  counts: Record<LogStatus, number>;
  /** Entries to write (or written): messages and delivery events. */
  messages: number;
  deliveries: number;
  /** For each session: how many of its messages (sent or received) have entries to write. */
  toWriteBySession: Record<string, number>;
}

export interface RecordSummary {
  /** Messages whose entries this scan wrote. */
  recorded: number;
  /** The entries it wrote: messages new to the log, and delivery events. */
  written: { messages: number; deliveries: number };
  alreadyThere: number;
  pending: number;
  refused: number;
  /** How many commits this scan made (one per batch of about a thousand entries), and the last. */
  commits: number;
  commit: string | undefined;
  /** What blocks the commit, when entries are pending. */
  pendingReason: string | undefined;
  /** Secrets replaced by a visible mark in what this scan wrote, by kind. */
  redacted: Record<string, number>;
}

interface LogSide {
  /** False outside a git repository: there is no log to compare with. */
  available: boolean;
  ref: string | undefined;
  /** Messages in the log before this scan. */
  messages: number;
  /** Entries the log holds that could not be read; the comparison skips them. */
  problems: number;
}

export interface ScanAgainstLog {
  scan: ScanReport;
  /** What the entries to write are built with (the home written as `~`). */
  entryContext: EntryContext;
  log: LogSide;
  /** One per scan.messages entry, in the same order; empty when the log is not available. */
  comparisons: MessageAgainstLog[];
  /** Every session the team names (roles table, join entries), each with whether its transcript is here. */
  teamSessions: TeamSession[];
  /** Why the team doc could not be read, when it could not; the scan goes on without it. */
  teamDocProblem: string | undefined;
  summary: LogSummary;
  /** Set when `--record` was given. */
  record: RecordSummary | undefined;
}

/** How final a state is: a later event of a lower rank must never hide a higher one. */
export function stateRank(state: DeliveryState): number {
  switch (state) {
    case 'unknown':
    case 'sent':
      return 0;
    case 'held':
      return 1;
    case 'delivered':
    case 'refused':
    case 'expired':
      return 2;
  }
}
