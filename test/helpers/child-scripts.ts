/**
 * Test programs that run as separate processes (a writer that appends in a
 * loop, a process that holds the log lock) are TypeScript in test/children/
 * importing the sources directly; each is bundled on first use.
 */
import { bundleProgram } from '../../scripts/bundle-program.mjs';

export function childScript(name: 'log-writer' | 'sync-writer' | 'hold-log-lock' | 'write-objects'): Promise<string> {
  return bundleProgram(new URL(`../children/${name}.ts`, import.meta.url));
}
