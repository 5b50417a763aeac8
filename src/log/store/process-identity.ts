/**
 * Who a process is, precisely enough to tell later whether it is still
 * running: a pid alone is not enough (pids are reused), nor is a host name
 * (containers share one, and a reboot starts pids over). On Linux the start
 * time, boot id and pid namespace settle it; elsewhere only the pid is known
 * and a lock of a live pid is never judged stale.
 */
import { readFileSync, readlinkSync } from 'node:fs';
import { hostname } from 'node:os';

export interface ProcessIdentity {
  pid: number;
  host: string;
  /** Clock ticks since boot when the process started (/proc/<pid>/stat field 22). */
  startTime?: string;
  bootId?: string;
  pidNamespace?: string;
}

let current: ProcessIdentity | undefined;

/** This process, read once: none of it changes while it runs. */
export function currentProcess(): ProcessIdentity {
  if (current) return current;
  const identity: ProcessIdentity = { pid: process.pid, host: hostname() };
  const startTime = processStartTime(process.pid);
  const bootId = readOptional(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim());
  const pidNamespace = readOptional(() => readlinkSync('/proc/self/ns/pid'));
  if (startTime !== undefined) identity.startTime = startTime;
  if (bootId !== undefined) identity.bootId = bootId;
  if (pidNamespace !== undefined) identity.pidNamespace = pidNamespace;
  current = identity;
  return identity;
}

export type Liveness = 'alive' | 'dead' | 'unknown';

/** Whether the process `owner` describes is still running, judged from this process. */
export function livenessOf(owner: ProcessIdentity, self: ProcessIdentity = currentProcess()): Liveness {
  if (owner.host !== self.host) return 'unknown';
  // Same host name but a different boot: the machine restarted, so the owner is gone.
  if (owner.bootId !== undefined && self.bootId !== undefined && owner.bootId !== self.bootId) return 'dead';
  // Another pid namespace (a container on this host) cannot be seen from here.
  if (owner.pidNamespace !== self.pidNamespace) return 'unknown';
  if (owner.pid === self.pid && owner.startTime === self.startTime) return 'alive';
  if (!pidExists(owner.pid)) return 'dead';
  const stat = processStat(owner.pid);
  // A zombie has exited; only its parent has not collected it yet.
  if (stat?.state === 'Z') return 'dead';
  if (owner.startTime === undefined || stat === undefined) return 'alive';
  return stat.startTime === owner.startTime ? 'alive' : 'dead';
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function processStartTime(pid: number): string | undefined {
  return processStat(pid)?.startTime;
}

/** State (field 3) and start time (field 22) from /proc/<pid>/stat, where there is one. */
function processStat(pid: number): { state: string; startTime: string } | undefined {
  return readOptional(() => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses; the fields after it are plain.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] === undefined ? undefined : { state: fields[0]!, startTime: fields[19] };
  });
}

function readOptional<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
