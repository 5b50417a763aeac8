/**
 * The read side: every entry at the log ref's tip, decoded strictly, and
 * messages with their delivery events folded in. Decoded entries are kept in
 * a cache keyed by the tip (read-cache.ts); when the tip moves, only the files
 * added since the cached tip are read, so a read costs what is new.
 */
import type { RepoLocation } from '../git/repo.js';
import { ObjectReader } from '../git/object-reader.js';
import { type FileAtPath, changedFiles, listFiles, resolveCommit } from '../git/list.js';
import type { DeliveryEntry, LogEntryRecord, MessageEntry } from './entry.js';
import { type LogContext, openLog } from './context.js';
import { EntryDecodeError, decodeEntry } from './decode.js';
import type { DeliveryState } from './fields.js';
import { MESSAGES_DIR, nativeKey } from './layout.js';
import { type CachedEntry, loadReadCache, saveReadCache } from './read-cache.js';

/** A delivery event as the reader shows it. */
export type DeliveryEvent = Omit<DeliveryEntry, 'entry' | 'message'>;

/** A message with everything known about it; the body as text (it is always UTF-8). */
export interface LogMessage extends Omit<MessageEntry, 'entry' | 'body'> {
  body: string;
  /** Where the entry lives in the log's tree. */
  path: string;
  delivery: {
    /** The latest event's state, or unknown when there is none. */
    state: DeliveryState;
    /** When the latest event was recorded. */
    since?: string;
    history: DeliveryEvent[];
  };
  /** Ids of other entries for the same runtime message (recorded on two machines before a sync). */
  alsoRecordedAs?: string[];
}

/** Something in the log that could not be read or does not fit, with where it is. */
export interface LogProblem {
  path: string;
  line?: number;
  message: string;
}

export interface LogContents {
  tip: string | undefined;
  messages: LogMessage[];
  problems: LogProblem[];
}

export interface ReadLogOptions {
  ref?: string;
  env?: NodeJS.ProcessEnv;
}

/** Every message in the log, oldest first, with its delivery state. */
export async function readLog(repo: RepoLocation, options: ReadLogOptions = {}): Promise<LogMessage[]> {
  return (await readLogContents(await openLog(repo, { ref: options.ref }, options.env ?? process.env))).messages;
}

export async function readLogContents(context: LogContext): Promise<LogContents> {
  const { tip, entries, problems } = await readEntries(context);
  const folded = foldDeliveries(entries);
  return { tip, messages: folded.messages, problems: [...problems, ...folded.problems] };
}

interface EntriesAtTip {
  tip: string | undefined;
  entries: CachedEntry[];
  problems: LogProblem[];
}

async function readEntries(context: LogContext): Promise<EntriesAtTip> {
  const tip = await resolveCommit(context.cwd, context.settings.ref);
  if (tip === undefined) return { tip, entries: [], problems: [] };
  const cache = loadReadCache(context.paths.cache, context.settings.ref);
  if (cache?.tip === tip) return { tip, entries: cache.entries, problems: cache.problems };

  let base: { entries: CachedEntry[]; problems: LogProblem[] } = { entries: [], problems: [] };
  let files: FileAtPath[] | undefined;
  if (cache) {
    const changes = await changedFiles(context.cwd, cache.tip, tip, MESSAGES_DIR).catch(() => undefined);
    // Entries are only ever added; anything else (a rewritten branch) means starting over.
    if (changes && changes.other.length === 0) {
      base = cache;
      files = changes.added;
    }
  }
  files ??= await listFiles(context.cwd, tip, MESSAGES_DIR);
  const fresh = await decodeFiles(context, files);
  const result = { tip, entries: [...base.entries, ...fresh.entries], problems: [...base.problems, ...fresh.problems] };
  saveReadCache(context.paths.cache, { ref: context.settings.ref, ...result });
  return result;
}

async function decodeFiles(context: LogContext, files: FileAtPath[]): Promise<{ entries: CachedEntry[]; problems: LogProblem[] }> {
  const entries: CachedEntry[] = [];
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

function toCached(entry: LogEntryRecord): CachedEntry['entry'] {
  return entry.entry === 'message' ? { ...entry, body: entry.body.toString('utf8') } : entry;
}

function foldDeliveries(entries: readonly CachedEntry[]): { messages: LogMessage[]; problems: LogProblem[] } {
  const sorted = [...entries].sort((a, b) => compareText(a.entry.time, b.entry.time) || compareText(a.entry.id, b.entry.id));
  const messages = new Map<string, LogMessage>();
  const byNativeKey = new Map<string, LogMessage>();
  const aliases = new Map<string, LogMessage>();
  const problems: LogProblem[] = [];
  for (const { path, entry } of sorted) {
    if (entry.entry !== 'message') continue;
    const { entry: _type, ...fields } = entry;
    const message: LogMessage = { ...fields, path, delivery: { state: 'unknown', history: [] } };
    if (entry.nativeId !== undefined) {
      const key = nativeKey(entry.nativeRuntime, entry.nativeId);
      const first = byNativeKey.get(key);
      if (first) {
        (first.alsoRecordedAs ??= []).push(entry.id);
        aliases.set(entry.id, first);
        continue;
      }
      byNativeKey.set(key, message);
    }
    messages.set(entry.id, message);
  }
  for (const { path, entry } of sorted) {
    if (entry.entry !== 'delivery') continue;
    const message = messages.get(entry.message) ?? aliases.get(entry.message);
    if (!message) {
      problems.push({ path, message: `delivery event ${entry.id} is about message ${entry.message}, which is not in the log` });
      continue;
    }
    const { entry: _type, message: _about, ...event } = entry;
    message.delivery.history.push(event);
    message.delivery.state = entry.state;
    message.delivery.since = entry.time;
  }
  return { messages: [...messages.values()], problems };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
