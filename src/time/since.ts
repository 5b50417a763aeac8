/**
 * `--since` and `--until` values: an ISO 8601 date or time (`2026-11-30`,
 * `2026-11-30T10:00Z`), or an age counted back from now (`90m`, `6h`, `2d`, `1w`).
 */
import { UsageError } from '../errors.js';

const UNIT_MS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

export function parseSince(value: string, now: Date, option = '--since'): Date {
  const trimmed = value.trim();
  const age = /^(\d+)\s*([mhdw])$/.exec(trimmed);
  if (age) return new Date(now.getTime() - Number(age[1]) * UNIT_MS[age[2]!]!);
  if (/^\d{4}-\d{2}-\d{2}/.test(trimmed)) {
    const time = Date.parse(trimmed);
    if (!Number.isNaN(time)) return new Date(time);
  }
  throw new UsageError(
    `Unexpected ${option} value \`${value}\`, expected a date such as 2026-11-30, a time such as 2026-11-30T10:00Z, or an age such as 6h or 2d`,
  );
}

const DAY_MS = 86_400_000;

/** `--until`: as `--since`, but a date alone means the whole day (`--until 2026-11-30` includes 30 November). */
export function parseUntil(value: string, now: Date): Date {
  const moment = parseSince(value, now, '--until');
  return /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? new Date(moment.getTime() + DAY_MS - 1) : moment;
}
