/**
 * The default, human report, in the manner of vfile-reporter and ESLint's
 * stylish: a file's name, then one line per finding (position, severity,
 * message, rule id), its hint and related places indented beneath, and a total.
 * Every piece of text that came from a doc goes through terminalSafe.
 */
import { plural, totals, type FileFindings } from '../findings/file-findings.js';
import type { Finding } from '../findings/finding.js';
import type { Palette } from './colour.js';
import { relatedPlace } from './related-place.js';
import { terminalSafeLine } from './terminal-text.js';

export function renderStylish(files: readonly FileFindings[], palette: Palette): string {
  const out: string[] = [];
  for (const file of files) {
    if (file.findings.length === 0) {
      out.push(`${palette.underline(safe(file.path))}: no issues found`);
      continue;
    }
    out.push(palette.underline(safe(file.path)));
    const places = file.findings.map(place);
    const placeWidth = Math.max(...places.map((text) => text.length));
    file.findings.forEach((finding, index) => {
      const severity = finding.severity === 'error' ? palette.red('error  ') : finding.severity === 'warning' ? palette.yellow('warning') : 'info   ';
      out.push(`  ${places[index]!.padEnd(placeWidth)}  ${severity}  ${safe(finding.message)}  ${palette.dim(finding.ruleId)}`);
      const indent = ' '.repeat(2 + placeWidth + 2 + 7 + 2);
      if (finding.hint) out.push(`${indent}${palette.dim(`hint: ${safe(finding.hint)}`)}`);
      for (const related of finding.related ?? []) {
        out.push(`${indent}${palette.dim(safe(`${relatedPlace(finding, related)}${related.message}`))}`);
      }
    });
    out.push('');
  }
  const count = totals(files);
  const problems = count.errors + count.warnings + count.info;
  if (problems > 0) {
    const parts = [plural(count.errors, 'error'), plural(count.warnings, 'warning')];
    if (count.info > 0) parts.push(`${count.info} info`);
    const line = `${count.errors > 0 ? '✖' : '⚠'} ${plural(problems, 'problem')} (${parts.join(', ')})`;
    out.push(count.errors > 0 ? palette.red(palette.bold(line)) : palette.yellow(palette.bold(line)));
  }
  return out.length === 0 ? '' : `${out.join('\n')}\n`;
}

function place(finding: Finding): string {
  if (finding.line === undefined) return '';
  let text = `${finding.line}:${finding.column ?? 1}`;
  if (finding.endLine !== undefined && (finding.endLine !== finding.line || finding.endColumn !== finding.column)) {
    text += `-${finding.endLine}:${finding.endColumn ?? 1}`;
  }
  return text;
}

/** `line 35: ` for a place in the doc, `log teamdoc/log: ` for a log entry. */

const safe = terminalSafeLine;
