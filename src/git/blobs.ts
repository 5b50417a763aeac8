/**
 * Many blobs through one `git cat-file --batch`, never one process per blob.
 */
import { git } from './run.js';

export interface BlobRead {
  /** Each blob found, by id. */
  found: Map<string, Buffer>;
  /** Ids this repository does not have (a partial clone), or that are not blobs. */
  missing: string[];
}

export async function readBlobs(root: string, ids: readonly string[]): Promise<BlobRead> {
  const unique = [...new Set(ids)];
  const result: BlobRead = { found: new Map(), missing: [] };
  if (unique.length === 0) return result;
  // A partial clone would otherwise fetch each missing blob from its remote, one round trip at a time.
  const run = await git(['cat-file', '--batch'], { cwd: root, read: true, input: `${unique.join('\n')}\n`, env: { GIT_NO_LAZY_FETCH: '1' } });
  const out = run.stdout;
  let at = 0;
  while (at < out.length) {
    const lineEnd = out.indexOf(0x0a, at);
    if (lineEnd === -1) break;
    const [id = '', type = '', size = ''] = out.toString('utf8', at, lineEnd).split(' ');
    at = lineEnd + 1;
    if (type !== 'blob') {
      result.missing.push(id);
      // `<id> missing` has no content; another type (a tree, a commit) has `size` bytes and a newline.
      if (size !== '') at += Number(size) + 1;
      continue;
    }
    const length = Number(size);
    result.found.set(id, out.subarray(at, at + length));
    at += length + 1;
  }
  return result;
}
