/**
 * Who sent and who received, as far as a hook has evidence: the session ids
 * Claude Code gives hooks and the live-session registry, never a guess. A name
 * the registry does not know stays what the message itself said.
 */
import { hostname } from 'node:os';
import type { Party } from '../log/format/entry.js';
import { readRegistry } from '../runtimes/claude/registry.js';
import { claudeConfigDirs } from '../runtimes/claude/locations.js';
import { liveSessionBySocket, ownLiveSession, type LiveSession } from '../runtimes/claude/sessions.js';

export interface Here {
  session: string;
  worktree: string | undefined;
  env: NodeJS.ProcessEnv;
}

/** This session, for a message it sent or received. `title` is the name a payload carried (`session_title`). */
export function ownParty(here: Here, title?: string): Party {
  const live = ownLiveSession(here.env);
  const party: Party = { name: title ?? live?.name ?? here.session, session: here.session, runtime: 'claude', host: hostOf(here.env) };
  if (here.worktree !== undefined) party.worktree = here.worktree;
  return party;
}

/** The session a SendMessage `to` names: a live session of that name (only if exactly one), or its address. */
export async function recipientParty(to: string, env: NodeJS.ProcessEnv): Promise<Party> {
  const live = to.startsWith('uds:') ? liveSessionBySocket(to, env) : await uniqueLiveSessionNamed(to, env);
  const party: Party = { name: live?.name ?? to, runtime: 'claude', host: hostOf(env) };
  if (live?.session !== undefined) party.session = live.session;
  return party;
}

/** The sender of an arrival, from its wrapper and the registry entry its address leads to. */
export function senderParty(from: { address: string; name: string | undefined; session: string | undefined }, env: NodeJS.ProcessEnv): Party {
  const party: Party = { name: from.name ?? from.address, runtime: 'claude', host: hostOf(env) };
  if (from.session !== undefined) party.session = from.session;
  return party;
}

export function liveSender(address: string, env: NodeJS.ProcessEnv): LiveSession | undefined {
  return liveSessionBySocket(address, env);
}

async function uniqueLiveSessionNamed(name: string, env: NodeJS.ProcessEnv): Promise<LiveSession | undefined> {
  const matches: LiveSession[] = [];
  for (const dir of claudeConfigDirs(env)) {
    for (const entry of await readRegistry(dir)) {
      if (entry.name === name && entry.pid !== undefined) matches.push({ pid: entry.pid, session: entry.session, name: entry.name, cwd: entry.cwd });
    }
  }
  return matches.length === 1 ? matches[0] : undefined;
}

function hostOf(env: NodeJS.ProcessEnv): string {
  return env.TEAMDOC_HOST?.trim() || hostname();
}
