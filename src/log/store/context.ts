/**
 * Everything a log operation needs to know about where it runs: the
 * repository, the resolved settings, teamdoc's state folder for the ref,
 * and the directory git commands run in.
 */
import { join } from 'node:path';
import { ObjectReader } from '../../git/object-reader.js';
import type { RepoLocation } from '../../git/repo.js';
import { type LogSettings, type SettingOverrides, resolveLogSettings } from './settings.js';
import { type LogStatePaths, logStatePaths } from './state-dir.js';

export interface LogContext {
  repo: RepoLocation;
  settings: LogSettings;
  paths: LogStatePaths;
  /** Where git runs: the worktree, or the git dir of a bare repository. */
  cwd: string;
}

/** A reader for log objects: fresh loose objects straight from disk, anything else through git. */
export function openReader(context: LogContext): ObjectReader {
  return new ObjectReader(context.cwd, { format: context.settings.objectFormat, looseObjects: join(context.repo.commonDir, 'objects') });
}

export function gitCwd(repo: RepoLocation): string {
  return repo.worktree ?? repo.gitDir;
}

export function logContext(repo: RepoLocation, settings: LogSettings): LogContext {
  return { repo, settings, paths: logStatePaths(repo.commonDir, settings.ref), cwd: gitCwd(repo) };
}

export async function openLog(repo: RepoLocation, overrides: SettingOverrides, env: NodeJS.ProcessEnv): Promise<LogContext> {
  return logContext(repo, await resolveLogSettings(gitCwd(repo), overrides, env));
}
