#!/usr/bin/env node
/**
 * Builds dist/: esbuild bundles src/ into ES modules, one entry per way
 * teamdoc starts and one chunk per lazily imported command, so a command
 * loads a handful of files instead of a hundred. Type checking is tsc's job
 * (`npm run build` runs it first).
 */
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
rmSync(`${root}dist`, { recursive: true, force: true });

await build({
  absWorkingDir: root,
  // The CLI, and the Claude Code hook path, which bin/teamdoc.js starts without loading commander.
  entryPoints: ['src/cli.ts', { in: 'src/hooks/entry.ts', out: 'hook' }],
  outdir: 'dist',
  // Every output file sits directly in dist/, one level below the package root,
  // which is what src/package-files.ts relies on to find skills/ and templates/.
  entryNames: '[name]',
  chunkNames: 'chunk-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // gray-matter and its dependencies are CommonJS and call require() for Node built-ins.
  banner: { js: "import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);" },
  legalComments: 'none',
  logLevel: 'warning',
});
