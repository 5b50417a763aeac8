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
import { InputError, StorageError, TeamdocError, UsageError } from '../../errors.js';
import { checkoutsOf } from '../../git/checkouts.js';
import { DamagedObject, type ObjectReader } from '../../git/object-reader.js';
import type { RepoLocation } from '../../git/repo.js';
import { CommitBlocked, type CommitOptions, type CommitOutcome, type CommitSettlement, commitSpool, describeCommitter } from './commit.js';
import { type LogContext, logContext, openReader } from '../store/context.js';
import { EntryDecodeError } from '../format/decode.js';
import { entryKeys } from '../format/layout.js';
import { describeLockHolder, waitForLock } from '../store/lock.js';
import { DamagedLogRef, refuseForeignLogRef, refuseReservedRef } from '../store/log-ref.js';
import {
  type EntryHolder,
  type Settlement,
  type StoredEntry,
  describeConflict,
  lookupKeys,
  readSnapshot,
  settle,
  storedEntry,
  withPathHolders,
} from '../store/lookup.js';
import { type NewEntry, type PreparedEntry, prepareEntry } from './prepare.js';
import { type LogSettings, resolveLogSettings } from '../store/settings.js';
import { type SpoolItem, isSpooled, readSpool, readSpoolItem, removeFromSpool, spoolEntry, spoolFileName } from '../store/spool.js';
import { currentTime } from '../../time/clock.js';

export type { NewEntry, NewDelivery, NewMessage } from './prepare.js';

/** How long a writer waits for the lock (or a stuck git) before it reports the entry as pending. */
const DEFAULT_WAIT_MS = 10_000;

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
  /** What the person can do about it, when there is something. */
  pendingHint?: string;
  /** The underlying error, shown with TEAMDOC_DEBUG. */
  pendingCause?: unknown;
  /** The commit that added the entries, when this call made it. */
  commit?: string;
}

/** An entry this call waits for: its own spool file, or an identical one another writer spooled first. */
interface Waiting {
  index: number;
  item: PreparedEntry;
  candidate: StoredEntry;
  spoolId: string;
  /** Whether the spool file is this call's own (not an identical one another writer spooled). */
  wroteSpoolFile: boolean;
}

export async function appendEntries(repo: RepoLocation, entries: readonly NewEntry[], options: AppendOptions = {}): Promise<AppendResult> {
  const env = options.env ?? process.env;
  const settings = options.settings ?? (await resolveLogSettings(repo.worktree ?? repo.gitDir, { ref: options.ref, maxBodyBytes: options.maxBodyBytes }, env));
  const context = logContext(repo, settings);
  refuseIfCheckedOut(context);
  refuseReservedRef(settings.ref);

  const now = currentTime(env);
  const prepared = entries.map((entry) => prepareEntry(entry, { maxBodyBytes: settings.maxBodyBytes, now }));
  // One object reader serves the whole call: the ref's check, the retry check, the commit or the verification.
  const reader = openReader(context);
  try {
    // A log whose tip cannot be read is not refused: the entries wait in the spool (exit 75) until it is repaired.
    await refuseForeignLogRef(context, reader);
    return await append(context, reader, prepared, entries, options.waitMs ?? DEFAULT_WAIT_MS, env);
  } finally {
    await reader.close();
  }
}

async function append(
  context: LogContext,
  reader: ObjectReader,
  prepared: PreparedEntry[],
  entries: readonly NewEntry[],
  waitMs: number,
  env: NodeJS.ProcessEnv,
): Promise<AppendResult> {
  const results: AppendItemResult[] = prepared.map((item) => ({
    id: item.entry.id,
    status: 'pending',
    redactions: item.entry.redactions,
    redactedKinds: item.redactedKinds,
  }));
  const format = context.settings.objectFormat;
  const candidates = prepared.map((item) => storedEntry(item.entry, item.bytes, format));
  const waiting = await settleBeforeSpooling(context, reader, candidates, entries, results);
  spoolAll(context, waiting);
  if (waiting.length === 0) return { results, committed: true };

  // From here on every waiting entry is durable: whatever fails now, the answer is "pending" (exit 75), never "failed".
  let outcome: CommitOrVerify;
  try {
    outcome = await commitOrVerify(context, reader, waiting, { deadline: Date.now() + waitMs, committedBy: describeCommitter(env), time: currentTime(env) });
  } catch (error) {
    return { results, committed: false, ...pendingBecause(error) };
  }
  if (outcome.pendingReason !== undefined) return { results, committed: false, pendingReason: outcome.pendingReason };
  const conflicts: Refusal[] = [];
  for (const wait of waiting) applySettlement(wait.item, outcome.settled.get(wait.index), results[wait.index]!, conflicts);
  if (conflicts.length > 0) throw conflictError(conflicts);
  return outcome.commit === undefined ? { results, committed: true } : { results, committed: true, commit: outcome.commit };
}

/**
 * Writes each waiting entry to the spool. A write the file system refuses
 * takes back what this call already spooled, so "nothing was recorded" (exit
 * 2) is true and a retry cannot make a twin.
 */
function spoolAll(context: LogContext, waiting: Waiting[]): void {
  try {
    for (const wait of waiting) {
      if (wait.spoolId !== wait.item.entry.id) continue;
      wait.wroteSpoolFile = spoolEntry(context.paths, wait.item.entry.id, wait.item.bytes);
      if (!wait.wroteSpoolFile) settleAgainstSpoolFile(context, wait.item);
    }
  } catch (error) {
    removeFromSpool(
      context.paths,
      waiting.filter((wait) => wait.wroteSpoolFile).map((wait) => spoolFileName(wait.spoolId)),
    );
    throw error instanceof StorageError ? error.kept('Nothing was recorded: run the command again once that is done.') : error;
  }
}

/** Why entries that are durable in the spool were not committed, from whatever stopped the commit. */
function pendingBecause(error: unknown): Pick<AppendResult, 'pendingReason' | 'pendingHint' | 'pendingCause'> {
  if (error instanceof TeamdocError) return { pendingReason: error.message, pendingHint: error.hint, pendingCause: error.cause };
  if (error instanceof CommitBlocked) return { pendingReason: error.message };
  const message = error instanceof Error ? error.message : String(error);
  return {
    pendingReason: `internal error: ${message}`,
    pendingHint: 'This is a bug in teamdoc: please report it with the output of the same command with TEAMDOC_DEBUG=1 set.',
    pendingCause: error,
  };
}

function refuseIfCheckedOut(context: LogContext): void {
  const checkouts = checkoutsOf(context.repo, context.settings.ref);
  if (checkouts.length === 0) return;
  throw new UsageError(
    `The log branch ${context.settings.ref} is checked out in ${checkouts.map((checkout) => checkout.worktree).join(', ')}; teamdoc will not write to it`,
    {
      hint: 'Writing would make that worktree’s index stale. Switch it to another branch (git -C <worktree> switch <branch>) and record again; nothing was written.',
    },
  );
}

/**
 * Entries with a caller's id or a native id may be retries: settle those
 * against each other, the spool and the log before anything is written.
 * Returns what this call must wait for.
 */
async function settleBeforeSpooling(
  context: LogContext,
  reader: ObjectReader,
  candidates: StoredEntry[],
  entries: readonly NewEntry[],
  results: AppendItemResult[],
): Promise<Waiting[]> {
  const retryable = (index: number) => {
    const entry = candidates[index]!.entry;
    return entries[index]!.id !== undefined || (entry.entry === 'message' && entry.nativeId !== undefined);
  };
  const retries = candidates.filter((_, index) => retryable(index));
  const known = retries.length > 0 ? await knownEntries(context, reader, retries) : { stored: new Map<string, EntryHolder>(), spooledIds: new Set<string>() };
  const waiting: Waiting[] = [];
  const conflicts: Refusal[] = [];
  candidates.forEach((candidate, index) => {
    const item: PreparedEntry = { entry: candidate.entry, bytes: candidate.bytes, redactedKinds: results[index]!.redactedKinds };
    const settlement = settle(candidate, known.stored);
    if (settlement.status === 'new') {
      for (const key of entryKeys(candidate.entry)) known.stored.set(key, candidate);
      known.spooledIds.add(candidate.entry.id);
      waiting.push({ index, item, candidate, spoolId: candidate.entry.id, wroteSpoolFile: false });
    } else if (settlement.status === 'conflict') {
      conflicts.push({ text: describeConflict(candidate.entry, settlement) });
    } else {
      const existingId = settlement.status === 'duplicate' ? settlement.existing.id : candidate.entry.id;
      // A match that is only in the spool is not committed yet: wait for it like for our own.
      if (known.spooledIds.has(existingId)) waiting.push({ index, item, candidate, spoolId: existingId, wroteSpoolFile: false });
      else applySettlement(item, settlement, results[index]!, conflicts);
    }
  });
  if (conflicts.length > 0) throw conflictError(conflicts);
  return waiting;
}

/**
 * The entries in the spool and in the log that share a key (or, for a file
 * added without one, a path) with any of `candidates`. A log that cannot be
 * read is skipped: the entries are spooled, and the commit settles them.
 */
async function knownEntries(
  context: LogContext,
  reader: ObjectReader,
  candidates: StoredEntry[],
): Promise<{ stored: Map<string, EntryHolder>; spooledIds: Set<string> }> {
  const format = context.settings.objectFormat;
  const keys = new Set(candidates.flatMap((candidate) => entryKeys(candidate.entry)));
  let stored = new Map<string, EntryHolder>();
  try {
    const snapshot = await readSnapshot(context, reader);
    stored = await withPathHolders(
      reader,
      snapshot,
      candidates.map((candidate) => candidate.entry),
      await lookupKeys(reader, snapshot, [...keys]),
    );
  } catch (error) {
    if (!(error instanceof DamagedLogRef || error instanceof DamagedObject)) throw error;
  }
  const spooledIds = new Set<string>();
  // Spooled ids are found by file name; only a native id needs every spool file decoded.
  const needsScan = candidates.some((candidate) => candidate.entry.entry === 'message' && candidate.entry.nativeId !== undefined);
  const spooledItems = needsScan ? readSpool(context.paths).items : candidates.flatMap((candidate) => readSpooledCopy(context, candidate.entry.id) ?? []);
  for (const spooled of spooledItems) {
    for (const key of entryKeys(spooled.entry)) {
      if (keys.has(key) && !stored.has(key)) {
        stored.set(key, storedEntry(spooled.entry, spooled.bytes, format));
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
    throw new InputError(
      `The spool holds a damaged file for id ${id}: ${error.message}`,
      { file: join(context.paths.spool, spoolFileName(id)), line: error.line },
      {
        hint: 'Run teamdoc doctor: it moves damaged spool files to quarantine.',
      },
    );
  }
}

/** Another writer spooled the same id between our check and our write: fine if it is the same message. */
function settleAgainstSpoolFile(context: LogContext, item: PreparedEntry): void {
  const spooled = readSpooledCopy(context, item.entry.id);
  if (!spooled) return;
  const format = context.settings.objectFormat;
  const holder = storedEntry(spooled.entry, spooled.bytes, format);
  const settlement = settle(storedEntry(item.entry, item.bytes, format), new Map(entryKeys(spooled.entry).map((key) => [key, holder])));
  if (settlement.status === 'conflict') throw conflictError([{ text: describeConflict(item.entry, settlement) }]);
}

/** Why an entry was not recorded; `blocked`: its place in the log's tree is taken by something teamdoc did not write. */
interface Refusal {
  text: string;
  blocked?: true;
}

function applySettlement(item: PreparedEntry, settlement: CommitSettlement | undefined, result: AppendItemResult, conflicts: Refusal[]): void {
  if (settlement === undefined || settlement.status === 'new') {
    conflicts.push({ text: `${item.entry.id} left the spool but is not in the log (see the quarantine folder, or run teamdoc doctor)` });
  } else if (settlement.status === 'recorded') {
    result.status = 'recorded';
  } else if (settlement.status === 'duplicate') {
    result.status = 'duplicate';
    result.id = settlement.existing.id;
  } else if (settlement.status === 'blocked') {
    conflicts.push({ text: `${item.entry.id} cannot be stored: ${settlement.reason}; it was moved to the quarantine folder`, blocked: true });
  } else {
    conflicts.push({ text: describeConflict(item.entry, settlement) });
  }
}

function conflictError(refusals: Refusal[]): InputError {
  const conflicts = refusals.map((refusal) => refusal.text);
  // An entry whose place in the log's tree is taken by something teamdoc did not write is not an id reused.
  if (refusals.every((refusal) => refusal.blocked)) {
    return new InputError(`Unexpected file in the log where this entry belongs: ${conflicts.join('; ')}`, undefined, {
      hint: 'Nothing is lost: the entry waits in the quarantine folder. `teamdoc doctor --verify` names what is in the way and who committed it.',
    });
  }
  return new InputError(`Unexpected reuse of an id: ${conflicts.join('; ')}`, undefined, {
    hint: 'A retry must send the same body under the same id; a different message needs a new id (omit --id to get one).',
  });
}

interface CommitOrVerify {
  /** What each waiting entry turned out to be, by its index in the call. */
  settled: Map<number, CommitSettlement>;
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
  let outcome: CommitOutcome;
  try {
    outcome = await commitSpool(context, { ...options, reader });
  } finally {
    wait.lock.release();
  }
  // Our own files that this commit just stored need no second look; anything else is checked in the log.
  const settled = new Map<number, CommitSettlement>();
  const rest = waiting.filter((item) => {
    const own = item.wroteSpoolFile ? outcome.settled.get(item.spoolId) : undefined;
    if (own?.status === 'new') settled.set(item.index, { status: 'recorded' });
    else if (own?.status === 'blocked') settled.set(item.index, own);
    return !settled.has(item.index);
  });
  for (const [index, settlement] of await verify(context, reader, rest)) settled.set(index, settlement);
  return outcome.commit === undefined ? { settled } : { settled, commit: outcome.commit };
}

async function verify(context: LogContext, reader: ObjectReader, waiting: Waiting[]): Promise<Map<number, Settlement>> {
  if (waiting.length === 0) return new Map();
  const snapshot = await readSnapshot(context, reader);
  const stored = await withPathHolders(
    reader,
    snapshot,
    waiting.map((wait) => wait.candidate.entry),
    await lookupKeys(
      reader,
      snapshot,
      waiting.flatMap((wait) => entryKeys(wait.candidate.entry)),
    ),
  );
  return new Map(waiting.map((wait) => [wait.index, settle(wait.candidate, stored)]));
}
