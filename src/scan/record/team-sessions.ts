/**
 * The sessions the team expects: each role's session id in the team doc's
 * roles table, and each session a lead named in its parent statement (a
 * `join` entry of the log). Read from the entries directly until the chain
 * (`src/chain/`) offers this. The doc is optional: a project without one, or
 * with one that cannot be read, is still scanned.
 */
import { existsSync } from 'node:fs';
import { displayPath, teamDocIn } from '../../doc/locate.js';
import { TeamdocError } from '../../errors.js';
import type { RepoLocation } from '../../git/repo.js';
import type { MessageEntry, Statement } from '../../log/entry.js';
import type { FoldedLog } from '../../log/fold.js';
import type { TeamSession } from './model.js';

export type ExpectedSession = Omit<TeamSession, 'transcript' | 'found'>;

export interface ExpectedSessions {
  sessions: ExpectedSession[];
  docProblem: string | undefined;
}

export async function expectedSessions(repo: RepoLocation, cwd: string, log: FoldedLog): Promise<ExpectedSessions> {
  const fromDoc = await rolesWithSessions(repo, cwd);
  const seen = new Set(fromDoc.sessions.map((session) => session.session.toLowerCase()));
  const fromLog: ExpectedSession[] = [];
  for (const message of joinEntries(log)) {
    const session = message.statement.session ?? message.from.session;
    if (session === undefined || seen.has(session.toLowerCase())) continue;
    seen.add(session.toLowerCase());
    fromLog.push({
      session,
      name: message.statement.name,
      runtime: message.statement.runtime ?? message.from.runtime,
      host: message.statement.host ?? message.from.host,
      source: `join entry ${message.id}`,
    });
  }
  return { sessions: [...fromDoc.sessions, ...fromLog], docProblem: fromDoc.docProblem };
}

type JoinEntry = Pick<MessageEntry, 'id' | 'from'> & { statement: Statement };

/** The parent statements, oldest first; only the lines that can be one are parsed. */
function joinEntries(log: FoldedLog): JoinEntry[] {
  return log.lines
    .filter((line) => line.includes('"statement":'))
    .map((line) => JSON.parse(line) as Partial<JoinEntry> & { kind: string })
    .filter((entry): entry is JoinEntry & { kind: string } => entry.kind === 'join' && entry.statement !== undefined);
}

async function rolesWithSessions(repo: RepoLocation, cwd: string): Promise<ExpectedSessions> {
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
    const { loadTeamDoc } = await import('../../doc/load.js');
    const { doc } = loadTeamDoc(path, shown);
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
