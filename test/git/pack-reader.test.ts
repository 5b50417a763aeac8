import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PackReader } from '../../src/git/pack-reader.js';
import { makeRepo, type TempRepo } from '../helpers/repo.js';

/** A history of similar files, so that repacking stores most objects as deltas. */
function repoWithDeltas(): TempRepo {
  const repo = makeRepo();
  let text = Array.from({ length: 200 }, (_, line) => `line ${line} of a file that changes a little each commit`).join('\n');
  for (let commit = 0; commit < 30; commit++) {
    text = text.replace(`line ${commit * 3}`, `changed ${commit}`);
    repo.write('file.txt', `${text}\n`);
    repo.write(`dir/${commit % 4}.txt`, `${text.slice(commit * 10)}\n`);
    repo.commitAll(`commit ${commit}`);
  }
  return repo;
}

function everyObject(repo: TempRepo): Array<{ id: string; type: string }> {
  return repo
    .git('cat-file', '--batch-all-objects', '--batch-check=%(objectname) %(objecttype)')
    .split('\n')
    .map((line) => {
      const [id, type] = line.split(' ');
      return { id: id!, type: type! };
    });
}

/** How many objects the pack stores as deltas (verify-pack lists those with their base). */
function deltaCount(repo: TempRepo): number {
  const pack = join(repo.dir, '.git', 'objects', 'pack');
  const index = readdirSync(pack).find((name) => name.endsWith('.idx'))!;
  return repo
    .git('verify-pack', '-v', join(pack, index))
    .split('\n')
    .filter((line) => /^[0-9a-f]{40} \w+ +\d+ \d+ \d+ \d+ [0-9a-f]{40}$/.test(line)).length;
}

function expectSameAsGit(repo: TempRepo): void {
  const reader = new PackReader(join(repo.dir, '.git', 'objects'), 'sha1');
  try {
    const objects = everyObject(repo);
    expect(objects.length).toBeGreaterThan(90);
    for (const { id, type } of objects) {
      const packed = reader.read(id);
      expect(packed?.type).toBe(type);
      expect(packed!.content.equals(execFileSync('git', ['cat-file', type, id], { cwd: repo.dir }))).toBe(true);
    }
    expect(reader.read('0'.repeat(40))).toBeUndefined();
  } finally {
    reader.close();
  }
}

describe('reading packed objects in-process', () => {
  it('reads every object of a repacked history, deltas against offsets included, exactly as git does', () => {
    const repo = repoWithDeltas();
    repo.git('repack', '-a', '-d', '-f', '--depth=50', '--window=50', '-q');
    expect(deltaCount(repo)).toBeGreaterThan(20);
    expectSameAsGit(repo);
  });

  it('reads deltas against named objects (packs written without offset deltas)', () => {
    const repo = repoWithDeltas();
    repo.git('-c', 'repack.useDeltaBaseOffset=false', 'repack', '-a', '-d', '-f', '--depth=50', '--window=50', '-q');
    expect(deltaCount(repo)).toBeGreaterThan(20);
    expectSameAsGit(repo);
  });
});
