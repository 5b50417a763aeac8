/**
 * The scan as JSON on stdout: the whole report, every path absolute, every
 * body whole, and every unknown written as null (not left out), so a reader
 * can tell "not known" from "not in this version". Each message carries what
 * the log says of it (`log`); the team's sessions say whether their
 * transcripts are here. `schema` changes only when a field changes meaning
 * (2: the comparison with the log, `--record`). Written in pieces, one session
 * or message per line, so a scan of a year of transcripts never holds its
 * whole output in memory.
 */
import type { TracedMessage } from '../scan/model.js';
import type { MessageAgainstLog, ScanAgainstLog } from '../scan/record/model.js';

export const SCAN_JSON_SCHEMA = 'teamdoc-scan/2';

export function* scanJsonChunks(result: ScanAgainstLog): Generator<string> {
  const { sessions, messages, unmatchedNotices, totals, lookedFor: _asked, ...header } = result.scan;
  const opening = json({ schema: SCAN_JSON_SCHEMA, ...header, log: result.log });
  yield `${opening.slice(0, -1)},"sessions":[`;
  yield* list(sessions);
  yield '],"messages":[';
  yield* list(messages.map((message, index) => withLog(message, result.comparisons[index])));
  yield `],"unmatchedNotices":[`;
  yield* list(unmatchedNotices);
  yield `],"teamSessions":[`;
  yield* list(result.teamSessions);
  yield `],"teamDocProblem":${json(result.teamDocProblem)},"totals":${json({ ...totals, log: result.summary })},"record":${json(result.record)}}\n`;
}

export function renderScanJson(result: ScanAgainstLog): string {
  return [...scanJsonChunks(result)].join('');
}

/** The message as traced, and the log's side: the entries to write (a message entry without its body, which is the message's own). */
function withLog(message: TracedMessage, comparison: MessageAgainstLog | undefined): unknown {
  if (comparison === undefined) return { ...message, log: undefined };
  const { status, id, foundBy, logState, logStateBy, message: entry, deliveries, withheld, write } = comparison;
  const stored = entry === undefined ? undefined : (({ body: _body, bodySource: _source, ...fields }) => fields)(entry);
  return { ...message, log: { status, id, foundBy, logState, logStateBy, message: stored, deliveries, withheld, write } };
}

function* list(items: readonly unknown[]): Generator<string> {
  for (let index = 0; index < items.length; index++) yield `${index === 0 ? '' : ','}\n${json(items[index])}`;
  if (items.length > 0) yield '\n';
}

function json(value: unknown): string {
  return JSON.stringify(value, (_key, field: unknown) => (field === undefined ? null : field));
}
