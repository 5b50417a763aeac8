/**
 * How long something has waited, for the rules and for `view`: a decision on
 * the board (its Since is a date, so the wait counts from the end of that
 * day), and a lead's silence (from its last report).
 */
import { parseDuration } from './duration.js';

export interface Threshold {
  /** As written, e.g. `2d`. */
  text: string;
  ms: number;
}

const DAY_MS = 86_400_000;

/** Two days: a decision the team waits on for longer has usually been forgotten. */
export const DEFAULT_DECISIONS_STALE_AFTER: Threshold = { text: '2d', ms: parseDuration('2d')! };

/** Time since the end of the Since day; negative while that day lasts. */
function decisionWait(since: Date, now: Date): number {
  return now.getTime() - (since.getTime() + DAY_MS);
}

export function decisionIsStale(since: Date, now: Date, threshold: Threshold = DEFAULT_DECISIONS_STALE_AFTER): boolean {
  return decisionWait(since, now) > threshold.ms;
}
