/**
 * A group commit of thousands of entries (a first `teamdoc scan --record`, a
 * spool that grew while the log was locked) writes thousands of objects in one
 * call: fsyncing them side by side must stay within the open-file limit, or the
 * commit fails and every later writer, committing the same spool, fails too.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { childScript } from '../helpers/child-scripts.js';
import { scratchDir } from '../helpers/repo.js';

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
});
