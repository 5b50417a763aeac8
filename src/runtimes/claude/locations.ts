/**
 * Where Claude Code keeps its files: `$CLAUDE_CONFIG_DIR` (which may list
 * several folders, comma-separated), else `~/.claude` and the legacy
 * `~/.config/claude`. Transcripts are `projects/<encoded cwd>/<session>.jsonl`;
 * subagent transcripts come in three layouts: rows inside the session's own
 * file (old), `projects/<dir>/agent-<id>.jsonl` beside it (2.0.x), and
 * `projects/<dir>/<session>/subagents/**\/agent-<id>.jsonl` (current).
 */
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, join } from 'node:path';
import { describeFile, listDirectory, walkFiles, type FoundFile } from '../directory-walk.js';
import { readHead } from '../file-head.js';
import { firstStringField } from '../json-fields.js';
import type { ClaudeTranscriptFile } from '../../scan/claude/transcript.js';

/** A session's transcript (`projects/<dir>/<session>.jsonl` in any config dir), found by its id alone; undefined when none is here. */
export function findClaudeTranscript(env: NodeJS.ProcessEnv, session: string): string | undefined {
  // A session id names the file; anything else could walk out of the folder.
  if (!/^[0-9A-Za-z_-]{1,64}$/.test(session)) return undefined;
  for (const dir of claudeConfigDirs(env)) {
    let folders: string[];
    try {
      folders = readdirSync(join(dir, 'projects'));
    } catch {
      continue;
    }
    for (const folder of folders) {
      const file = join(dir, 'projects', folder, `${session}.jsonl`);
      if (existsSync(file)) return file;
    }
  }
  return undefined;
}

export function claudeConfigDirs(env: NodeJS.ProcessEnv): string[] {
  const configured = env.CLAUDE_CONFIG_DIR?.split(',')
    .map((dir) => dir.trim())
    .filter((dir) => dir !== '');
  if (configured && configured.length > 0) return configured;
  const home = env.HOME || homedir();
  return [join(home, '.claude'), join(env.XDG_CONFIG_HOME || join(home, '.config'), 'claude')];
}

export interface ClaudeTranscriptListing extends FoundFile {
  role: ClaudeTranscriptFile['role'];
  /** Known from the path for main files and nested subagents; a flat agent file names only its agent. */
  session: string | undefined;
  agent: string | undefined;
  /** The project folder's name: a lossy encoding of the cwd, used only when the lines name none. */
  projectDir: string;
}

export async function listClaudeTranscripts(configDir: string): Promise<ClaudeTranscriptListing[]> {
  const projectsDir = join(configDir, 'projects');
  const listings: ClaudeTranscriptListing[] = [];
  for (const projectDir of (await listDirectory(projectsDir)).dirs) {
    const dir = join(projectsDir, projectDir);
    const { files, dirs } = await listDirectory(dir);
    for (const name of files.filter((file) => file.endsWith('.jsonl'))) {
      const found = await describeFile(join(dir, name));
      if (!found) continue;
      const agent = agentIdOf(name);
      listings.push({ ...found, role: agent ? 'subagent' : 'main', session: agent ? undefined : name.slice(0, -'.jsonl'.length), agent, projectDir });
    }
    for (const session of dirs) {
      for (const path of await walkFiles(join(dir, session, 'subagents'), (name) => agentIdOf(name) !== undefined)) {
        const found = await describeFile(path);
        if (found) listings.push({ ...found, role: 'subagent', session, agent: agentIdOf(basename(path)), projectDir });
      }
    }
  }
  return listings;
}

function agentIdOf(fileName: string): string | undefined {
  return /^agent-(.+)\.jsonl$/.exec(fileName)?.[1];
}

export interface ClaudeTranscriptHead {
  /** The first cwd the lines name; undefined when the head holds none. */
  cwd: string | undefined;
  session: string | undefined;
  version: string | undefined;
}

/**
 * Whose transcript this is, from its first lines: the first row with a cwd
 * comes within a few kB in every layout, and every transcript on the machine
 * gets this read, so it starts small.
 */
export async function readClaudeHead(listing: FoundFile): Promise<ClaudeTranscriptHead> {
  let head = '';
  for (const size of [8 * 1024, 128 * 1024, 1 << 20]) {
    head = await readHead(listing.path, size);
    if (firstStringField(head, 'cwd') !== undefined || head.length < size) break;
  }
  return { cwd: firstStringField(head, 'cwd'), session: firstStringField(head, 'sessionId'), version: firstStringField(head, 'version') };
}

/** Claude Code's folder name for a cwd: every character outside [A-Za-z0-9] becomes `-`. */
export function encodeProjectDir(cwd: string): string {
  return cwd.replace(/[^A-Za-z0-9]/g, '-');
}
