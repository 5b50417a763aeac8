/**
 * What the write commands share when they turn flags into an entry: a body's
 * first line checked against the report formats, and the wait budget.
 */
import { UsageError } from '../../errors.js';
import { misshapenHeading } from '../../protocol/report-formats.js';

/** Refuses a body whose first line claims a report format without its form: recorded, it would stand for ever as something else. */
export function refuseMisshapenHeading(body: Buffer): void {
  const misshapen = misshapenHeading(body.toString('utf8'));
  if (!misshapen) return;
  throw new UsageError(`Unexpected first line ${JSON.stringify(misshapen.line.slice(0, 80))}, expected a report heading: ${misshapen.expected}`, {
    hint: `The first line names the tag, the part and a summary, with a colon after the part, e.g. "[plan] train: warmup sweep on 2 GPUs". Nothing was written.`,
  });
}

export function parseWaitSeconds(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const seconds = Number(text);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 3600) {
    throw new UsageError(`Unexpected --wait ${JSON.stringify(text)}, expected a number of seconds from 0 to 3600`);
  }
  return Math.round(seconds * 1000);
}
