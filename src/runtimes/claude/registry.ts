/**
 * Claude Code's live-session registry: `<config dir>/sessions/<pid>.json`, one
 * small file per running session, removed when it exits. It ties a messaging
 * socket to a session id and gives the current name and status. Only the
 * `.json` files are read; the `.key` files beside them hold peer tokens.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listDirectory } from '../directory-walk.js';
import { isObject, numberAt, stringAt } from '../json-fields.js';

export interface RegistryEntry {
  file: string;
  pid: number | undefined;
  session: string | undefined;
  cwd: string | undefined;
  name: string | undefined;
  /** `busy`, `idle`, `waiting`: as of `updatedAt`. */
  status: string | undefined;
  /** `uds:<path>`, the address peers write to, or undefined when the session has no inbox. */
  address: string | undefined;
  kind: string | undefined;
  version: string | undefined;
  updatedAt: number | undefined;
  /** The messaging socket's path as written (without `uds:`). */
  socket: string | undefined;
  /** What a `waiting` session waits for (`permission prompt`, `input needed`…). */
  waitingFor: string | undefined;
  /** A background session's job id, what `claude attach` takes. */
  jobId: string | undefined;
  /** The process's start time in clock ticks (/proc/<pid>/stat), so a reused pid is told apart. */
  procStart: string | undefined;
  /** `linux:<boot id>:pid:[<pid namespace>]`: the machine boot and pid namespace the pid belongs to. */
  pidDomain: string | undefined;
}

export async function readRegistry(configDir: string): Promise<RegistryEntry[]> {
  const dir = join(configDir, 'sessions');
  const entries: RegistryEntry[] = [];
  for (const name of (await listDirectory(dir)).files.filter((file) => file.endsWith('.json'))) {
    const file = join(dir, name);
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(file, 'utf8'));
    } catch {
      continue; // removed while listed, or half-written by a starting session
    }
    if (!isObject(parsed)) continue;
    const socket = stringAt(parsed, 'messagingSocketPath');
    entries.push({
      file,
      pid: numberAt(parsed, 'pid'),
      session: stringAt(parsed, 'sessionId'),
      cwd: stringAt(parsed, 'cwd'),
      name: stringAt(parsed, 'name'),
      status: stringAt(parsed, 'status'),
      address: socket === undefined ? undefined : socket.startsWith('uds:') ? socket : `uds:${socket}`,
      kind: stringAt(parsed, 'kind'),
      version: stringAt(parsed, 'version'),
      updatedAt: numberAt(parsed, 'updatedAt'),
      socket: socket?.replace(/^uds:/, ''),
      waitingFor: stringAt(parsed, 'waitingFor'),
      jobId: stringAt(parsed, 'jobId'),
      procStart: stringAt(parsed, 'procStart'),
      pidDomain: stringAt(parsed, 'pidDomain'),
    });
  }
  return entries;
}

/** The pid in a socket address `uds:/…/cc-socks/<pid>.sock`: Claude Code names each inbox after its process. */
export function pidOfAddress(address: string | undefined): number | undefined {
  const match = address === undefined ? null : /\/(\d+)\.sock$/.exec(address);
  return match ? Number(match[1]) : undefined;
}
