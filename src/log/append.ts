/**
 * appendEntries: the one way anything is written to the log (record, the
 * Claude Code hook, join, handoff, scan --record all call it in-process).
 *
 *   1. check and prepare every entry (nothing is written if one is refused);
 *   2. write each to the spool durably — from here on it cannot be lost;
 *   3. take the log lock and commit the whole spool (group commit), or find
 *      that another holder already committed ours and verify it in the log;
 *   4. if the commit cannot be made in time, say what blocks: the entries stay
 *      in the spool and the next writer or `teamdoc doctor` commits them.
 */
import { join } from 'node:path';
import { InputError, TeamdocError, UsageError } from '../errors.js';
import { checkoutsOf } from '../git/checkouts.js';
import { ObjectReader } from '../git/object-reader.js';
import type { RepoLocation } from '../git/repo.js';
import { CommitBlocked, type CommitOptions, commitSpool, describeCommitter } from './commit.js';
import { type LogContext, logContext, openReader } from './context.js';
import { EntryDecodeError } from './decode.js';
import { entryKeys } from './layout.js';
import { describeLockHolder, waitForLock } from './lock.js';
import { type Settlement, type StoredEntry, describeConflict, lookupKeys, readSnapshot, settle } from './lookup.js';
import { type NewEntry, type PreparedEntry, prepareEntry } from './prepare.js';
import { type LogSettings, resolveLogSettings } from './settings.js';
import { type SpoolItem, isSpooled, readSpool, readSpoolItem, spoolEntry, spoolFileName } from './spool.js';
import { currentTime } from '../time/clock.js';

export type { NewEntry, NewDelivery, NewMessage } from './prepare.js';

/** How long a writer waits for the lock (or a stuck git) before it reports the entry as pending. */
export const DEFAULT_WAIT_MS = 10_000;

export interface AppendOptions {
  /** Log ref; resolved from TEAMDOC_LOG_REF, git config and the default when absent. */
  ref?: string;
  maxBodyBytes?: number;
  waitMs?: number;
  env?: NodeJS.ProcessEnv;
  /** Settings resolved by the caller already (saves a git config read). */
  settings?: LogSettings;
}

export interface AppendItemResult {
  /** The id the entry is stored under: its own, or the existing entry's for a duplicate. */
  id: string;
  status: 'recorded' | 'duplicate' | 'pending';
  redactions: number;
  redactedKinds: Record<string, number>;
}

export interface AppendResult {
  results: AppendItemResult[];
  /** True when every entry is in the log; false when some are durable in the spool but not committed yet. */
  committed: boolean;
  /** What blocks the commit, when committed is false. */
  pendingReason?: string;
  /** The commit that added the entries, when this call made it. */
  commit?: string;
}

/** An entry this call waits for: its own spool file, or an identical one another writer spooled first. */
interface Waiting {
  index: number;
  item: PreparedEntry;
  spoolId: string;
  /** Whether the spool file is this call's own (not an identical one another writer spooled). */
  wroteSpoolFile: boolean;
}

export async function appendEntries(repo: RepoLocation, entries: readonly NewEntry[], options: AppendOptions = {}): Promise<AppendResult> {
  const env = options.env ?? process.env;
  const settings =
    options.settings ?? (await resolveLogSettings(repo.worktree ?? repo.gitDir, { ref: options.ref, maxBodyBytes: options.maxBodyBytes }, env));
  const context = logContext(repo, settings);
  refuseIfCheckedOut(context);

  const now = currentTime(env);
  const prepared = entries.map((entry) => prepareEntry(entry, { maxBodyBytes: settings.maxBodyBytes, now }));
  // One object reader serves the whole call: the retry check, the commit or the verification.
  const reader = openReader(context);
  try {
    return await append(context, reader, prepared, entries, options.waitMs ?? DEFAULT_WAIT_MS, env);
  } finally {
    await reader.close();
  }
}

async function append(context: LogContext, reader: ObjectReader, prepared: PreparedEntry[], entries: readonly NewEntry[], waitMs: number, env: NodeJS.ProcessEnv): Promise<AppendResult> {
  const results: AppendItemResult[] = prepared.map((item) => ({
    id: item.entry.id,
    status: 'pending',
    redactions: item.entry.redactions,
    redactedKinds: item.redactedKinds,
  }));
  const waiting = await settleBeforeSpooling(context, reader, prepared, entries, results);
  for (const wait of waiting) {
    if (wait.spoolId !== wait.item.entry.id) continue;
    wait.wroteSpoolFile = spoolEntry(context.paths, wait.item.entry.id, wait.item.bytes);
    if (!wait.wroteSpoolFile) settleAgainstSpoolFile(context, wait.item);
  }
  if (waiting.length === 0) return { results, committed: true };

  const deadline = Date.now() + waitMs;
  const outcome = await commitOrVerify(context, reader, waiting, { deadline, committedBy: describeCommitter(env), time: currentTime(env) });
  if (outcome.pendingReason !== undefined) return { results, committed: false, pendingReason: outcome.pendingReason };
  const conflicts: string[] = [];
  for (const wait of waiting) applySettlement(wait.item, outcome.settled.get(wait.index), results[wait.index]!, conflicts);
  if (conflicts.length > 0) throw conflictError(conflicts);
  return outcome.commit === undefined ? { results, committed: true } : { results, committed: true, commit: outcome.commit };
}

function refuseIfCheckedOut(context: LogContext): void {
  const checkouts = checkoutsOf(context.repo, context.settings.ref);
  if (checkouts.length === 0) return;
  throw new UsageError(
    `The log branch ${context.settings.ref} is checked out in ${checkouts.map((checkout) => checkout.worktree).join(', ')}; teamdoc will not write to it`,
    { hint: 'Writing would make that worktree’s index stale. Switch it to another branch (git -C <worktree> switch <branch>) and record again; nothing was written.' },
  );
}

/**
 * Entries with a caller's id or a native id may be retries: settle those
 * against each other, the spool and the log before anything is written.
 * Returns what this call must wait for.
 */
async function settleBeforeSpooling(context: LogContext, reader: ObjectReader, prepared: PreparedEntry[], entries: readonly NewEntry[], results: AppendItemResult[]): Promise<Waiting[]> {
  const retryable = (index: number) => entries[index]!.id !== undefined || (prepared[index]!.entry.entry === 'message' && prepared[index]!.entry.nativeId !== undefined);
  const candidates = prepared.filter((_, index) => retryable(index));
  const known = candidates.length > 0 ? await knownEntries(context, reader, candidates) : { stored: new Map<string, StoredEntry>(), spooledIds: new Set<string>() };
  const waiting: Waiting[] = [];
  const conflicts: string[] = [];
  prepared.forEach((item, index) => {
    const settlement = settle({ entry: item.entry, bytes: item.bytes }, known.stored);
    if (settlement.status === 'new') {
      for (const key of entryKeys(item.entry)) known.stored.set(key, { entry: item.entry, bytes: item.bytes });
      known.spooledIds.add(item.entry.id);
      waiting.push({ index, item, spoolId: item.entry.id, wroteSpoolFile: false });
    } else if (settlement.status === 'conflict') {
      conflicts.push(describeConflict(item.entry, settlement));
    } else {
      const existingId = settlement.status === 'duplicate' ? settlement.existing.id : item.entry.id;
      // A match that is only in the spool is not committed yet: wait for it like for our own.
      if (known.spooledIds.has(existingId)) waiting.push({ index, item, spoolId: existingId, wroteSpoolFile: false });
      else applySettlement(item, settlement, results[index]!, conflicts);
    }
  });
  if (conflicts.length > 0) throw conflictError(conflicts);
  return waiting;
}

/** The entries in the spool and in the log that share a key with any of `items`. */
async function knownEntries(context: LogContext, reader: ObjectReader, items: PreparedEntry[]): Promise<{ stored: Map<string, StoredEntry>; spooledIds: Set<string> }> {
  const keys = new Set(items.flatMap((item) => entryKeys(item.entry)));
  const stored = await lookupKeys(reader, await readSnapshot(context, reader), [...keys]);
  const spooledIds = new Set<string>();
  // Spooled ids are found by file name; only a native id needs every spool file decoded.
  const needsScan = items.some((item) => item.entry.entry === 'message' && item.entry.nativeId !== undefined);
  const spooledItems = needsScan ? readSpool(context.paths).items : items.flatMap((item) => readSpooledCopy(context, item.entry.id) ?? []);
  for (const spooled of spooledItems) {
    for (const key of entryKeys(spooled.entry)) {
      if (keys.has(key) && !stored.has(key)) {
        stored.set(key, spooled);
        spooledIds.add(spooled.entry.id);
      }
    }
  }
  return { stored, spooledIds };
}

/** The spool file for `id`; a damaged one is reported, since it blocks that id until doctor moves it aside. */
function readSpooledCopy(context: LogContext, id: string): SpoolItem | undefined {
  try {
    return readSpoolItem(context.paths, spoolFileName(id));
  } catch (error) {
    if (!(error instanceof EntryDecodeError)) throw error;
    throw new InputError(`The spool holds a damaged file for id ${id}: ${error.message}`, { file: join(context.paths.spool, spoolFileName(id)), line: error.line }, {
      hint: 'Run teamdoc doctor: it moves damaged spool files to quarantine.',
    });
  }
}

/** Another writer spooled the same id between our check and our write: fine if it is the same message. */
function settleAgainstSpoolFile(context: LogContext, item: PreparedEntry): void {
  const spooled = readSpooledCopy(context, item.entry.id);
  if (!spooled) return;
  const settlement = settle({ entry: item.entry, bytes: item.bytes }, new Map(entryKeys(spooled.entry).map((key) => [key, spooled])));
  if (settlement.status === 'conflict') throw conflictError([describeConflict(item.entry, settlement)]);
}

function applySettlement(item: PreparedEntry, settlement: Settlement | undefined, result: AppendItemResult, conflicts: string[]): void {
  if (settlement === undefined || settlement.status === 'new') {
    conflicts.push(`${item.entry.id} left the spool but is not in the log (see the quarantine folder, or run teamdoc doctor)`);
  } else if (settlement.status === 'recorded') {
    result.status = 'recorded';
  } else if (settlement.status === 'duplicate') {
    result.status = 'duplicate';
    result.id = settlement.existing.id;
  } else {
    conflicts.push(describeConflict(item.entry, settlement));
  }
}

function conflictError(conflicts: string[]): InputError {
  return new InputError(`Unexpected reuse of an id: ${conflicts.join('; ')}`, undefined, {
    hint: 'A retry must send the same body under the same id; a different message needs a new id (omit --id to get one).',
  });
}

interface CommitOrVerify {
  /** What each waiting entry turned out to be, by its index in the call. */
  settled: Map<number, Settlement>;
  commit?: string;
  pendingReason?: string;
}

/** Waits for the lock and commits the spool, or verifies in the log what another holder committed for us. */
async function commitOrVerify(context: LogContext, reader: ObjectReader, waiting: Waiting[], options: Omit<CommitOptions, 'reader'>): Promise<CommitOrVerify> {
  const { deadline } = options;
  const ours = () => waiting.some((wait) => isSpooled(context.paths, wait.spoolId));
  const wait = await waitForLock(context.paths.lock, 'append', deadline, () => !ours());
  if (wait.status === 'stopped') return { settled: await verify(context, reader, waiting) };
  if (wait.status === 'timed-out') return { settled: new Map(), pendingReason: describeLockHolder(wait.holder) };
  let commit: string | undefined;
  let committedHere: Map<string, Settlement>;
  try {
    const outcome = await commitSpool(context, { ...options, reader });
    commit = outcome.commit;
    committedHere = outcome.settled;
  } catch (error) {
    if (error instanceof CommitBlocked || error instanceof TeamdocError) return { settled: new Map(), pendingReason: error.message };
    throw error;
  } finally {
    wait.lock.release();
  }
  // Our own files that this commit just stored need no second look; anything else is checked in the log.
  const settled = new Map<number, Settlement>();
  const rest = waiting.filter((item) => {
    const own = item.wroteSpoolFile ? committedHere.get(item.spoolId) : undefined;
    if (own?.status === 'new') settled.set(item.index, { status: 'recorded' });
    return !settled.has(item.index);
  });
  for (const [index, settlement] of await verify(context, reader, rest)) settled.set(index, settlement);
  return commit === undefined ? { settled } : { settled, commit };
}

async function verify(context: LogContext, reader: ObjectReader, waiting: Waiting[]): Promise<Map<number, Settlement>> {
  if (waiting.length === 0) return new Map();
  const stored = await lookupKeys(reader, await readSnapshot(context, reader), waiting.flatMap((wait) => entryKeys(wait.item.entry)));
  return new Map(waiting.map((wait) => [wait.index, settle({ entry: wait.item.entry, bytes: wait.item.bytes }, stored)]));
}
