/**
 * teamdoc log: the messages in the log, filtered, as text, JSON or a
 * Markdown transcript. Exit 1 when the log holds files that cannot be read.
 */
import { locateRepo } from '../git/repo.js';
import type { Io } from '../io.js';
import { openLog } from '../log/context.js';
import { readableRef } from '../log/provider.js';
import { logSourceNote } from '../log/first-write.js';
import { type LogFilter, filterMessages } from '../log/filter.js';
import { handoffLinks } from '../log/lineage.js';
import { readLogContents } from '../log/read.js';
import { renderLogJson } from '../report/log-json.js';
import { renderLogMarkdown } from '../report/log-markdown.js';
import { renderLogProblems } from '../report/log-problems.js';
import { renderLogText } from '../report/log-text.js';
import { terminalSafe } from '../report/terminal-text.js';
import { parseSince } from '../time/since.js';
import { currentTime } from '../time/clock.js';

interface LogOptions {
  from?: string;
  to?: string;
  for?: string;
  kind?: string[];
  since?: string;
  thread?: string;
  format: 'text' | 'json' | 'markdown';
  ref?: string;
}

export async function run(_operands: unknown[], rawOptions: Record<string, unknown>, io: Io): Promise<number> {
  const options = rawOptions as unknown as LogOptions;
  const filter: LogFilter = { from: options.from, to: options.to, for: options.for, kinds: options.kind, thread: options.thread };
  if (options.since !== undefined) filter.since = parseSince(options.since, currentTime(io.env)).toISOString();
  const local = await openLog(await locateRepo(io.cwd), { ref: options.ref }, io.env);
  // The log check and view read: the local branch, else a remote's copy (a clone before its first write).
  const context = await readableRef(local);
  const contents = await readLogContents(context);
  const ref = context.settings.ref;
  const source = await logSourceNote(local, context, contents.tip);
  if (source) io.stderr.write(`teamdoc: ${source}\n`);
  const unfiltered = Object.values(filter).every((value) => value === undefined || (Array.isArray(value) && value.length === 0));
  // The whole log as JSON is printed straight from the cache's lines, without parsing a message.
  const messagesJson = () => (unfiltered ? contents.log.messagesJson() : JSON.stringify(filterMessages(contents.log.messages(), filter)));
  // Both sides of a handoff come from the whole log, whatever the filter keeps.
  const shown = () => {
    const all = contents.log.messages();
    return { messages: filterMessages(all, filter), links: handoffLinks(all) };
  };
  if (options.format === 'json') {
    io.stdout.write(renderLogJson({ ref, tip: contents.tip, messagesJson: messagesJson(), problems: contents.problems }));
  } else if (options.format === 'markdown') {
    const { messages, links } = shown();
    const markdown = renderLogMarkdown(messages, ref, links);
    io.stdout.write(io.stdout.isTTY ? terminalSafe(markdown) : markdown);
  } else {
    const { messages, links } = shown();
    io.stdout.write(renderLogText(messages, ref, links));
  }
  io.stderr.write(renderLogProblems(contents.problems));
  return contents.problems.length > 0 ? 1 : 0;
}
