/**
 * The scan as JSON on stdout: the whole report, every path absolute, every
 * body whole, and every unknown written as null (not left out), so a reader
 * can tell "not known" from "not in this version". `schema` changes only when
 * a field changes meaning. Written in pieces, one session or message per line,
 * so a scan of a year of transcripts never holds its whole output in memory.
 */
import type { ScanReport } from '../scan/model.js';

export const SCAN_JSON_SCHEMA = 'teamdoc-scan/1';

export function* scanJsonChunks(report: ScanReport): Generator<string> {
  const { sessions, messages, unmatchedNotices, totals, ...header } = report;
  const opening = json({ schema: SCAN_JSON_SCHEMA, ...header });
  yield `${opening.slice(0, -1)},"sessions":[`;
  yield* list(sessions);
  yield '],"messages":[';
  yield* list(messages);
  yield `],"unmatchedNotices":[`;
  yield* list(unmatchedNotices);
  yield `],"totals":${json(totals)}}\n`;
}

export function renderScanJson(report: ScanReport): string {
  return [...scanJsonChunks(report)].join('');
}

function* list(items: readonly unknown[]): Generator<string> {
  for (let index = 0; index < items.length; index++) yield `${index === 0 ? '' : ','}\n${json(items[index])}`;
  if (items.length > 0) yield '\n';
}

function json(value: unknown): string {
  return JSON.stringify(value, (_key, field: unknown) => (field === undefined ? null : field));
}
