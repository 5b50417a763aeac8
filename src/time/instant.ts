/** Milliseconds of the ISO 8601 times that transcripts carry. */

const parsedTimes = new Map<string, number | undefined>();

/** Undefined for a missing or unreadable time. Sorting thousands of observations asks for the same strings again and again. */
export function timeOf(iso: string | undefined): number | undefined {
  if (iso === undefined) return undefined;
  if (parsedTimes.has(iso)) return parsedTimes.get(iso);
  const parsed = Date.parse(iso);
  const ms = Number.isNaN(parsed) ? undefined : parsed;
  if (parsedTimes.size > 100_000) parsedTimes.clear();
  parsedTimes.set(iso, ms);
  return ms;
}
