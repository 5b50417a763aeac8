/** Problems found while reading the log, one located line each on stderr, and where to go from there. */
import type { LogProblem } from '../log/read/read.js';
import { terminalSafeLine } from './terminal-text.js';

export function renderLogProblems(problems: readonly LogProblem[]): string {
  const lines = problems.map(
    (problem) =>
      `teamdoc: ${terminalSafeLine(problem.path)}${problem.line === undefined ? '' : `:${problem.line}`}: ${terminalSafeLine(problem.message)}${problem.kind === undefined ? '' : ` [${problem.kind}]`}\n`,
  );
  if (problems.some((problem) => problem.kind !== undefined))
    lines.push('hint: `teamdoc doctor --verify` walks the whole log and says how to repair each of these.\n');
  return lines.join('');
}
