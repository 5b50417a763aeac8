/**
 * `teamdoc log --unread --for NAME`: what a reader has not seen yet, kept per
 * name and session outside the log (under the git dir, beside the read cache),
 * so that reading never writes git. A mark says "every message committed by
 * commit `tip`, and the messages in `seen`, were shown"; what is new is what
 * the log gained since that commit — by its files, not by its timestamps, so
 * a message synced in late from another machine with an earlier time is new
 * too. Showing only some of the new ones (`-n`) adds those to `seen`; showing
 * them all moves the mark to the tip.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { changedFiles } from '../../git/list.js';
import { type LogContext, openReader } from '../store/context.js';
import { ensureDirectory } from '../store/durable.js';
import { filterMessages, readerFilter } from './filter.js';
import type { FoldedLog, LogMessage } from './fold.js';
import { MESSAGES_DIR } from '../format/layout.js';

const MARK_FORMAT = 1;

export interface Reader {
  /** The name the messages are addressed to (`--for`). */
  name: string;
  /** The reading session, when the environment shows one; else the mark is the name's. */
  session: string | undefined;
}

interface ReadMark {
  tip: string | undefined;
  seen: string[];
}

interface MarkFile extends ReadMark {
  format: number;
  name: string;
  session?: string;
}

function markPath(context: LogContext, reader: Reader): string {
  const key = createHash('sha256')
    .update(`${reader.name}\0${reader.session ?? ''}`)
    .digest('hex')
    .slice(0, 32);
  return join(context.paths.readMarks, `${key}.json`);
}

/** The reader's mark; none yet (everything is unread) when it never looked or the file is unreadable. */
function loadReadMark(context: LogContext, reader: Reader): ReadMark {
  try {
    const mark = JSON.parse(readFileSync(markPath(context, reader), 'utf8')) as Partial<MarkFile>;
    if (mark.format !== MARK_FORMAT || mark.name !== reader.name || !Array.isArray(mark.seen)) return { tip: undefined, seen: [] };
    return { tip: typeof mark.tip === 'string' ? mark.tip : undefined, seen: mark.seen };
  } catch {
    return { tip: undefined, seen: [] };
  }
}

export interface Unread {
  reader: Reader;
  mark: ReadMark;
  /** What the log held when it was read. */
  tip: string | undefined;
  /** Addressed to the reader (broadcasts too) and not shown to it yet, in time order. */
  messages: LogMessage[];
}

/** The messages of `all` (the folded log's, at `tip`) that `reader` has not been shown. */
export async function unreadMessages(
  context: LogContext,
  log: FoldedLog,
  tip: string | undefined,
  all: readonly LogMessage[],
  reader: Reader,
): Promise<Unread> {
  const mark = loadReadMark(context, reader);
  const unseen = await unseenSince(context, log, mark, tip);
  const seen = new Set(mark.seen);
  const messages = filterMessages(all, readerFilter(all, reader.name)).filter((message) => (unseen ? unseen.has(message.id) : !seen.has(message.id)));
  return { reader, mark, tip, messages };
}

/** Records that `shown` (some or all of `unread.messages`) were read. */
export function markShown(context: LogContext, unread: Unread, shown: readonly LogMessage[]): void {
  saveReadMark(
    context,
    unread.reader,
    unread.mark,
    unread.tip,
    shown.map((message) => message.id),
    shown.length === unread.messages.length,
  );
}

/**
 * The ids (as the folded log shows them) of messages committed since the mark's
 * tip and not seen since; undefined means "all of them" (no mark yet, or a log
 * rewritten so that the mark's commit no longer leads to its tip).
 */
async function unseenSince(context: LogContext, log: FoldedLog, mark: ReadMark, tip: string | undefined): Promise<Set<string> | undefined> {
  if (mark.tip === undefined || tip === undefined) return undefined;
  const seen = new Set(mark.seen);
  if (mark.tip === tip) return new Set();
  const reader = openReader(context);
  const changes = await changedFiles(context.cwd, mark.tip, tip, MESSAGES_DIR, reader)
    .catch(() => undefined)
    .finally(() => reader.close());
  if (!changes || changes.other.length > 0) return undefined;
  const added = changes.added.map((file) => basename(file.path, '.md')).map((id) => log.index.aliases[id] ?? id);
  return new Set(added.filter((id) => !seen.has(id)));
}

/** Records that `shown` were read; when they were every unread message, the mark moves to the tip. */
function saveReadMark(context: LogContext, reader: Reader, mark: ReadMark, tip: string | undefined, shown: readonly string[], allUnreadShown: boolean): void {
  const next: MarkFile = allUnreadShown
    ? { format: MARK_FORMAT, name: reader.name, session: reader.session, tip, seen: [] }
    : { format: MARK_FORMAT, name: reader.name, session: reader.session, tip: mark.tip, seen: [...new Set([...mark.seen, ...shown])] };
  const path = markPath(context, reader);
  ensureDirectory(context.paths.readMarks);
  const temporary = `${path}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(next)}\n`);
  renameSync(temporary, path);
}
