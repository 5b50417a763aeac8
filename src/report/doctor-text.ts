/** What teamdoc doctor prints: what it did (or would do), then what it leaves to a person. */
import type { DoctorReport } from '../log/repair/doctor.js';
import { terminalSafeLine } from './terminal-text.js';

export function renderDoctorText(report: DoctorReport): string {
  const lines: string[] = [];
  if (report.actions.length > 0) {
    lines.push(report.dryRun ? 'Would do (dry run, nothing changed):' : 'Done:');
    for (const action of report.actions) lines.push(`  - ${terminalSafeLine(action.message)}${action.path ? `\n    ${terminalSafeLine(action.path)}` : ''}`);
  }
  if (report.findings.length > 0) {
    lines.push('Needs a look:');
    for (const finding of report.findings) {
      lines.push(`  - ${terminalSafeLine(finding.message)} [${finding.ruleId}]`, `    hint: ${terminalSafeLine(finding.hint)}`);
    }
  }
  if (lines.length === 0) {
    lines.push(
      report.verified
        ? `The log ${report.ref} is sound: every entry and every object it needs reads whole, its history only adds, no stale locks, nothing waiting in the spool.`
        : `Nothing to repair in ${report.ref}: no stale locks, nothing waiting in the spool. (\`teamdoc doctor --verify\` also checks every entry and object.)`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export function renderDoctorJson(report: DoctorReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
