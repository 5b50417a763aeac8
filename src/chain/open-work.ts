/**
 * What is open along the chain: a brief with no report since, and an active
 * lead whose last report (or, before any, its statement) is older than the
 * team's check-in interval. Time comes from the caller, so it is testable.
 */
import type { ChainSession } from './model.js';
import type { MessageRef, Traffic } from './traffic.js';

/** When the front matter sets no `checkin`: the template's suggestion. */
export const DEFAULT_CHECKIN_MS = 60 * 60 * 1000;

export interface OpenBrief {
  parent: ChainSession;
  lead: ChainSession;
  brief: MessageRef;
  /** The last report up before it, if any. */
  lastReport: MessageRef | undefined;
}

export interface SilentLead {
  lead: ChainSession;
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
  silentLeads: SilentLead[];
}

export function openWorkOf(sessions: readonly ChainSession[], traffic: Traffic, now: Date, checkin: number | undefined): OpenWork {
  const checkinMs = checkin ?? DEFAULT_CHECKIN_MS;
  const openBriefs: OpenBrief[] = [];
  const lastReportOf = new Map<ChainSession, MessageRef>();
  for (const pair of traffic.pairs) {
    if (pair.relation !== 'edge') continue;
    const parent = pair.a.session!;
    const lead = pair.b.session!;
    const brief = pair.forward.lastOf.brief;
    const report = pair.backward.lastOf.report;
    if (report) lastReportOf.set(lead, report);
    if (brief && (!report || report.time < brief.time)) openBriefs.push({ parent, lead, brief, lastReport: report });
  }
  const silentLeads: SilentLead[] = [];
  for (const lead of sessions) {
    if (lead.parent?.session === undefined || lead.role?.status !== 'active') continue;
    const lastReport = lastReportOf.get(lead);
    const since = lastReport?.time ?? lead.statement?.message.time;
    if (since === undefined) continue;
    const silentMs = now.getTime() - Date.parse(since);
    if (silentMs > checkinMs) silentLeads.push({ lead, lastReport, since, silentMs });
  }
  openBriefs.sort((x, y) => (x.brief.time < y.brief.time ? -1 : 1));
  silentLeads.sort((x, y) => y.silentMs - x.silentMs);
  return { checkinMs, checkinSource: checkin === undefined ? 'default' : 'front matter', openBriefs, silentLeads };
}
