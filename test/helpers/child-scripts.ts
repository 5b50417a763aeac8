/**
 * Test programs that run as separate processes (a writer that appends in a
 * loop, a process that holds the log lock) are TypeScript in test/children/,
 * importing the sources directly. Node 20 cannot run TypeScript, so each is
 * bundled with esbuild on first use into one .mjs file, cached by the hash of
 * its inputs so parallel test workers build it once.
 */
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export async function childScript(name: 'log-writer' | 'sync-writer' | 'hold-log-lock'): Promise<string> {
  const entry = join(root, 'test', 'children', `${name}.ts`);
  const probe = await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', target: 'node20', write: false, metafile: true, logLevel: 'silent' });
  const digest = createHash('sha256').update(probe.outputFiles[0]!.contents).digest('hex').slice(0, 16);
  const dir = join(tmpdir(), 'teamdoc-test-children');
  const output = join(dir, `${name}-${digest}.mjs`);
  if (existsSync(output)) return output;
  mkdirSync(dir, { recursive: true });
  const staging = `${output}.${process.pid}.tmp`;
  await build({
    entryPoints: [entry],
    outfile: staging,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'silent',
  });
  try {
    renameSync(staging, output);
  } catch {
    rmSync(staging, { force: true });
  }
  return output;
}
