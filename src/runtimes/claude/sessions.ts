/**
 * Claude Code's live-session registry, read one file at a time: a session's
 * messaging socket is `…/cc-socks/<pid>.sock` and its registry file is
 * `<config dir>/sessions/<pid>.json`, so a socket or a pid leads straight to
 * the session's id and name without listing the folder. (`.key` files beside
 * them hold peer tokens and are never read.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { claudeConfigDirs } from './locations.js';
import { pidOfAddress } from './registry.js';
import { isObject, stringAt } from '../json-fields.js';

export interface LiveSession {
  pid: number;
  session: string | undefined;
  name: string | undefined;
  cwd: string | undefined;
}

function liveSessionByPid(pid: number | undefined, env: NodeJS.ProcessEnv): LiveSession | undefined {
  if (pid === undefined || !Number.isSafeInteger(pid) || pid <= 0) return undefined;
  for (const dir of claudeConfigDirs(env)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(join(dir, 'sessions', `${pid}.json`), 'utf8'));
    } catch {
      continue; // not this config dir, gone, or half-written
    }
    if (!isObject(parsed)) continue;
    return { pid, session: stringAt(parsed, 'sessionId'), name: stringAt(parsed, 'name'), cwd: stringAt(parsed, 'cwd') };
  }
  return undefined;
}

/** The live session behind a peer address `uds:/…/cc-socks/<pid>.sock`. */
export function liveSessionBySocket(address: string | undefined, env: NodeJS.ProcessEnv): LiveSession | undefined {
  return liveSessionByPid(pidOfAddress(address), env);
}

/** This hook's own session: Claude Code gives hooks CLAUDE_PID, the registry file's name. */
export function ownLiveSession(env: NodeJS.ProcessEnv): LiveSession | undefined {
  const pid = Number(env.CLAUDE_PID);
  return Number.isInteger(pid) ? liveSessionByPid(pid, env) : undefined;
}
