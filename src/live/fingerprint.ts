/**
 * A cheap fingerprint of what live state is read from, for `view --watch`: the
 * registry files (names and times), the Codex writer locks and who holds them,
 * and the size and time of each known session's transcript or rollout. No
 * process is started and nothing is parsed; when it changes, the view is read
 * again.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { claudeConfigDirs, findClaudeTranscript } from '../runtimes/claude/locations.js';
import { codexHome } from '../scan/codex/locations.js';
import { lockHolder, readLockTable } from './file-locks.js';
import { writerLocksDir } from './codex-threads.js';
import type { TeamLive } from './team-live.js';

export function liveFingerprint(team: TeamLive, env: NodeJS.ProcessEnv): string {
  const parts: string[] = [];
  for (const dir of claudeConfigDirs(env)) parts.push(listing(join(dir, 'sessions')));
  // Which threads are held, and by whom: the lock files, and their holders in the kernel's table (nothing else of it).
  const locks = writerLocksDir(codexHome(env));
  const table = readLockTable();
  parts.push(listing(locks, (path) => (table === undefined ? '' : String(lockHolder(table, path) ?? ''))));
  for (const [, thread] of team.records.codex) parts.push(stamp(thread.rollout));
  for (const entry of team.records.claude) if (entry.session !== undefined) parts.push(stamp(findClaudeTranscript(env, entry.session)));
  return parts.join('|');
}

function listing(dir: string, more: (path: string) => string = () => ''): string {
  try {
    return readdirSync(dir)
      .sort()
      .map((name) => `${name}@${stamp(join(dir, name))}${more(join(dir, name))}`)
      .join(',');
  } catch {
    return '-';
  }
}

function stamp(path: string | undefined): string {
  if (path === undefined) return '-';
  try {
    const stat = statSync(path);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return '-';
  }
}
