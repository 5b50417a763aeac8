/**
 * Message ids as people type them, wherever a command takes one: the whole id
 * (letter case aside, as ids are), or any prefix of at least six characters
 * that exactly one message's id starts with. More than one is an error that
 * lists them; a whole id is found through the key index without reading the
 * log, and only a prefix reads the ids the read cache keeps. A clone that has
 * not written yet reads a remote's copy of the log (provider.ts). An id that
 * matches nothing is refused, with the id it most likely meant: a reply to a
 * typo would thread to nothing, and a delivery to a typo would mark nothing.
 *
 * For other code: `resolveMessageId(context, written, { option })` → the id.
 */
import { UsageError } from '../../errors.js';
import { closest } from '../../text/closest.js';
import type { LogContext } from '../store/context.js';
import { findEntry } from './find.js';
import type { FoldedLog } from './fold.js';
import { readableRef } from './provider.js';
import { readLogContents } from './read.js';
import { refuseSecretInName } from '../format/secret-names.js';
import { readSpool } from '../store/spool.js';

const MIN_ID_PREFIX = 6;

/** How many candidates an ambiguity error lists. */
const LISTED = 10;

export interface ResolveIdOptions {
  /** How the command names what it was given (`--in-reply-to`, `message id`), for the error. */
  option: string;
  /** Keep an id that matches nothing as written (a handoff not synced yet, which join explains itself); default: refuse it. */
  keepUnknown?: boolean;
}

/** A message an id could mean, with enough to tell it from the others. */
interface IdCandidate {
  id: string;
  time: string;
  kind: string;
  from: string;
  to: string;
}

export async function resolveMessageId(context: LogContext, written: string, options: ResolveIdOptions): Promise<string> {
  // "Not found" quotes what was written: a secret pasted as an id is refused before anything is looked up.
  // (A value kept when unknown is checked with the rest of the entry; no stored id can hold a secret, so no prefix of one matches.)
  if (!options.keepUnknown) refuseSecretInName(options.option, written);
  const readable = await readableRef(context);
  const exact = (await findEntry(context, written)) ?? (readable === context ? undefined : await findEntry(readable, written));
  if (exact?.entry === 'message') return exact.id;
  if (exact) {
    throw new UsageError(`${options.option} ${written}: that is a delivery event, not a message`, {
      hint: `It is about message ${exact.message}; name that one. Nothing was written.`,
    });
  }
  if (written.length < MIN_ID_PREFIX && options.keepUnknown) return written;
  const { log } = await readLogContents(readable);
  const committed = written.length < MIN_ID_PREFIX ? [] : committedStartingWith(log, written);
  const spooled = written.length < MIN_ID_PREFIX ? [] : spooledStartingWith(context, written);
  const candidates = [...committed, ...spooled.filter((entry) => !committed.some((candidate) => candidate.id === entry.id))];
  const found = pickOne(written, candidates, options);
  if (found !== undefined || options.keepUnknown) return found ?? written;
  throw notFound(readable, written, options, log.index.ids);
}

/**
 * The same over a log already read (`teamdoc log` has it in hand), among its
 * committed messages: the whole id (or another id recorded for the same
 * message), or the one message it is a prefix of.
 */
export function resolveMessageIdIn(log: FoldedLog, context: LogContext, written: string, options: ResolveIdOptions): string {
  if (!options.keepUnknown) refuseSecretInName(options.option, written);
  const key = written.toLowerCase();
  const exact = log.index.ids.find((id) => id.toLowerCase() === key) ?? Object.entries(log.index.aliases).find(([alias]) => alias.toLowerCase() === key)?.[1];
  if (exact !== undefined) return exact;
  const found = written.length >= MIN_ID_PREFIX ? pickOne(written, committedStartingWith(log, written), options) : undefined;
  if (found !== undefined || options.keepUnknown) return found ?? written;
  throw notFound(context, written, options, log.index.ids);
}

function pickOne(written: string, candidates: IdCandidate[], options: ResolveIdOptions): string | undefined {
  if (candidates.length <= 1) return candidates[0]?.id;
  const shown = candidates
    .slice(0, LISTED)
    .map(
      (candidate) =>
        `  ${candidate.id}  ${candidate.time.slice(0, 10)} ${candidate.time.slice(11, 19)}Z  ${candidate.kind}  ${candidate.from} → ${candidate.to}`,
    );
  const more = candidates.length > LISTED ? [`  … and ${candidates.length - LISTED} more`] : [];
  throw new UsageError([`${options.option} ${written}: ${candidates.length} messages have ids starting with it:`, ...shown, ...more].join('\n'), {
    hint: 'Give more of the id, enough for one message.',
  });
}

/** Committed messages whose id, or another id recorded for the same message, starts with `written`; in time order. */
function committedStartingWith(log: FoldedLog, written: string): IdCandidate[] {
  const prefix = written.toLowerCase();
  const found = new Map<string, IdCandidate>();
  const { ids, aliases } = log.index;
  ids.forEach((id, position) => {
    if (!id.toLowerCase().startsWith(prefix)) return;
    const message = log.messageAt(position);
    found.set(id, { id, time: message.time, kind: message.kind, from: message.from.name, to: message.to.name });
  });
  for (const [alias, shown] of Object.entries(aliases)) {
    if (!alias.toLowerCase().startsWith(prefix) || found.has(shown)) continue;
    const position = ids.indexOf(shown);
    if (position === -1) continue;
    const message = log.messageAt(position);
    found.set(shown, { id: shown, time: message.time, kind: message.kind, from: message.from.name, to: message.to.name });
  }
  return [...found.values()].sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : a.id < b.id ? -1 : 1));
}

/** Messages durable in the spool but not committed yet (a record that answered 75), whose id starts with `written`. */
function spooledStartingWith(context: LogContext, written: string): IdCandidate[] {
  const prefix = written.toLowerCase();
  return readSpool(context.paths).items.flatMap(({ entry }) =>
    entry.entry === 'message' && entry.id.toLowerCase().startsWith(prefix)
      ? [{ id: entry.id, time: entry.time, kind: entry.kind, from: entry.from.name, to: entry.to.name }]
      : [],
  );
}

function notFound(context: LogContext, written: string, options: ResolveIdOptions, ids: readonly string[]): UsageError {
  const short = written.length < MIN_ID_PREFIX ? `; a prefix needs at least ${MIN_ID_PREFIX} characters` : '';
  const meant = closest(written, ids);
  return new UsageError(`${options.option} ${written}: no message with that id in ${context.settings.ref}${short}${meant ? `; did you mean ${meant}?` : ''}`, {
    hint: '`teamdoc log --oneline` lists the ids; `teamdoc sync` brings in those recorded on another machine. Nothing was written.',
  });
}

/**
 * The shortest prefix of each of `shown` that no other id in `all` starts with
 * (at least MIN_ID_PREFIX characters, letter case aside): what `log --oneline`
 * prints, and what any command then takes back.
 */
export function shortestUniquePrefixes(all: readonly string[], shown: readonly string[]): Map<string, string> {
  const sorted = [...new Set(all.map((id) => id.toLowerCase()))].sort();
  const prefixes = new Map<string, string>();
  for (const id of shown) {
    const key = id.toLowerCase();
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (sorted[middle]! < key) low = middle + 1;
      else high = middle;
    }
    const neighbours = [sorted[low - 1], sorted[low] === key ? sorted[low + 1] : sorted[low]].filter((other): other is string => other !== undefined);
    const shared = Math.max(0, ...neighbours.map((other) => commonPrefixLength(key, other)));
    prefixes.set(id, id.slice(0, Math.min(id.length, Math.max(MIN_ID_PREFIX, shared + 1))));
  }
  return prefixes;
}

function commonPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
}
