/**
 * `--record`: every planned entry in one append (one commit when the lock is
 * free). Each message's entries are checked first, on their own, so one the
 * log cannot take (a body over the size bound, a NUL byte) is reported with
 * its reason and the rest are still written.
 */
import { InputError } from '../../errors.js';
import type { RepoLocation } from '../../git/repo.js';
import { appendEntries, type AppendItemResult, type NewEntry } from '../../log/append.js';
import { prepareEntry } from '../../log/prepare.js';
import type { LogSettings } from '../../log/settings.js';
import type { MessageAgainstLog, RecordSummary, WriteResult } from './model.js';

export interface RecordOptions {
  settings: LogSettings;
  waitMs: number | undefined;
  env: NodeJS.ProcessEnv;
}

/** Writes what the comparisons plan, sets each one's `write`, and sums up. */
export async function recordPlanned(repo: RepoLocation, comparisons: readonly MessageAgainstLog[], options: RecordOptions): Promise<RecordSummary> {
  const entries: NewEntry[] = [];
  const owners: Array<{ comparison: MessageAgainstLog; from: number; to: number }> = [];
  for (const comparison of comparisons) {
    const planned: NewEntry[] = [...(comparison.message ? [comparison.message] : []), ...comparison.deliveries];
    if (planned.length === 0) continue;
    const refusal = firstRefusal(planned, options.settings.maxBodyBytes);
    if (refusal !== undefined) {
      comparison.write = { result: 'refused', reason: refusal };
      continue;
    }
    owners.push({ comparison, from: entries.length, to: entries.length + planned.length });
    entries.push(...planned);
  }
  const summary: RecordSummary = { recorded: 0, written: { messages: 0, deliveries: 0 }, alreadyThere: 0, pending: 0, refused: comparisons.filter((item) => item.write?.result === 'refused').length, commit: undefined, pendingReason: undefined };
  if (entries.length === 0) return summary;

  const result = await appendEntries(repo, entries, { settings: options.settings, waitMs: options.waitMs, env: options.env });
  for (const { comparison, from, to } of owners) {
    const outcome = resultOf(result.results.slice(from, to));
    comparison.write = { result: outcome };
    if (outcome === 'recorded') {
      summary.recorded++;
      summary.written.messages += comparison.message ? 1 : 0;
      summary.written.deliveries += comparison.deliveries.length;
    }
    else if (outcome === 'already-there') summary.alreadyThere++;
    else summary.pending++;
  }
  summary.commit = result.commit;
  summary.pendingReason = result.committed ? undefined : result.pendingReason;
  return summary;
}

function firstRefusal(entries: NewEntry[], maxBodyBytes: number): string | undefined {
  for (const entry of entries) {
    try {
      prepareEntry(entry, { maxBodyBytes });
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
