/**
 * Everything `teamdoc view` shows, as plain data: the chain as a tree, traffic
 * per edge, open work, delivery trouble and what each session holds. The
 * renderers (text, JSON, Mermaid, Markdown) only format this; no model or
 * guess is involved anywhere.
 */
import type { TeamDoc } from '../doc/model.js';
import type { LiveView } from '../live/team-live.js';
import type { LogSnapshot } from '../log/read/provider.js';
import { chainOf } from './build-chain.js';
import type { DeliveryTrouble } from '../log/read/delivery-trouble.js';
import { digestOf } from '../log/read/digest.js';
import { messageRef } from '../log/read/message-ref.js';
import { holdingsOf } from './holdings.js';
import { logSettlements, type Settlement } from './settlements.js';
import type { ChainSession } from './model.js';
import { openWorkOf, reportsAwaitingAnswer, untakenHandoffs } from './open-work.js';
import { lineBefore, type Replacement, replacementsOf } from './replacements.js';
import { tableDisagreement } from './table-agreement.js';
import type { StatementKind } from './statements.js';
import { type MessageRef, type OneWay, type PairTraffic, type Relation, type TrafficKind, trafficOf } from './traffic.js';

const VIEW_VERSION = 2;

interface ViewStatement {
  id: string;
  time: string;
  /** Where the entry is on the log branch. */
  path: string;
  parent: string;
  part: string;
  kind: StatementKind;
  /** Keyed by name only: no session id was stated (weaker evidence). */
  byName: boolean;
  /** The latest amendment in force, and how many statements this session made in all. */
  amendment: { amends: string; reason: string | undefined } | undefined;
  /** Statements that contradict the one in force and were not amendments (a finding of check). */
  conflicts: Array<{ id: string; time: string; parent: string; part: string }>;
}

export interface ViewSession {
  key: string;
  name: string;
  formerNames: string[];
  session: string | undefined;
  keyedBy: ChainSession['keyedBy'];
  runtime: string | undefined;
  status: string | undefined;
  part: string | undefined;
  host: string | undefined;
  worktree: string | undefined;
  /** The roles-table line, when the table lists it. */
  line: number | undefined;
  statement: ViewStatement | undefined;
  /** Has a parent by the table but never stated one. */
  noStatement: boolean;
  parent: { name: string; key: string | undefined; source: 'statement' | 'table' } | undefined;
  /** What the table says, when it differs from the statement in force. */
  tableDisagrees: { parent?: string; part?: string } | undefined;
  /** How it took another session's place (by handoff, or a restart under the same name), and whose. */
  takeover: { kind: 'handoff' | 'restart'; handoff: string | undefined; time: string | undefined; predecessor: string | undefined } | undefined;
  /** The session that took its place. */
  successor: string | undefined;
  /**
   * The earlier owners of its part it replaced, under a new name, after they ended without a handoff
   * (what `log --for` reads its mail by), each the latest of its line; and its join. Shown, not judged: no rule reads it.
   */
  replaced: { predecessors: string[]; time: string } | undefined;
  /** 1 for a session that took over from no one; n for the nth in a line of handoffs. */
  generation: number;
  children: string[];
  holds: Array<{ resource: string; kind: string; value: string; line: number }>;
  finished: boolean;
}

export interface ViewMessage extends MessageRef {
  ageMs: number;
}

export interface ViewWay {
  counts: Record<TrafficKind, number>;
  total: number;
  last: ViewMessage | undefined;
}

export interface ViewPair {
  relation: Relation;
  /** On an edge the parent; otherwise the chain's side first. */
  a: { name: string; key: string | undefined };
  b: { name: string; key: string | undefined };
  /** a → b (down on an edge) and b → a. */
  forward: ViewWay;
  backward: ViewWay;
}

/** What a reader found wrong with the log itself (log/read/integrity.ts): what changed, where, and what is shown instead. */
interface ViewIntegrityProblem {
  problem: string;
  path: string;
  message: string;
}

export interface ChainView {
  version: number;
  generatedAt: string;
  team: string | undefined;
  doc: string | undefined;
  log: { ref: string; branch: string; tip: string | undefined; messages: number; problems: number; integrity: ViewIntegrityProblem[] } | undefined;
  tops: string[];
  unresolved: Array<{ name: string; children: string[] }>;
  cycles: string[][];
  /** Lines of handoffs, restarts and replacements, oldest generation first. */
  lineages: string[][];
  sessions: ViewSession[];
  traffic: {
    pairs: ViewPair[];
    broadcasts: number;
    total: number;
    /** `[done]` reports that cite no path, commit, command or link (check's report-evidence), oldest first. */
    doneWithoutEvidence: Array<ViewMessage & { part: string }>;
  };
  /** Findings on the log that the log settled (check leaves them out): acknowledged, corrected, superseded; in the order they were settled. */
  settled: Array<Omit<Settlement, 'by'> & { by: ViewMessage }>;
  openWork: {
    checkin: { ms: number; source: 'front matter' | 'default' };
    openBriefs: Array<{ parent: string; worker: string; brief: ViewMessage; lastReport: ViewMessage | undefined }>;
    silentWorkers: Array<{ worker: string; since: string; silentMs: number; lastReport: ViewMessage | undefined }>;
    /** Handoffs whose successor has not joined yet: the predecessor works no more, and what is sent to it waits for the successor, acted on by nobody until it joins. */
    untakenHandoffs: Array<{ from: string; successor: string; handoff: ViewMessage }>;
    /** `[question]`s before their deadline and `[done]`s that no message answers yet, oldest first. */
    awaitingAnswer: Array<{ tag: 'question' | 'done'; report: ViewMessage; deadline: string | undefined }>;
  };
  delivery: Omit<DeliveryTrouble, 'troubled' | 'latestUnknown'> & {
    troubled: Array<ViewMessage & { detail: string | undefined; since: string | undefined }>;
    latestUnknown: ViewMessage[];
  };
  /** Each session's live state on this machine, from the runtimes' own records (added by the view command). */
  live?: LiveView;
}

export interface ViewInput {
  doc: TeamDoc | undefined;
  /** How the doc is named in the output. */
  docPath: string | undefined;
  log: LogSnapshot | undefined;
  now: Date;
}

export function buildChainView({ doc, docPath, log, now }: ViewInput): ChainView {
  const digest = log?.digest ?? digestOf([]);
  const chain = chainOf(doc, digest.structural);
  const traffic = trafficOf(chain, digest);
  const work = openWorkOf(chain.sessions, traffic, now, doc?.frontMatter.settings?.checkin?.ms);
  const trouble = digest.trouble;
  const settlements = logSettlements(digest);
  const holdings = new Map(holdingsOf(chain, doc).map((holding) => [holding.session, holding]));
  const replacements = replacementsOf(chain, digest.structural);
  const aged = <T extends MessageRef>(ref: T): T & { ageMs: number } => ({ ...ref, ageMs: now.getTime() - Date.parse(ref.time) });
  const agedOptional = (ref: MessageRef | undefined) => (ref ? aged(ref) : undefined);
  const way = (traffic: OneWay): ViewWay => ({ counts: traffic.counts, total: traffic.total, last: agedOptional(traffic.last) });
  const end = (endpoint: PairTraffic['a']) => ({ name: endpoint.name, key: endpoint.session?.key });

  return {
    version: VIEW_VERSION,
    generatedAt: now.toISOString(),
    team: doc?.frontMatter.settings?.team,
    doc: docPath,
    log: log && {
      ref: log.ref,
      branch: log.branch,
      tip: log.tip,
      messages: digest.messages,
      problems: log.problems.length,
      integrity: log.problems.flatMap((problem) =>
        problem.kind === undefined ? [] : [{ problem: problem.kind, path: problem.path, message: problem.message }],
      ),
    },
    tops: chain.roots.map((session) => session.key),
    unresolved: chain.unresolved.map((boundary) => ({ name: boundary.name, children: boundary.children.map((child) => child.key) })),
    cycles: chain.cycles.map((cycle) => cycle.map((session) => session.key)),
    lineages: lineagesOf(chain.sessions, replacements).map((line) => line.map((session) => session.key)),
    sessions: chain.sessions.map((session) => viewSession(session, holdings.get(session), replacements.get(session))),
    traffic: {
      pairs: traffic.pairs.map((pair) => ({
        relation: pair.relation,
        a: end(pair.a),
        b: end(pair.b),
        forward: way(pair.forward),
        backward: way(pair.backward),
      })),
      broadcasts: traffic.broadcasts.count,
      total: traffic.total,
      doneWithoutEvidence: digest.done
        .filter((done) => done.evidence === 0 && !settlements.settles('report-evidence', done.id))
        .map(({ part, ...ref }) => ({ ...aged(messageRefOf(ref)), part })),
    },
    settled: settlements.all.map((settlement) => ({ ...settlement, by: aged(settlement.by) })),
    openWork: {
      checkin: { ms: work.checkinMs, source: work.checkinSource },
      openBriefs: work.openBriefs.map((open) => ({
        parent: open.parent.key,
        worker: open.worker.key,
        brief: aged(open.brief),
        lastReport: agedOptional(open.lastReport),
      })),
      silentWorkers: work.silentWorkers.map((silent) => ({
        worker: silent.worker.key,
        since: silent.since,
        silentMs: silent.silentMs,
        lastReport: agedOptional(silent.lastReport),
      })),
      untakenHandoffs: untakenHandoffs(digest.structural).map((handoff) => ({
        from: chain.resolveParty(handoff.from)?.key ?? handoff.from.name,
        successor: handoff.handoff?.successor ?? handoff.to.name,
        handoff: aged(messageRef(handoff)),
      })),
      awaitingAnswer: reportsAwaitingAnswer(chain, digest, now).map((waiting) => ({
        tag: waiting.tag,
        report: aged(messageRefOf({ ...waiting.report })),
        deadline: waiting.deadline,
      })),
    },
    delivery: { counts: trouble.counts, troubled: trouble.troubled.map(aged), latestUnknown: trouble.latestUnknown.map(aged) },
  };
}

/** A note's message reference alone (what the view lists). */
function messageRefOf(note: MessageRef & Record<string, unknown>): MessageRef {
  return { id: note.id, time: note.time, kind: note.kind, path: note.path, from: note.from, to: note.to, delivery: note.delivery };
}

function viewSession(session: ChainSession, holding: ReturnType<typeof holdingsOf>[number] | undefined, replacement: Replacement | undefined): ViewSession {
  const record = session.statement;
  const amendment = [...(session.stated?.records ?? [])].reverse().find((item) => item.kind === 'amendment');
  const statement: ViewStatement | undefined = record && {
    id: record.message.id,
    time: record.message.time,
    path: record.message.path,
    parent: record.statement.parent,
    part: record.statement.part,
    kind: record.kind,
    byName: session.keyedBy === 'name',
    amendment: amendment && { amends: amendment.statement.amends!, reason: amendment.statement.reason },
    conflicts: (session.stated?.records ?? [])
      .filter((item) => item.kind === 'conflict')
      .map((item) => ({ id: item.message.id, time: item.message.time, parent: item.statement.parent, part: item.statement.part })),
  };
  return {
    key: session.key,
    name: session.name,
    formerNames: session.formerNames,
    session: session.session,
    keyedBy: session.keyedBy,
    runtime: session.runtime,
    status: session.role?.status,
    part: session.part,
    host: session.host,
    worktree: session.worktree,
    line: session.role?.line,
    statement,
    noStatement: !record && session.parent !== undefined,
    parent: session.parent && { name: session.parent.name, key: session.parent.session?.key, source: session.parent.source },
    tableDisagrees: disagreement(session),
    takeover: session.takeover && takeoverOf(session),
    successor: session.successor?.key,
    replaced: replacement && { predecessors: replacement.predecessors.map((predecessor) => predecessor.key), time: replacement.time },
    generation: generationOf(session),
    children: session.children.map((child) => child.key),
    holds: (holding?.resources ?? []).map((resource) => ({
      resource: resource.cells.resource.text,
      kind: resource.cells.kind.text,
      value: resource.cells.value.text,
      line: resource.line,
    })),
    finished: holding?.finished ?? false,
  };
}

function takeoverOf(session: ChainSession): NonNullable<ViewSession['takeover']> {
  const takeover = session.takeover!;
  const predecessor = takeover.predecessor?.key;
  if (takeover.kind === 'restart') return { kind: 'restart', handoff: undefined, time: session.statement?.message.time, predecessor };
  return { kind: 'handoff', handoff: takeover.handoffId, time: takeover.handoff?.time, predecessor };
}

function disagreement(session: ChainSession): ViewSession['tableDisagrees'] {
  const found = tableDisagreement(session);
  if (!found) return undefined;
  return { ...(found.parent ? { parent: found.parent.table } : {}), ...(found.part ? { part: found.part.table } : {}) };
}

function generationOf(session: ChainSession): number {
  let generation = 1;
  const seen = new Set<ChainSession>([session]);
  for (let current = session.takeover?.predecessor; current && !seen.has(current); current = current.takeover?.predecessor) {
    seen.add(current);
    generation++;
  }
  return generation;
}

/** Each line of handoffs, restarts and replacements from its first generation to its latest, when it has at least two. */
function lineagesOf(sessions: readonly ChainSession[], replacements: ReadonlyMap<ChainSession, Replacement>): ChainSession[][] {
  const before = (session: ChainSession) => lineBefore(session, replacements);
  const successors = new Map<ChainSession, ChainSession[]>();
  for (const session of sessions) for (const predecessor of before(session)) successors.set(predecessor, [...(successors.get(predecessor) ?? []), session]);
  const lines: ChainSession[][] = [];
  for (const first of sessions) {
    if (before(first).length > 0 || !successors.has(first)) continue;
    const walk = (line: ChainSession[]) => {
      const next = successors.get(line[line.length - 1]!) ?? [];
      if (next.length === 0) lines.push(line);
      for (const session of next) if (!line.includes(session)) walk([...line, session]);
    };
    walk([first]);
  }
  return lines;
}
