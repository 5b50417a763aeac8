/**
 * Which native route reaches a recipient, decided before anything is written:
 * a Claude Code session running on this machine through its inbox socket, a
 * Codex thread through `codex queue`. Everything else is refused with what to
 * do instead, and nothing is recorded or sent: another machine, a runtime
 * with no route, a session that is not running (a Codex thread no daemon can
 * resume), one this machine has no trace of, a one-shot `codex exec` run
 * (which drops what is queued during it). Each refusal leads with the
 * `teamdoc record` that keeps the message in the log for the recipient to
 * read: a worker never starts a session, so opening one is named only as
 * something the person may do.
 */
import { UsageError } from '../errors.js';
import type { ClaudeLiveSession } from '../live/claude-sessions.js';
import type { CodexThread } from '../live/codex-threads.js';
import type { LiveRecords } from '../live/live-state.js';
import { shellWord } from '../text/shell-word.js';

export interface RouteRecipient {
  name: string;
  runtime: string | undefined;
  session: string | undefined;
  host: string | undefined;
  worktree: string | undefined;
  /** Its Status in the roles table, when it has a row. */
  status: string | undefined;
}

export type Route =
  | { kind: 'claude-inbox'; session: string; socket: string; pid: number | undefined; entry: ClaudeLiveSession }
  | { kind: 'codex-queue'; thread: CodexThread; resume: boolean };

export interface RouteInput {
  recipient: RouteRecipient;
  /** The sender's runtime, when the environment shows it. */
  senderRuntime: string | undefined;
  /** This machine, as teamdoc names hosts (TEAMDOC_HOST, else its host name). */
  here: string;
  live: LiveRecords;
  /** Whether the local Codex daemon runs (it takes queued messages into the threads it hosts, and resumes one on request). */
  codexDaemon: boolean;
  /** The `teamdoc record` that keeps the same message in the log instead, for the hints (a whole command, run as it stands). */
  recordInstead: string;
}

/** The route, or a UsageError saying why not and what to do instead (exit 2: nothing was written or sent). */
export function chooseRoute(input: RouteInput): Route {
  const { recipient } = input;
  const name = recipient.name;
  const refuse = refusalFor(input);
  if (recipient.runtime !== 'claude' && recipient.runtime !== 'codex') {
    const what = recipient.runtime === undefined ? 'no runtime in the roles table' : `runtime ${recipient.runtime}`;
    throw refuse(
      `${name} has ${what}, and teamdoc send delivers only to Claude Code and Codex sessions`,
      `If it is one, its row's Runtime (claude or codex) lets teamdoc send reach it.`,
    );
  }
  if (recipient.host !== undefined && recipient.host !== input.here) {
    throw refuse(
      `${name} runs on host ${recipient.host}, not on this one (${input.here}): a message is delivered only on the machine its session runs on`,
      `Then teamdoc sync, so it reaches ${recipient.host}. Or run teamdoc send there (e.g. ssh ${shellWord(recipient.host)} teamdoc -C <repository> send --to ${shellWord(name)}).`,
    );
  }
  if (recipient.session === undefined) {
    throw refuse(
      `${name} has no session id: neither its roles-table row nor a statement of its own names one`,
      `With its session id in the Session column, teamdoc send can reach it. A worker's is in its statement (teamdoc log --kind join); a top's, in its own session: echo "$CLAUDE_CODE_SESSION_ID$CODEX_THREAD_ID".`,
    );
  }
  if (recipient.runtime === 'claude') return claudeRoute(input, recipient.session);
  return codexRoute(input, recipient.session);
}

function claudeRoute(input: RouteInput, session: string): Route {
  const name = input.recipient.name;
  const refuse = refusalFor(input);
  if (input.senderRuntime === 'claude') {
    throw refusal(
      `${name} is a Claude Code session, and so is this one: Claude Code sessions message each other with SendMessage`,
      `Use SendMessage(to: "${name}", …) in this session; the teamdoc plugin's hooks record it in the log.`,
    );
  }
  const entries = input.live.claude.filter((entry) => entry.session === session);
  const live = entries.find((entry) => entry.liveness === 'alive');
  if (live === undefined) {
    const other = entries.find((entry) => entry.liveness === 'unknown');
    if (other !== undefined)
      throw refuse(
        `${name}'s registry entry (pid ${other.pid}) belongs to another machine or pid namespace, where this process cannot reach it`,
        `Or run teamdoc send where ${name} runs.`,
      );
    const state = input.live.stateOf({ runtime: 'claude', session, host: undefined });
    throw refuse(
      `${name} (Claude Code session ${session}) is not running on this machine (${state.detail})`,
      `Do not start it yourself: the person may open it (${state.open?.command ?? 'claude --resume <its session id>'}${input.recipient.worktree ? ` in ${input.recipient.worktree}` : ''}) if ${name} should read it sooner, and then teamdoc send reaches it.`,
    );
  }
  if (live.socket === undefined) {
    throw refuse(
      `${name} (Claude Code session ${session}, pid ${live.pid}) has no inbox: it runs without cross-session messaging (a bare or -p session without one)`,
      `The person may restart it with messaging on; then teamdoc send reaches it.`,
    );
  }
  return { kind: 'claude-inbox', session, socket: live.socket, pid: live.pid, entry: live };
}

function codexRoute(input: RouteInput, thread: string): Route {
  const name = input.recipient.name;
  const refuse = refusalFor(input);
  const found = input.live.codex.get(thread);
  if (found === undefined) {
    throw refuse(
      `Codex on this machine has no thread ${thread} (the session id in ${name}'s row): it ran elsewhere, under another id, or not at all`,
      `If it runs on another machine, the Host in its row names it, and teamdoc send runs there.`,
    );
  }
  const resume = `codex resume ${thread}${found.cwd ? ` (in ${found.cwd})` : ''}`;
  switch (found.writer.kind) {
    case 'exec':
      throw refuse(
        `${name} is in the middle of a one-shot codex exec run (pid ${found.writer.pid}), and Codex 0.169 drops a message queued during such a run`,
        `Or send again when the run has ended (the local Codex daemon then resumes the thread with it).`,
      );
    case 'none':
      // The daemon unloads a thread that has been idle a minute; it resumes it with the message (codex queue --resume).
      if (!input.codexDaemon) {
        throw refuse(
          `${name} (Codex thread ${thread}) is not running: no process holds the thread, and no local Codex daemon runs to resume it`,
          `Do not start it yourself: the person may start the daemon (codex app-server daemon start) or open the thread (${resume}), and then teamdoc send reaches it.`,
        );
      }
      if (input.recipient.status !== undefined && !WORKING.has(input.recipient.status)) {
        throw refuse(
          `${name} (Codex thread ${thread}) is not running, and its row says ${input.recipient.status}: sending would start it again`,
          `If it should work again, its parent sets its Status to active in the roles table, and then teamdoc send reaches it.`,
        );
      }
      return { kind: 'codex-queue', thread: found, resume: true };
    default:
      // Held by the daemon (it takes queued messages in between turns), or by a process this machine cannot name.
      return { kind: 'codex-queue', thread: found, resume: false };
  }
}

/** Statuses of a session that is meant to be at work: one the daemon may resume with a message. */
const WORKING = new Set(['active', 'idle', 'starting']);

function refusal(message: string, hint: string): UsageError {
  return new UsageError(`not sent: ${message}`, { hint: `Nothing was written or sent. ${hint}` });
}

/** A refusal whose hint leads with recording the message instead (it waits in the log for the recipient), then what else may be done. */
function refusalFor(input: RouteInput): (message: string, otherwise: string) => UsageError {
  const name = input.recipient.name;
  return (message, otherwise) =>
    refusal(message, `Record it instead, for ${name} to read with teamdoc log --unread --for ${shellWord(name)}: ${input.recordInstead}. ${otherwise}`);
}
