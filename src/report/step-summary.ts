/**
 * The full report as Markdown for `$GITHUB_STEP_SUMMARY`, where nothing is
 * capped. Doc text is escaped so a cell cannot break the table or inject HTML.
 */
import { totals, type FileFindings } from '../findings/file-findings.js';
import { plural } from '../text/plural.js';

export function renderStepSummary(files: readonly FileFindings[]): string {
  const count = totals(files);
  const out = [
    '### teamdoc check',
    '',
    `**${[plural(count.errors, 'error'), plural(count.warnings, 'warning'), ...(count.info > 0 ? [`${count.info} info`] : [])].join(', ')}** in ${plural(count.files, 'file')}`,
    '',
  ];
  const rows = files.flatMap((file) => file.findings);
  if (rows.length > 0) {
    out.push('| File | Line | Severity | Rule | Message |', '| --- | --- | --- | --- | --- |');
    for (const finding of rows) {
      const where = finding.line === undefined ? '' : `${finding.line}:${finding.column ?? 1}`;
      const rule = finding.url ? `[${finding.ruleId}](${finding.url})` : finding.ruleId;
      const message = finding.hint ? `${cell(finding.message)}<br>hint: ${cell(finding.hint)}` : cell(finding.message);
      out.push(`| ${cell(finding.file)} | ${where} | ${finding.severity} | ${rule} | ${message} |`);
    }
    out.push('');
  }
  return `${out.join('\n')}\n`;
}

function cell(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}
