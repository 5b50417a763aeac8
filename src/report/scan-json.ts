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
import { plannedEntries, type EntryContext } from '../scan/record/entries.js';
import type { MessageAgainstLog, ScanAgainstLog } from '../scan/record/model.js';

const SCAN_JSON_SCHEMA = 'teamdoc-scan/2';

export function* scanJsonChunks(result: ScanAgainstLog): Generator<string> {
  const { sessions, messages, unmatchedNotices, totals, lookedFor: _asked, ...header } = result.scan;
  const opening = json({ schema: SCAN_JSON_SCHEMA, ...header, log: result.log });
  yield `${opening.slice(0, -1)},"sessions":[`;
  yield* list(sessions);
  yield '],"messages":[';
  for (let index = 0; index < messages.length; index++)
    yield `${index === 0 ? '' : ','}\n${withLog(messages[index]!, result.comparisons[index], result.entryContext)}`;
  if (messages.length > 0) yield '\n';
  yield `],"unmatchedNotices":[`;
  yield* list(unmatchedNotices);
  yield `],"teamSessions":[`;
  yield* list(result.teamSessions);
  yield `],"teamDocProblem":${json(result.teamDocProblem)},"totals":${json({ ...totals, log: result.summary })},"record":${json(result.record)}}\n`;
}

/**
 * The message as traced, then the log's side: the entries to write (a message entry without its body,
 * which is the message's own). The log's side is built with its nulls in place and serialised without
 * the replacer, which costs a function call per key and dominated the output of a large scan.
 */
function withLog(message: TracedMessage, comparison: MessageAgainstLog | undefined, context: EntryContext): string {
  const traced = json(message);
  if (comparison === undefined) return `${traced.slice(0, -1)},"log":null}`;
  const { status, id, foundBy, logState, logStateBy, withheld, write } = comparison;
  const { message: entry, deliveries } = plannedEntries(message, comparison, context);
  const stored = entry === undefined ? null : (({ body: _body, bodySource: _source, ...fields }) => fields)(entry);
  const log = {
    status,
    id,
    foundBy: foundBy ?? null,
    logState: logState ?? null,
    logStateBy: logStateBy ?? null,
    message: stored,
    deliveries,
    withheld,
    write: write === undefined ? null : { result: write.result, reason: write.reason ?? null },
  };
  return `${traced.slice(0, -1)},"log":${JSON.stringify(log)}}`;
}

function* list(items: readonly unknown[]): Generator<string> {
  for (let index = 0; index < items.length; index++) yield `${index === 0 ? '' : ','}\n${json(items[index])}`;
  if (items.length > 0) yield '\n';
}

function json(value: unknown): string {
  return JSON.stringify(value, (_key, field: unknown) => (field === undefined ? null : field));
}
