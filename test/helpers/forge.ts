/**
 * Changing the log the way someone with push access and plain git would:
 * commits made with a private index (read-tree, update-index, write-tree,
 * commit-tree, update-ref), never through teamdoc. Tests of tamper evidence,
 * of foreign refs and of damaged logs plant their faults with these.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeEntry } from '../../src/log/format/decode.js';
import { encodeEntry } from '../../src/log/format/encode.js';
import type { LogEntryRecord } from '../../src/log/format/entry.js';
import { entryPath, idKey, keyPath } from '../../src/log/format/layout.js';
import type { TempRepo } from './repo.js';

export interface Change {
  /** Paths and their new content; null removes the path. */
  files: Record<string, string | Buffer | null>;
  message?: string;
  /** Committer and author date, as git takes it. */
  date?: string;
}

function run(repo: TempRepo, args: string[], options: { input?: string | Buffer; env?: NodeJS.ProcessEnv } = {}): string {
  return execFileSync('git', args, { cwd: repo.dir, env: { ...repo.env, ...options.env }, input: options.input, encoding: 'utf8' }).trim();
}

/** Commits `change` on top of `ref` (or as a root commit when it does not exist) and moves the ref there. */
export function commitWithPlainGit(repo: TempRepo, ref: string, change: Change): string {
  const index = join(repo.dir, '..', `forge-index-${process.pid}-${Math.random().toString(16).slice(2)}`);
  const env = { GIT_INDEX_FILE: index, ...(change.date ? { GIT_AUTHOR_DATE: change.date, GIT_COMMITTER_DATE: change.date } : {}) };
  try {
    const parent =
      spawnSync('git', ['rev-parse', '-q', '--verify', `${ref}^{commit}`], { cwd: repo.dir, env: repo.env, encoding: 'utf8' }).stdout.trim() || undefined;
    run(repo, parent ? ['read-tree', parent] : ['read-tree', '--empty'], { env });
    for (const [path, content] of Object.entries(change.files)) {
      if (content === null) {
        run(repo, ['update-index', '--force-remove', '--', path], { env });
        continue;
      }
      const blob = run(repo, ['hash-object', '-w', '--stdin'], { input: content, env });
      run(repo, ['update-index', '--add', '--cacheinfo', `100644,${blob},${path}`], { env });
    }
    const tree = run(repo, ['write-tree'], { env });
    const commit = run(repo, ['commit-tree', tree, ...(parent ? ['-p', parent] : []), '-m', change.message ?? 'edit'], { env });
    run(repo, ['update-ref', ref, commit]);
    return commit;
  } finally {
    rmSync(index, { force: true });
  }
}

/** The bytes of a file on a ref. */
export function fileOn(repo: TempRepo, ref: string, path: string): Buffer {
  return execFileSync('git', ['cat-file', 'blob', `${ref}:${path}`], { cwd: repo.dir, env: repo.env });
}

/**
 * An entry's bytes with some fields changed and everything the decoder checks
 * (body-bytes, body-sha256, the fence) recomputed: a forgery that passes for
 * an entry on its own.
 */
export function forgedEntry(bytes: Buffer, changes: { body?: string; time?: string; id?: string; from?: string }): Buffer {
  const entry = decodeEntry(bytes);
  const forged: LogEntryRecord = { ...entry, ...(changes.time ? { time: changes.time } : {}), ...(changes.id ? { id: changes.id } : {}) };
  if (forged.entry === 'message') {
    if (changes.body !== undefined) forged.body = Buffer.from(changes.body, 'utf8');
    if (changes.from !== undefined) forged.from = { ...forged.from, name: changes.from };
  }
  return encodeEntry(forged);
}

/** The path of an entry in the log's tree, and the path of its id's key. */
export function pathsOf(id: string, time: string): { entry: string; key: string } {
  return { entry: entryPath({ id, time }), key: keyPath(idKey(id)) };
}

/** Where git keeps `object` (any revision expression) as a loose file. */
export function looseObjectPath(repo: TempRepo, object: string): string {
  const id = repo.git('rev-parse', object);
  return join(repo.dir, '.git', 'objects', id.slice(0, 2), id.slice(2));
}

/** Keeps the first `bytes` bytes of a loose object, as a disk that filled up mid-write would have. */
export function truncateObject(repo: TempRepo, object: string, bytes = 30): void {
  const path = looseObjectPath(repo, object);
  chmodSync(path, 0o644);
  writeFileSync(path, readFileSync(path).subarray(0, bytes));
}
