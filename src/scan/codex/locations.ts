/**
 * Where Codex keeps its rollouts: `$CODEX_HOME` (default `~/.codex`) under
 * `sessions/YYYY/MM/DD/rollout-<time>-<thread id>.jsonl`, the older flat
 * `sessions/rollout-*.jsonl`, and `archived_sessions/`. The first line is the
 * thread's `session_meta` (very early rollouts: a bare header without `type`).
 */
import { homedir } from 'node:os';
import { basename, join } from 'node:path';
import { createReadStream, readdirSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { describeFile, walkFiles, type FoundFile } from '../../runtimes/directory-walk.js';
import { readFirstLine } from '../../runtimes/file-head.js';
import { firstStringField, isObject, objectAt, stringAt, type JsonObject } from '../../runtimes/json-fields.js';

export function codexHome(env: NodeJS.ProcessEnv): string {
  return env.CODEX_HOME || join(env.HOME || homedir(), '.codex');
}

/**
 * The rollouts of the given threads under `sessions/`, found by their ids alone
 * (names only: no file is opened or stat'ed); a thread this machine has no
 * rollout of is absent from the map.
 */
export function findCodexRollouts(env: NodeJS.ProcessEnv, threads: Iterable<string>): Map<string, string> {
  const wanted = new Set([...threads].filter((thread) => /^[0-9a-f-]{36}$/i.test(thread)));
  const found = new Map<string, string>();
  const walk = (dir: string, depth: number): void => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (found.size === wanted.size) return;
      if (entry.isDirectory() && depth > 0) walk(join(dir, entry.name), depth - 1);
      const thread = entry.isFile() && ROLLOUT_NAME.test(entry.name) ? THREAD_ID_AT_END.exec(entry.name)?.[1] : undefined;
      if (thread !== undefined && wanted.has(thread) && !found.has(thread)) found.set(thread, join(dir, entry.name));
    }
  };
  if (wanted.size > 0) walk(join(codexHome(env), 'sessions'), 4);
  return found;
}

export function findCodexRollout(env: NodeJS.ProcessEnv, thread: string): string | undefined {
  return findCodexRollouts(env, [thread]).get(thread);
}

export interface CodexRolloutListing extends FoundFile {
  archived: boolean;
  /** The thread id the file name ends with, when it has one. */
  threadFromName: string | undefined;
}

const ROLLOUT_NAME = /^rollout-.*\.jsonl$/;
const THREAD_ID_AT_END = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.jsonl$/i;

export async function listCodexRollouts(home: string): Promise<CodexRolloutListing[]> {
  const listings: CodexRolloutListing[] = [];
  for (const [folder, archived] of [
    ['sessions', false],
    ['archived_sessions', true],
  ] as const) {
    for (const path of await walkFiles(join(home, folder), (name) => ROLLOUT_NAME.test(name), 4)) {
      const found = await describeFile(path);
      if (found) listings.push({ ...found, archived, threadFromName: THREAD_ID_AT_END.exec(basename(path))?.[1] });
    }
  }
  return listings;
}

export interface CodexThreadMeta {
  thread: string;
  /** The root thread of its agent tree (`session_meta.session_id`); the thread itself for a root. */
  tree: string;
  parent: string | undefined;
  cwd: string | undefined;
  /** The thread's address inside its tree (`/root/tester`); a root thread is `/root`. */
  agentPath: string | undefined;
  nickname: string | undefined;
  version: string | undefined;
}

const ROOT_AGENT_PATH = '/root';

/** The thread's identity from its first line; undefined when the file names no thread at all. */
export async function readCodexMeta(listing: Pick<CodexRolloutListing, 'path' | 'threadFromName'>): Promise<CodexThreadMeta | undefined> {
  const line = await readFirstLine(listing.path, 4 << 20);
  let payload: JsonObject | undefined;
  try {
    const parsed: unknown = JSON.parse(line);
    if (isObject(parsed)) payload = parsed.type === 'session_meta' ? objectAt(parsed, 'payload') : parsed.type === undefined ? parsed : undefined;
  } catch {
    payload = undefined; // cut off or corrupt: fall back to the fields the text shows
  }
  const field = (key: string) => (payload ? stringAt(payload, key) : firstStringField(line, key));
  const thread = listing.threadFromName ?? field('id');
  if (thread === undefined) return undefined;
  const spawn = objectAt(objectAt(objectAt(payload, 'source'), 'subagent'), 'thread_spawn');
  const parent = field('parent_thread_id') ?? stringAt(spawn, 'parent_thread_id');
  return {
    thread,
    tree: field('session_id') ?? thread,
    parent,
    cwd: field('cwd'),
    agentPath: field('agent_path') ?? stringAt(spawn, 'agent_path') ?? (parent === undefined ? ROOT_AGENT_PATH : undefined),
    nickname: field('agent_nickname') ?? stringAt(spawn, 'agent_nickname'),
    version: field('cli_version'),
  };
}

/** Thread names from `session_index.jsonl` (append-only; the newest line for an id wins). */
export async function readThreadNames(home: string): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const stream = createReadStream(join(home, 'session_index.jsonl'), { encoding: 'utf8' });
  try {
    for await (const line of createInterface({ input: stream, crlfDelay: Infinity })) {
      try {
        const entry: unknown = JSON.parse(line);
        const id = stringAt(entry, 'id');
        const name = stringAt(entry, 'thread_name');
        if (id !== undefined && name !== undefined) names.set(id, name);
      } catch {
        // a half-written last line
      }
    }
  } catch {
    // no index: threads keep their ids
  } finally {
    stream.destroy();
  }
  return names;
}
