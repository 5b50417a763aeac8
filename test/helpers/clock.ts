/**
 * The tests' clock. No test reads the machine's: in-process calls get one of
 * these instants, and CLI processes get it as TEAMDOC_NOW (src/time/clock.ts).
 */
import { statSync, utimesSync } from 'node:fs';

/** The tests' present: the rule examples and most stories are dated back from it. */
export const TEST_NOW = new Date('2026-12-01T12:00:00Z');

/** The day the bundled teams in examples/ describe: their newest decision was asked that day. */
export const EXAMPLE_TEAMS_NOW = new Date('2026-11-30T12:00:00Z');

/** `env` with teamdoc's clock pinned to `at`. */
export function pinnedClock(env: NodeJS.ProcessEnv, at: Date | string = TEST_NOW): NodeJS.ProcessEnv {
  return { ...env, TEAMDOC_NOW: typeof at === 'string' ? at : at.toISOString() };
}

/**
 * Makes `path` look `seconds` older than it is, against the file system's own
 * clock (teamdoc judges file ages by that clock, not by the process's).
 */
export function backdateFile(path: string, seconds: number): void {
  const then = new Date(statSync(path).mtimeMs - seconds * 1000);
  utimesSync(path, then, then);
}
