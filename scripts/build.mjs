#!/usr/bin/env node
/**
 * dist/, the committed build: what bin/teamdoc runs, so that a clone, the
 * Claude Code plugin, a global npm install and the GitHub Action all work
 * without node_modules. Type checking is tsc's job (`npm run build` runs it
 * first).
 *
 *   node scripts/build.mjs           writes dist/ (only the files that changed; stale ones removed)
 *   node scripts/build.mjs --check   builds in memory and compares with dist/ in git's index:
 *                                    exit 0 when they are the same bytes and within the size budget,
 *                                    1 with the differences and the command that fixes them
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SIZE_BUDGET, bundle, totalBytes } from './build/bundle.mjs';
import { committedDifferences } from './build/committed.mjs';

const FIX = 'npm run build && git add dist';
// A merge renames most chunks: the first few differences say enough, the command fixes them all.
const LISTED = 8;
const root = fileURLToPath(new URL('..', import.meta.url));
const megabytes = (bytes) => `${(bytes / (1024 * 1024)).toFixed(2)} MiB`;

try {
  const files = await bundle(root);
  const size = totalBytes(files);
  const overBudget = size > SIZE_BUDGET ? `dist/ is ${megabytes(size)}, over its budget of ${megabytes(SIZE_BUDGET)} (scripts/build/bundle.mjs)` : undefined;
  if (process.argv.includes('--check')) {
    const problems = committedDifferences(root, files);
    if (problems.length > 0) {
      const shown = problems.length > LISTED + 1 ? [...problems.slice(0, LISTED), `… and ${problems.length - LISTED} more`] : problems;
      process.stdout.write(`teamdoc build: the committed dist/ is not the build of these sources:\n${shown.map((line) => `  ${line}\n`).join('')}`);
      process.stdout.write(`Fix: ${FIX}   (then commit)\n`);
      process.exitCode = 1;
    }
    if (overBudget) {
      process.stdout.write(`teamdoc build: ${overBudget}\n`);
      process.exitCode = 1;
    }
    if (process.exitCode !== 1)
      process.stdout.write(
        `teamdoc build: dist/ is the build of these sources (${files.size} files, ${megabytes(size)} of its ${megabytes(SIZE_BUDGET)} budget)\n`,
      );
  } else {
    writeDist(join(root, 'dist'), files);
    if (overBudget) process.stderr.write(`teamdoc build: warning: ${overBudget}\n`);
  }
} catch (error) {
  process.stderr.write(`teamdoc build: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
}

/** Writes what changed, each file under a temporary name first, so a running teamdoc never reads half a chunk. */
function writeDist(dir, files) {
  mkdirSync(dir, { recursive: true });
  for (const [name, bytes] of files) {
    const path = join(dir, name);
    if (sameBytes(path, bytes)) continue;
    const staging = join(dir, `.${name}.${process.pid}.tmp`);
    writeFileSync(staging, bytes);
    renameSync(staging, path);
  }
  for (const name of readdirSync(dir)) if (!files.has(name)) rmSync(join(dir, name), { recursive: true, force: true });
}

function sameBytes(path, bytes) {
  try {
    return Buffer.from(bytes).equals(readFileSync(path));
  } catch {
    return false;
  }
}
