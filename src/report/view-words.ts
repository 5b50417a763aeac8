/**
 * The words every view renderer shares, as plain text (each renderer escapes
 * for its medium): a session's facts, its statement, traffic counts, and the
 * order in which the tree is walked.
 */
import type { ChainView, ViewMessage, ViewSession, ViewWay } from '../chain/view-model.js';
import { spanText } from '../time/span-text.js';

export type SessionIndex = Map<string, ViewSession>;

export function sessionIndex(view: ChainView): SessionIndex {
  return new Map(view.sessions.map((session) => [session.key, session]));
}

/** `train (was: trainer)` */
export function displayName(session: ViewSession): string {
  return session.formerNames.length === 0 ? session.name : `${session.name} (was: ${session.formerNames.join(', ')})`;
}

/** runtime · status · part · host · worktree, the ones that are known. */
export function sessionFacts(session: ViewSession): string[] {
  const facts = [session.runtime ?? 'runtime unknown', session.status ?? 'status unknown'];
  if (session.part !== undefined) facts.push(`part ${session.part}`);
  if (session.host !== undefined) facts.push(session.host);
  if (session.worktree !== undefined) facts.push(session.worktree);
  return facts;
}

/** What is worth marking about how a session is known: its statement, or the lack of one. */
export function statementMarks(session: ViewSession, view: ChainView): string[] {
  const marks: string[] = [];
  const statement = session.statement;
  // An entry that cannot be read may be exactly the statement: unknown is said as unknown.
  const unreadable = view.log?.integrity.some((problem) => problem.problem === 'unreadable') ?? false;
  if (session.noStatement)
    marks.push(unreadable ? 'no statement read (parent from the table; a log entry cannot be read)' : 'no statement (parent from the table)');
  if (statement) {
    marks.push(`stated ${ago(statement.time, view)}`);
    if (statement.amendment) marks.push(`amended (${statement.amendment.reason ?? 'no reason given'})`);
    if (statement.byName) marks.push('no session id: known by name only');
    for (const conflict of statement.conflicts) marks.push(`disagreeing statement ${conflict.id}: parent ${conflict.parent}, part ${conflict.part}`);
  }
  const successor = successorOf(session, view);
  const unlisted = tableMark(session, view);
  if (unlisted) marks.push(unlisted);
  if (session.tableDisagrees?.parent !== undefined) marks.push(`table says parent ${session.tableDisagrees.parent}`);
  if (session.tableDisagrees?.part !== undefined) marks.push(`table says part ${session.tableDisagrees.part}`);
  if (session.takeover) marks.push(`generation ${session.generation}: ${takeoverWords(session, view)}`);
  if (successor)
    marks.push(successor.takeover?.kind === 'restart' ? `restarted as session ${successor.session ?? successor.key}` : `handed off to ${successor.name}`);
  if (session.replaced) marks.push(`replaced ${replacedNames(session, view)} (ended without a handoff)`);
  for (const other of view.sessions) if (other.replaced?.predecessors.includes(session.key)) marks.push(`replaced by ${other.name}`);
  if (session.finished && session.holds.length > 0)
    marks.push(`${session.status} but still holds ${session.holds.length} resource${session.holds.length === 1 ? '' : 's'}`);
  return marks;
}

function successorOf(session: ViewSession, view: ChainView): ViewSession | undefined {
  return session.successor === undefined ? undefined : view.sessions.find((other) => other.key === session.successor);
}

/**
 * A session that stated itself and has no row. A restarted one is not: its row
 * carries its successor's id now, so having no row of its own is the layout.
 */
function missingFromTable(session: ViewSession, view: ChainView): boolean {
  return session.line === undefined && session.statement !== undefined && successorOf(session, view)?.takeover?.kind !== 'restart';
}

/**
 * Why a session that stated a parent has no row of its own: none at all, or (a restart whose row still holds the
 * earlier session id) the row is there and only its Session cell lags. Undefined when it has its row.
 */
export function tableMark(session: ViewSession, view: ChainView): string | undefined {
  if (!missingFromTable(session, view)) return undefined;
  return session.takeover?.kind === 'restart' ? 'its row still names the earlier session' : 'not in the roles table';
}

/** `took over from train by handoff 01J…`, or `restart of eval (session 3f2a…)`. */
function takeoverWords(session: ViewSession, view: ChainView): string {
  const takeover = session.takeover!;
  const predecessor = takeover.predecessor === undefined ? undefined : view.sessions.find((other) => other.key === takeover.predecessor);
  if (takeover.kind === 'restart') return `restart of ${predecessor?.name ?? session.name} (session ${predecessor?.session ?? takeover.predecessor})`;
  return `took over from ${predecessor?.name ?? 'a session not in the log'} by handoff ${takeover.handoff}`;
}

/** `cli`, or `cli and cli-3`: the sessions a replacement replaced. */
export function replacedNames(session: ViewSession, view: ChainView): string {
  return session.replaced!.predecessors.map((key) => view.sessions.find((other) => other.key === key)?.name ?? key).join(' and ');
}

export function ago(time: string, view: ChainView): string {
  return `${spanText(Date.parse(view.generatedAt) - Date.parse(time))} ago`;
}

export function lastText(message: ViewMessage | undefined): string {
  return message ? `${message.kind} ${spanText(message.ageMs)} ago` : '—';
}

/** `2 brief, 1 report` — the kinds that occur, in a fixed order. */
export function countsText(way: ViewWay): string {
  const parts = Object.entries(way.counts)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${count} ${kind}`);
  return parts.length === 0 ? 'none' : parts.join(', ');
}

export interface TreeLine {
  session: ViewSession | undefined;
  /** For an unresolved boundary: the name the children stated. */
  boundary?: string;
  depth: number;
  /** Per level above this line, whether that level still has siblings below (for drawing │). */
  open: boolean[];
  last: boolean;
  /** A session seen again (a cycle): shown once, then named. */
  repeat: boolean;
}

/**
 * An earlier session of a role that restarted under the same name, with no
 * children of its own: its row now carries the newer session, so the tree
 * shows the role once (the Lineage section names the earlier session).
 */
function replacedByRestart(session: ViewSession, index: SessionIndex): boolean {
  const successor = session.successor === undefined ? undefined : index.get(session.successor);
  return successor?.takeover?.kind === 'restart' && session.children.length === 0;
}

/** The chain as lines of a tree: each top, then unresolved boundaries, then loops that reach no top. */
export function treeLines(view: ChainView, index: SessionIndex): TreeLine[] {
  const lines: TreeLine[] = [];
  const seen = new Set<string>();
  const walk = (key: string, depth: number, open: boolean[], last: boolean) => {
    const session = index.get(key)!;
    const repeat = seen.has(key);
    lines.push({ session, depth, open, last, repeat });
    if (repeat) return;
    seen.add(key);
    const shown = session.children.filter((child) => !replacedByRestart(index.get(child)!, index));
    shown.forEach((child, position) => {
      walk(child, depth + 1, [...open, !last], position === shown.length - 1);
    });
  };
  for (const top of view.tops) walk(top, 0, [], true);
  for (const boundary of view.unresolved) {
    lines.push({ session: undefined, boundary: boundary.name, depth: 0, open: [], last: true, repeat: false });
    boundary.children.forEach((child, position) => {
      walk(child, 1, [false], position === boundary.children.length - 1);
    });
  }
  for (const cycle of view.cycles) if (!seen.has(cycle[0]!)) walk(cycle[0]!, 0, [], true);
  return lines;
}
