/**
 * Entries durable in the spool but not committed yet, as messages a reader can
 * fold in: a join that answered 75 has still stated its parent.
 */
import type { LogContext } from '../store/context.js';
import type { LogMessage } from './read.js';
import { readSpool } from '../store/spool.js';

export function pendingStatements(context: LogContext): LogMessage[] {
  return readSpool(context.paths)
    .items.flatMap((item) => (item.entry.entry === 'message' && item.entry.kind === 'join' ? [item.entry] : []))
    .sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0))
    .map(({ entry: _entry, body, ...fields }) => ({ ...fields, body: body.toString('utf8'), path: '', delivery: { state: 'unknown', history: [] } }));
}
