/**
 * What the chain rules share: whether the log could be read whole, where a
 * finding about a session or a log entry points, and how an entry is named in
 * words. A finding always points into the doc (the session's row, else the
 * roles table), so every reporter (GitHub annotations included) can place it;
 * the entry it concerns travels beside it as `entry` and in related places.
 */
import type { Span, TeamDoc } from '../../doc/model.js';
import type { ChainSession } from '../../chain/model.js';
import type { LogEntryLocation } from '../../findings/finding.js';
import type { LogMessage } from '../../log/read/read.js';
import { bodyStart, headerSpan } from './places.js';
import type { Related, RuleContext } from '../engine/rule.js';
import { quote } from './words.js';

/**
 * Whether every entry of the context's log could be read. A rule that
 * concludes from what the log does not hold (no statement, no report, no
 * takeover) says nothing while it could not: the missing entry may be exactly
 * that (log-unreadable names each one).
 */
export function logComplete(context: RuleContext): boolean {
  return !(context.log?.problems ?? []).some((problem) => problem.kind === 'unreadable');
}

/** Enough of an entry to name it as a place: a message, or a reference to one. */
type EntryLike = Pick<LogMessage, 'id' | 'time' | 'path'>;

export function entryLocation(context: RuleContext, message: EntryLike): LogEntryLocation {
  return { ref: context.log?.ref ?? 'refs/heads/teamdoc/log', id: message.id, time: message.time, path: message.path };
}

/** `entry 01JD… of 2026-11-30 10:00:00Z` */
export function entryWords(message: Pick<LogMessage, 'id' | 'time'>): string {
  return `entry ${message.id} of ${message.time.slice(0, 10)} ${message.time.slice(11, 19)}Z`;
}

/** A related place that is a log entry. */
export function entryRelated(context: RuleContext, message: EntryLike, text: string): Related {
  return { message: `${text} (${entryWords(message)})`, entry: entryLocation(context, message) };
}

/** Where findings about sessions without a row point: the roles table's header, else the top of the body. */
export function rolesPlace(doc: TeamDoc): Span {
  const table = doc.tables.find((candidate) => candidate.section === 'roles');
  return table ? headerSpan(table) : bodyStart(doc);
}

/** A session's row (the cell asked for), or the roles table when it has no row. */
export function sessionPlace(doc: TeamDoc, session: ChainSession, cell: 'name' | 'parent' | 'part' = 'name'): Span {
  return session.role ? session.role.cells[cell].span : rolesPlace(doc);
}

/** `eval` or `eval` (session 3f2a…), as findings name a session. */
export function sessionWords(session: ChainSession): string {
  return session.session === undefined || session.role ? quote(session.name) : `${quote(session.name)} (session ${quote(session.session)})`;
}

/** `eval` stated parent `train`, part `eval` */
export function statementWords(statement: { name: string; parent: string; part: string }): string {
  return `${quote(statement.name)} stated parent ${quote(statement.parent)}, part ${quote(statement.part)}`;
}
