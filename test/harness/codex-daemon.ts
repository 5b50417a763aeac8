/**
 * Codex's own long-lived processes, for tests: the local app-server daemon
 * (what hosts a thread between turns, takes `codex queue` messages into it and
 * resumes it on `codex queue --resume`) and a short app-server conversation
 * over stdio (what the TUI does when a person trusts hooks).
 *
 * `codex app-server daemon start` first copies the whole CLI (~400 MB) into
 * `$CODEX_HOME/packages`, ~12 s. The first start on a machine keeps that copy
 * in the clients cache; every later sandbox gets hard links to it (~1 s).
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, linkSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { clientsCacheRoot } from './install-clients.mjs';

const PACKAGES = 'packages';

/** Gives `codexHome` the daemon's package from the cache (hard links); false when the cache has none yet. */
export function seedDaemonPackage(codexHome: string, version: string): boolean {
  const cached = join(clientsCacheRoot(), `codex-${version}-daemon`, PACKAGES);
  if (!existsSync(cached)) return false;
  linkTree(cached, join(codexHome, PACKAGES), codexHome);
  return true;
}

/** Keeps a sandbox's freshly installed daemon package for the next sandboxes. */
export function keepDaemonPackage(codexHome: string, version: string): void {
  const target = join(clientsCacheRoot(), `codex-${version}-daemon`);
  if (existsSync(join(target, PACKAGES)) || !existsSync(join(codexHome, PACKAGES))) return;
  const staging = `${target}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  linkTree(join(codexHome, PACKAGES), join(staging, PACKAGES), staging);
  try {
    renameSync(staging, target);
  } catch {
    rmSync(staging, { recursive: true, force: true }); // another test kept it first
  }
}

/** Copies a tree as hard links; symbolic links into the tree are re-pointed at the copy. */
function linkTree(from: string, to: string, newRoot: string): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = join(from, name);
    const target = join(to, name);
    const stat = statSync(source, { throwIfNoEntry: false });
    let link: string | undefined;
    try {
      link = readlinkSync(source);
    } catch {
      link = undefined;
    }
    if (link !== undefined) {
      // `current` → an absolute path inside the tree it was made in: point it inside the copy.
      const inside = /\/packages\/(.*)$/.exec(link)?.[1];
      symlinkSync(inside !== undefined ? join(newRoot, PACKAGES, inside) : link, target);
    } else if (stat?.isDirectory()) {
      linkTree(source, target, newRoot);
    } else {
      try {
        linkSync(source, target);
      } catch {
        cpSync(source, target);
      }
    }
  }
}

export interface AppServerCall {
  call(method: string, params: unknown): Promise<{ result?: unknown; error?: unknown }>;
  close(): void;
}

/** `codex app-server` on stdio, initialised: JSON-RPC lines without the "jsonrpc" member. */
export async function openAppServer(bin: string, cwd: string, env: Record<string, string>): Promise<AppServerCall> {
  const child = spawn(bin, ['app-server'], { cwd, env, stdio: ['pipe', 'pipe', 'ignore'] });
  const waiting = new Map<number, (message: { result?: unknown; error?: unknown }) => void>();
  let buffered = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    let end: number;
    while ((end = buffered.indexOf('\n')) !== -1) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      try {
        const message = JSON.parse(line) as { id?: number; result?: unknown; error?: unknown };
        if (typeof message.id === 'number') waiting.get(message.id)?.(message);
      } catch {
        // not a message
      }
    }
  });
  let next = 0;
  const call = (method: string, params: unknown) =>
    new Promise<{ result?: unknown; error?: unknown }>((resolve) => {
      const id = ++next;
      waiting.set(id, resolve);
      child.stdin.write(`${JSON.stringify({ id, method, params })}\n`);
    });
  await call('initialize', { clientInfo: { name: 'teamdoc-harness', version: '0' } });
  child.stdin.write(`${JSON.stringify({ method: 'initialized' })}\n`);
  return { call, close: () => void child.kill() };
}

interface ListedHook {
  key: string;
  eventName: string;
  command?: string;
  currentHash: string;
  trustStatus: string;
}

/**
 * What a person does when Codex says "hooks need review" and they choose to
 * trust them (the TUI's /hooks, "Trust all and continue"): the same two calls,
 * `hooks/list` and a `config/batchWrite` of each hook's `trusted_hash`.
 * Returns the hooks as listed after trusting.
 */
export async function trustHooks(
  bin: string,
  cwd: string,
  env: Record<string, string>,
  select: (hook: ListedHook) => boolean = () => true,
): Promise<ListedHook[]> {
  const server = await openAppServer(bin, cwd, env);
  try {
    const listed = async () => ((await server.call('hooks/list', { cwds: [cwd] })).result as { data: Array<{ hooks: ListedHook[] }> }).data[0]?.hooks ?? [];
    const edits = (await listed())
      .filter((hook) => hook.trustStatus !== 'trusted' && select(hook))
      .map((hook) => ({ keyPath: `hooks.state.${JSON.stringify(hook.key)}.trusted_hash`, mergeStrategy: 'upsert', value: hook.currentHash }));
    if (edits.length > 0) {
      const written = await server.call('config/batchWrite', { edits });
      if (written.error !== undefined) throw new Error(`config/batchWrite failed: ${JSON.stringify(written.error)}`);
    }
    return await listed();
  } finally {
    server.close();
  }
}
