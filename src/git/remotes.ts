/** The repository's remotes by name, as `git remote` lists them (the names that have a URL). */
import { readConfigMatching } from './config.js';

export async function remoteNames(cwd: string): Promise<string[]> {
  const urls = await readConfigMatching(cwd, '^remote\\..*\\.url$');
  return [...urls.keys()].map((key) => key.slice('remote.'.length, -'.url'.length));
}

/** A remote given as a URL or a path rather than by name (git accepts both). */
export function isRemoteLocation(remote: string): boolean {
  return /[:/\\]/.test(remote) || remote.startsWith('.');
}
