/**
 * teamdoc log: the messages in the log, filtered, as text, JSON or a
 * Markdown transcript, the way git log lists commits: the newest first in
 * text (`--reverse` for the oldest), `-n` for the newest few, `--oneline`,
 * bodies cut short unless `--full`, a pager on a terminal, and any unique id
 * prefix. `--unread --for NAME` lists what that reader has not seen and marks
 * it seen, outside git (`--peek`: without marking). Exit 1 when the log holds files that cannot be read.
 */
import { UsageError } from '../errors.js';
import { locateRepo } from '../git/repo.js';
import type { Io } from '../io.js';
import { openLog } from '../log/store/context.js';
import { readableRef } from '../log/read/provider.js';
import { logSourceNote } from '../log/sync/first-write.js';
import { type LogFilter, filterMessages, readerFilter } from '../log/read/filter.js';
import { resolveMessageIdIn, shortestUniquePrefixes } from '../log/read/id-prefix.js';
import { handoffLinks } from '../log/read/lineage.js';
import { type LogContents, type LogMessage, readLogContents } from '../log/read/read.js';
import { type Reader, markShown, unreadMessages } from '../log/read/read-marks.js';
import { writePaged } from '../pager.js';
import { renderLogJson } from '../report/log-json.js';
import { renderLogMarkdown } from '../report/log-markdown.js';
import { renderLogProblems } from '../report/log-problems.js';
import { renderLogText, type ShownFor } from '../report/log-text.js';
import { terminalSafe } from '../report/terminal-text.js';
import { detectSession } from '../session/identity.js';
import { currentTime } from '../time/clock.js';
import { parseSince, parseUntil } from '../time/since.js';
import type { OptionsOf } from './declare-options.js';
import type { LOG_FORMATS, LOG_OPTIONS } from './options.js';

type LogOptions = OptionsOf<typeof LOG_OPTIONS>;

export async function run(_operands: unknown[], options: LogOptions, io: Io): Promise<number> {
  if (options.unread && options.for === undefined) {
    throw new UsageError('--unread needs --for NAME: whose unread messages to list', {
      hint: 'teamdoc log --unread --for eval lists what is new for `eval` since this session last looked.',
    });
  }
  if (options.peek && !options.unread)
    throw new UsageError('--peek goes with --unread: it lists what is unread without marking it seen', { hint: 'teamdoc log --unread --for eval --peek' });
  if (options.oneline && options.format !== 'text')
    throw new UsageError(`--oneline is a way of printing text, not ${options.format}`, { hint: 'Drop --format, or --oneline.' });
  const now = currentTime(io.env);
  const filter: LogFilter = { from: options.from, to: options.to, for: options.for, kinds: options.kind, thread: options.thread };
  if (options.since !== undefined) filter.since = parseSince(options.since, now).toISOString();
  if (options.until !== undefined) filter.until = parseUntil(options.until, now).toISOString();
  const local = await openLog(await locateRepo(io.cwd), { ref: options.ref }, io.env);
  // The log check and view read: the local branch, else a remote's copy (a clone before its first write).
  const context = await readableRef(local);
  const contents = await readLogContents(context);
  if (filter.thread !== undefined) filter.thread = resolveMessageIdIn(contents.log, context, filter.thread, { option: '--thread' });
  const ref = context.settings.ref;
  const source = await logSourceNote(local, context, contents.tip);
  if (source) io.stderr.write(`teamdoc: ${source}\n`);
  const plain = Object.values(filter).every((value) => value === undefined || (Array.isArray(value) && value.length === 0));
  const whole = plain && !options.unread && options.maxCount === undefined && !options.reverse;

  let output: string;
  if (options.format === 'json' && whole) {
    // The whole log as JSON is printed straight from the cache's lines, without parsing a message.
    output = renderLogJson({ ref, tip: contents.tip, messagesJson: contents.log.messagesJson(), problems: contents.problems });
  } else {
    const all = contents.log.messages();
    if (filter.for !== undefined) Object.assign(filter, readerFilter(all, filter.for));
    const unread = options.unread
      ? await unreadMessages(context, contents.log, contents.tip, all, { name: options.for!, session: detectSession(io.env).session })
      : undefined;
    let listed = filterMessages(unread?.messages ?? all, filter);
    if (options.maxCount !== undefined) listed = options.maxCount === 0 ? [] : listed.slice(-options.maxCount);
    // Text lists the newest first, as git log does; JSON and Markdown are records in time order.
    if ((options.format === 'text') !== (options.reverse === true)) listed = [...listed].reverse();
    if (listed.length === 0 && options.format === 'text') {
      // Nothing listed: stdout stays empty (a poll loop tests for that), and the words go to stderr.
      output = '';
      io.stderr.write(`${emptyWords(unread?.reader, ref, contents.tip === undefined, all.length) ?? `No messages in ${ref}.`}\n`);
    } else output = RENDERERS[options.format]({ listed, all, options, ref, contents, reader: unread?.reader, shownFor: shownForOf(filter) });
    if (unread && !options.peek) markShown(context, unread, listed);
  }
  if (output !== '') await writePaged(options.format === 'markdown' && io.stdout.isTTY ? terminalSafe(output) : output, io, { pager: options.pager !== false });
  io.stderr.write(renderLogProblems(contents.problems));
  return contents.problems.length > 0 ? 1 : 0;
}

/** What a listing is rendered from: the messages listed, the whole log they came from, and who reads them. */
interface Listing {
  listed: LogMessage[];
  all: LogMessage[];
  options: LogOptions;
  ref: string;
  contents: LogContents;
  reader: Reader | undefined;
  shownFor: ShownFor | undefined;
}

/** Each format's renderer: the listing in, its text out. Both sides of a handoff come from the whole log, whatever the filter keeps. */
const RENDERERS: Record<(typeof LOG_FORMATS)[number], (listing: Listing) => string> = {
  text: ({ listed, all, options, ref, contents, shownFor }) =>
    renderLogText(listed, ref, {
      links: handoffLinks(all),
      full: options.full,
      oneline: options.oneline
        ? shortestUniquePrefixes(
            contents.log.index.ids,
            listed.map((message) => message.id),
          )
        : undefined,
      shownFor,
    }),
  json: ({ listed, ref, contents }) => renderLogJson({ ref, tip: contents.tip, messagesJson: JSON.stringify(listed), problems: contents.problems }),
  markdown: ({ listed, all, ref }) => renderLogMarkdown(listed, ref, handoffLinks(all)),
};

/** For `--for NAME`: why each message not addressed to NAME is listed for it. */
function shownForOf(filter: LogFilter): ShownFor | undefined {
  if (filter.for === undefined) return undefined;
  return { name: filter.for, addresses: filter.takenOver ?? [], parentLine: filter.alsoFor ?? new Set() };
}

/** What an empty listing says; where there is no log at all, that (a session in the wrong folder sees it at once). */
function emptyWords(reader: Reader | undefined, ref: string, noLog: boolean, inLog: number): string | undefined {
  const none = `this repository has no teamdoc log (${ref}) yet: nothing was recorded here, or this is not the repository the team works in`;
  if (reader) return noLog ? `No unread messages for ${reader.name}: ${none}.` : `No unread messages for ${reader.name}.`;
  if (noLog) return `No messages: ${none}.`;
  // A filter that matched nothing must not read as an empty log.
  return inLog > 0 ? `No messages match (${ref} holds ${inLog}).` : undefined;
}
