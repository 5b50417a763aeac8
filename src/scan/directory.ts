/**
 * What the scan knows about sessions by name and address: the names each
 * transcript gave itself, the registry's live sockets and pids, the sockets
 * learned from messages already matched by id, and Codex agent paths. The
 * matcher asks it questions; it never guesses: an address two sessions used is
 * ambiguous and answers nothing.
 */
import type { RegistryEntry } from '../runtimes/claude/registry.js';
import { pidOfAddress } from '../runtimes/claude/registry.js';

export class SessionDirectory {
  private readonly names = new Map<string, Set<string>>();
  private readonly addressOwners = new Map<string, Set<string>>();
  private readonly addressesBySession = new Map<string, Set<string>>();
  private readonly pidOwners = new Map<number, Set<string>>();
  private readonly agentPaths = new Map<string, string>();
  private readonly scanned = new Set<string>();

  /** A session whose transcript this scan read. */
  addScanned(session: string): void {
    this.scanned.add(session);
  }

  hasTranscript(session: string | undefined): boolean {
    return session !== undefined && this.scanned.has(session);
  }

  addName(session: string, name: string | undefined): void {
    if (name === undefined || name === '') return;
    let set = this.names.get(session);
    if (!set) this.names.set(session, (set = new Set()));
    set.add(name);
  }

  namesOf(session: string): ReadonlySet<string> {
    return this.names.get(session) ?? new Set();
  }

  /**
   * Every way of writing the address of whom `address` names: itself, and for
   * the session(s) it resolves to (a socket's one owner, or each session that
   * carried the name) their names and known sockets.
   */
  sameAddressee(address: string): Set<string> {
    const plain = withoutRef(address);
    const keys = new Set([plain]);
    const owner = address.startsWith('uds:') ? this.sessionAt(address) : undefined;
    const sessions = owner !== undefined ? [owner] : [...this.names].filter(([, names]) => names.has(plain)).map(([session]) => session);
    for (const session of sessions) {
      for (const name of this.namesOf(session)) keys.add(name);
      for (const known of this.addressesBySession.get(session) ?? []) keys.add(known);
    }
    return keys;
  }

  /** Scanned sessions that have carried `name`. */
  sessionsNamed(name: string): string[] {
    const wanted = withoutRef(name);
    return [...this.names].filter(([session, names]) => names.has(wanted) && this.scanned.has(session)).map(([session]) => session);
  }

  addRegistry(entry: RegistryEntry): void {
    if (entry.session === undefined) return;
    this.addName(entry.session, entry.name);
    if (entry.address !== undefined) this.learnAddress(entry.address, entry.session);
    if (entry.pid !== undefined) add(this.pidOwners, entry.pid, entry.session);
  }

  /** Record that `session` used `address`: from the registry, or from a message matched by its id. */
  learnAddress(address: string, session: string): void {
    if (!address.startsWith('uds:')) return;
    add(this.addressOwners, address, session);
    add(this.addressesBySession, session, address);
    const pid = pidOfAddress(address);
    if (pid !== undefined) add(this.pidOwners, pid, session);
  }

  sessionAt(address: string | undefined): string | undefined {
    return address === undefined ? undefined : only(this.addressOwners.get(address));
  }

  sessionOfPid(pid: number | undefined): string | undefined {
    return pid === undefined ? undefined : only(this.pidOwners.get(pid));
  }

  addAgentPath(tree: string, path: string, thread: string): void {
    this.agentPaths.set(`${tree}\0${path}`, thread);
  }

  threadAt(tree: string | undefined, path: string | undefined): string | undefined {
    return tree === undefined || path === undefined ? undefined : this.agentPaths.get(`${tree}\0${path}`);
  }
}

/** `b [cff7d8]` addresses the session named b; the ref only breaks ties between equal names. */
export function withoutRef(address: string): string {
  return address.replace(/\s+\[[0-9a-f]+\]$/, '');
}

function add<K>(map: Map<K, Set<string>>, key: K, session: string): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(session);
}

function only(set: Set<string> | undefined): string | undefined {
  return set !== undefined && set.size === 1 ? [...set][0] : undefined;
}
