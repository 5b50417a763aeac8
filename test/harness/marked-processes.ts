/**
 * Finding every process a sandbox started, wherever it went. Claude Code runs
 * each Bash tool in a new session (setsid), so killing a session's process
 * group misses what its tools left running. Every sandbox sets a marker
 * variable that tools, hooks and daemons inherit; clean-up stops each process
 * whose environment carries it (Linux: read from /proc/<pid>/environ).
 */
import { readFileSync, readdirSync } from 'node:fs';

export const SANDBOX_MARKER = 'TEAMDOC_HARNESS_SANDBOX';

export function markedProcesses(marker: string): number[] {
  const needle = `${SANDBOX_MARKER}=${marker}\0`;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return []; // no /proc: nothing to find this way
  }
  return entries
    .filter((entry) => /^\d+$/.test(entry) && Number(entry) !== process.pid)
    .filter((entry) => {
      try {
        return readFileSync(`/proc/${entry}/environ`, 'latin1').includes(needle);
      } catch {
        return false; // exited, or not ours to read
      }
    })
    .map(Number);
}

/** SIGKILLs every marked process, again until none is left (a dying shell may start one more). */
export async function killMarkedProcesses(marker: string): Promise<number[]> {
  const killed = new Set<number>();
  for (let pass = 0; pass < 10; pass += 1) {
    const alive = markedProcesses(marker).filter(isRunning);
    if (alive.length === 0) break;
    for (const pid of alive) {
      try {
        process.kill(pid, 'SIGKILL');
        killed.add(pid);
      } catch {
        // already gone
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return [...killed];
}

/** True while the process exists and is not a zombie waiting to be reaped. */
export function isRunning(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) [ZX]/.test(readFileSync(`/proc/${pid}/stat`, 'latin1'));
  } catch {
    return false;
  }
}
