/** Where a hook runs and as whom: everything its recording steps share, worked out once per run. */
import type { RepoLocation } from '../git/repo.js';
import type { LogContext } from '../log/store/context.js';
import type { HookStatePaths } from './state.js';

export interface HookScope {
  repo: RepoLocation;
  log: LogContext;
  paths: HookStatePaths;
  /** The session the hook runs for (the payload's session_id). */
  session: string;
  worktree: string | undefined;
  env: NodeJS.ProcessEnv;
}
