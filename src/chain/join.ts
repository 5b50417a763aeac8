/**
 * What `teamdoc join` does with a statement, given the statements already in
 * the log: record it (a first statement, a rename, or an explicit amendment),
 * do nothing (the same statement again), or refuse (a different parent or part
 * without `--amend`). Plain logic over log messages, so it is tested directly.
 */
import { UsageError } from '../errors.js';
import { nameKey } from '../doc/vocabulary.js';
import type { Statement } from '../log/format/entry.js';
import type { LogMessage } from '../log/read/read.js';
import { type StatedRecord, type StatedSession, restartedAs, sameClaim, statedSessions } from './statements.js';
import { shellWord } from '../text/shell-word.js';

export interface JoinRequest {
  name: string;
  parent: string;
  part: string;
  session: string | undefined;
  runtime: string | undefined;
  host: string | undefined;
  worktree: string | undefined;
  amend: boolean;
  reason: string | undefined;
  handoff: string | undefined;
}

export type JoinPlan =
  | { action: 'record'; kind: 'first' | 'rename' | 'amendment' | 'restart'; statement: Statement; standing: StatedRecord | undefined }
  | { action: 'same'; existing: StatedRecord };

export function planJoin(request: JoinRequest, messages: readonly LogMessage[]): JoinPlan {
  if (request.amend && request.reason === undefined) {
    throw new UsageError('--amend needs --reason: a correction of a parent statement says why', {
      hint: 'teamdoc join --parent … --part … --amend --reason "stated the wrong parent"',
    });
  }
  if (!request.amend && request.reason !== undefined) {
    throw new UsageError('--reason is only for --amend', { hint: 'A first statement needs no reason; a correction is `--amend --reason "…"`.' });
  }
  const statement = statementOf(request);
  const sessions = statedSessions(messages);
  const stated = ownStatements(request, sessions);
  if (!stated) {
    if (request.amend) {
      throw new UsageError(`${describeSelf(request)} has no statement in the log to amend`, { hint: 'State your parent first, without --amend and --reason.' });
    }
    const earlier = request.handoff === undefined ? namesake(request, sessions) : undefined;
    if (earlier && restartedAs(earlier, statement)) return { action: 'record', kind: 'restart', statement, standing: earlier.current };
    if (earlier) {
      const said = earlier.current.statement;
      throw new UsageError(
        `the name ${JSON.stringify(request.name)} belongs to session ${earlier.session}, which stated parent ${JSON.stringify(said.parent)}, part ${JSON.stringify(said.part)} ` +
          `(entry ${earlier.current.message.id}); a name is what the team addresses one worker by`,
        {
          hint: `If you restart that worker, state what it stated: teamdoc join --parent ${shellWord(said.parent)} --part ${shellWord(said.part)} --name ${shellWord(request.name)}. Otherwise choose another --name (and ask your parent to add its row).`,
        },
      );
    }
    return { action: 'record', kind: 'first', statement, standing: undefined };
  }
  const standing = stated.current;
  const sameName = nameKey(standing.statement.name) === nameKey(request.name);
  if (sameClaim(standing.statement, statement) && sameName) return { action: 'same', existing: standing };
  if (request.amend) return { action: 'record', kind: 'amendment', statement: { ...statement, amends: standing.message.id }, standing };
  if (sameClaim(standing.statement, statement)) return { action: 'record', kind: 'rename', statement, standing };
  const said = standing.statement;
  throw new UsageError(
    `${describeSelf(request)} already stated parent ${JSON.stringify(said.parent)}, part ${JSON.stringify(said.part)} ` +
      `(entry ${standing.message.id} of ${standing.message.time}); a session states its parent once`,
    {
      hint:
        'If that statement was a mistake, correct it explicitly, and it is shown as a correction everywhere: ' +
        `teamdoc join --parent ${shellWord(request.parent)} --part ${shellWord(request.part)} --amend --reason "<why>"`,
    },
  );
}

/** This session's statements: by session id when it has one, else by name. */
function ownStatements(request: JoinRequest, sessions: readonly StatedSession[]): StatedSession | undefined {
  const name = nameKey(request.name);
  if (request.session !== undefined) {
    const bySession = sessions.find((session) => session.session === request.session);
    if (bySession) return bySession;
  }
  // Without a session id, or a session that stated before without one: the latest statement under this name.
  return [...sessions]
    .reverse()
    .find((session) => (request.session === undefined || session.session === undefined) && session.names.some((known) => nameKey(known) === name));
}

/** Another session (by session id) whose current name is this request's name: the one this request would restart. */
function namesake(request: JoinRequest, sessions: readonly StatedSession[]): StatedSession | undefined {
  if (request.session === undefined) return undefined;
  const name = nameKey(request.name);
  return [...sessions]
    .reverse()
    .find((session) => session.session !== undefined && session.session !== request.session && nameKey(session.names[session.names.length - 1]!) === name);
}

function statementOf(request: JoinRequest): Statement {
  const statement: Statement = { name: request.name, parent: request.parent, part: request.part };
  if (request.session !== undefined) statement.session = request.session;
  if (request.runtime !== undefined) statement.runtime = request.runtime;
  if (request.host !== undefined) statement.host = request.host;
  if (request.worktree !== undefined) statement.worktree = request.worktree;
  if (request.reason !== undefined) statement.reason = request.reason;
  if (request.handoff !== undefined) statement.handoff = request.handoff;
  return statement;
}

function describeSelf(request: JoinRequest): string {
  return request.session === undefined ? `The session named ${JSON.stringify(request.name)}` : `Session ${request.session}`;
}

/** The body of a join entry: the statement in words, for anyone reading the log as text. */
export function joinBody(plan: Extract<JoinPlan, { action: 'record' }>): string {
  const { statement } = plan;
  const lines = [`${statement.name} states its parent ${statement.parent} and its part ${statement.part}.`];
  if (plan.kind === 'rename' && plan.standing) lines.push(`Renamed from ${plan.standing.statement.name}; same session, same parent and part.`);
  if (plan.kind === 'amendment') lines.push(`This corrects entry ${statement.amends}. Reason: ${statement.reason}`);
  if (plan.kind === 'restart' && plan.standing)
    lines.push(
      `Restarts ${statement.name}: session ${plan.standing.statement.session} stated the same name, parent and part (entry ${plan.standing.message.id}).`,
    );
  if (statement.handoff !== undefined) lines.push(`Takes over through handoff ${statement.handoff}.`);
  return `${lines.join('\n')}\n`;
}
