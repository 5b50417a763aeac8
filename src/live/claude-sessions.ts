/**
 * Claude Code sessions as this machine shows them: its live-session registry
 * (`<config dir>/sessions/<pid>.json`, one file per running session, which
 * `claude agents --json` reads too) with each entry's process checked, and a
 * session's transcript for one that has no live entry. A registry file of a
 * process that died (a kill leaves it) is not a live session.
 */
import { readFileSync } from 'node:fs';
import { currentProcess, livenessOf, type Liveness } from '../log/store/process-identity.js';
import { claudeConfigDirs } from '../runtimes/claude/locations.js';
import { readRegistry, type RegistryEntry } from '../runtimes/claude/registry.js';

export interface ClaudeLiveSession extends RegistryEntry {
  /** Whether the process behind the entry runs: 'unknown' for one in another pid namespace or boot. */
  liveness: Liveness;
}

export async function claudeRegistry(env: NodeJS.ProcessEnv): Promise<ClaudeLiveSession[]> {
  const entries = (await Promise.all(claudeConfigDirs(env).map(readRegistry))).flat();
  return entries.map((entry) => ({ ...entry, liveness: registryLiveness(entry) }));
}

/** The entry's process judged like the log's lock holders: same machine, same pid namespace, same start time. */
function registryLiveness(entry: RegistryEntry): Liveness {
  if (entry.pid === undefined) return 'unknown';
  const self = currentProcess();
  // "linux:<machine id>:pid:[<pid namespace inode>]": a pid means something only in its own machine and namespace.
  const domain = /^linux:([0-9a-f]+):(pid:\[\d+\])$/.exec(entry.pidDomain ?? '');
  if (domain !== null && domain[1] !== machineId()) return 'unknown';
  return livenessOf(
    { pid: entry.pid, host: self.host, startTime: entry.procStart, pidNamespace: domain?.[2] ?? self.pidNamespace },
    { ...self, bootId: undefined },
  );
}

let machine: string | undefined | null = null;

function machineId(): string | undefined {
  if (machine === null) {
    try {
      machine = readFileSync('/etc/machine-id', 'utf8').trim();
    } catch {
      machine = undefined;
    }
  }
  return machine;
}
