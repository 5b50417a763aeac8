/** One-line texts for what stops a check short of findings. */
import type { InputError } from '../errors.js';
import { terminalSafeLine } from './terminal-text.js';
import { plural } from '../text/plural.js';

/** `teamdoc: TEAM.md:3:7: Unexpected …` and its hint, for a file that could not be read while others were. */
export function describeInputError(error: InputError): string {
  const location = error.location;
  let where = '';
  if (location) {
    where = location.file;
    if (location.line !== undefined) where += `:${location.line}`;
    if (location.line !== undefined && location.column !== undefined) where += `:${location.column}`;
    where += ': ';
  }
  return `teamdoc: ${terminalSafeLine(where + error.message)}\n${error.hint ? `hint: ${terminalSafeLine(error.hint)}\n` : ''}`;
}

export function renderWarningLimit(warnings: number, limit: number): string {
  return `teamdoc: ${plural(warnings, 'warning')} ${warnings === 1 ? 'is' : 'are'} more than --max-warnings ${limit} allows\n`;
}
