/**
 * Whether hooks record in this repository at all. Recording is off until the
 * project adopted teamdoc: a team doc where `teamdoc check` finds it (the main
 * worktree's TEAM.md, git config teamdoc.doc or .teamdoc.json), or `git config
 * teamdoc.record true`. TEAMDOC_RECORD=0 turns it off for a session, 1 on.
 */
import { existsSync } from 'node:fs';
import { DOC_CONFIG_KEY, docPath, readDocPointer } from '../doc/locate.js';
import type { RepoLocation } from '../git/repo.js';

export type Adoption = { recording: true; why: string } | { recording: false; why: string };

/** `config`: the repository's git config, lower-cased keys (read once per hook with the log's settings). */
export function recordingAdoption(repo: RepoLocation, config: ReadonlyMap<string, string>, env: NodeJS.ProcessEnv): Adoption {
  if (env.TEAMDOC_RECORD === '0') return { recording: false, why: 'TEAMDOC_RECORD=0' };
  if (env.TEAMDOC_RECORD === '1') return { recording: true, why: 'TEAMDOC_RECORD=1' };
  const record = config.get('teamdoc.record')?.toLowerCase();
  if (record === 'false' || record === 'no' || record === 'off' || record === '0') return { recording: false, why: 'git config teamdoc.record false' };
  if (record === 'true' || record === 'yes' || record === 'on' || record === '1') return { recording: true, why: 'git config teamdoc.record true' };
  if (repo.mainWorktree === undefined) return { recording: false, why: 'a bare repository has no team doc' };
  const doc = docPath(repo.mainWorktree, config.get(DOC_CONFIG_KEY), readDocPointer(repo.mainWorktree).doc);
  return existsSync(doc)
    ? { recording: true, why: `the team doc ${doc} exists` }
    : { recording: false, why: `no team doc at ${doc}, and git config teamdoc.record is not set` };
}
