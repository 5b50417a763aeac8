/**
 * The machine report: versioned, one object on stdout, findings in stable
 * order, keys in a fixed order, so CI can diff two runs.
 */
import { totals, type FileFindings } from '../findings/file-findings.js';
import type { Finding } from '../findings/finding.js';

const JSON_REPORT_VERSION = 1;

export function renderJson(files: readonly FileFindings[]): string {
  const report = {
    version: JSON_REPORT_VERSION,
    files: files.map((file) => ({ path: file.path, messages: file.findings.map(message) })),
    summary: totals(files),
  };
  return `${JSON.stringify(report, null, 2)}\n`;
}

function message(finding: Finding): Record<string, unknown> {
  return {
    ruleId: finding.ruleId,
    severity: finding.severity,
    message: finding.message,
    line: finding.line ?? null,
    column: finding.column ?? null,
    endLine: finding.endLine ?? null,
    endColumn: finding.endColumn ?? null,
    hint: finding.hint ?? null,
    url: finding.url ?? null,
    related: (finding.related ?? []).map((related) => ({
      message: related.message,
      file: related.file ?? finding.file,
      line: related.line ?? null,
      column: related.column ?? null,
      ...(related.entry ? { entry: related.entry } : {}),
    })),
    ...(finding.entry ? { entry: finding.entry } : {}),
    ...(finding.suggestion ? { suggestion: finding.suggestion } : {}),
  };
}
