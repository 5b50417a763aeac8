/** Durations as a team doc writes them (`checkin: 1h`), for the settings and the rules over time. */
const DURATION = /^(\d{1,6})\s*(m|h|d|w)$/;
const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 } as const;

/** `30m`, `2h`, `1d`, `1w` → milliseconds; undefined when it is not a duration. */
export function parseDuration(text: string): number | undefined {
  const match = DURATION.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}
