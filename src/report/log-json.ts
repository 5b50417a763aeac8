/**
 * `teamdoc log --format json`: the messages and any problems, exactly as
 * read. JSON escapes C0 controls itself; C1 controls and bidi overrides are
 * escaped too, so even a raw `cat` of the output cannot drive a terminal.
 */
import type { LogProblem } from '../log/read/read.js';

const UNSAFE_IN_JSON = /[\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** `messagesJson` is the messages already as a JSON array (the read cache keeps them that way). */
export function renderLogJson(report: { ref: string; tip: string | undefined; messagesJson: string; problems: readonly LogProblem[] }): string {
  const head = JSON.stringify({ ref: report.ref, tip: report.tip ?? null });
  const json = `${head.slice(0, -1)},"messages":${report.messagesJson},"problems":${JSON.stringify(report.problems)}}`;
  return `${json.replace(UNSAFE_IN_JSON, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)}\n`;
}
