/**
 * Whether the committed dist/ is the build of the sources: the files a fresh
 * build gives, against what git's index holds under dist/ (in CI the index is
 * the commit; in a worktree it is what the next commit will hold, so
 * `git add dist` is enough to satisfy it before committing). One git process;
 * blob ids are computed here, the way git computes them.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';

/**
 * The differences, each a line for a person, files that changed before files added and removed (a rebuild
 * renames the chunks whose content changed): empty when dist/ in the index is exactly `files`.
 */
export function committedDifferences(root, files) {
  const listing = execFileSync('git', ['ls-files', '--stage', '-z', '--', 'dist'], { cwd: root, encoding: 'utf8' });
  const committed = new Map();
  const conflicted = new Set();
  for (const record of listing.split('\0').filter(Boolean)) {
    const [info, path] = record.split('\t');
    const [mode, id, stage] = info.split(' ');
    if (stage === '0') committed.set(path.slice('dist/'.length), { mode, id });
    else conflicted.add(`${path}: in the middle of a merge`);
  }
  const changed = [];
  const added = [];
  for (const [name, bytes] of files) {
    const entry = committed.get(name);
    if (entry === undefined) added.push(`dist/${name}: not committed`);
    else if (entry.id !== blobId(bytes, entry.id.length) || entry.mode !== '100644') changed.push(`dist/${name}: differs from the build`);
  }
  const removed = [...committed.keys()].filter((name) => !files.has(name)).map((name) => `dist/${name}: committed, but no longer built`);
  return [...conflicted, ...changed, ...added, ...removed];
}

/** git's object id of a blob holding `bytes` (SHA-1, or SHA-256 in a repository that uses it). */
function blobId(bytes, idLength) {
  const hash = createHash(idLength === 64 ? 'sha256' : 'sha1');
  hash.update(`blob ${bytes.length}\0`);
  hash.update(bytes);
  return hash.digest('hex');
}
