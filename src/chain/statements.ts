/**
 * Parent statements out of the log, grouped by the session that made them and
 * read in log order: the first statement stands, the same one again changes
 * nothing, a new name with the same parent and part is a rename, an `amends`
 * replaces what it amends, and anything else is a conflict that leaves the
 * standing statement in force (a rule reports it).
 *
 * A session is known by its session id; a statement without one is known by
 * its name (weaker evidence, and marked so).
 */
import { nameKey } from '../doc/vocabulary.js';
import type { Statement } from '../log/format/entry.js';
import { isLater } from '../log/read/message-ref.js';
import type { LogMessage } from '../log/read/read.js';

export type StatementKind = 'first' | 'repeat' | 'rename' | 'amendment' | 'conflict';

export interface StatedRecord {
  /** The join entry: its id, time, path in the log, sender and provenance. */
  message: LogMessage;
  statement: Statement;
  kind: StatementKind;
}

/** One session as its statements show it. */
export interface StatedSession {
  /** `session:<id>`, or `name:<name>` when no statement carried a session id. */
  key: string;
  session: string | undefined;
  /** Every name it stated, oldest first; the last is the current one. */
  names: string[];
  records: StatedRecord[];
  /** The statement in force: the first, as renamed or amended since. */
  current: StatedRecord;
}

function isStatement(message: LogMessage): message is LogMessage & { statement: Statement } {
  return message.kind === 'join' && message.statement !== undefined;
}

/** Same parent and part, as names compare (case and surrounding space do not matter). */
export function sameClaim(a: Statement, b: Statement): boolean {
  return nameKey(a.parent) === nameKey(b.parent) && nameKey(a.part) === nameKey(b.part);
}

/** Groups the join entries of `messages` (oldest first) by session, each statement classified. */
export function statedSessions(messages: readonly LogMessage[]): StatedSession[] {
  const sessions: StatedSession[] = [];
  const bySession = new Map<string, StatedSession>();
  const byName = new Map<string, StatedSession>();
  for (const message of messages) {
    if (!isStatement(message)) continue;
    const statement = message.statement;
    const name = nameKey(statement.name);
    let stated = statement.session === undefined ? byName.get(name) : bySession.get(statement.session);
    if (stated === undefined && statement.session !== undefined) {
      // A session that stated before without an id, now with one: the same name, now better known.
      const earlier = byName.get(name);
      if (earlier !== undefined && earlier.session === undefined) {
        stated = earlier;
        stated.session = statement.session;
        stated.key = `session:${statement.session}`;
      }
    }
    if (stated === undefined) {
      const record: StatedRecord = { message, statement, kind: 'first' };
      stated = {
        key: statement.session === undefined ? `name:${name}` : `session:${statement.session}`,
        session: statement.session,
        names: [statement.name],
        records: [record],
        current: record,
      };
      sessions.push(stated);
    } else {
      const record: StatedRecord = { message, statement, kind: classify(stated.current.statement, statement) };
      stated.records.push(record);
      if (record.kind !== 'repeat' && record.kind !== 'conflict') stated.current = record;
      if (record.kind !== 'conflict') stated.names = [...stated.names.filter((known) => nameKey(known) !== name), statement.name];
    }
    if (stated.session !== undefined) bySession.set(stated.session, stated);
    byName.set(name, stated);
  }
  return sessions;
}

function classify(standing: Statement, next: Statement): StatementKind {
  if (next.amends !== undefined) return 'amendment';
  if (!sameClaim(standing, next)) return 'conflict';
  return nameKey(standing.name) === nameKey(next.name) ? 'repeat' : 'rename';
}

/**
 * Restarts: a session that first stated the same name, parent and part as an
 * earlier session (with another session id, and no handoff) took that
 * session's place — the same worker started again after its session died.
 * Each restarted session maps to the latest earlier session it restarted.
 */
export function restartsOf(sessions: readonly StatedSession[]): Map<StatedSession, StatedSession> {
  const restarts = new Map<StatedSession, StatedSession>();
  const byFirstTime = [...sessions].sort((a, b) => (isLater(a.records[0]!.message, b.records[0]!.message) ? 1 : -1));
  byFirstTime.forEach((session, position) => {
    const first = session.records[0]!.statement;
    if (session.session === undefined || first.handoff !== undefined) return;
    for (let index = position - 1; index >= 0; index--) {
      const earlier = byFirstTime[index]!;
      if (earlier.session === undefined || earlier.session === session.session) continue;
      if (restartedAs(earlier, first)) {
        restarts.set(session, earlier);
        return;
      }
    }
  });
  return restarts;
}

/** Whether a first statement restarts `earlier`: the same name and the same parent and part as its statement in force. */
export function restartedAs(earlier: StatedSession, first: Statement): boolean {
  const name = earlier.names[earlier.names.length - 1]!;
  return nameKey(name) === nameKey(first.name) && sameClaim(earlier.current.statement, first);
}
