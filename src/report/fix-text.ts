/** What `check --fix` changed, one line per fix, and what `--fix-dry-run` would change. */
import type { AppliedFix } from '../fix/fix-rounds.js';
import { plural } from '../text/plural.js';
import { terminalSafeLine } from './terminal-text.js';

/** `TEAM.md:12:5 chain-statement-mismatch: Write `train` as `eval`’s parent`, for each fix. */
export function renderFixes(applied: readonly AppliedFix[]): string {
  return applied
    .map(
      ({ finding, suggestion }) =>
        `${terminalSafeLine(`${finding.file}:${finding.line ?? 1}:${finding.column ?? 1} ${finding.ruleId}: ${suggestion.message}`)}\n`,
    )
    .join('');
}

/** After a dry run's diff: how many fixes, in how many files, and how to write them. */
export function renderDryRunSummary(fixes: number, files: number): string {
  if (fixes === 0) return 'teamdoc: nothing to fix\n';
  return `teamdoc: ${plural(fixes, 'fix', 'fixes')} in ${plural(files, 'file')} not written (--fix-dry-run); \`teamdoc check --fix\` writes them\n`;
}
