/**
 * What dist/ holds, computed in memory: esbuild bundles src/ into ES modules,
 * every dependency inlined, one file per entry below and one chunk per lazily
 * imported module, plus the licences of the inlined packages. Deterministic:
 * the same sources and lockfile give the same bytes, whatever the directory
 * or the machine, which is what lets dist/ be committed and checked.
 */
import { build } from 'esbuild';
import { basename } from 'node:path';
import { inlinedLicenses } from './licenses.mjs';

/**
 * One entry per way teamdoc starts, each dist/<out>.js; bin/teamdoc picks one.
 * A new light start-up path (one that must not load commander) is one more line here.
 */
export const ENTRIES = [
  // Every command: commander's wiring, then the command's own chunk.
  { in: 'src/cli.ts', out: 'cli' },
  // The Claude Code hooks: no commander, no zod, no remark.
  { in: 'src/hooks/entry.ts', out: 'hook' },
];

export const LICENSES_FILE = 'LICENSES.txt';

/** dist/ may not grow past this (bytes, every file in it): the plugin and the package carry it. */
export const SIZE_BUDGET = 3 * 1024 * 1024;

/** Every file dist/ should hold, by its name in dist/, in name order. */
export async function bundle(root) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir: 'dist',
    // Every output file sits directly in dist/, one level below the package root,
    // which is what src/package-files.ts relies on to find skills/ and templates/.
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    bundle: true,
    // Paths in the output (its `// node_modules/…` comments) stay the ones under the package, so a
    // node_modules linked from elsewhere (a worktree sharing one) gives the same bytes.
    preserveSymlinks: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // gray-matter and its dependencies are CommonJS and call require() for Node built-ins.
    banner: { js: "import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);" },
    // The licences go into one file of their own, with the whole text of each.
    legalComments: 'none',
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  const files = new Map();
  for (const output of result.outputFiles) files.set(basename(output.path), output.contents);
  files.set(LICENSES_FILE, new TextEncoder().encode(inlinedLicenses(root, result.metafile)));
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export function totalBytes(files) {
  let total = 0;
  for (const bytes of files.values()) total += bytes.length;
  return total;
}
