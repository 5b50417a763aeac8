/**
 * A scan, start to end: find the transcripts, keep the project's, read each
 * one streaming, match sends to arrivals, classify, and report what was found
 * per session and per message. The one entry point the command calls.
 */
import { detectSession } from '../session/identity.js';
import { listClaudeTranscripts, claudeConfigDirs, encodeProjectDir, readClaudeHead } from '../runtimes/claude/locations.js';
import { readRegistry, type RegistryEntry } from '../runtimes/claude/registry.js';
import { readClaudeTranscript, type ClaudeTranscriptFile, type ClaudeTranscriptTrace } from './claude/transcript.js';
import { codexHome, listCodexRollouts, readCodexMeta, readThreadNames, type CodexRolloutListing, type CodexThreadMeta } from './codex/locations.js';
import { readCodexRollout, type CodexRolloutTrace } from './codex/rollout.js';
import { SessionDirectory } from './directory.js';
import { matchMessages } from './match.js';
import { timeOf } from '../time/instant.js';
import { OUTCOMES, type ScanReport, type SessionLookup, type SessionReport, type TracedMessage, type TranscriptFound, type UnmatchedNotice } from './model.js';
import type { ArrivalObservation, CompactionObservation, NoticeObservation, SendObservation } from './observations.js';
import { inProject, projectScope, type ProjectScope } from './project.js';
import { buildSessionReports } from './sessions.js';
import { traceMessages } from './trace.js';
import { currentTime } from '../time/clock.js';

export interface ScanOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Only messages sent or received at or after this time; older files are not read at all. */
  since?: Date | undefined;
  /** Session ids (or unique prefixes of 6+ characters) or names: only messages to or from them. */
  sessions?: readonly string[];
  /**
   * Session ids (or prefixes) to account for, such as the team's: the report says whether each has a
   * transcript here. A promise lets the caller find them (the team doc, the log) while transcripts are read.
   */
  lookFor?: readonly string[] | PromiseLike<readonly string[]>;
  onProgress?: (progress: ScanProgress) => void;
}

interface ScanProgress {
  bytesDone: number;
  bytesTotal: number;
  filesDone: number;
  filesTotal: number;
}

interface ClaudeJob {
  kind: 'claude';
  file: ClaudeTranscriptFile;
  size: number;
}

interface CodexJob {
  kind: 'codex';
  listing: CodexRolloutListing;
  meta: CodexThreadMeta;
  size: number;
}

export async function scanTranscripts(options: ScanOptions): Promise<ScanReport> {
  const scope = await projectScope(options.cwd);
  const host = detectSession(options.env).host;
  const claudeDirs = claudeConfigDirs(options.env);
  const codexDir = codexHome(options.env);
  const wanted = options.sessions ?? [];
  const sinceMs = options.since?.getTime();
  const selection: Selection = { scope, wanted, sinceMs, skipped: 0, seen: new Map() };

  const jobs: Array<ClaudeJob | CodexJob> = [...(await selectClaudeFiles(claudeDirs, selection)), ...(await selectCodexRollouts(codexDir, selection))];
  const registry = (await Promise.all(claudeDirs.map(readRegistry))).flat();
  const threadNames = await readThreadNames(codexDir);

  const progress: ScanProgress = { bytesDone: 0, bytesTotal: jobs.reduce((sum, job) => sum + job.size, 0), filesDone: 0, filesTotal: jobs.length };
  const onBytes = (bytes: number) => {
    progress.bytesDone += bytes;
    options.onProgress?.(progress);
  };
  const claudeTraces: ClaudeTranscriptTrace[] = [];
  const codexTraces: CodexRolloutTrace[] = [];
  for (const job of jobs) {
    if (job.kind === 'claude') claudeTraces.push(await readClaudeTranscript(job.file, { onBytes }));
    else codexTraces.push(await readCodexRollout(job.listing, job.meta, { onBytes }));
    progress.filesDone++;
    options.onProgress?.(progress);
  }

  const sessions = buildSessionReports(claudeTraces, codexTraces, registry, threadNames, host);
  const directory = directoryOf(sessions, codexTraces, registry);
  const sends: SendObservation[] = [...claudeTraces.flatMap((trace) => trace.sends), ...codexTraces.flatMap((trace) => trace.sends)];
  const arrivals: ArrivalObservation[] = [...claudeTraces.flatMap((trace) => trace.arrivals), ...codexTraces.flatMap((trace) => trace.arrivals)];
  const notices: NoticeObservation[] = claudeTraces.flatMap((trace) => trace.notices);
  const compactions = groupBySession([...claudeTraces.flatMap((trace) => trace.compactions), ...codexTraces.flatMap((trace) => trace.compactions)]);

  const match = matchMessages(sends, arrivals, notices, directory);
  const byId = new Map(sessions.map((session) => [session.session, session]));
  const allMessages = traceMessages(match, {
    directory,
    host,
    nameOf: (session) => (session === undefined ? undefined : byId.get(session)?.name),
    compactionsOf: (session) => compactions.get(session) ?? [],
  });

  const keep = messageFilter(options.since, wanted);
  const messages = allMessages.filter((message) => keep(message));
  countTraffic(sessions, messages);
  const shownSessions = wanted.length === 0 ? sessions : sessions.filter((session) => matchesSession(wanted, session.session, session.names));
  return {
    host,
    scannedAt: currentTime(options.env).toISOString(),
    project: { roots: scope.roots, source: scope.source },
    sources: { claude: claudeDirs, codex: codexDir },
    since: options.since?.toISOString(),
    sessionFilter: [...wanted],
    sessions: shownSessions,
    messages,
    unmatchedNotices: match.unmatchedNotices.filter((notice) => keepNotice(notice, options.since, wanted, byId)).map(unmatchedNotice),
    lookedFor: ((await options.lookFor) ?? []).map((value) => lookUp(value, selection.seen)),
    totals: totalsOf(sessions, messages, selection.skipped),
  };
}

interface Selection {
  scope: ProjectScope;
  wanted: readonly string[];
  sinceMs: number | undefined;
  skipped: number;
  /** Every session a transcript file was found for, and how far the scan went with it. */
  seen: Map<string, TranscriptFound>;
}

/** Read beats outside the project beats too old for `--since`: the best a session's files got. */
const FOUND_RANK: Record<TranscriptFound, number> = { read: 3, 'outside-project': 2, 'not-modified-since': 1, none: 0 };

function noteSeen(selection: Selection, session: string | undefined, found: TranscriptFound): void {
  if (session === undefined) return;
  const before = selection.seen.get(session);
  if (before === undefined || FOUND_RANK[found] > FOUND_RANK[before]) selection.seen.set(session, found);
}

function lookUp(value: string, seen: ReadonlyMap<string, TranscriptFound>): SessionLookup {
  let best: SessionLookup = { wanted: value, session: undefined, transcript: 'none' };
  for (const [session, found] of seen) {
    if (!matchesSession([value], session, []) && session.toLowerCase() !== value.toLowerCase()) continue;
    if (FOUND_RANK[found] > FOUND_RANK[best.transcript]) best = { wanted: value, session, transcript: found };
  }
  return best;
}

async function selectClaudeFiles(configDirs: string[], selection: Selection): Promise<ClaudeJob[]> {
  const jobs: ClaudeJob[] = [];
  const seen = new Set<string>();
  for (const dir of configDirs) {
    for (const listing of await listClaudeTranscripts(dir)) {
      if (seen.has(listing.path)) continue;
      seen.add(listing.path);
      // A file not written since `--since` cannot hold a line from after it.
      if (selection.sinceMs !== undefined && listing.mtimeMs < selection.sinceMs) {
        selection.skipped++;
        noteSeen(selection, listing.session, 'not-modified-since');
        continue;
      }
      const head = await readClaudeHead(listing);
      const session = listing.session ?? head.session;
      const belongs =
        head.cwd !== undefined ? inProject(selection.scope, head.cwd) : selection.scope.roots.some((root) => encodeProjectDir(root) === listing.projectDir);
      if (session === undefined || !(belongs || pullsInSession(selection.wanted, session))) {
        selection.skipped++;
        noteSeen(selection, session, 'outside-project');
        continue;
      }
      noteSeen(selection, session, 'read');
      jobs.push({ kind: 'claude', file: { path: listing.path, session, role: listing.role, agent: listing.agent, head }, size: listing.size });
    }
  }
  return jobs;
}

async function selectCodexRollouts(home: string, selection: Selection): Promise<CodexJob[]> {
  const byThread = new Map<string, CodexJob>();
  for (const listing of await listCodexRollouts(home)) {
    if (selection.sinceMs !== undefined && listing.mtimeMs < selection.sinceMs) {
      selection.skipped++;
      noteSeen(selection, listing.threadFromName, 'not-modified-since');
      continue;
    }
    const meta = await readCodexMeta(listing);
    if (meta === undefined || !(inProject(selection.scope, meta.cwd) || pullsInSession(selection.wanted, meta.thread))) {
      selection.skipped++;
      noteSeen(selection, meta?.thread ?? listing.threadFromName, 'outside-project');
      continue;
    }
    noteSeen(selection, meta.thread, 'read');
    // An archived copy of a thread that is also active adds nothing: the active one is the newer.
    const existing = byThread.get(meta.thread);
    if (existing && !existing.listing.archived) {
      selection.skipped++;
      continue;
    }
    if (existing) selection.skipped++;
    byThread.set(meta.thread, { kind: 'codex', listing, meta, size: listing.size });
  }
  return [...byThread.values()];
}

function directoryOf(sessions: SessionReport[], codexTraces: CodexRolloutTrace[], registry: RegistryEntry[]): SessionDirectory {
  const directory = new SessionDirectory();
  for (const session of sessions) {
    directory.addScanned(session.session);
    for (const name of session.names) directory.addName(session.session, name);
  }
  for (const entry of registry) directory.addRegistry(entry);
  for (const trace of codexTraces) {
    if (trace.meta.agentPath !== undefined) directory.addAgentPath(trace.meta.tree, trace.meta.agentPath, trace.meta.thread);
  }
  return directory;
}

function groupBySession(compactions: CompactionObservation[]): Map<string, CompactionObservation[]> {
  const grouped = new Map<string, CompactionObservation[]>();
  for (const compaction of compactions) grouped.set(compaction.session, [...(grouped.get(compaction.session) ?? []), compaction]);
  return grouped;
}

/** A `--session` value reads a transcript outside the project only when it is an id or an id prefix. */
function pullsInSession(wanted: readonly string[], session: string): boolean {
  return wanted.some((value) => looksLikeIdPrefix(value) && session.startsWith(value));
}

function looksLikeIdPrefix(value: string): boolean {
  return /^[0-9a-f-]{6,}$/i.test(value);
}

export function matchesSession(wanted: readonly string[], session: string | undefined, names: readonly (string | undefined)[]): boolean {
  return wanted.some(
    (value) => (session !== undefined && (session === value || (looksLikeIdPrefix(value) && session.startsWith(value)))) || names.includes(value),
  );
}

function messageFilter(since: Date | undefined, wanted: readonly string[]): (message: TracedMessage) => boolean {
  const sinceMs = since?.getTime();
  return (message) => {
    if (sinceMs !== undefined) {
      const times = [message.sentAt, message.receivedAt].map(timeOf).filter((time): time is number => time !== undefined);
      if (times.length > 0 && Math.max(...times) < sinceMs) return false;
    }
    if (wanted.length === 0) return true;
    return matchesSession(wanted, message.from.session, [message.from.name]) || matchesSession(wanted, message.to.session, [message.to.name]);
  };
}

function keepNotice(notice: NoticeObservation, since: Date | undefined, wanted: readonly string[], sessions: Map<string, SessionReport>): boolean {
  const at = timeOf(notice.at);
  if (since !== undefined && at !== undefined && at < since.getTime()) return false;
  return wanted.length === 0 || matchesSession(wanted, notice.session, sessions.get(notice.session)?.names ?? []);
}

function unmatchedNotice(notice: NoticeObservation): UnmatchedNotice {
  return {
    session: notice.session,
    kind: notice.kind,
    status: notice.status,
    recipient: notice.recipient,
    text: notice.text,
    evidence: { role: 'notice', ...notice.place, at: notice.at, note: notice.status },
  };
}

function countTraffic(sessions: SessionReport[], messages: TracedMessage[]): void {
  const byId = new Map(sessions.map((session) => [session.session, session]));
  for (const message of messages) {
    const sender = message.from.session === undefined ? undefined : byId.get(message.from.session);
    if (sender && message.evidence.some((evidence) => evidence.role === 'send')) sender.sent++;
    const receiver = message.to.session === undefined ? undefined : byId.get(message.to.session);
    if (receiver && message.evidence.some((evidence) => evidence.role === 'arrival' || evidence.role === 'queued')) receiver.received++;
  }
}

/** Files count every transcript read; outcomes count the messages shown. */
function totalsOf(sessions: SessionReport[], messages: TracedMessage[], filesSkipped: number): ScanReport['totals'] {
  const files = sessions.flatMap((session) => session.files);
  const outcomes = Object.fromEntries(OUTCOMES.map((outcome) => [outcome, 0])) as ScanReport['totals']['outcomes'];
  for (const message of messages) outcomes[message.outcome]++;
  const sum = (pick: (file: (typeof files)[number]) => number) => files.reduce((total, file) => total + pick(file), 0);
  return {
    sessions: sessions.length,
    files: files.length,
    bytes: sum((file) => file.bytes),
    lines: sum((file) => file.lines),
    corrupt: sum((file) => file.corrupt),
    truncated: sum((file) => file.truncated),
    oversized: sum((file) => file.oversized),
    filesSkipped,
    outcomes,
  };
}
