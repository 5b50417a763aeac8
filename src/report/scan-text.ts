/**
 * The scan for a person: what was read, each session, each message with its
 * outcome, the reason in a sentence, the file:line evidence and what the log
 * says of it (and what was, or would be, recorded); the team's sessions whose
 * transcripts are not here. Every name, body and path comes from a transcript
 * or the log, so every one goes through terminalSafeLine before it reaches
 * the terminal.
 */
import type { Evidence, Party, ScanReport, SessionReport, TracedMessage } from '../scan/model.js';
import { OUTCOMES } from '../scan/model.js';
import type { MessageAgainstLog, ScanAgainstLog, TeamSession } from '../scan/record/model.js';
import { redactionsText } from './log-write.js';
import { formatBytes } from './progress-line.js';
import { terminalSafeLine } from './terminal-text.js';
import { shortenPath } from '../text/home-path.js';
import { LINE_ENDING } from '../text/line-endings.js';

export interface ScanTextOptions {
  /** Shown as `~` in paths. */
  home?: string | undefined;
}

const BODY_PREVIEW = 72;

/** The report in pieces (one message at a time), so a long report is never one string in memory. */
export function* scanTextChunks(result: ScanAgainstLog, options: ScanTextOptions = {}): Generator<string> {
  const report = result.scan;
  const path = (file: string) => terminalSafeLine(shortenPath(file, options.home));
  const recording = result.record !== undefined;
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
    out.push(...table(report.sessions.map((session) => sessionRow(session, path, result.summary.toWriteBySession[session.session] ?? 0, recording))));
  }

  out.push('', report.messages.length === 0 ? 'No messages between sessions found.' : 'Messages');
  yield `${out.join('\n')}\n`;
  out.length = 0;
  for (const [index, message] of report.messages.entries()) yield `${messageBlock(message, result.comparisons[index], recording, path).join('\n')}\n`;

  const absent = result.teamSessions.filter((session) => session.transcript === 'none' || session.transcript === 'outside-project');
  if (absent.length > 0) {
    out.push('', 'Team sessions with no transcript here');
    out.push(...table(absent.map(teamSessionRow)));
  }
  if (result.teamDocProblem) out.push('', `The team doc could not be read, so its roles were not looked for: ${terminalSafeLine(result.teamDocProblem)}`);

  if (report.unmatchedNotices.length > 0) {
    out.push('', 'Notices that match no send here');
    for (const notice of report.unmatchedNotices) {
      out.push(
        `  ${shortTime(notice.evidence.at)}  ${notice.kind} notice: ${notice.status}${notice.recipient ? `, recipient ${terminalSafeLine(notice.recipient)}` : ''}`,
      );
      out.push(`      ${path(notice.evidence.file)}:${notice.evidence.line}`);
    }
  }

  out.push('', summaryLine(report), ...logSummaryLines(result));
  yield `${out.join('\n')}\n`;
}

function sessionRow(session: SessionReport, path: (file: string) => string, toWrite: number, recording: boolean): string[] {
  const subagentFiles = session.files.filter((file) => file.role === 'subagent').length;
  const notes = [
    `sent ${session.sent}`,
    `received ${session.received}`,
    session.intraSession.sent + session.intraSession.received > 0 ? `subagents/teammates ${session.intraSession.sent + session.intraSession.received}` : '',
    subagentFiles > 0 ? plural(subagentFiles, 'subagent file') : '',
    session.compactions.length > 0 ? plural(session.compactions.length, 'compaction') : '',
    session.live ? `live ${session.live.status ?? ''}`.trim() : '',
    session.parent ? `parent ${session.parent.slice(0, 8)}` : '',
    toWrite > 0 ? `${recording ? 'recorded' : 'to record'} ${toWrite}` : '',
  ].filter(Boolean);
  return [
    terminalSafeLine(session.name ?? '(no name)'),
    session.runtime,
    session.session.slice(0, 8),
    session.cwds.map(path).join(' ') || '-',
    notes.join(', '),
  ];
}

function messageBlock(message: TracedMessage, comparison: MessageAgainstLog | undefined, recording: boolean, path: (file: string) => string): string[] {
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
  const width = Math.max(
    ...message.evidence.map((evidence) => evidence.role.length),
    message.compactedAfter ? 'compacted'.length : 0,
    comparison ? 'log'.length : 0,
  );
  for (const evidence of message.evidence) lines.push(`      ${evidenceLine(evidence, width, path)}`);
  if (message.compactedAfter) {
    lines.push(
      `      ${'compacted'.padEnd(width)}  ${path(message.compactedAfter.file)}:${message.compactedAfter.line} (the receiver's context was compacted after it arrived)`,
    );
  }
  if (comparison) lines.push(...logLines(comparison, recording).map((line, index) => `      ${(index === 0 ? 'log' : '').padEnd(width)}  ${line}`));
  return lines;
}

/** What the log says of a message, and what scan wrote or would write. */
function logLines(comparison: MessageAgainstLog, recording: boolean): string[] {
  const id = terminalSafeLine(comparison.id);
  const states = comparison.adds.map((planned) => planned.state).join(', ');
  const found = comparison.foundBy === 'native-id' ? ' (found by msg_id)' : '';
  const says = `${id}${found} says ${comparison.logState}${comparison.logStateBy ? ` (${terminalSafeLine(comparison.logStateBy)})` : ''}`;
  const write = comparison.write;
  const lines: string[] = [];
  if (write?.result === 'refused') {
    lines.push(`${comparison.status === 'missing' ? 'missing' : says}: not recorded: ${terminalSafeLine(write.reason ?? 'the log refused it')}`);
  } else {
    const done =
      write === undefined
        ? recording
          ? 'nothing written'
          : ''
        : write.result === 'already-there'
          ? 'already there (another writer stored it first)'
          : write.result === 'pending'
            ? 'pending (durable, not committed yet)'
            : '';
    const suffix = done ? ` — ${done}` : '';
    switch (comparison.status) {
      case 'missing':
        if (comparison.addsMessage)
          lines.push(`${recording ? 'was missing: recorded' : 'missing: would record'} as ${id}${states ? ` with ${states}` : ''}${suffix}`);
        else lines.push(`${recording ? 'was missing: added' : 'missing: would add'} ${states} to ${id}, recorded above${suffix}`);
        break;
      case 'unsettled':
        lines.push(`${says}: ${recording ? 'added' : 'would add'} ${states}${suffix}`);
        break;
      case 'agreed':
        lines.push(`${id}${found} agrees: ${comparison.logState}`);
        break;
      case 'not-confirmed-here':
        lines.push(`${says}: not confirmed here; left as the log has it`);
        break;
      case 'contradicted':
        lines.push(`${says}`);
        break;
    }
  }
  for (const withheld of comparison.withheld) lines.push(`not written: ${withheld.state}, because ${terminalSafeLine(withheld.reason)}`);
  return lines;
}

function teamSessionRow(session: TeamSession): string[] {
  const where =
    session.transcript === 'outside-project'
      ? `its transcript is here, outside this project: add --session ${terminalSafeLine((session.found ?? session.session).slice(0, 8))}`
      : session.host
        ? `host ${terminalSafeLine(session.host)}`
        : '';
  return [terminalSafeLine(session.name), terminalSafeLine(session.runtime ?? '-'), terminalSafeLine(session.session), terminalSafeLine(session.source), where];
}

function logSummaryLines(result: ScanAgainstLog): string[] {
  if (!result.log.available) return ['Not inside a git repository: there is no log to compare with.'];
  const { counts } = result.summary;
  const parts = [
    counts.missing > 0 ? `${counts.missing} missing` : '',
    counts.unsettled > 0 ? `${counts.unsettled} unsettled` : '',
    counts.agreed > 0 ? `${counts.agreed} agreed` : '',
    counts['not-confirmed-here'] > 0 ? `${counts['not-confirmed-here']} not confirmed here` : '',
    counts.contradicted > 0 ? `${counts.contradicted} contradicted` : '',
  ].filter(Boolean);
  const ref = terminalSafeLine(result.log.ref ?? '');
  const lines = [`Log ${ref} (${plural(result.log.messages, 'message')} before this scan)${parts.length > 0 ? `: ${parts.join(', ')}` : ''}.`];
  const { messages, deliveries } = result.summary;
  const record = result.record;
  if (record === undefined) {
    if (entries(messages, deliveries)) lines.push(`\`teamdoc scan --record\` would add ${entries(messages, deliveries)}.`);
  } else {
    const written = entries(record.written.messages, record.written.deliveries);
    const commits =
      record.commit === undefined
        ? ''
        : record.commits === 1
          ? ` (commit ${record.commit.slice(0, 12)})`
          : ` (${record.commits} commits, the last ${record.commit.slice(0, 12)})`;
    if (written) lines.push(`Recorded ${written}${commits}.`);
    if (Object.keys(record.redacted).length > 0) lines.push(`Replaced ${redactionsText(record.redacted)}.`);
    if (record.alreadyThere > 0)
      lines.push(`${plural(record.alreadyThere, 'message')} had been stored by another writer meanwhile; nothing was added for them.`);
    if (record.refused > 0) lines.push(`${plural(record.refused, 'message')} could not be recorded; each says why above.`);
    if (record.pending > 0)
      lines.push(
        `${plural(record.pending, 'message')} durable but not committed yet: ${terminalSafeLine(record.pendingReason ?? 'the commit could not be made')}.`,
      );
    if (!entries(messages, deliveries)) lines.push('Nothing to record.');
  }
  if (result.log.problems > 0) lines.push(`The log holds ${plural(result.log.problems, 'entry')} it could not read; run teamdoc log to see them.`);
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
  const firstLine = body.split(LINE_ENDING, 1)[0] ?? '';
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

function entries(messages: number, deliveries: number): string {
  return [messages > 0 ? plural(messages, 'message') : '', deliveries > 0 ? plural(deliveries, 'delivery event') : ''].filter(Boolean).join(' and ');
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
