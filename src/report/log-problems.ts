/** Problems found while reading the log, one located line each on stderr. */
import type { LogProblem } from '../log/read.js';
import { terminalSafeLine } from './terminal-text.js';

export function renderLogProblems(problems: readonly LogProblem[]): string {
  return problems
    .map((problem) => `teamdoc: ${terminalSafeLine(problem.path)}${problem.line === undefined ? '' : `:${problem.line}`}: ${terminalSafeLine(problem.message)}\n`)
    .join('');
}
