/**
 * Loose objects are written whole or not at all. A group commit of thousands
 * of entries (a first `teamdoc scan --record`, a spool that grew while the log
 * was locked) writes thousands of objects in one call: fsyncing them side by
 * side must stay within the open-file limit. A write the file system cuts
 * short never takes the object's name, and a damaged file already under that
 * name is replaced rather than trusted.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { looseObjectPath, looseObjectState, writeLooseObjects } from '../../src/git/loose-objects.js';
import { makeObject } from '../../src/git/objects.js';
import { childScript } from '../helpers/child-scripts.js';
import { makeRepo, scratchDir } from '../helpers/repo.js';

const WRITER = await childScript('write-objects');

describe('writing loose objects', () => {
  it('writes and fsyncs more objects than the process may hold open at once', () => {
    const objects = join(scratchDir(), 'objects');
    const result = spawnSync('bash', ['-c', `ulimit -n 128 && exec "${process.execPath}" "${WRITER}" "${objects}" 600`], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('wrote 600\n');
    const stored = readdirSync(objects).flatMap((fanOut) => readdirSync(join(objects, fanOut)));
    expect(stored).toHaveLength(600);
  });

  it('leaves no object and no temporary file when a write is cut short (a file size limit), and names the path', () => {
    const objects = join(scratchDir(), 'objects');
    // 8 KiB is what this process may write per file; the object needs about 48 KiB.
    const result = spawnSync('bash', ['-c', `ulimit -f 8 && exec "${process.execPath}" "${WRITER}" "${objects}" 1 65536`], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    const id = result.stdout.trim().split(' ')[1]!;
    expect(result.stderr).toContain(`cannot write ${looseObjectPath(objects, id)}: the file would be larger than this process may write (EFBIG)`);
    expect(result.stderr).toContain('hint: Raise the file size limit (`ulimit -f`).');
    expect(readdirSync(join(objects, id.slice(0, 2)))).toEqual([]);
  });

  it('replaces a damaged copy already under the object’s name instead of trusting it, and git reads it whole again', async () => {
    const repo = makeRepo();
    const objects = join(repo.dir, '.git', 'objects');
    const blob = makeObject('blob', Buffer.from('a message that must survive\n'.repeat(200)), 'sha1');
    await writeLooseObjects(objects, [blob]);
    const path = looseObjectPath(objects, blob.id);
    // What a disk that filled up under an older writer left: the first 40 bytes of the file.
    chmodSync(path, 0o644);
    writeFileSync(path, readFileSync(path).subarray(0, 40));
    expect(looseObjectState(path, blob.id)).toBe('damaged');

    await writeLooseObjects(objects, [blob]);

    expect(looseObjectState(path, blob.id)).toBe('sound');
    expect(execFileSync('git', ['cat-file', 'blob', blob.id], { cwd: repo.dir, env: repo.env })).toEqual(blob.content);
    expect(readdirSync(join(objects, blob.id.slice(0, 2))).filter((name) => name.startsWith('tmp_obj_'))).toEqual([]);
    expect(existsSync(path)).toBe(true);
  });
});
