/**
 * The shape of what the log stores. Plain types, so the hot path needs no
 * schema library; schema.ts checks at compile time that its zod schema infers
 * exactly these.
 */
import type { DeliveryState, EvidenceKind, MessageKind } from './fields.js';

/** A sender or receiver: the name it is addressed by, and what else is known of it. */
export interface Party {
  name: string;
  session?: string;
  runtime?: string;
  host?: string;
  worktree?: string;
}

/** One reference a message rests on: a file, a commit, a command that was run, a page. */
export type Evidence = { [K in EvidenceKind]?: string };

/** What the process that recorded an entry could see of itself. */
export interface DetectedSession {
  runtime?: string;
  session?: string;
  host?: string;
  worktree?: string;
  /** The environment variable the session id came from. */
  via?: string;
}

/** Who wrote this entry into the log, and on what evidence. */
export type Provenance =
  | { by: 'hook'; session: string; runtime?: string; event?: string }
  | { by: 'cli'; claimed: { from?: string; to?: string }; detected: DetectedSession }
  | { by: 'scan'; file: string; line: number };

/** A lead's parent statement: who it is, its parent, its part (kind `join`). */
export interface Statement {
  name: string;
  parent: string;
  part: string;
  session?: string;
  runtime?: string;
  host?: string;
  worktree?: string;
  /** The id of an earlier join entry this one amends. */
  amends?: string;
  reason?: string;
  /** The id of the handoff entry this session took over from. */
  handoff?: string;
}

/** What a handoff message hands over (kind `handoff`). */
export interface Handoff {
  successor?: string;
  part?: string;
}

export interface MessageEntry {
  entry: 'message';
  id: string;
  time: string;
  kind: MessageKind;
  from: Party;
  to: Party;
  /**
   * Said by the sender: a party is outside the team on purpose (a person,
   * another team), so `check` does not ask who it is. Absent in entries
   * written before it existed, and whenever it was not said.
   */
  outsideTeam?: true;
  inReplyTo?: string;
  /** The runtime's own id for this message (Claude Code's `msg_id`). */
  nativeId?: string;
  nativeRuntime?: string;
  statement?: Statement;
  handoff?: Handoff;
  evidence: Evidence[];
  provenance: Provenance;
  /** How many secret-looking strings were replaced by a visible mark before the entry was written. */
  redactions: number;
  /** The body exactly as stored (after redaction). */
  body: Buffer;
}

/** An append-only event about a message's delivery; a message file is never rewritten. */
export interface DeliveryEntry {
  entry: 'delivery';
  id: string;
  /** The id of the message this event is about. */
  message: string;
  time: string;
  state: DeliveryState;
  detail?: string;
  evidence: Evidence[];
  provenance: Provenance;
  redactions: number;
}

export type LogEntryRecord = MessageEntry | DeliveryEntry;
