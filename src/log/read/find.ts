/**
 * Finding one entry by id, or a message by its runtime's own id, in the log or
 * still in the spool, through the key index: two small trees read, however
 * long the log is.
 */
import { type LogContext, openReader } from '../store/context.js';
import type { LogEntryRecord, MessageEntry } from '../format/entry.js';
import { entryKeys, idKey, nativeKey } from '../format/layout.js';
import { isReadable, lookupKeys, readSnapshot } from '../store/lookup.js';
import { readSpool } from '../store/spool.js';

export async function findEntry(context: LogContext, id: string): Promise<LogEntryRecord | undefined> {
  return findByKey(context, idKey(id));
}

/** The message recorded under a runtime's own message id (Claude Code's msg_id), if any. */
export async function findMessageByNativeId(context: LogContext, runtime: string, nativeId: string): Promise<MessageEntry | undefined> {
  const entry = await findByKey(context, nativeKey(runtime, nativeId));
  return entry?.entry === 'message' ? entry : undefined;
}

async function findByKey(context: LogContext, key: string): Promise<LogEntryRecord | undefined> {
  const reader = openReader(context);
  try {
    const stored = (await lookupKeys(reader, await readSnapshot(context, reader), [key])).get(key);
    if (stored && isReadable(stored)) return stored.entry;
  } finally {
    await reader.close();
  }
  return readSpool(context.paths).items.find((item) => entryKeys(item.entry).includes(key))?.entry;
}
