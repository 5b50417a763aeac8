/**
 * What the door reads to check a writing command's names: the log's digest
 * as last cached (names only grow), else the log as this clone has it
 * (origin's copy before the first write here), and, only when the log alone
 * does not know a name, the team doc. (Reply and message ids are resolved
 * by log/read/id-prefix.ts.) A writing command also refuses, before reading, a ref
 * teamdoc may not write.
 */
import type { RepoLocation } from '../git/repo.js';
import { existsSync } from 'node:fs';
import { displayPath, teamDocIn } from '../doc/locate.js';
import type { TeamDoc } from '../doc/model.js';
import { type LogContext, openReader } from '../log/store/context.js';
import { DamagedLogRef, refuseForeignLogRef } from '../log/store/log-ref.js';
import { pendingStatements } from '../log/read/pending.js';
import { digestCachePath, loadDigest } from '../log/read/digest-cache.js';
import { readableRef, snapshotOf } from '../log/read/provider.js';
import type { LogMessage } from '../log/read/read.js';
import { TeamNames, checkRecipient } from './door.js';
import { readRef } from '../git/refs.js';
import { digestSince } from '../log/read/digest-since.js';
import { inLogOrder, isStructural } from '../log/read/message-ref.js';
import type { StatedEntry } from '../log/read/lineage.js';

/**
 * `--to` checked against the log's names first and the team doc's only when needed (parsing the doc costs more
 * than the write); `config` is the clone's `teamdoc.*` config as the command read it, which names the doc.
 */
export async function checkRecipientAtDoor(
  cwd: string,
  repo: RepoLocation,
  context: LogContext,
  config: ReadonlyMap<string, string>,
  to: string,
  outsideTeam: boolean,
): Promise<void> {
  if (outsideTeam) return;
  const pending = pendingStatements(context);
  // Names only grow: a digest cached at an earlier tip that knows the name is enough, and costs one small file read.
  const earlier = loadDigest(digestCachePath(context.paths.root), context.settings.ref);
  if (earlier && new TeamNames(undefined, [...earlier.digest.structural, ...pending]).has(to)) return;
  const structural = [...(await namesInLog(context)), ...pending];
  if (new TeamNames(undefined, structural).has(to)) return;
  const team = await teamDocAtDoor(cwd, repo, config);
  // A project that records without a team doc has no roster to check against.
  if (!team && structural.length === 0) return;
  checkRecipient(new TeamNames(team?.doc, structural), to, outsideTeam);
}

/**
 * The team doc as a model, parsed only when there is one: the Markdown parser
 * is most of teamdoc's code, and a project that records without a doc (or a
 * name the log already knows) should not load it on every write.
 */
async function teamDocAtDoor(cwd: string, repo: RepoLocation, config: ReadonlyMap<string, string>): Promise<{ doc: TeamDoc } | undefined> {
  if (repo.mainWorktree === undefined) return undefined;
  const path = await teamDocIn(repo, cwd, config);
  if (!existsSync(path)) return undefined;
  const { readTeamDoc } = await import('../doc/load.js');
  return { doc: readTeamDoc(path, displayPath(cwd, path)) };
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

/**
 * The joins and handoffs as they stand, for the line a write prints when its recipient handed off. Read as
 * the door reads names: the digest last cached, extended by the few entries added since (a handoff
 * recorded after it was cached is what this is for), the read `snapshotOf` extends its digest by
 * (log/read/digest-since.ts); the whole log only where that cannot be.
 */
export async function structuralAtDoor(context: LogContext): Promise<StatedEntry[]> {
  return [...(await structuralNow(context)), ...pendingStatements(context)];
}

/** Entries added since the cached digest that are read one by one, before the whole log is cheaper. */
const FEW_ADDED = 16;

async function structuralNow(context: LogContext): Promise<StatedEntry[]> {
  const readable = await readableRef(context);
  const tip = await readRef(readable.repo.commonDir, readable.settings.ref, readable.cwd);
  if (tip === undefined) return [];
  const since = await digestSince(readable, tip, { atMost: FEW_ADDED, read: true });
  if (since === undefined) return namesInLog(context);
  const added = (since.messages ?? []).filter(isStructural);
  if (added.length === 0) return since.cached.digest.structural;
  return [...since.cached.digest.structural, ...added].sort(inLogOrder);
}

/**
 * The structural entries of the log as this clone has it. A log that cannot be
 * read right now is the write's to report, under its lock: the door then knows
 * only the team doc's names and the spool's.
 */
async function namesInLog(context: LogContext): Promise<LogMessage[]> {
  try {
    return (await snapshotOf({ branch: context.settings.ref, context: await readableRef(context) })).snapshot.digest.structural;
  } catch (error) {
    if (error instanceof DamagedLogRef) return [];
    throw error;
  }
}
