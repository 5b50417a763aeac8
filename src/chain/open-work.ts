/**
 * What is open along the chain: a brief with no report since (not a notice; to a worker
 * whose row is not `done` or `stopped`), an active worker whose last report
 * (or, before any, its statement) is older than the team's check-in
 * interval, a handoff its successor has not taken over yet, and reports that
 * wait on the parent: a `[question]` before its deadline and a `[done]`, each
 * with no reply yet. Time comes from the caller, so it is testable.
 */
import type { LogMessage } from '../log/read/read.js';
import { lineFrom } from './build-chain.js';
import type { Chain, ChainSession } from './model.js';
import type { LogDigest } from '../log/read/digest.js';
import { isLater } from '../log/read/message-ref.js';
import type { MessageRef, Traffic } from './traffic.js';

/** When the front matter sets no `checkin`: the template's suggestion. */
const DEFAULT_CHECKIN_MS = 60 * 60 * 1000;

interface OpenBrief {
  parent: ChainSession;
  worker: ChainSession;
  brief: MessageRef;
  /** The last report up before it, if any. */
  lastReport: MessageRef | undefined;
}

interface SilentWorker {
  worker: ChainSession;
  /** The last report to its parent; undefined when it has never reported. */
  lastReport: MessageRef | undefined;
  /** What the silence is measured from: the last report, else the statement. */
  since: string;
  silentMs: number;
}

export interface OpenWork {
  checkinMs: number;
  checkinSource: 'front matter' | 'default';
  openBriefs: OpenBrief[];
  silentWorkers: SilentWorker[];
}

/** Handoffs in the log whose successor has not joined with `--handoff <id>` yet, oldest first. */
export function untakenHandoffs(structural: readonly LogMessage[]): LogMessage[] {
  const taken = new Set(
    structural.flatMap((message) => (message.kind === 'join' && message.statement?.handoff !== undefined ? [message.statement.handoff] : [])),
  );
  return structural.filter((message) => message.kind === 'handoff' && !taken.has(message.id));
}

export function openWorkOf(sessions: readonly ChainSession[], traffic: Traffic, now: Date, checkin: number | undefined): OpenWork {
  const checkinMs = checkin ?? DEFAULT_CHECKIN_MS;
  const lastReportOf = new Map<ChainSession, MessageRef>();
  const lastBriefs: Array<{ parent: ChainSession; worker: ChainSession; brief: MessageRef }> = [];
  for (const pair of traffic.pairs) {
    if (pair.relation !== 'edge') continue;
    const worker = pair.b.session!;
    const report = pair.backward.lastOf.report;
    // A worker has an edge to each generation of its parent (a top that handed off): the latest report counts.
    if (report && isLater(report, lastReportOf.get(worker))) lastReportOf.set(worker, report);
    // A notice (a top's successor's `[takeover]`, a parent's `[note]`) asks for no report.
    const brief = pair.forward.lastAsking;
    if (brief) lastBriefs.push({ parent: pair.a.session!, worker, brief });
  }
  const openBriefs: OpenBrief[] = [];
  for (const { parent, worker, brief } of lastBriefs) {
    // A worker whose part is closed (the verdict's [answer] is the last word) owes no report.
    if (worker.role?.status === 'done' || worker.role?.status === 'stopped') continue;
    const lastReport = lastReportOf.get(worker);
    // A report from a later generation (a successor, a restart) answers a brief its predecessor had; so does a
    // join after it: the kickoff it answers asks for the join as its ack, and a restart reads what came before.
    const line = lineFrom(worker);
    if (line.some((generation) => (lastReportOf.get(generation)?.time ?? '') >= brief.time)) continue;
    if (line.some((generation) => (generation.statement?.message.time ?? '') >= brief.time)) continue;
    openBriefs.push({ parent, worker, brief, lastReport });
  }
  const silentWorkers: SilentWorker[] = [];
  for (const worker of sessions) {
    if (worker.parent?.session === undefined || worker.role?.status !== 'active') continue;
    const lastReport = lastReportOf.get(worker);
    const since = lastReport?.time ?? worker.statement?.message.time;
    if (since === undefined) continue;
    const silentMs = now.getTime() - Date.parse(since);
    if (silentMs > checkinMs) silentWorkers.push({ worker, lastReport, since, silentMs });
  }
  openBriefs.sort((x, y) => (x.brief.time < y.brief.time ? -1 : 1));
  silentWorkers.sort((x, y) => y.silentMs - x.silentMs);
  return { checkinMs, checkinSource: checkin === undefined ? 'default' : 'front matter', openBriefs, silentWorkers };
}

/** A `[question]` or `[done]` its parent has not answered (no message replies to it). */
export interface AwaitingAnswer {
  tag: 'question' | 'done';
  report: MessageRef;
  /** A question's deadline, as written. */
  deadline: string | undefined;
}

/**
 * Reports that wait on the parent, oldest first: each sender's latest `[done]`
 * and its `[question]`s whose deadline has not passed (after it the default
 * applies), none replied to, from a worker whose row is not `done` or `stopped`.
 */
export function reportsAwaitingAnswer(
  chain: Pick<Chain, 'resolveName'>,
  digest: Pick<LogDigest, 'done' | 'questions' | 'answered'>,
  now: Date,
): AwaitingAnswer[] {
  const answered = new Set(digest.answered);
  const open = (report: MessageRef) => {
    const status = chain.resolveName(report.from)?.role?.status;
    return !answered.has(report.id) && status !== 'done' && status !== 'stopped';
  };
  const latestDone = new Map<string, MessageRef>();
  for (const done of digest.done) if (isLater(done, latestDone.get(done.from))) latestDone.set(done.from, done);
  const waiting: AwaitingAnswer[] = [...latestDone.values()].filter(open).map((report) => ({ tag: 'done' as const, report, deadline: undefined }));
  for (const question of digest.questions) {
    const deadline = question.deadline === undefined ? Number.NaN : Date.parse(question.deadline);
    if (open(question) && !(deadline <= now.getTime())) waiting.push({ tag: 'question', report: question, deadline: question.deadline });
  }
  return waiting.sort((x, y) => (isLater(y.report, x.report) ? -1 : 1));
}
