/**
 * Bundles a TypeScript program that imports teamdoc's sources into one .mjs
 * file, for code that must run library functions in a separate Node process:
 * test children (test/children/) and benchmark helpers (bench/lib/). Node 20
 * cannot run TypeScript, and dist/ holds only the CLI's own bundle. Output is
 * cached in the temp dir by the hash of the bundle, so parallel callers build
 * it once.
 */
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const options = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Bundled CommonJS dependencies call require() for Node built-ins.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'silent',
};

/** Returns the path of the bundled program for `entry` (a path or file URL of a .ts file). */
export async function bundleProgram(entry) {
  const entryPath = entry instanceof URL ? fileURLToPath(entry) : entry;
  const { outputFiles } = await build({ ...options, entryPoints: [entryPath], write: false });
  const contents = outputFiles[0].contents;
  const digest = createHash('sha256').update(contents).digest('hex').slice(0, 16);
  const dir = join(tmpdir(), 'teamdoc-programs');
  const output = join(dir, `${basename(entryPath, '.ts')}-${digest}.mjs`);
  if (existsSync(output)) return output;
  mkdirSync(dir, { recursive: true });
  const staging = `${output}.${process.pid}.tmp`;
  await build({ ...options, entryPoints: [entryPath], outfile: staging });
  try {
    renameSync(staging, output);
  } catch {
    rmSync(staging, { force: true });
  }
  return output;
}
