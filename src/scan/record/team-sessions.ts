/**
 * The sessions the team expects: each role's session id in the team doc's
 * roles table, and each session a lead named in its parent statement (a
 * `join` entry of the log, as the chain reads them: a renamed or amended
 * statement counts once, under its current name). The doc is optional: a
 * project without one, or with one that cannot be read, is still scanned.
 */
import { existsSync } from 'node:fs';
import { displayPath, teamDocIn } from '../../doc/locate.js';
import { TeamdocError } from '../../errors.js';
import type { RepoLocation } from '../../git/repo.js';
import { statedSessions } from '../../chain/statements.js';
import type { FoldedLog } from '../../log/read/fold.js';
import type { LogMessage } from '../../log/read/read.js';
import type { TeamSession } from './model.js';

type ExpectedSession = Omit<TeamSession, 'transcript' | 'found'>;

export interface ExpectedSessions {
  sessions: ExpectedSession[];
  docProblem: string | undefined;
}

export async function expectedSessions(repo: RepoLocation, cwd: string, log: FoldedLog, now: Date): Promise<ExpectedSessions> {
  const fromDoc = await rolesWithSessions(repo, cwd, now);
  const seen = new Set(fromDoc.sessions.map((session) => session.session.toLowerCase()));
  const fromLog: ExpectedSession[] = [];
  for (const stated of statedSessions(joinCandidates(log))) {
    const { message, statement } = stated.current;
    const session = stated.session ?? message.from.session;
    if (session === undefined || seen.has(session.toLowerCase())) continue;
    seen.add(session.toLowerCase());
    fromLog.push({
      session,
      name: statement.name,
      runtime: statement.runtime ?? message.from.runtime,
      host: statement.host ?? message.from.host,
      source: `join entry ${message.id}`,
    });
  }
  return { sessions: [...fromDoc.sessions, ...fromLog], docProblem: fromDoc.docProblem };
}

/** The messages that can be a parent statement, oldest first: only their lines are parsed. */
function joinCandidates(log: FoldedLog): LogMessage[] {
  const candidates: LogMessage[] = [];
  log.lines.forEach((line, position) => {
    if (line.includes('"statement":')) candidates.push(log.messageAt(position));
  });
  return candidates;
}

async function rolesWithSessions(repo: RepoLocation, cwd: string, now: Date): Promise<ExpectedSessions> {
  let path: string;
  try {
    path = await teamDocIn(repo, cwd);
  } catch (error) {
    if (error instanceof TeamdocError) return { sessions: [], docProblem: undefined };
    throw error;
  }
  if (!existsSync(path)) return { sessions: [], docProblem: undefined };
  const shown = displayPath(cwd, path);
  try {
    // remark and the doc model load only when there is a doc to read.
    const { loadTeamDoc } = await import('../../rules/engine/load-doc.js');
    const { doc } = loadTeamDoc(path, shown, now);
    const seen = new Set<string>();
    const sessions: ExpectedSession[] = [];
    for (const role of doc.roles) {
      if (role.session === undefined || seen.has(role.session.toLowerCase())) continue;
      seen.add(role.session.toLowerCase());
      sessions.push({ session: role.session, name: role.name.text, runtime: role.runtime, host: role.host, source: `${shown}:${role.line}` });
    }
    return { sessions, docProblem: undefined };
  } catch (error) {
    if (!(error instanceof TeamdocError)) throw error;
    return { sessions: [], docProblem: `${shown}: ${error.message}` };
  }
}
