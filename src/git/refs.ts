/**
 * Reading where a ref points without starting git: the loose ref file, then
 * packed-refs. Both are replaced atomically by git (written aside, renamed),
 * so a read sees the old value or the new one, never half of either. Anything
 * else (a symbolic ref, another ref storage) is asked of git itself.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { resolveCommit } from './list.js';
import { readIfAny } from './optional-file.js';

const OBJECT_ID = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

export async function readRef(commonDir: string, ref: string, cwd: string): Promise<string | undefined> {
  try {
    const loose = readIfAny(join(commonDir, ref))?.trim();
    if (loose !== undefined && OBJECT_ID.test(loose)) return loose;
    if (loose === undefined) {
      const packed = readIfAny(join(commonDir, 'packed-refs'));
      const line = packed?.split('\n').find((candidate) => candidate.endsWith(` ${ref}`));
      const id = line?.slice(0, line.indexOf(' '));
      if (id !== undefined && OBJECT_ID.test(id)) return id;
      // Neither a loose file nor a packed line, in a repository that keeps its refs in files: there is no such ref.
      if (line === undefined && filesRefStorage(commonDir)) return undefined;
    }
  } catch {
    // Unreadable (permissions, a folder in the ref's place): git says what is wrong.
  }
  return resolveCommit(cwd, ref);
}

/** Whether the repository keeps its refs as files (git's default), not in a reftable, which only git reads. */
export function filesRefStorage(commonDir: string): boolean {
  return !existsSync(join(commonDir, 'reftable'));
}
