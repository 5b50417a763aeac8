/**
 * The chain: the sessions started for one piece of work, read from the
 * parent statements in the log and from the roles table, never stored whole.
 * Every session is one of: stated and listed (the usual case), stated but not
 * in the table, or listed but never stated. Parents come from the statement
 * in force where there is one, else from the table, and a parent that names
 * no session of the chain stays an unresolved boundary, never guessed.
 */
import type { Role } from '../doc/model.js';
import type { LogMessage } from '../log/read/read.js';
import type { StatedRecord, StatedSession } from './statements.js';

export interface ParentLink {
  /** The parent as it was written (a name, a former name or a session id). */
  name: string;
  /** The session it names; undefined when it names no session of the chain. */
  session: ChainSession | undefined;
  source: 'statement' | 'table';
}

/**
 * How a session took another's place: by handoff (its statement names the
 * handoff entry), or by restart (a new session id stating the same name,
 * parent and part as the session in force under that name).
 */
export type Takeover =
  | {
      kind: 'handoff';
      handoffId: string;
      /** The handoff entry; undefined when it is not in the log (yet). */
      handoff: LogMessage | undefined;
      /** Who handed off: the handoff's sender, else the stated parent. */
      predecessor: ChainSession | undefined;
    }
  | { kind: 'restart'; predecessor: ChainSession };

export interface ChainSession {
  /** Stable within one chain: `session:<id>`, `name:<name>` or `row:<line>`. */
  key: string;
  /** The current name: the latest stated one, else the table's. */
  name: string;
  formerNames: string[];
  session: string | undefined;
  /** What identifies it: a session id (strong), only a name (weaker), or only a table row. */
  keyedBy: 'session' | 'name' | 'table';
  runtime: string | undefined;
  host: string | undefined;
  worktree: string | undefined;
  /** The part in force: the statement's, else the table's. */
  part: string | undefined;
  /** The roles-table row, when the table lists this session. */
  role: Role | undefined;
  /** Its statements, when it made any. */
  stated: StatedSession | undefined;
  /** The statement in force. */
  statement: StatedRecord | undefined;
  /**
   * The parent in force: the stated one, else the table's, always at its
   * latest generation (a parent that was taken over means its successor);
   * a successor by handoff stands in its predecessor's place, under the
   * predecessor's parent.
   */
  parent: ParentLink | undefined;
  /** The parent as stated and as the table gives it, each resolved literally. */
  statedParent: ParentLink | undefined;
  tableParent: ParentLink | undefined;
  takeover: Takeover | undefined;
  /** The session that took this one's place (the latest, if several did). */
  successor: ChainSession | undefined;
  children: ChainSession[];
  /** This session as a party in traffic (made once, on first use). */
  endpoint?: { name: string; session: ChainSession };
}

export interface UnresolvedBoundary {
  /** The name as first written. */
  name: string;
  children: ChainSession[];
}

export interface Chain {
  /** Table rows in order, then sessions only the log knows, in the order they first stated. */
  sessions: ChainSession[];
  /** Sessions with no parent at all: the top (more than one is a finding). */
  roots: ChainSession[];
  unresolved: UnresolvedBoundary[];
  /** Loops of parents, each listed once. */
  cycles: ChainSession[][];
  /** The session a name, a former name or a session id stands for. */
  resolveName(name: string): ChainSession | undefined;
  /** The session a message's sender or receiver is: by session id first, then by name. */
  resolveParty(party: { name: string; session?: string }): ChainSession | undefined;
  sessionOf(role: Role): ChainSession | undefined;
}
