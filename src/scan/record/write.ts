/**
 * `--record`: the planned entries appended in batches (one commit each when
 * the lock is free; usually there is one). Each message's entries are checked
 * first, on their own, so one the log cannot take (a body over the size bound,
 * a NUL byte) is reported with its reason and the rest are still written.
 */
import { InputError } from '../../errors.js';
import type { RepoLocation } from '../../git/repo.js';
import { appendEntries, type AppendItemResult, type NewEntry } from '../../log/write/append.js';
import { prepareEntry } from '../../log/write/prepare.js';
import type { LogSettings } from '../../log/store/settings.js';
import type { TracedMessage } from '../model.js';
import { plannedEntries, type EntryContext } from './entries.js';
import type { MessageAgainstLog, RecordSummary, WriteResult } from './model.js';
import { currentTime } from '../../time/clock.js';

export interface RecordOptions {
  settings: LogSettings;
  waitMs: number | undefined;
  env: NodeJS.ProcessEnv;
  entryContext: EntryContext;
  /** Entries per append (one commit each); ENTRIES_PER_APPEND unless a test wants small batches. */
  entriesPerAppend?: number;
}

/** Writes what the comparisons plan, sets each one's `write`, and sums up. */
export async function recordPlanned(
  repo: RepoLocation,
  messages: readonly TracedMessage[],
  comparisons: readonly MessageAgainstLog[],
  options: RecordOptions,
): Promise<RecordSummary> {
  const summary: RecordSummary = {
    recorded: 0,
    written: { messages: 0, deliveries: 0 },
    alreadyThere: 0,
    pending: 0,
    refused: 0,
    commits: 0,
    commit: undefined,
    pendingReason: undefined,
    redacted: {},
  };
  let batch: Batch = { entries: [], owners: [] };
  for (const [index, comparison] of comparisons.entries()) {
    const entries = plannedEntries(messages[index]!, comparison, options.entryContext);
    const planned: NewEntry[] = [...(entries.message ? [entries.message] : []), ...entries.deliveries];
    if (planned.length === 0) continue;
    const refusal = firstRefusal(planned, options.settings.maxBodyBytes, currentTime(options.env));
    if (refusal !== undefined) {
      comparison.write = { result: 'refused', reason: refusal };
      summary.refused++;
      continue;
    }
    batch.owners.push({ comparison, from: batch.entries.length, to: batch.entries.length + planned.length });
    batch.entries.push(...planned);
    if (batch.entries.length >= (options.entriesPerAppend ?? ENTRIES_PER_APPEND)) {
      await append(repo, batch, options, summary);
      batch = { entries: [], owners: [] };
    }
  }
  if (batch.entries.length > 0) await append(repo, batch, options, summary);
  return summary;
}

/**
 * A first scan of months of transcripts plans tens of thousands of entries; appended in one call they
 * would all be held in memory and committed at once. Batches bound both; a message never spans two.
 */
const ENTRIES_PER_APPEND = 1000;

interface Batch {
  entries: NewEntry[];
  owners: Array<{ comparison: MessageAgainstLog; from: number; to: number }>;
}

async function append(repo: RepoLocation, batch: Batch, options: RecordOptions, summary: RecordSummary): Promise<void> {
  // Once a batch could not commit, the rest are only made durable: the next writer commits them all.
  const waitMs = summary.pendingReason === undefined ? options.waitMs : 0;
  const result = await appendEntries(repo, batch.entries, { settings: options.settings, waitMs, env: options.env });
  for (const item of result.results) {
    if (item.status === 'duplicate') continue;
    for (const [kind, count] of Object.entries(item.redactedKinds)) summary.redacted[kind] = (summary.redacted[kind] ?? 0) + count;
  }
  for (const { comparison, from, to } of batch.owners) {
    const outcome = resultOf(result.results.slice(from, to));
    comparison.write = { result: outcome };
    if (outcome === 'recorded') {
      summary.recorded++;
      summary.written.messages += comparison.addsMessage ? 1 : 0;
      summary.written.deliveries += comparison.adds.length;
    } else if (outcome === 'already-there') {
      summary.alreadyThere++;
    } else {
      summary.pending++;
    }
  }
  // The last commit made; a pending batch leaves the reason, and the next batch may still commit.
  if (result.commit !== undefined) {
    summary.commits++;
    summary.commit = result.commit;
  }
  if (!result.committed) summary.pendingReason ??= result.pendingReason;
}

function firstRefusal(entries: NewEntry[], maxBodyBytes: number, now: Date): string | undefined {
  for (const entry of entries) {
    try {
      prepareEntry(entry, { maxBodyBytes, now });
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      return error.hint ? `${error.message} (${error.hint})` : error.message;
    }
  }
  return undefined;
}

/** Recorded when this scan wrote any of the message's entries; already there when another writer had them all. */
function resultOf(items: AppendItemResult[]): WriteResult {
  if (items.some((item) => item.status === 'pending')) return 'pending';
  return items.some((item) => item.status === 'recorded') ? 'recorded' : 'already-there';
}
