/**
 * The permission mode a Claude Code session runs in right now, from its own
 * transcript: Claude Code writes `permissionMode` on every user row
 * (`~/.claude/projects/<dir>/<session id>.jsonl`), and tool processes get no
 * variable that says it. Only the transcript's tail is read; the latest row
 * that names a mode wins. Undefined when nothing shows it: never guessed.
 */
import { findClaudeTranscript } from '../runtimes/claude/locations.js';
import { readTail } from '../runtimes/file-head.js';
import { type PermissionMode, parsePermissionMode } from './permission-modes.js';

const TAIL_BYTES = 1024 * 1024;

export function claudePermissionMode(session: string, env: NodeJS.ProcessEnv): PermissionMode | undefined {
  const transcript = findClaudeTranscript(env, session);
  return transcript === undefined ? undefined : latestMode(readTail(transcript, TAIL_BYTES));
}

function latestMode(text: string): PermissionMode | undefined {
  const lines = text.split('\n');
  for (let index = lines.length - 1; index >= 0; index--) {
    const line = lines[index]!;
    if (!line.includes('"permissionMode"')) continue;
    try {
      const row = JSON.parse(line) as { permissionMode?: unknown };
      const mode = typeof row.permissionMode === 'string' ? parsePermissionMode(row.permissionMode) : undefined;
      if (mode) return mode;
    } catch {
      // the first line of a tail may be cut; older rows are further up
    }
  }
  return undefined;
}
