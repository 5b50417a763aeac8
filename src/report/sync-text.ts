/** What teamdoc sync prints: one summary line, and notes on stderr for anything unusual. */
import type { SyncReport } from '../log/sync/sync.js';
import { renderLogProblems } from './log-problems.js';
import { terminalSafeLine } from './terminal-text.js';
import { plural } from '../text/plural.js';

export function renderSyncReport(report: SyncReport): { stdout: string; stderr: string } {
  const tip = report.tip === undefined ? 'no entries yet' : `at ${report.tip.slice(0, 12)}`;
  const rounds = report.attempts === 1 ? '' : ` (${report.attempts} rounds: other machines pushed at the same time)`;
  const stdout = `synced ${report.ref} with ${terminalSafeLine(report.remote)}: received ${entries(report.received)}, sent ${entries(report.sent)}; ${tip}${rounds}\n`;
  let stderr = '';
  for (const item of report.disagreements) {
    stderr += `teamdoc: ${item.path} differed between the two copies; kept blob ${item.kept.slice(0, 12)}, the other (${item.other.slice(0, 12)}) stays in the history\n`;
  }
  if (report.spoolBlocked) stderr += `teamdoc: entries waiting in the spool were not committed first: ${report.spoolBlocked}\n`;
  // What the sync brought that readers flag: said as `teamdoc log` says it.
  stderr += renderLogProblems(report.flagged);
  return { stdout, stderr };
}

function entries(count: number): string {
  return plural(count, 'entry', 'entries');
}
