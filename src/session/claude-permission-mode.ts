/**
 * The permission mode a Claude Code session runs in right now, from its own
 * transcript: Claude Code writes `permissionMode` on every user row
 * (`~/.claude/projects/<dir>/<session id>.jsonl`), and tool processes get no
 * variable that says it. Only the transcript's tail is read; the latest row
 * that names a mode wins. Undefined when nothing shows it: never guessed.
 */
import { closeSync, existsSync, fstatSync, openSync, readdirSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { claudeConfigDirs } from '../scan/claude/locations.js';
import { type PermissionMode, parsePermissionMode } from './permission-modes.js';

const TAIL_BYTES = 1024 * 1024;

export function claudePermissionMode(session: string, env: NodeJS.ProcessEnv): PermissionMode | undefined {
  // A session id names the file; anything else could walk out of the folder.
  if (!/^[0-9A-Za-z-]{8,64}$/.test(session)) return undefined;
  const transcript = findTranscript(session, env);
  return transcript === undefined ? undefined : latestMode(tail(transcript));
}

function findTranscript(session: string, env: NodeJS.ProcessEnv): string | undefined {
  for (const dir of claudeConfigDirs(env)) {
    const projects = join(dir, 'projects');
    let folders: string[];
    try {
      folders = readdirSync(projects);
    } catch {
      continue;
    }
    for (const folder of folders) {
      const file = join(projects, folder, `${session}.jsonl`);
      if (existsSync(file)) return file;
    }
  }
  return undefined;
}

function tail(path: string): string {
  const descriptor = openSync(path, 'r');
  try {
    const size = fstatSync(descriptor).size;
    const length = Math.min(size, TAIL_BYTES);
    const buffer = Buffer.alloc(length);
    readSync(descriptor, buffer, 0, length, size - length);
    return buffer.toString('utf8');
  } finally {
    closeSync(descriptor);
  }
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
