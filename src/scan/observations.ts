/**
 * What a reader saw in one transcript, before any matching: each send, each
 * arrival, each notice, each compaction, with the file and line that show it.
 * Readers produce these; the matcher pairs them; nothing here is a conclusion.
 */
import type { Runtime } from '../session/identity.js';

/** A line of a file: the evidence every observation carries. */
export interface Place {
  file: string;
  line: number;
}

export type Channel =
  /** Claude Code's SendMessage between sessions on one machine (or over Remote Control). */
  | 'claude-peer'
  /** Codex's own messages between the threads of one agent tree. */
  | 'codex-inter-agent'
  /** A teamdoc kickoff that reached a session as a user message. */
  | 'kickoff'
  /** A `<cross-session-message>` envelope pasted or relayed into a session that has no inbox. */
  | 'envelope';

/** Where the send result says the message went. */
export type SendScope = 'this-machine' | 'other-machine' | 'intra-session' | 'unknown';

export interface SendResult {
  success: boolean;
  /** Claude Code's `msg_id`: the same id lands on the receiver's row when it is delivered idle. */
  msgId: string | undefined;
  /** The result text: on failure, the refusal. */
  text: string | undefined;
  /** The target as the result names it (`b`, `uds:/…/123.sock`). */
  target: string | undefined;
  scope: SendScope;
  at: string | undefined;
  place: Place;
}

export interface SendObservation {
  runtime: Runtime;
  channel: Channel;
  session: string;
  /** A subagent (Claude `agentId`) or agent path (Codex) inside the session that sent it. */
  agent: string | undefined;
  /** The runtime's call id, used to drop copies of the same call replayed into another file. */
  callId: string | undefined;
  /** The address as the sender wrote it: a name, `uds:<socket>`, or a Codex agent path. */
  to: string;
  body: string;
  summary: string | undefined;
  notifyWhenIdle: boolean;
  at: string | undefined;
  place: Place;
  /** Absent when the transcript holds no result (the session ended mid-call, or it is still running). */
  result: SendResult | undefined;
  /** Codex: the root thread whose agent tree the message stayed in. */
  tree?: string | undefined;
}

/** How a message reached the receiver's model. */
export type ArrivalMode =
  /** A new turn started for it. */
  | 'idle'
  /** Taken in between tool calls of a running turn. */
  | 'mid-turn'
  /** Only a queue entry: it reached the receiver's queue, and no delivery row follows. */
  | 'queued';

export interface ArrivalObservation {
  runtime: Runtime;
  channel: Channel;
  /** The receiving session. */
  session: string;
  agent: string | undefined;
  mode: ArrivalMode;
  msgId: string | undefined;
  /** The sender's reply address as the receiver saw it (`uds:…`, `unknown`, a Codex agent path). */
  from: string | undefined;
  fromName: string | undefined;
  /** Set only by hosts that say which session sent it (Claude desktop or IDE, Codex trees). */
  fromSession: string | undefined;
  fromMode: string | undefined;
  /** Kernel-verified pid of the sending process. */
  verifiedPeerPid: number | undefined;
  body: string;
  at: string | undefined;
  place: Place;
  /** The line's own id, to drop copies replayed into another file. */
  rowId: string | undefined;
  /** The queue entry that came first, when there was one. */
  queuedAt?: Place | undefined;
  tree?: string | undefined;
}

export type NoticeStatus = 'held' | 'expired' | 'refused' | 'released' | 'unknown';

export interface NoticeObservation {
  session: string;
  kind: 'delivery' | 'idle';
  status: NoticeStatus;
  /** The recipient as the notice names it: a socket address or a session name. */
  recipient: string | undefined;
  /** The message's `msg_id`, which notices name since 2.1.3xx. */
  msgId: string | undefined;
  /** The notice text itself, for the reader of the report. */
  text: string;
  at: string | undefined;
  place: Place;
}

export interface CompactionObservation {
  session: string;
  at: string | undefined;
  place: Place;
}

/** Messages between a session and its own subagents or teammates: counted, not traced. */
export interface IntraSessionCount {
  sent: number;
  received: number;
}
