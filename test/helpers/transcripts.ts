/**
 * Transcript fixtures for scan tests. Installs the hand-made transcript fixtures of test/fixtures/scan/ into a
 * scratch Claude Code config dir or Codex home, with the placeholders for the
 * project's paths replaced by a real temporary repository's: `@PROJECT@` and
 * `@WORKTREE@` inside the lines (JSON-escaped), `@PROJECT_DIR@` and
 * `@WORKTREE_DIR@` in folder names (Claude Code's encoding of the cwd).
 */
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeProjectDir } from '../../src/runtimes/claude/locations.js';

export const SCAN_FIXTURES = fileURLToPath(new URL('../fixtures/scan/', import.meta.url));

export interface FixturePaths {
  project: string;
  worktree?: string;
}

/** Copies fixture set `name` into `target` (created if missing) and returns `target`. */
export function installFixture(name: string, target: string, paths: FixturePaths): string {
  const worktree = paths.worktree ?? `${paths.project}-worktree`;
  const inText: Array<[string, string]> = [
    ['@PROJECT@', JSON.stringify(paths.project).slice(1, -1)],
    ['@WORKTREE@', JSON.stringify(worktree).slice(1, -1)],
  ];
  const inNames: Array<[string, string]> = [
    ['@PROJECT_DIR@', encodeProjectDir(paths.project)],
    ['@WORKTREE_DIR@', encodeProjectDir(worktree)],
  ];
  copyTree(join(SCAN_FIXTURES, name), target, inText, inNames);
  return target;
}

function copyTree(from: string, to: string, inText: Array<[string, string]>, inNames: Array<[string, string]>): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    const source = join(from, entry);
    const destination = join(to, replaceAll(entry, inNames));
    if (statSync(source).isDirectory()) copyTree(source, destination, inText, inNames);
    else if (entry.endsWith('.jsonl') || entry.endsWith('.json')) writeFileSync(destination, replaceAll(readFileSync(source, 'utf8'), inText));
    else copyFileSync(source, destination);
  }
}

function replaceAll(text: string, pairs: Array<[string, string]>): string {
  return pairs.reduce((result, [token, value]) => result.replaceAll(token, value), text);
}

export const RECORDED_TRANSCRIPTS = fileURLToPath(new URL('../fixtures/transcripts/', import.meta.url));

export interface RecordedCase {
  case: string;
  msgId?: string;
  threadId?: string;
  sessions?: Record<string, { name: string; sessionId: string; pid: number; cwd: string }>;
  [key: string]: unknown;
}

/**
 * Installs a case recorded with the real CLIs (test/fixtures/transcripts/<name>) into a scratch HOME:
 * its projects as `~/.claude/projects`, its last registry snapshot as `~/.claude/sessions`, its
 * rollouts as `~/.codex`. Returns the case's `case.json`.
 */
export function installRecordedCase(name: string, home: string): RecordedCase {
  const dir = join(RECORDED_TRANSCRIPTS, name);
  const claude = join(dir, 'claude');
  if (existsSync(claude)) {
    cpSync(join(claude, 'projects'), join(home, '.claude', 'projects'), { recursive: true });
    const moments = existsSync(join(claude, 'sessions-at')) ? readdirSync(join(claude, 'sessions-at')).sort() : [];
    const last = moments.at(-1);
    if (last !== undefined) cpSync(join(claude, 'sessions-at', last), join(home, '.claude', 'sessions'), { recursive: true });
  }
  if (existsSync(join(dir, 'codex'))) cpSync(join(dir, 'codex'), join(home, '.codex'), { recursive: true });
  return JSON.parse(readFileSync(join(dir, 'case.json'), 'utf8')) as RecordedCase;
}
