/**
 * What the write commands share when they turn flags into an entry: the
 * provenance of a command-line write and the wait budget.
 */
import { UsageError } from '../errors.js';
import type { RepoLocation } from '../git/repo.js';
import type { SessionIdentity } from '../session/identity.js';
import { misshapenHeading } from '../protocol/report-formats.js';
import type { DetectedSession, Party, Provenance } from './entry.js';

/** A cli entry records what the caller claimed and, separately, what the environment showed. */
export function cliProvenance(session: SessionIdentity, repo: RepoLocation, claimed: { from?: string; to?: string }): Provenance {
  const detected: DetectedSession = { host: session.host };
  if (session.runtime) detected.runtime = session.runtime;
  if (session.session) detected.session = session.session;
  if (session.evidence) detected.via = session.evidence;
  if (repo.worktree) detected.worktree = repo.worktree;
  return { by: 'cli', claimed, detected };
}

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

/** A party with the facts that are known, and no keys for the ones that are not. */
export function partyOf(name: string, facts: Partial<Record<'session' | 'runtime' | 'host' | 'worktree', string | undefined>>): Party {
  const party: Party = { name };
  for (const key of ['session', 'runtime', 'host', 'worktree'] as const) {
    const value = facts[key];
    if (value !== undefined) party[key] = value;
  }
  return party;
}
