/**
 * A cheap "has this ref moved?" for polling: the loose ref file's content and
 * packed-refs' size and time, read from disk. No git process, no object read.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function refFingerprint(commonDir: string, ref: string): string {
  let loose = '';
  try {
    loose = readFileSync(join(commonDir, ref), 'utf8').trim();
  } catch {
    // Not loose (packed, or absent): packed-refs below tells.
  }
  let packed = '';
  try {
    const stat = statSync(join(commonDir, 'packed-refs'));
    packed = `${stat.size}:${stat.mtimeMs}`;
  } catch {
    // No packed-refs file.
  }
  return `${loose}|${packed}`;
}
