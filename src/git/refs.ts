/**
 * Reading where a ref points without starting git: the loose ref file, then
 * packed-refs. Both are replaced atomically by git (written aside, renamed),
 * so a read sees the old value or the new one, never half of either. Anything
 * else (a symbolic ref, another ref storage) is asked of git itself.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveCommit } from './list.js';

const OBJECT_ID = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

export async function readRef(commonDir: string, ref: string, cwd: string): Promise<string | undefined> {
  const loose = readOptional(join(commonDir, ref))?.trim();
  if (loose !== undefined && OBJECT_ID.test(loose)) return loose;
  if (loose === undefined) {
    const packed = readOptional(join(commonDir, 'packed-refs'));
    const line = packed?.split('\n').find((candidate) => candidate.endsWith(` ${ref}`));
    const id = line?.slice(0, line.indexOf(' '));
    if (id !== undefined && OBJECT_ID.test(id)) return id;
  }
  return resolveCommit(cwd, ref);
}

function readOptional(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}
