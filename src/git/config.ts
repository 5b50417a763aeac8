/** Reading and writing the repository's own git config (never the user's global one). */
import { git } from './run.js';

/** The value of a config key as git resolves it, or undefined when unset. */
export async function readConfig(cwd: string, key: string): Promise<string | undefined> {
  const result = await git(['config', '--get', key], { cwd, read: true, allowFailure: true });
  if (result.status !== 0) return undefined;
  const value = result.stdout.toString('utf8').replace(/\n$/, '');
  return value === '' ? undefined : value;
}

/** Sets a key in this repository's config (`.git/config`), shared by all its worktrees. */
export async function writeLocalConfig(cwd: string, key: string, value: string): Promise<void> {
  await git(['config', '--local', key, value], { cwd });
}
