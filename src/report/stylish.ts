/**
 * The default, human report, in the manner of vfile-reporter and ESLint's
 * stylish: a file's name, then one line per finding (position, severity,
 * message, rule id), its hint and related places indented beneath, and a total.
 * Every piece of text that came from a doc goes through terminalSafe. Lines fit
 * a 100-column terminal: a long message goes on under itself, in its column,
 * and the rule id follows it.
 */
import { totals, type FileFindings } from '../findings/file-findings.js';
import type { Finding, FindingCounts } from '../findings/finding.js';
import { plural } from '../text/plural.js';
import { wrapText } from '../text/wrap.js';
import type { Palette } from './colour.js';
import { relatedPlace } from './related-place.js';
import { terminalSafeLine } from './terminal-text.js';

/** The terminal width every line fits in. */
const STYLISH_WIDTH = 100;

export interface StylishOptions {
  /** Errors only (`check --quiet`): a file without any says nothing, rather than "no issues found". */
  quiet?: boolean;
}

export function renderStylish(files: readonly FileFindings[], palette: Palette, options: StylishOptions = {}): string {
  const out: string[] = [];
  for (const file of files) {
    if (file.findings.length === 0) {
      if (!options.quiet) out.push(`${palette.underline(safe(file.path))}: no issues found`);
      continue;
    }
    out.push(palette.underline(safe(file.path)));
    const places = file.findings.map(place);
    const placeWidth = Math.max(...places.map((text) => text.length));
    const indent = ' '.repeat(2 + placeWidth + 2 + 7 + 2);
    const room = STYLISH_WIDTH - indent.length;
    file.findings.forEach((finding, index) => {
      const severity = finding.severity === 'error' ? palette.red('error  ') : finding.severity === 'warning' ? palette.yellow('warning') : 'info   ';
      // The rule id follows the message, on its last line when there is room.
      const lines = wrapText(safe(finding.message), room);
      const last = lines[lines.length - 1]!;
      if (last.length + 2 + finding.ruleId.length <= room) lines[lines.length - 1] = `${last}  ${palette.dim(finding.ruleId)}`;
      else lines.push(palette.dim(finding.ruleId));
      out.push(`  ${places[index]!.padEnd(placeWidth)}  ${severity}  ${lines[0]}`);
      for (const line of lines.slice(1)) out.push(`${indent}${line}`);
      const details = [
        ...(finding.hint ? [`hint: ${finding.hint}`] : []),
        ...(finding.related ?? []).map((related) => `${relatedPlace(finding, related)}${related.message}`),
      ];
      for (const detail of details) {
        for (const line of wrapText(safe(detail), room)) out.push(`${indent}${palette.dim(line)}`);
      }
    });
    out.push('');
  }
  const line = summaryLine(totals(files));
  if (line) out.push(line.errors ? palette.red(palette.bold(line.text)) : palette.yellow(palette.bold(line.text)));
  return out.length === 0 ? '' : `${out.join('\n')}\n`;
}

/** `✖ 3 problems (1 error, 2 warnings)`, as ESLint says it; `ℹ 2 info, no errors or warnings` when that is all. */
function summaryLine(count: FindingCounts): { text: string; errors: boolean } | undefined {
  const info = count.info > 0 ? `${count.info} info` : undefined;
  if (count.errors + count.warnings === 0) return info ? { text: `ℹ ${info}, no errors or warnings`, errors: false } : undefined;
  const parts = [plural(count.errors, 'error'), plural(count.warnings, 'warning'), ...(info ? [info] : [])];
  const problems = count.errors + count.warnings + count.info;
  return { text: `${count.errors > 0 ? '✖' : '⚠'} ${plural(problems, 'problem')} (${parts.join(', ')})`, errors: count.errors > 0 };
}

function place(finding: Finding): string {
  if (finding.line === undefined) return '';
  let text = `${finding.line}:${finding.column ?? 1}`;
  if (finding.endLine !== undefined && (finding.endLine !== finding.line || finding.endColumn !== finding.column)) {
    text += `-${finding.endLine}:${finding.endColumn ?? 1}`;
  }
  return text;
}

const safe = terminalSafeLine;
