/**
 * Scratch space for real sessions. Claude Code puts each session's messaging
 * socket in `$TMPDIR/cc-socks/<pid>.sock`, and a Unix socket path must stay
 * under ~107 bytes, so sandboxes live under a short base directory.
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A new directory under a short base; realpath'd, because the CLIs record real paths. */
export function shortScratchDir(prefix = 'tdh-'): string {
  const base = tmpdir().length <= 40 ? tmpdir() : '/tmp';
  return realpathSync(mkdtempSync(join(base, prefix)));
}

/** A directory under `root`, created if missing (a session's working directory). */
export function subdir(root: string, name: string): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

export function removeScratchDir(dir: string): void {
  if (process.env.TEAMDOC_KEEP_SCRATCH) return;
  rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}

/**
 * The `env -i` environment a CLI under test starts from: nothing of the
 * caller's leaks in (no CLAUDE_* or CODEX_* of an enclosing session, no real
 * API key); PATH holds the client, node and the system directories.
 */
export function baseEnvironment(home: string, tmp: string, pathDirs: string[]): Record<string, string> {
  return {
    HOME: home,
    TMPDIR: tmp,
    PATH: [...pathDirs, '/usr/local/bin', '/usr/bin', '/bin'].join(':'),
    TERM: 'xterm-256color',
    LANG: 'C.UTF-8',
    USER: process.env.USER ?? 'tester',
    SHELL: '/bin/bash',
  };
}
