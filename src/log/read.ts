/**
 * The read side: every entry at the log ref's tip, decoded strictly and
 * checked against the zod schema, folded into messages with their delivery
 * state (fold.ts). The folded log is cached, keyed by the tip (read-cache.ts);
 * when the tip moves, only the files added since the cached tip are read.
 */
import type { RepoLocation } from '../git/repo.js';
import { ObjectReader } from '../git/object-reader.js';
import { type FileAtPath, changedFiles, listFiles } from '../git/list.js';
import { readRef } from '../git/refs.js';
import type { LogEntryRecord } from './entry.js';
import { type LogContext, openLog } from './context.js';
import { EntryDecodeError, decodeEntry } from './decode.js';
import { type EntryAtPath, FoldedLog, type LogMessage, type StoredRecord } from './fold.js';
import { MESSAGES_DIR } from './layout.js';
import { type ReadCache, loadReadCache, saveReadCache } from './read-cache.js';

export type { DeliveryEvent, LogMessage } from './fold.js';

/** Something in the log that could not be read or does not fit, with where it is. */
export interface LogProblem {
  path: string;
  line?: number;
  message: string;
}

export interface LogContents {
  tip: string | undefined;
  log: FoldedLog;
  problems: LogProblem[];
}

export interface ReadLogOptions {
  ref?: string;
  env?: NodeJS.ProcessEnv;
}

/** Every message in the log, oldest first, with its delivery state. */
export async function readLog(repo: RepoLocation, options: ReadLogOptions = {}): Promise<LogMessage[]> {
  return (await readLogContents(await openLog(repo, { ref: options.ref }, options.env ?? process.env))).log.messages();
}

export async function readLogContents(context: LogContext): Promise<LogContents> {
  const tip = await readRef(context.repo.commonDir, context.settings.ref, context.cwd);
  if (tip === undefined) return { tip, log: new FoldedLog(), problems: [] };
  const cache = (await upToDate(context, loadReadCache(context.paths.cache, context.settings.ref), tip)) ?? (await rebuild(context, tip));
  const { orphans, duplicates } = cache.log.index;
  const problems = [
    ...cache.problems,
    ...orphans.map(({ path, event }) => ({ path, message: `delivery event ${event.id} is about message ${event.message}, which is not in the log` })),
    ...duplicates.map(({ path, id }) => ({ path, message: `a second entry with id ${id}; the earlier one is shown` })),
  ];
  return { tip, log: cache.log, problems };
}

/** The cache brought to `tip` by reading only the files added since its own tip; undefined when it cannot be. */
async function upToDate(context: LogContext, cache: ReadCache | undefined, tip: string): Promise<ReadCache | undefined> {
  if (!cache || cache.tip === tip) return cache;
  const changes = await changedFiles(context.cwd, cache.tip, tip, MESSAGES_DIR).catch(() => undefined);
  // Entries are only ever added; anything else (a rewritten branch) means starting over.
  if (!changes || changes.other.length > 0) return undefined;
  return update(context, cache, tip, changes.added);
}

async function rebuild(context: LogContext, tip: string): Promise<ReadCache> {
  const empty: ReadCache = { ref: context.settings.ref, tip, log: new FoldedLog(), problems: [] };
  return update(context, empty, tip, await listFiles(context.cwd, tip, MESSAGES_DIR));
}

async function update(context: LogContext, cache: ReadCache, tip: string, files: FileAtPath[]): Promise<ReadCache> {
  const fresh = await decodeFiles(context, files);
  cache.log.add(fresh.entries);
  const updated: ReadCache = { ref: cache.ref, tip, log: cache.log, problems: [...cache.problems, ...fresh.problems] };
  saveReadCache(context.paths.cache, updated);
  return updated;
}

async function decodeFiles(context: LogContext, files: FileAtPath[]): Promise<{ entries: EntryAtPath[]; problems: LogProblem[] }> {
  const entries: EntryAtPath[] = [];
  const problems: LogProblem[] = [];
  if (files.length === 0) return { entries, problems };
  // zod is loaded only when there is something new to check: a cached read never pays for it.
  const { storedEntrySchema } = await import('./schema.js');
  const reader = new ObjectReader(context.cwd, { format: context.settings.objectFormat });
  try {
    const objects = await reader.read(files.map((file) => file.id));
    files.forEach((file, index) => {
      const object = objects[index];
      if (!object) return problems.push({ path: file.path, message: 'the file is missing from the repository' });
      try {
        const entry = decodeEntry(object.content);
        if (!file.path.endsWith(`/${entry.id}.md`)) throw new EntryDecodeError(`the file name does not match its id ${entry.id}`, 1);
        const checked = storedEntrySchema.safeParse(toCached(entry));
        if (!checked.success) throw new EntryDecodeError(`the entry does not fit the record format: ${checked.error.issues[0]?.message}`, 1);
        entries.push({ path: file.path, entry: checked.data });
      } catch (error) {
        if (!(error instanceof EntryDecodeError)) throw error;
        problems.push({ path: file.path, line: error.line, message: error.message });
      }
      return undefined;
    });
  } finally {
    await reader.close();
  }
  return { entries, problems };
}

function toCached(entry: LogEntryRecord): StoredRecord {
  return entry.entry === 'message' ? { ...entry, body: entry.body.toString('utf8') } : entry;
}
