/**
 * GitHub Actions workflow commands: one annotation per finding, on stdout.
 * GitHub shows at most 10 error and 10 warning annotations per step and drops
 * the rest silently, so only that many are emitted and the rest are counted,
 * with the full report going to the step summary (see step-summary.ts).
 */
import { relatedPlace } from './related-place.js';
import { totals, type FileFindings } from '../findings/file-findings.js';
import { plural } from '../text/plural.js';
import type { Finding, FindingCounts } from '../findings/finding.js';

/** GitHub's per-step limit for each of error and warning annotations. */
const ANNOTATIONS_PER_LEVEL = 10;

export function renderGithub(files: readonly FileFindings[], options: { summaryWritten: boolean }): string {
  const out: string[] = [];
  const shown = { error: 0, warning: 0, info: 0 };
  let skipped = 0;
  for (const file of files) {
    for (const finding of file.findings) {
      if (finding.severity !== 'info' && shown[finding.severity] >= ANNOTATIONS_PER_LEVEL) {
        skipped++;
        continue;
      }
      shown[finding.severity]++;
      out.push(annotation(finding));
    }
  }
  const count = totals(files);
  if (skipped > 0) {
    const where = options.summaryWritten ? 'the job summary lists them all' : 'run `teamdoc check` to see them all';
    out.push(
      `teamdoc: ${plural(skipped, 'more problem')} not annotated (GitHub shows ${ANNOTATIONS_PER_LEVEL} errors and ${ANNOTATIONS_PER_LEVEL} warnings per step); ${where}`,
    );
  }
  out.push(`teamdoc: ${countWords(count)} in ${plural(count.files, 'file')}`);
  return `${out.join('\n')}\n`;
}

function annotation(finding: Finding): string {
  const level = finding.severity === 'info' ? 'notice' : finding.severity;
  const properties: [string, string | number | undefined][] = [
    ['file', finding.file],
    ['line', finding.line],
    ['col', finding.column],
    ['endLine', finding.endLine],
    ['endColumn', finding.endColumn],
    ['title', `teamdoc ${finding.ruleId}`],
  ];
  const list = properties
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${key}=${escapeProperty(String(value))}`)
    .join(',');
  const related = (finding.related ?? []).map((item) => `${relatedPlace(finding, item)}${item.message}`);
  const text = [finding.message, ...(finding.hint ? [`hint: ${finding.hint}`] : []), ...related].join('\n');
  return `::${level} ${list}::${escapeData(text)}`;
}

/** The message part of a workflow command: `%`, CR and LF would end or corrupt it. */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A property value: as data, and `:` and `,` too, which would end the property. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** `1 error and 2 warnings`, `1 error, 2 warnings and 1 notice`, `no errors or warnings (3 notices)`: every annotation printed is counted. */
function countWords(count: FindingCounts): string {
  const notices = count.info > 0 ? plural(count.info, 'notice') : undefined;
  if (count.errors + count.warnings === 0) return notices ? `no errors or warnings (${notices})` : 'no errors or warnings';
  const parts = [plural(count.errors, 'error'), plural(count.warnings, 'warning'), ...(notices ? [notices] : [])];
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
