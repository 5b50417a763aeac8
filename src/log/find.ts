/**
 * Finding one entry by id, in the log or still in the spool, through the key
 * index: two small trees read, however long the log is.
 */
import { ObjectReader } from '../git/object-reader.js';
import type { LogContext } from './context.js';
import type { LogEntryRecord } from './entry.js';
import { idKey } from './layout.js';
import { lookupKeys, readSnapshot } from './lookup.js';
import { readSpool } from './spool.js';

export async function findEntry(context: LogContext, id: string): Promise<LogEntryRecord | undefined> {
  const reader = new ObjectReader(context.cwd);
  try {
    const found = await lookupKeys(reader, await readSnapshot(reader, context.settings.ref), [idKey(id)]);
    const stored = found.get(idKey(id));
    if (stored) return stored.entry;
  } finally {
    await reader.close();
  }
  return readSpool(context.paths).items.find((item) => idKey(item.entry.id) === idKey(id))?.entry;
}
