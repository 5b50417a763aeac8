/**
 * The scan for a person: what was read, each session, each message with its
 * outcome, the reason in a sentence and the file:line evidence. Every name,
 * body and path comes from a transcript, so every one goes through
 * terminalSafeLine before it reaches the terminal.
 */
import type { Evidence, Party, ScanReport, SessionReport, TracedMessage } from '../scan/model.js';
import { OUTCOMES } from '../scan/model.js';
import { formatBytes } from './progress-bar.js';
import { terminalSafeLine } from './terminal-text.js';

export interface ScanTextOptions {
  /** Shown as `~` in paths. */
  home?: string | undefined;
}

const BODY_PREVIEW = 72;

export function renderScanText(report: ScanReport, options: ScanTextOptions = {}): string {
  return [...scanTextChunks(report, options)].join('');
}

/** The report in pieces (one message at a time), so a long report is never one string in memory. */
export function* scanTextChunks(report: ScanReport, options: ScanTextOptions = {}): Generator<string> {
  const path = (file: string) => terminalSafeLine(shortenPath(file, options.home));
  const out: string[] = [];
  const { totals } = report;
  const sessionWord = plural(totals.sessions, 'session');
  out.push(
    `Scanned ${plural(totals.files, 'transcript file')} of ${sessionWord} (${formatBytes(totals.bytes)}, ${plural(totals.lines, 'line')})` +
      ` for ${report.project.roots.map(path).join(', ')}${report.since ? ` since ${report.since}` : ''}.`,
  );
  const skipped = [
    totals.corrupt > 0 ? plural(totals.corrupt, 'corrupt line') : '',
    totals.truncated > 0 ? plural(totals.truncated, 'truncated last line') : '',
    totals.oversized > 0 ? plural(totals.oversized, 'oversized line') : '',
  ].filter(Boolean);
  if (skipped.length > 0) {
    out.push(`Skipped ${skipped.join(', ')}:`);
    for (const file of report.sessions.flatMap((session) => session.files)) {
      const problems = [
        file.corrupt ? `${file.corrupt} corrupt` : '',
        file.truncated ? `${file.truncated} truncated` : '',
        file.oversized ? `${file.oversized} oversized` : '',
      ].filter(Boolean);
      if (problems.length > 0) out.push(`  ${path(file.path)}: ${problems.join(', ')}`);
    }
  }
  if (report.sessions.length === 0) {
    out.push(`No transcripts of this project under ${[...report.sources.claude, report.sources.codex].map(path).join(', ')}.`);
  } else {
    out.push('', 'Sessions');
    out.push(...table(report.sessions.map((session) => sessionRow(session, path))));
  }

  out.push('', report.messages.length === 0 ? 'No messages between sessions found.' : 'Messages');
  yield `${out.join('\n')}\n`;
  out.length = 0;
  for (const message of report.messages) yield `${messageBlock(message, path).join('\n')}\n`;

  if (report.unmatchedNotices.length > 0) {
    out.push('', 'Notices that match no send here');
    for (const notice of report.unmatchedNotices) {
      out.push(`  ${shortTime(notice.evidence.at)}  ${notice.kind} notice: ${notice.status}${notice.recipient ? `, recipient ${terminalSafeLine(notice.recipient)}` : ''}`);
      out.push(`      ${path(notice.evidence.file)}:${notice.evidence.line}`);
    }
  }

  out.push('', summaryLine(report));
  yield `${out.join('\n')}\n`;
}

function sessionRow(session: SessionReport, path: (file: string) => string): string[] {
  const subagentFiles = session.files.filter((file) => file.role === 'subagent').length;
  const notes = [
    `sent ${session.sent}`,
    `received ${session.received}`,
    session.intraSession.sent + session.intraSession.received > 0
      ? `subagents/teammates ${session.intraSession.sent + session.intraSession.received}`
      : '',
    subagentFiles > 0 ? plural(subagentFiles, 'subagent file') : '',
    session.compactions.length > 0 ? plural(session.compactions.length, 'compaction') : '',
    session.live ? `live ${session.live.status ?? ''}`.trim() : '',
    session.parent ? `parent ${session.parent.slice(0, 8)}` : '',
  ].filter(Boolean);
  return [
    terminalSafeLine(session.name ?? '(no name)'),
    session.runtime,
    session.session.slice(0, 8),
    session.cwds.map(path).join(' ') || '-',
    notes.join(', '),
  ];
}

function messageBlock(message: TracedMessage, path: (file: string) => string): string[] {
  const lines = [
    `  ${shortTime(message.sentAt ?? message.receivedAt)}  ${partyLabel(message.from)} → ${partyLabel(message.to)}  ${outcomeLabel(message)}`,
    `      “${bodyPreview(message.body)}”`,
    `      ${message.reason}`,
  ];
  const facts = [
    message.matchedBy.length > 0 ? `matched by ${message.matchedBy.join(', ')}` : '',
    message.nativeId ? `msg_id ${terminalSafeLine(message.nativeId)}` : '',
    message.channel === 'claude-peer' ? '' : `via ${message.channel}`,
  ].filter(Boolean);
  if (facts.length > 0) lines.push(`      ${facts.join(' · ')}`);
  const width = Math.max(...message.evidence.map((evidence) => evidence.role.length), message.compactedAfter ? 'compacted'.length : 0);
  for (const evidence of message.evidence) lines.push(`      ${evidenceLine(evidence, width, path)}`);
  if (message.compactedAfter) {
    lines.push(`      ${'compacted'.padEnd(width)}  ${path(message.compactedAfter.file)}:${message.compactedAfter.line} (the receiver's context was compacted after it arrived)`);
  }
  return lines;
}

function evidenceLine(evidence: Evidence, width: number, path: (file: string) => string): string {
  const note = evidence.note && evidence.role !== 'arrival' ? ` (${evidence.note})` : '';
  return `${evidence.role.padEnd(width)}  ${path(evidence.file)}:${evidence.line}${note}`;
}

function outcomeLabel(message: TracedMessage): string {
  if (message.outcome === 'received-without-send') return `received without a send${message.mode ? ` (${message.mode})` : ''}`;
  return message.mode ? `${message.outcome} (${message.mode})` : message.outcome;
}

function partyLabel(party: Party): string {
  const name = party.name ?? party.session?.slice(0, 8) ?? party.address ?? 'unknown';
  return terminalSafeLine(name);
}

function bodyPreview(body: string): string {
  const firstLine = body.split('\n', 1)[0] ?? '';
  const more = firstLine.length < body.length;
  const clipped = firstLine.length > BODY_PREVIEW ? `${firstLine.slice(0, BODY_PREVIEW)}…` : more ? `${firstLine} …` : firstLine;
  return terminalSafeLine(clipped);
}

function summaryLine(report: ScanReport): string {
  const counts = OUTCOMES.filter((outcome) => report.totals.outcomes[outcome] > 0).map(
    (outcome) => `${report.totals.outcomes[outcome]} ${outcome === 'received-without-send' ? 'received without a send' : outcome}`,
  );
  return `${plural(report.messages.length, 'message')}${counts.length > 0 ? `: ${counts.join(', ')}` : ''}.`;
}

function shortTime(iso: string | undefined): string {
  if (iso === undefined) return '(no time)           ';
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/.test(iso) ? `${iso.slice(0, 10)} ${iso.slice(11, 19)}Z` : terminalSafeLine(iso);
}

function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows.map((row) => `  ${row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0))).join('  ')}`.trimEnd());
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

export function shortenPath(file: string, home: string | undefined): string {
  if (home && home !== '/' && (file === home || file.startsWith(`${home}/`))) return `~${file.slice(home.length)}`;
  return file;
}
