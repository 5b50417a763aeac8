/**
 * Each session's live state, from the runtimes' own records on this machine:
 * running (in a turn), idle (its process runs, waiting for input), waiting
 * (for a permission or other prompt), exited (no process runs it; it can be
 * opened again), or unknown (nothing here shows it: another machine, or
 * another runtime). With it: how long ago it was last active, measured
 * against the file system's clock, and the command that opens it.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileAgeMs, fileSystemNow } from '../time/file-ages.js';
import { findClaudeTranscript } from '../runtimes/claude/locations.js';
import { claudeRegistry, type ClaudeLiveSession } from './claude-sessions.js';
import { codexHome } from '../scan/codex/locations.js';
import { codexThreads, daemonPid, heldThreads, writerLocksDir, type CodexThread } from './codex-threads.js';
import { readLockTable } from './file-locks.js';

const LIVE_STATES = ['running', 'idle', 'waiting', 'exited', 'unknown'] as const;
type LiveStateName = (typeof LIVE_STATES)[number];

export interface LiveState {
  state: LiveStateName;
  /** Why, in a few words: "in a turn", "waiting for permission prompt", "on host gpu-b"… */
  detail: string;
  /** Milliseconds since it was last active (its transcript, rollout or registry entry last changed). */
  activeAgoMs: number | undefined;
  /** The command that opens it, and where to run it. */
  open: { command: string; cwd: string | undefined } | undefined;
  pid: number | undefined;
}

/** A session the team knows (the roles table or a statement), as far as live state needs it. */
export interface KnownSession {
  runtime: string | undefined;
  session: string | undefined;
  host: string | undefined;
}

/** A session running on this machine in the project, whichever the team knows or not. */
export interface RunningSession {
  runtime: 'claude' | 'codex';
  session: string;
  name: string | undefined;
  cwd: string | undefined;
  live: LiveState;
}

/** What this machine's registries say, read once for a view or a check. */
export interface LiveRecords {
  host: string;
  claude: ClaudeLiveSession[];
  codex: Map<string, CodexThread>;
  /** Codex threads some process holds loaded now (for sessions the team does not know). */
  heldCodex: string[];
  /** The local Codex daemon's pid while it runs: it hosts threads, and resumes an unloaded one for a queued message. */
  codexDaemon: number | undefined;
  stateOf(known: KnownSession): LiveState;
  running(): RunningSession[];
}

export async function readLiveRecords(env: NodeJS.ProcessEnv, host: string, known: readonly KnownSession[]): Promise<LiveRecords> {
  // Only Codex's writer locks are looked up in the lock table; reading /proc/locks costs 10–20 ms on some kernels.
  const locks = existsSync(writerLocksDir(codexHome(env))) ? readLockTable() : undefined;
  const claude = await claudeRegistry(env);
  const heldCodex = heldThreads(env, locks);
  const codexWanted = [
    ...new Set([...known.filter((item) => item.runtime === 'codex' && item.session !== undefined).map((item) => item.session!), ...heldCodex]),
  ];
  const daemon = daemonPid(codexHome(env));
  const codex = await codexThreads(env, codexWanted, locks, daemon);
  const ages = fileAges();
  const stateOf = (item: KnownSession): LiveState => {
    if (item.host !== undefined && item.host !== host) return unknown(`on host ${item.host}; its state is read on that machine`);
    if (item.session === undefined) return unknown('no session id: the roles table or a statement gives none');
    if (item.runtime === 'codex') return codexState(codex.get(item.session), daemon, ages);
    if (item.runtime === 'claude' || item.runtime === undefined) {
      const claudeState = claudeStateOf(item.session, claude, env, ages);
      if (claudeState.state !== 'unknown' || item.runtime === 'claude') return claudeState;
      return codexState(codex.get(item.session), daemon, ages);
    }
    return unknown(`runtime ${item.runtime} keeps no registry teamdoc reads`);
  };
  return {
    host,
    claude,
    codex,
    heldCodex,
    codexDaemon: daemon,
    stateOf,
    running: () => [
      ...claude
        .filter((entry) => entry.liveness === 'alive' && entry.session !== undefined)
        .map((entry) => ({
          runtime: 'claude' as const,
          session: entry.session!,
          name: entry.name,
          cwd: entry.cwd,
          live: claudeStateOf(entry.session!, claude, env, ages),
        })),
      ...heldCodex.flatMap((thread) => {
        const found = codex.get(thread);
        return found ? [{ runtime: 'codex' as const, session: thread, name: undefined, cwd: found.cwd, live: codexState(found, daemon, ages) }] : [];
      }),
    ],
  };
}

function claudeStateOf(session: string, registry: ClaudeLiveSession[], env: NodeJS.ProcessEnv, ages: FileAges): LiveState {
  const entries = registry.filter((entry) => entry.session === session);
  const live = entries.find((entry) => entry.liveness === 'alive') ?? entries.find((entry) => entry.liveness === 'unknown');
  const transcript = findClaudeTranscript(env, session);
  const activeAgoMs = ages.youngest([transcript, live?.file]);
  if (live !== undefined) {
    const open = live.jobId === undefined ? undefined : { command: `claude attach ${live.jobId}`, cwd: undefined };
    const base = { activeAgoMs, open, pid: live.pid };
    if (live.liveness === 'unknown') return { ...base, state: 'unknown', detail: `pid ${live.pid} of another machine or pid namespace` };
    if (live.status === 'busy') return { ...base, state: 'running', detail: 'in a turn' };
    if (live.status === 'waiting') return { ...base, state: 'waiting', detail: `waiting for ${live.waitingFor ?? 'input'}` };
    return { ...base, state: 'idle', detail: live.jobId === undefined ? `open in its terminal (pid ${live.pid})` : `a background job (pid ${live.pid})` };
  }
  if (transcript === undefined) return unknown('no registry entry or transcript of it on this machine');
  return { state: 'exited', detail: 'no process runs it', activeAgoMs, open: { command: `claude --resume ${session}`, cwd: undefined }, pid: undefined };
}

function codexState(thread: CodexThread | undefined, daemon: number | undefined, ages: FileAges): LiveState {
  if (thread === undefined) return unknown('no rollout of it on this machine');
  const activeAgoMs = ages.youngest([thread.rollout]);
  const open = { command: `codex resume ${thread.thread}`, cwd: thread.cwd };
  const { writer } = thread;
  if (writer.kind === 'none') {
    // The daemon unloads a thread idle for a minute, and resumes it when a message is queued for it.
    return daemon === undefined
      ? { state: 'exited', detail: 'no process holds the thread, and no local Codex daemon runs to resume it', activeAgoMs, open, pid: undefined }
      : { state: 'idle', detail: `not loaded: the local Codex daemon (pid ${daemon}) resumes it when a message is queued`, activeAgoMs, open, pid: undefined };
  }
  if (writer.kind === 'unknown')
    return { state: 'unknown', detail: 'its writer lock is there, but this machine cannot tell who holds it', activeAgoMs, open, pid: undefined };
  const host = writer.kind === 'daemon' ? 'the Codex daemon' : writer.kind === 'exec' ? 'a codex exec run' : 'a Codex process';
  return {
    state: thread.turnOpen ? 'running' : 'idle',
    detail: `${thread.turnOpen ? 'in a turn' : 'between turns'}, held by ${host} (pid ${writer.pid})`,
    activeAgoMs,
    open,
    pid: writer.pid,
  };
}

function unknown(detail: string): LiveState {
  return { state: 'unknown', detail, activeAgoMs: undefined, open: undefined, pid: undefined };
}

interface FileAges {
  /** The age of the most recently changed of these files. */
  youngest(paths: Array<string | undefined>): number | undefined;
}

/** File ages against the clock of the file system each file is on, probed once per file system. */
function fileAges(): FileAges {
  const clocks = new Map<number, number>();
  const now = (dir: string) => {
    let device: number;
    try {
      device = statSync(dir).dev;
    } catch {
      return Date.now(); // gone: its file's age is undefined anyway
    }
    let time = clocks.get(device);
    if (time === undefined) clocks.set(device, (time = fileSystemNow(dir)));
    return time;
  };
  return {
    youngest(paths) {
      const ages = paths.flatMap((path) => (path === undefined ? [] : [fileAgeMs(path, now(dirname(path)))])).filter((age): age is number => age !== undefined);
      return ages.length === 0 ? undefined : Math.min(...ages);
    },
  };
}
