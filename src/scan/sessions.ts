/**
 * One report per session from everything read about it: its files (a Claude
 * session may have subagent files beside its own), its names old and new, its
 * cwds, compactions, and whether the registry shows it running now.
 */
import type { RegistryEntry } from '../runtimes/claude/registry.js';
import type { ClaudeTranscriptTrace, SessionName } from './claude/transcript.js';
import type { CodexRolloutTrace } from './codex/rollout.js';
import type { FileReport, SessionReport } from './model.js';

export function buildSessionReports(
  claudeTraces: readonly ClaudeTranscriptTrace[],
  codexTraces: readonly CodexRolloutTrace[],
  registry: readonly RegistryEntry[],
  threadNames: ReadonlyMap<string, string>,
  host: string,
): SessionReport[] {
  const reports = new Map<string, SessionReport>();
  const chosenNames = new Map<string, SessionName[]>();
  for (const trace of claudeTraces) {
    const { session } = trace.file;
    let report = reports.get(session);
    if (!report) {
      report = emptyReport('claude', session, host);
      reports.set(session, report);
    }
    report.files.push(fileReport(trace.file.path, trace.file.role, trace.counts));
    report.cwds = union(report.cwds, trace.cwds);
    report.compactions.push(...trace.compactions.map((compaction) => ({ role: 'compaction' as const, ...compaction.place, at: compaction.at })));
    report.intraSession.sent += trace.intra.sent;
    report.intraSession.received += trace.intra.received;
    // A subagent's own name lines name the agent, not the session.
    if (trace.file.role === 'main') {
      report.version = trace.version ?? report.version;
      chosenNames.set(session, [...(chosenNames.get(session) ?? []), ...trace.names]);
    }
  }
  for (const [session, names] of chosenNames) {
    const report = reports.get(session)!;
    report.names = union(
      [],
      names.map((entry) => entry.name),
    );
    const chosen = names.filter((entry) => entry.source !== 'ai-title').at(-1) ?? names.at(-1);
    report.name = chosen?.name;
  }
  for (const entry of latestRegistryEntries(registry)) {
    const report = entry.session === undefined ? undefined : reports.get(entry.session);
    if (!report) continue;
    report.live = { status: entry.status, address: entry.address, pid: entry.pid, registryFile: entry.file };
    if (entry.name !== undefined) {
      report.name = entry.name;
      report.names = union(report.names, [entry.name]);
    }
  }
  for (const trace of codexTraces) {
    const { meta } = trace;
    const report = emptyReport('codex', meta.thread, host);
    const names = [meta.nickname, threadNames.get(meta.thread)].filter((name): name is string => name !== undefined);
    report.names = union([], names);
    report.name = names.at(-1);
    report.cwds = meta.cwd === undefined ? [] : [meta.cwd];
    report.version = meta.version;
    report.parent = meta.parent;
    report.files.push(fileReport(trace.listing.path, 'rollout', trace.counts));
    report.compactions = trace.compactions.map((compaction) => ({ role: 'compaction' as const, ...compaction.place, at: compaction.at }));
    reports.set(meta.thread, report);
  }
  return [...reports.values()].sort((a, b) => compareText(a.name ?? '\uffff', b.name ?? '\uffff') || compareText(a.session, b.session));
}

function emptyReport(runtime: SessionReport['runtime'], session: string, host: string): SessionReport {
  return {
    runtime,
    session,
    name: undefined,
    names: [],
    cwds: [],
    version: undefined,
    host,
    parent: undefined,
    live: undefined,
    files: [],
    compactions: [],
    sent: 0,
    received: 0,
    intraSession: { sent: 0, received: 0 },
  };
}

function fileReport(path: string, role: FileReport['role'], counts: ClaudeTranscriptTrace['counts']): FileReport {
  return { path, role, bytes: counts.bytes, lines: counts.lines, corrupt: counts.corrupt, truncated: counts.truncated, oversized: counts.oversized };
}

/** A pid's file can outlive a `/clear` that changed the session id; the newest entry per session wins. */
function latestRegistryEntries(registry: readonly RegistryEntry[]): RegistryEntry[] {
  const latest = new Map<string, RegistryEntry>();
  for (const entry of registry) {
    if (entry.session === undefined) continue;
    const current = latest.get(entry.session);
    if (!current || (entry.updatedAt ?? 0) > (current.updatedAt ?? 0)) latest.set(entry.session, entry);
  }
  return [...latest.values()];
}

function union(existing: string[], more: Iterable<string>): string[] {
  return [...new Set([...existing, ...more])];
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
