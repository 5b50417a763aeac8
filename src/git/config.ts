/** Reading the repository's git config: from its files in the ordinary shapes (repo-files.ts), else from git. */
import { GitError } from '../errors.js';
import type { ConfigValues } from './config-file.js';
import { configFromFiles, repoFromFiles } from './repo-files.js';
import { git } from './run.js';

function fromFiles(cwd: string, wanted: (key: string) => boolean): ConfigValues | undefined {
  const repo = repoFromFiles(cwd);
  return repo && configFromFiles(repo, wanted);
}

/** The value of a config key as git resolves it, or undefined when unset. */
export async function readConfig(cwd: string, key: string): Promise<string | undefined> {
  const name = key.toLowerCase();
  // A key with a subsection (case-sensitive) is git's to match.
  const files = name.split('.').length === 2 ? fromFiles(cwd, (candidate) => candidate === name) : undefined;
  if (files) return files.get(name) || undefined;
  const result = await git(['config', '--get', key], { cwd, read: true, allowFailure: true });
  if (result.status !== 0) return undefined;
  const value = result.stdout.toString('utf8').replace(/\n$/, '');
  return value === '' ? undefined : value;
}

/**
 * Every key matching a pattern, from all scopes git would use, as the last
 * value given for each (lower-cased keys): several settings in one process.
 */
export async function readConfigMatching(cwd: string, keyPattern: string): Promise<Map<string, string>> {
  const pattern = new RegExp(keyPattern);
  const files = fromFiles(cwd, (key) => pattern.test(key));
  // A bare key is a boolean's true, as git prints it.
  if (files) return new Map([...files].map(([key, value]) => [key.toLowerCase(), value ?? 'true']));
  const args = ['config', '-z', '--get-regexp', keyPattern];
  const result = await git(args, { cwd, read: true, allowFailure: true });
  // Exit 1 means no key matched; anything else is a config git cannot read.
  if (result.status !== 0 && result.status !== 1) throw new GitError(args, result.status, result.stderr);
  const values = new Map<string, string>();
  for (const record of result.stdout.toString('utf8').split('\0')) {
    if (record === '') continue;
    const newline = record.indexOf('\n');
    const key = (newline < 0 ? record : record.slice(0, newline)).toLowerCase();
    values.set(key, newline < 0 ? 'true' : record.slice(newline + 1));
  }
  return values;
}
