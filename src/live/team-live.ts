/**
 * The team's live state on this machine: each session of the chain (by its
 * chain key) with its state, and the sessions running here in the project's
 * worktrees that neither the roles table nor a statement names. What `view`
 * shows and the live rules of `check` judge; read once per run.
 */
import { chainOf } from '../chain/build-chain.js';
import type { Role, TeamDoc } from '../doc/model.js';
import type { LogSnapshot } from '../log/read/provider.js';
import { inProject, projectScope } from '../scan/project.js';
import { readLiveRecords, type LiveRecords, type LiveState, type RunningSession } from './live-state.js';

/** A session as the chain knows it (a ChainSession or a view's session). */
export interface TeamMember {
  key: string;
  name: string;
  formerNames: readonly string[];
  runtime: string | undefined;
  session: string | undefined;
  host: string | undefined;
}

export interface TeamLive {
  /** The machine whose records were read. */
  host: string;
  sessions: ReadonlyMap<string, LiveState>;
  unlisted: RunningSession[];
  records: LiveRecords;
}

export async function teamLive(members: readonly TeamMember[], options: { env: NodeJS.ProcessEnv; host: string; projectDir: string }): Promise<TeamLive> {
  const records = await readLiveRecords(options.env, options.host, members);
  const sessions = new Map(members.map((member) => [member.key, records.stateOf(member)] as const));
  const ids = new Set(members.flatMap((member) => (member.session === undefined ? [] : [member.session])));
  // A row that names no session id is matched by name: Claude Code's registry knows the name a session was given.
  const names = new Set(
    members.filter((member) => member.session === undefined).flatMap((member) => [member.name, ...member.formerNames].map((name) => name.toLowerCase())),
  );
  const scope = await projectScope(options.projectDir);
  const unlisted = records
    .running()
    .filter((running) => inProject(scope, running.cwd) && !ids.has(running.session) && !(running.name !== undefined && names.has(running.name.toLowerCase())));
  return { host: options.host, sessions, unlisted, records };
}

/** The live section of `view` and its JSON: plain data, each session by its chain key. */
export interface LiveView {
  host: string;
  sessions: Record<string, LiveState>;
  unlisted: RunningSession[];
}

export function liveViewOf(team: TeamLive): LiveView {
  return { host: team.host, sessions: Object.fromEntries(team.sessions), unlisted: team.unlisted };
}

/** What the live rules of `check` read: each row's live state, and who runs here without a row. */
export interface LiveProvider {
  host: string;
  /** The live state of the session a row stands for (its Session cell, else its statement's), when the chain has it. */
  ofRole(role: Role): LiveState | undefined;
  unlisted: readonly RunningSession[];
}

/** The provider for `check`: the chain from the doc and the log's statements, each row's session looked up here. */
export async function liveProvider(
  doc: TeamDoc,
  log: LogSnapshot | undefined,
  options: { env: NodeJS.ProcessEnv; host: string; projectDir: string },
): Promise<LiveProvider> {
  const chain = chainOf(doc, log?.digest.structural ?? []);
  const team = await teamLive(chain.sessions, options);
  return {
    host: team.host,
    ofRole: (role) => {
      const session = chain.sessionOf(role);
      return session === undefined ? undefined : team.sessions.get(session.key);
    },
    unlisted: team.unlisted,
  };
}
