import { chmodSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CommitChanges, commitChanges } from '../../src/git/commit-changes.js';
import { changedFiles } from '../../src/git/list.js';
import { ObjectReader } from '../../src/git/object-reader.js';
import { straightCommitsSince } from '../../src/git/recent-commits.js';
import { makeRepo, type TempRepo } from '../helpers/repo.js';

function inProcessReader(repo: TempRepo): ObjectReader {
  return new ObjectReader(repo.dir, { format: 'sha1', looseObjects: join(repo.dir, '.git', 'objects') });
}

/** git says `T` for a file that became a link; the in-process diff says it changed (`M`): both are "not an addition". */
function comparable(commits: readonly CommitChanges[]) {
  return commits.map(({ commit, parents, changes }) => ({
    commit,
    parents,
    changes: changes.map((change) => ({ ...change, status: change.status === 'T' ? 'M' : change.status })).sort((a, b) => a.path.localeCompare(b.path)),
  }));
}

describe('the commits since a known one, read in-process', () => {
  it('lists what git log --raw lists for a straight stretch: additions, edits, removals, a mode change, a file become a folder and a link', async () => {
    const repo = makeRepo();
    repo.write('messages/a.md', 'a\n');
    repo.write('messages/b.md', 'b\n');
    repo.write('keys/x', 'x\n');
    const base = repo.commitAll('base');
    repo.write('messages/c.md', 'c\n');
    repo.write('messages/a.md', 'a, edited\n');
    repo.commitAll('edit and add');
    rmSync(join(repo.dir, 'messages', 'b.md'));
    chmodSync(join(repo.dir, 'keys', 'x'), 0o755);
    repo.commitAll('remove and chmod');
    rmSync(join(repo.dir, 'keys', 'x'));
    repo.write('keys/x/inside', 'now a folder\n');
    rmSync(join(repo.dir, 'messages', 'c.md'));
    symlinkSync('a.md', join(repo.dir, 'messages', 'c.md'));
    const tip = repo.commitAll('file to folder, file to link');

    const reader = inProcessReader(repo);
    try {
      const read = await straightCommitsSince(reader, base, tip);
      expect(read).toHaveLength(3);
      expect(comparable(read!)).toEqual(comparable(await commitChanges(repo.dir, [tip], [base])));
      expect(await straightCommitsSince(reader, tip, tip)).toEqual([]);
      expect(await changedFiles(repo.dir, base, tip, 'messages', reader)).toEqual(await changedFiles(repo.dir, base, tip, 'messages'));
    } finally {
      await reader.close();
    }
  });

  it('leaves to git what is not a short straight line: a merge, a commit that is not an ancestor, a long stretch', async () => {
    const repo = makeRepo();
    repo.write('file', '0\n');
    const base = repo.commitAll('base');
    repo.git('checkout', '-q', '-b', 'side');
    repo.write('side', 'side\n');
    const side = repo.commitAll('side');
    repo.git('checkout', '-q', 'main');
    repo.write('main', 'main\n');
    repo.commitAll('main');
    repo.git('merge', '-q', '--no-edit', 'side');
    const merged = repo.git('rev-parse', 'HEAD').trim();
    for (let step = 0; step < 34; step++) {
      repo.write('file', `${step}\n`);
      repo.commitAll(`step ${step}`);
    }
    const tip = repo.git('rev-parse', 'HEAD').trim();

    const reader = inProcessReader(repo);
    try {
      expect(await straightCommitsSince(reader, base, merged)).toBeUndefined();
      expect(await straightCommitsSince(reader, side, base)).toBeUndefined();
      expect(await straightCommitsSince(reader, merged, tip)).toBeUndefined();
      const lastFew = repo.git('rev-parse', 'HEAD~5').trim();
      expect(comparable((await straightCommitsSince(reader, lastFew, tip))!)).toEqual(comparable(await commitChanges(repo.dir, [tip], [lastFew])));
    } finally {
      await reader.close();
    }
  });
});
