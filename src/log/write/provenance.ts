/** Who a command-line write says it is from and to, and what the environment showed about the writer. */
import type { RepoLocation } from '../../git/repo.js';
import type { SessionIdentity } from '../../session/identity.js';
import type { DetectedSession, Party, Provenance } from '../format/entry.js';

/** A cli entry records what the caller claimed and, separately, what the environment showed. */
export function cliProvenance(session: SessionIdentity, repo: RepoLocation, claimed: { from?: string; to?: string }): Provenance {
  const detected: DetectedSession = { host: session.host };
  if (session.runtime) detected.runtime = session.runtime;
  if (session.session) detected.session = session.session;
  if (session.evidence) detected.via = session.evidence;
  if (repo.worktree) detected.worktree = repo.worktree;
  return { by: 'cli', claimed, detected };
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
