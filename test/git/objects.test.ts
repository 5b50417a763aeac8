import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { makeCommit } from '../../src/git/commit-object.js';
import { makeObject } from '../../src/git/objects.js';
import { writeLooseObjects } from '../../src/git/loose-objects.js';
import { addToTree, directoriesOnPaths } from '../../src/git/tree-edit.js';
import { FILE_MODE, TREE_MODE, makeTree, parseTree } from '../../src/git/tree.js';
import { fsckClean } from '../helpers/log.js';
import { makeRepo } from '../helpers/repo.js';

describe('git objects built in-process', () => {
  it('have the ids git gives them, and git accepts them whole (fsck)', async () => {
    const repo = makeRepo();
    const blob = makeObject('blob', Buffer.from('hello\n'), 'sha1');
    expect(blob.id).toBe(execFileSync('git', ['hash-object', '--stdin'], { input: 'hello\n', encoding: 'utf8' }).trim());
    // Names that sort differently as files and as folders: "a.md" < "a/" < "a0".
    const tree = makeTree(
      [
        { mode: FILE_MODE, name: 'a0', id: blob.id },
        { mode: TREE_MODE, name: 'a', id: makeTree([{ mode: FILE_MODE, name: 'x', id: blob.id }], 'sha1').id },
        { mode: FILE_MODE, name: 'a.md', id: blob.id },
      ],
      'sha1',
    );
    expect(parseTree(tree.content, 'sha1').map((entry) => entry.name)).toEqual(['a.md', 'a', 'a0']);
    const subtree = makeTree([{ mode: FILE_MODE, name: 'x', id: blob.id }], 'sha1');
    const commit = makeCommit({ tree: tree.id, parents: [], message: 'test', time: new Date(0) }, 'sha1');
    await writeLooseObjects(`${repo.dir}/.git/objects`, [blob, subtree, tree, commit]);
    repo.git('update-ref', 'refs/test/built', commit.id);
    expect(repo.git('ls-tree', '-r', '--name-only', 'refs/test/built')).toBe('a.md\na/x\na0');
    expect(repo.git('cat-file', '-p', `${commit.id}`)).toContain('author teamdoc <teamdoc@localhost> 0 +0000');
    fsckClean(repo);
  });

  it('work in a SHA-256 repository', async () => {
    const repo = makeRepo({ commit: false });
    repo.git('init', '-q', '--object-format=sha256', 'sha256');
    const dir = `${repo.dir}/sha256`;
    const blob = makeObject('blob', Buffer.from('x'), 'sha256');
    const tree = makeTree([{ mode: FILE_MODE, name: 'x', id: blob.id }], 'sha256');
    await writeLooseObjects(`${dir}/.git/objects`, [blob, tree]);
    expect(execFileSync('git', ['rev-parse', `${tree.id}:x`], { cwd: dir, env: repo.env, encoding: 'utf8' }).trim()).toBe(blob.id);
  });

  it('rebuild only the folders on the added paths', () => {
    const blob = makeObject('blob', Buffer.from('x'), 'sha1');
    expect(directoriesOnPaths(['messages/2025/01/31/a.md', 'keys/ab/abc']).sort()).toEqual([
      '',
      'keys',
      'keys/ab',
      'messages',
      'messages/2025',
      'messages/2025/01',
      'messages/2025/01/31',
    ]);
    const existing = new Map([['', [{ mode: TREE_MODE, name: 'other', id: makeTree([], 'sha1').id }]]]);
    const build = addToTree(existing, [{ path: 'messages/2025/a.md', id: blob.id }], 'sha1');
    expect(build.trees).toHaveLength(3);
    expect(parseTree(build.root.content, 'sha1').map((entry) => entry.name)).toEqual(['messages', 'other']);
  });
});
