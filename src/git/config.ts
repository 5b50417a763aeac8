/**
 * Reading git config in one process: every key matching a pattern, from all
 * scopes git would use, as the last value given for each key.
 */
import { GitError } from '../errors.js';
import { git } from './run.js';

export async function readConfig(cwd: string, keyPattern: string): Promise<Map<string, string>> {
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
