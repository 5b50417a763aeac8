/**
 * Roles table + parent statements → the chain. Plain data in, plain data out:
 * no git, no clock. Built once per (doc, log) and shared by every rule.
 */
import type { Role, TeamDoc } from '../doc/model.js';
import { nameKey } from '../doc/vocabulary.js';
import type { LogMessage } from '../log/read/read.js';
import { roleIndex } from '../doc/role-index.js';
import type { Chain, ChainSession, ParentLink, Takeover, UnresolvedBoundary } from './model.js';
import { parentCycles } from './cycles.js';
import { type StatedSession, restartsOf, statedSessions } from './statements.js';
import { isLater } from '../log/read/message-ref.js';

const cache = new WeakMap<object, WeakMap<readonly LogMessage[], Chain>>();
const NO_DOC = {};

/** The chain of `doc` (undefined: statements alone) and the log's messages, oldest first. */
export function chainOf(doc: TeamDoc | undefined, messages: readonly LogMessage[]): Chain {
  const byDoc = cache.get(doc ?? NO_DOC) ?? new WeakMap<readonly LogMessage[], Chain>();
  cache.set(doc ?? NO_DOC, byDoc);
  let chain = byDoc.get(messages);
  if (!chain) {
    chain = buildChain(doc, messages);
    byDoc.set(messages, chain);
  }
  return chain;
}

function buildChain(doc: TeamDoc | undefined, messages: readonly LogMessage[]): Chain {
  const roles = doc?.roles ?? [];
  const rolesByName = doc ? roleIndex(doc) : undefined;
  const stated = statedSessions(messages);
  const rowSessions = roles.map(tableSession);
  const sessionOfRole = new Map<Role, ChainSession>(roles.map((role, index) => [role, rowSessions[index]!]));
  const unlisted: ChainSession[] = [];

  // The newest session claiming a name gets the row: a successor under its predecessor's name is the one working now.
  for (const session of [...stated].reverse()) {
    const role = rowFor(session, roles, rolesByName, sessionOfRole);
    if (role) absorb(sessionOfRole.get(role)!, session);
    else unlisted.unshift(statedOnly(session));
  }
  const sessions = [...rowSessions, ...unlisted];

  // Statements and handoffs by id (aliases too), made on the first lookup: only a takeover looks.
  let byIdIndex: Map<string, LogMessage> | undefined;
  const byId = (): Map<string, LogMessage> => {
    if (byIdIndex) return byIdIndex;
    byIdIndex = new Map<string, LogMessage>();
    for (const message of messages) {
      byIdIndex.set(message.id, message);
      for (const alias of message.alsoRecordedAs ?? []) byIdIndex.set(alias, message);
    }
    return byIdIndex;
  };
  const bySessionId = new Map<string, ChainSession>();
  const byStatedName = new Map<string, ChainSession>();
  for (const session of sessions) {
    if (session.session !== undefined && !bySessionId.has(session.session)) bySessionId.set(session.session, session);
  }
  // Current names win over former ones; among equals, the later statement.
  for (const session of sessions) for (const name of session.formerNames) byStatedName.set(nameKey(name), session);
  for (const session of sessions) if (session.stated) byStatedName.set(nameKey(session.name), session);

  const resolveName = (name: string): ChainSession | undefined => {
    const bySession = bySessionId.get(name.trim());
    if (bySession) return bySession;
    const role = rolesByName?.find(name)?.role;
    if (role) return sessionOfRole.get(role);
    return byStatedName.get(nameKey(name));
  };
  // By name, then by session id within it: no key string is built per message.
  const parties = new Map<string, Map<string | undefined, ChainSession | null>>();
  const resolveParty = (party: { name: string; session?: string }): ChainSession | undefined => {
    let bySession = parties.get(party.name);
    if (!bySession) parties.set(party.name, (bySession = new Map()));
    let found = bySession.get(party.session);
    if (found === undefined) {
      found = (party.session === undefined ? undefined : bySessionId.get(party.session)) ?? resolveName(party.name) ?? null;
      bySession.set(party.session, found);
    }
    return found ?? undefined;
  };

  for (const session of sessions) {
    const link = (name: string, source: ParentLink['source']): ParentLink => ({ name, session: resolveName(name), source });
    session.statedParent = session.statement ? link(session.statement.statement.parent, 'statement') : undefined;
    session.tableParent = session.role?.parent === undefined ? undefined : link(session.role.parent, 'table');
  }
  const restarted = restartsOf(stated);
  const chainSessionOf = new Map(sessions.flatMap((session) => (session.stated ? [[session.stated, session] as const] : [])));
  for (const session of sessions) {
    const earlier = session.stated && restarted.get(session.stated);
    session.takeover = earlier ? { kind: 'restart', predecessor: chainSessionOf.get(earlier)! } : handoffTakeover(session, byId, resolveParty);
    const predecessor = session.takeover?.predecessor;
    if (predecessor && (!predecessor.successor || isLater(session.statement!.message, predecessor.successor.statement!.message)))
      predecessor.successor = session;
  }
  for (const session of sessions) session.parent = parentInForce(session, new Set());
  const unresolved = new Map<string, UnresolvedBoundary>();
  for (const session of sessions) {
    const parent = session.parent;
    if (!parent) continue;
    if (parent.session) parent.session.children.push(session);
    else {
      const boundary = unresolved.get(nameKey(parent.name)) ?? { name: parent.name, children: [] };
      boundary.children.push(session);
      unresolved.set(nameKey(parent.name), boundary);
    }
  }
  return {
    sessions,
    roots: sessions.filter((session) => session.parent === undefined),
    unresolved: [...unresolved.values()],
    cycles: parentCycles(sessions, (session) => session.parent?.session),
    resolveName,
    resolveParty,
    sessionOf: (role) => sessionOfRole.get(role),
  };
}

function blankSession(key: string, name: string): ChainSession {
  return {
    key,
    name,
    formerNames: [],
    session: undefined,
    keyedBy: 'table',
    runtime: undefined,
    host: undefined,
    worktree: undefined,
    part: undefined,
    role: undefined,
    stated: undefined,
    statement: undefined,
    parent: undefined,
    statedParent: undefined,
    tableParent: undefined,
    takeover: undefined,
    successor: undefined,
    children: [],
  };
}

function tableSession(role: Role): ChainSession {
  const session = blankSession(role.session === undefined ? `row:${role.line}` : `session:${role.session}`, role.name.text);
  session.formerNames = role.formerNames.map((name) => name.text);
  session.session = role.session;
  session.runtime = role.runtime;
  session.host = role.host;
  session.worktree = role.worktree;
  session.part = role.parts[0]?.text;
  session.role = role;
  return session;
}

function statedOnly(stated: StatedSession): ChainSession {
  const session = blankSession(stated.key, stated.names[stated.names.length - 1]!);
  absorb(session, stated);
  return session;
}

/** The statements of `stated` fill in what the session said of itself; the table keeps its row. */
function absorb(session: ChainSession, stated: StatedSession): void {
  const statement = stated.current.statement;
  const current = stated.names[stated.names.length - 1]!;
  const names = [...session.formerNames, session.name, ...stated.names];
  session.key = stated.key;
  session.name = current;
  session.formerNames = names.filter(
    (name, index) => nameKey(name) !== nameKey(current) && names.findIndex((other) => nameKey(other) === nameKey(name)) === index,
  );
  session.session = stated.session ?? session.session;
  session.keyedBy = stated.session === undefined ? 'name' : 'session';
  session.runtime = statement.runtime ?? session.runtime;
  session.host = statement.host ?? session.host;
  session.worktree = statement.worktree ?? session.worktree;
  session.part = statement.part;
  session.stated = stated;
  session.statement = stated.current;
}

/**
 * The table row a stated session is: the row with its session id, else a row
 * with one of its names that lists no other session and is not taken yet.
 */
function rowFor(
  stated: StatedSession,
  roles: readonly Role[],
  rolesByName: ReturnType<typeof roleIndex> | undefined,
  sessions: Map<Role, ChainSession>,
): Role | undefined {
  const free = (role: Role) => sessions.get(role)!.stated === undefined;
  if (stated.session !== undefined) {
    const bySession = roles.find((role) => role.session === stated.session);
    if (bySession) return free(bySession) ? bySession : undefined;
  }
  for (const name of [...stated.names].reverse()) {
    const role = rolesByName?.find(name)?.role;
    if (!role || !free(role)) continue;
    if (role.session !== undefined && stated.session !== undefined && role.session !== stated.session) continue;
    return role;
  }
  return undefined;
}

function handoffTakeover(session: ChainSession, byId: () => Map<string, LogMessage>, resolveParty: Chain['resolveParty']): Takeover | undefined {
  const handoffId = session.statement?.statement.handoff;
  if (handoffId === undefined) return undefined;
  const handoff = byId().get(handoffId);
  const predecessor = (handoff ? resolveParty(handoff.from) : undefined) ?? session.statedParent?.session;
  return { kind: 'handoff', handoffId, handoff, predecessor: predecessor === session ? undefined : predecessor };
}

/** A session and every later generation of it: its successor, the successor's, and so on. */
export function lineFrom(session: ChainSession): ChainSession[] {
  const line = [session];
  for (let next = session.successor; next && !line.includes(next); next = next.successor) line.push(next);
  return line;
}

/** The latest generation of a session. */
function latestGeneration(session: ChainSession): ChainSession {
  return lineFrom(session).at(-1)!;
}

/**
 * Where a session stands: a successor by handoff in its predecessor's place;
 * anyone else under the parent it stated (else the table's), taken at that
 * parent's latest generation. `seen` stops a loop of handoffs.
 */
function parentInForce(session: ChainSession, seen: Set<ChainSession>): ParentLink | undefined {
  const predecessor = session.takeover?.kind === 'handoff' ? session.takeover.predecessor : undefined;
  if (predecessor && !seen.has(session)) {
    seen.add(session);
    return parentInForce(predecessor, seen);
  }
  const written = session.statedParent ?? session.tableParent;
  if (!written?.session) return written;
  const latest = latestGeneration(written.session);
  return latest === written.session ? written : { name: latest.name, session: latest, source: written.source };
}

/** A session whose row a restart of it took over: its successor is the same worker, listed in the same row. */
export function restartedAway(session: ChainSession): boolean {
  return session.successor?.takeover?.kind === 'restart';
}
