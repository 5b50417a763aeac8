/**
 * Parsed Markdown trees of large team docs, kept between runs. micromark's
 * cold parse of a 3,000-line doc takes over a second, reading its tree back
 * as JSON about 30 ms; an everyday doc parses in milliseconds, so only docs
 * above MIN_CACHED_LENGTH are cached. A tree is a pure function of the text
 * and the parser, so the key is the SHA-256 of both: an edited doc or another
 * teamdoc version simply misses. Everything here is best-effort: a cache that
 * cannot be read or written is a parse, never an error.
 *
 * Where: `$TEAMDOC_CACHE_DIR`, else `$XDG_CACHE_HOME/teamdoc`, else
 * `~/.cache/teamdoc`; `TEAMDOC_CACHE=0` turns it off.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Root } from 'mdast';
import { packageVersion } from '../package-files.js';

export const MIN_CACHED_LENGTH = 32 * 1024;
/** Trees kept; the oldest beyond this go when a new one is written. */
const KEPT_TREES = 16;
/** Bumped when the parser's extensions change without a new package version. */
const PARSER_IDENTITY = 'remark-parse+frontmatter(yaml)+gfm-table+task-list-item/1';

function treeCacheDir(env: NodeJS.ProcessEnv): string | undefined {
  if (env.TEAMDOC_CACHE === '0') return undefined;
  if (env.TEAMDOC_CACHE_DIR) return join(env.TEAMDOC_CACHE_DIR, 'trees');
  const base = env.XDG_CACHE_HOME || join(env.HOME || homedir(), '.cache');
  return join(base, 'teamdoc', 'trees');
}

/** `parse(text)`, or the tree a previous run stored for the same text and parser. */
export function cachedParse(text: string, parse: (text: string) => Root, env: NodeJS.ProcessEnv = process.env): Root {
  const dir = text.length < MIN_CACHED_LENGTH ? undefined : treeCacheDir(env);
  if (dir === undefined) return parse(text);
  const file = join(dir, `${createHash('sha256').update(`${PARSER_IDENTITY}\0${packageVersion()}\0`).update(text).digest('hex')}.json`);
  const stored = readTree(file);
  if (stored) return stored;
  const tree = parse(text);
  storeTree(dir, file, tree);
  return tree;
}

function readTree(file: string): Root | undefined {
  try {
    const tree = JSON.parse(readFileSync(file, 'utf8')) as Root;
    if (tree?.type !== 'root' || !Array.isArray(tree.children)) return undefined;
    // Touched on every hit, so pruning drops the trees least recently used.
    const now = new Date();
    utimesSync(file, now, now);
    return tree;
  } catch {
    return undefined;
  }
}

function storeTree(dir: string, file: string, tree: Root): void {
  // Written beside its final name and renamed into place, so a reader never sees half a tree.
  const partial = `${file}.${process.pid}.partial`;
  try {
    if (!makeDirectory(dir)) return;
    writeFileSync(partial, JSON.stringify(tree));
    renameSync(partial, file);
    pruneTrees(dir);
  } catch {
    rmSync(partial, { force: true });
  }
}

/**
 * Makes `dir` and its missing parents one level at a time, giving up at the
 * first refusal. Not mkdirSync's `recursive`: under a HOME such as /proc the
 * kernel answers ENOENT for a folder whose parent exists, and Node's
 * recursive mkdir then retries for ever.
 */
function makeDirectory(dir: string): boolean {
  const missing: string[] = [];
  for (let current = dir; !isDirectory(current); current = dirname(current)) {
    if (dirname(current) === current || missing.length >= MAX_NEW_LEVELS) return false;
    missing.push(current);
  }
  for (const level of missing.reverse()) {
    try {
      mkdirSync(level);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return false;
    }
  }
  return true;
}

/** More new levels than this under an existing folder means something odd about HOME: no cache, then. */
const MAX_NEW_LEVELS = 16;

function isDirectory(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

function pruneTrees(dir: string): void {
  const trees = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ path: join(dir, name), modified: statSync(join(dir, name), { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
    .sort((a, b) => b.modified - a.modified);
  for (const stale of trees.slice(KEPT_TREES)) rmSync(stale.path, { force: true });
}
