/**
 * "Now", from one place. Everything that judges time against the present —
 * staleness, silence, handoff timeouts, `--since` ages, relative times in
 * `view` and `log`, the time stamped on a new entry or a log commit — asks
 * `currentTime`. `TEAMDOC_NOW` pins it: tests set it so no result depends on
 * the day they run, and a person can replay a check as of a moment.
 *
 * Waits and deadlines measure elapsed time, not the present, and do not ask
 * here; ages of files are measured against the file system's own clock
 * (`file-ages.ts`).
 */
import { UsageError } from '../errors.js';

const NOW_VARIABLE = 'TEAMDOC_NOW';

/** A zone is required: a time without one would mean something else in every time zone. */
const PINNED_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

export function currentTime(env: NodeJS.ProcessEnv): Date {
  const pinned = env[NOW_VARIABLE];
  if (pinned === undefined || pinned === '') return new Date();
  const time = PINNED_TIME.test(pinned) ? Date.parse(pinned) : Number.NaN;
  if (Number.isNaN(time)) {
    throw new UsageError(`Unexpected ${NOW_VARIABLE} value \`${pinned}\`, expected an ISO 8601 time with its zone, such as 2026-11-30T12:00:00Z`, {
      hint: `unset ${NOW_VARIABLE} to use this machine's clock`,
    });
  }
  return new Date(time);
}
