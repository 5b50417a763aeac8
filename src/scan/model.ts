/**
 * What a scan found, shaped for two readers: the renderers that print it, and
 * the log, which will record each traced message (sender and receiver, body,
 * time, native id, delivery with its evidence, how the pair was matched)
 * without looking at a transcript again.
 */
import type { Runtime } from '../session/identity.js';
import type { Channel, IntraSessionCount } from './observations.js';

/** The scan's finer judgement of one message. */
export type Outcome = 'delivered' | 'held' | 'refused' | 'expired' | 'unconfirmed' | 'received-without-send';

export const OUTCOMES: readonly Outcome[] = ['delivered', 'held', 'refused', 'expired', 'unconfirmed', 'received-without-send'];

/** The log's delivery vocabulary: "sent" means queued; "unknown" where nothing is known. */
export type DeliveryState = 'sent' | 'delivered' | 'held' | 'refused' | 'expired' | 'unknown';

/** Which facts tied a send to its arrival (or a notice to its send). */
export type MatchEvidence =
  | 'msg-id'
  | 'body'
  | 'time-window'
  | 'sender-socket'
  | 'sender-pid'
  | 'sender-name'
  | 'sender-session'
  | 'receiver-name'
  | 'receiver-socket'
  | 'agent-path'
  | 'notice-msg-id'
  | 'notice-recipient'
  | 'notice-order';

export interface Party {
  runtime: Runtime | undefined;
  /** Claude Code session id or Codex thread id; set only where a trace proves it. */
  session: string | undefined;
  name: string | undefined;
  /** This machine for sessions whose traces are local; undefined when not known. */
  host: string | undefined;
  /** A subagent id or Codex agent path inside the session. */
  agent?: string | undefined;
  /** The reply address the runtime used (`uds:<socket>`, an agent path). */
  address?: string | undefined;
  /** Whether this scan read a transcript of this party. */
  transcriptHere: boolean;
}

type EvidenceRole = 'send' | 'result' | 'arrival' | 'queued' | 'notice' | 'compaction';

export interface Evidence {
  role: EvidenceRole;
  file: string;
  line: number;
  at?: string | undefined;
  /** For notices: what the notice said, in a word (held, expired, …). */
  note?: string | undefined;
}

export interface TracedMessage {
  /** Stable across scans: the native id, else the call id, else the arrival row's id, else a digest. */
  key: string;
  /** Claude Code's `msg_id`, when a trace shows it. */
  nativeId: string | undefined;
  channel: Channel;
  from: Party;
  to: Party;
  /** Byte-exact: the sender's own text where the send is here, else the text that arrived. */
  body: string;
  summary: string | undefined;
  sentAt: string | undefined;
  receivedAt: string | undefined;
  outcome: Outcome;
  /** How a delivered message reached the receiver's model. */
  mode: 'idle' | 'mid-turn' | undefined;
  delivery: DeliveryState;
  /** One sentence: why this outcome, in terms of what the traces show. */
  reason: string;
  matchedBy: MatchEvidence[];
  evidence: Evidence[];
  /** The receiver's context was compacted after the message arrived (it may be remembered only in summary). */
  compactedAfter: Evidence | undefined;
}

export interface FileReport {
  path: string;
  role: 'main' | 'subagent' | 'rollout';
  bytes: number;
  lines: number;
  corrupt: number;
  truncated: number;
  oversized: number;
}

interface LiveState {
  status: string | undefined;
  address: string | undefined;
  pid: number | undefined;
  registryFile: string;
}

export interface SessionReport {
  runtime: Runtime;
  session: string;
  /** The current name (a person's choice over a generated title); undefined when it has none. */
  name: string | undefined;
  /** Every name it has had, oldest first: names change, and old messages use old ones. */
  names: string[];
  cwds: string[];
  version: string | undefined;
  host: string;
  /** Codex: the thread that spawned this one. */
  parent: string | undefined;
  live: LiveState | undefined;
  files: FileReport[];
  compactions: Evidence[];
  sent: number;
  received: number;
  intraSession: IntraSessionCount;
}

export interface UnmatchedNotice {
  session: string;
  kind: 'delivery' | 'idle';
  status: string;
  recipient: string | undefined;
  text: string;
  evidence: Evidence;
}

interface ScanTotals {
  /** Sessions whose transcripts were read (the report may show fewer, under `--session`). */
  sessions: number;
  files: number;
  bytes: number;
  lines: number;
  corrupt: number;
  truncated: number;
  oversized: number;
  /** Transcript files found but not read: outside the project, or not modified since `--since`. */
  filesSkipped: number;
  outcomes: Record<Outcome, number>;
}

/** How far a scan got with a session's transcript files on this machine. */
export type TranscriptFound = 'read' | 'outside-project' | 'not-modified-since' | 'none';

/** A session the caller asked about (`lookFor`), and whether this machine holds its transcript. */
export interface SessionLookup {
  /** The id or prefix as asked. */
  wanted: string;
  /** The full id of the transcript found; undefined when none was. */
  session: string | undefined;
  transcript: TranscriptFound;
}

export interface ScanReport {
  host: string;
  /** When the scan ran (ISO). */
  scannedAt: string;
  project: { roots: string[]; source: 'git' | 'directory' };
  sources: { claude: string[]; codex: string };
  since: string | undefined;
  sessionFilter: string[];
  sessions: SessionReport[];
  messages: TracedMessage[];
  unmatchedNotices: UnmatchedNotice[];
  /** One per `lookFor` value, in the order asked. */
  lookedFor: SessionLookup[];
  totals: ScanTotals;
}

/** The log's delivery state for an outcome: the scan's judgement in the record's words. */
export function deliveryStateOf(outcome: Outcome, sendSucceeded: boolean | undefined): DeliveryState {
  switch (outcome) {
    case 'delivered':
    case 'received-without-send':
      return 'delivered';
    case 'held':
    case 'refused':
    case 'expired':
      return outcome;
    case 'unconfirmed':
      return sendSucceeded ? 'sent' : 'unknown';
  }
}
