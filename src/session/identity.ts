/**
 * Who is running this command, from evidence in the environment only. Claude
 * Code exports CLAUDE_CODE_SESSION_ID to every tool process and Codex exports
 * CODEX_THREAD_ID; TEAMDOC_* variables let a person or a script say it
 * explicitly. Nothing is guessed: what the environment does not show stays undefined.
 */
import { hostname } from 'node:os';

export type Runtime = 'claude' | 'codex' | 'human' | 'other';

export const RUNTIMES: readonly Runtime[] = ['claude', 'codex', 'human', 'other'];

export interface SessionIdentity {
  runtime: Runtime | undefined;
  /** The runtime's stable id: a Claude Code session UUID or a Codex thread id. */
  session: string | undefined;
  /** The name the session told us through TEAMDOC_NAME, if any. */
  name: string | undefined;
  host: string;
  /** Which environment variable the session id came from, so provenance can say so. */
  evidence: string | undefined;
}

export function detectSession(env: NodeJS.ProcessEnv): SessionIdentity {
  const host = nonEmpty(env.TEAMDOC_HOST) ?? hostname();
  const name = nonEmpty(env.TEAMDOC_NAME);
  const explicitRuntime = parseRuntime(env.TEAMDOC_RUNTIME);
  const explicitSession = nonEmpty(env.TEAMDOC_SESSION);
  if (explicitSession !== undefined) {
    return { runtime: explicitRuntime, session: explicitSession, name, host, evidence: 'TEAMDOC_SESSION' };
  }
  const claudeSession = nonEmpty(env.CLAUDE_CODE_SESSION_ID);
  if (claudeSession !== undefined) {
    return { runtime: explicitRuntime ?? 'claude', session: claudeSession, name, host, evidence: 'CLAUDE_CODE_SESSION_ID' };
  }
  const codexThread = nonEmpty(env.CODEX_THREAD_ID);
  if (codexThread !== undefined) {
    return { runtime: explicitRuntime ?? 'codex', session: codexThread, name, host, evidence: 'CODEX_THREAD_ID' };
  }
  return { runtime: explicitRuntime, session: undefined, name, host, evidence: undefined };
}

export function parseRuntime(value: string | undefined): Runtime | undefined {
  const normalised = value?.trim().toLowerCase();
  return RUNTIMES.find((runtime) => runtime === normalised);
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
