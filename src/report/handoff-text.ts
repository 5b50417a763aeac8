/**
 * What `teamdoc handoff` says on stderr: why a packet was refused (its
 * findings), what was recorded and started, or why the start failed and what
 * was cleaned up. stdout holds only the successor's first message (or, after
 * a start, the handoff's id), so a caller can pipe it.
 */
import type { Finding } from '../findings/finding.js';
import { PACKET_RULES } from '../handoff/check-packet.js';
import type { Palette } from './colour.js';
import { renderStylish } from './stylish.js';
import { terminalSafeLine } from './terminal-text.js';

const safe = terminalSafeLine;

export function renderPacketRefusal(findings: Finding[], palette: Palette): string {
  return (
    'teamdoc: handoff not recorded: the packet needs fixing first\n' +
    renderStylish([{ path: '<stdin>', findings }], palette) +
    (findings.some((finding) => finding.ruleId !== PACKET_RULES.secret)
      ? 'hint: Start from templates/handoff.md (the handoff skill shows it); every section needs something, `none` included.\n'
      : '')
  );
}

export interface HandoffNote {
  id: string;
  from: string;
  claimed: boolean;
  session: string | undefined;
  successor: string;
  part: string | undefined;
  permissionMode: string | undefined;
  modeSource: 'given' | 'detected' | 'unknown' | 'none';
  /** Whether the successor's message class differs from this session's (messages between them would be held). */
  classChange: boolean;
  committed: boolean;
  /** Where the first message read the team doc when this checkout's copy is a part branch's (a clone of the session's own). */
  pushedDoc?: { ref: string; path: string; fetched: boolean } | undefined;
}

export function renderHandoffNote(note: HandoffNote): string {
  const who = note.claimed
    ? `${safe(note.from)} (claimed with --from: no session identity)`
    : `${safe(note.from)} (session ${safe(note.session ?? 'unknown')})`;
  const scope = note.part === undefined ? 'no part named' : `part ${safe(note.part)}`;
  const lines = [`teamdoc: ${who} handed off to ${safe(note.successor)}, ${scope}: entry ${note.id}${note.committed ? '' : ' (durable, not committed yet)'}`];
  if (note.modeSource === 'unknown')
    lines.push(
      'teamdoc: note: this session’s permission mode is unknown and none was given, so the first message says `unknown`, which teamdoc check --kickoff reports: write there the mode you start the successor in (--permission-mode says it at the handoff)',
    );
  if (note.pushedDoc) {
    const { ref, path, fetched } = note.pushedDoc;
    lines.push(
      `teamdoc: note: the first message carries the team doc as ${safe(ref)}:${safe(path)} holds it${fetched ? ', just fetched' : ' (last fetched: the fetch failed)'}, not this checkout's copy on its part branch`,
    );
  }
  if (note.classChange) lines.push('teamdoc: note: the successor runs in another permission class than this session; messages between the two would be held');
  return lines.map((line) => `${line}\n`).join('');
}

export function renderStarted(started: { name: string; job: string; permissionMode: string }): string {
  return `teamdoc: started ${safe(started.name)} with claude --bg (job ${started.job}, permission mode ${started.permissionMode}); it joins with the handoff's first command\n`;
}

export function renderStartFailed(failure: { reason: string; stopped: string[]; leftRunning: string[]; id: string }): string {
  const lines = [`teamdoc: the successor was not started: ${safe(failure.reason)}`];
  if (failure.stopped.length > 0) lines.push(`teamdoc: stopped and removed what the failed start left: ${failure.stopped.join(', ')}`);
  if (failure.leftRunning.length > 0) lines.push(`teamdoc: could not stop ${failure.leftRunning.join(', ')}: stop it with \`claude stop <id>\``);
  if (failure.stopped.length === 0 && failure.leftRunning.length === 0) lines.push('teamdoc: nothing was left running');
  lines.push(`teamdoc: the log shows handoff ${failure.id} as refused (not taken); the first message is on stdout, to start the successor by hand`);
  return lines.map((line) => `${line}\n`).join('');
}
