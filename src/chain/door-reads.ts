/**
 * What the door reads to check a writing command's names: the log's digest
 * as last cached (names only grow), else the log as this clone has it
 * (origin's copy before the first write here), and, only when the log alone
 * does not know a name, the team doc. A reply id
 * is looked up in the log's key index and the spool, and a miss gets a
 * did-you-mean from the log's ids.
 */
import { loadRepoTeamDoc } from '../doc/load.js';
import { UsageError } from '../errors.js';
import type { RepoLocation } from '../git/repo.js';
import { type LogContext, openReader } from '../log/context.js';
import { refuseForeignLogRef } from '../log/log-ref.js';
import type { LogEntryRecord } from '../log/entry.js';
import { findEntry } from '../log/find.js';
import { pendingStatements } from '../log/pending.js';
import { digestCachePath, loadDigest } from '../log/digest-cache.js';
import { readableRef, snapshotOf } from '../log/provider.js';
import { readLogContents } from '../log/read.js';
import { closest } from '../text/closest.js';
import { TeamNames, checkRecipient } from './door.js';

/** `--to` checked against the log's names first and the team doc's only when needed (parsing the doc costs more than the write). */
export async function checkRecipientAtDoor(cwd: string, repo: RepoLocation, context: LogContext, to: string, outsideTeam: boolean, now: Date): Promise<void> {
  if (outsideTeam) return;
  const pending = pendingStatements(context);
  // Names only grow: a digest cached at an earlier tip that knows the name is enough, and costs one small file read.
  const earlier = loadDigest(digestCachePath(context.paths.root), context.settings.ref);
  if (earlier && new TeamNames(undefined, [...earlier.digest.structural, ...pending]).has(to)) return;
  const { snapshot } = await snapshotOf({ branch: context.settings.ref, context: await readableRef(context) });
  const structural = [...snapshot.digest.structural, ...pending];
  if (new TeamNames(undefined, structural).has(to)) return;
  const team = await loadRepoTeamDoc(cwd, repo, now);
  // A project that records without a team doc has no roster to check against.
  if (!team && structural.length === 0) return;
  checkRecipient(new TeamNames(team?.doc, structural), to, outsideTeam);
}

/** The entry `id` names, in the log as this clone has it or in the spool; a miss is refused with the ids it may have meant. */
export async function entryAtDoor(context: LogContext, id: string, flag: string): Promise<LogEntryRecord> {
  const readable = await readableRef(context);
  const found = (await findEntry(context, id)) ?? (readable === context ? undefined : await findEntry(readable, id));
  if (found) return found;
  const ids = (await readLogContents(readable)).log.index.ids;
  const meant = closest(id, ids);
  throw new UsageError(`${flag} ${id}: no such entry in the log ${readable.settings.ref}${meant ? `; did you mean ${meant}?` : ''}`, {
    hint: 'teamdoc log lists the ids. Nothing was written. If it was recorded on another machine, run teamdoc sync first.',
  });
}

/** A writing command refuses a ref teamdoc may not write before its door reads that ref (log-ref.ts). */
export async function refuseForeignLogAtDoor(context: LogContext): Promise<void> {
  const reader = openReader(context);
  try {
    await refuseForeignLogRef(context, reader);
  } finally {
    await reader.close();
  }
}
