/**
 * Finding one entry by id, in the log or still in the spool, through the key
 * index: two small trees read, however long the log is.
 */
import { type LogContext, openReader } from './context.js';
import type { LogEntryRecord } from './entry.js';
import { idKey } from './layout.js';
import { lookupKeys, readSnapshot } from './lookup.js';
import { readSpool } from './spool.js';

export async function findEntry(context: LogContext, id: string): Promise<LogEntryRecord | undefined> {
  const reader = openReader(context);
  try {
    const found = await lookupKeys(reader, await readSnapshot(context, reader), [idKey(id)]);
    const stored = found.get(idKey(id));
    if (stored) return stored.entry;
  } finally {
    await reader.close();
  }
  return readSpool(context.paths).items.find((item) => idKey(item.entry.id) === idKey(id))?.entry;
}
