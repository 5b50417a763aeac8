/**
 * The values a ref's reflog names, newest first, read from its file: git's
 * own `reflog show` formats each commit and so stops, with an error, at the
 * first damaged one — which is exactly when an older value is wanted.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const OBJECT_ID = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

export function reflogFileValues(commonDir: string, ref: string): string[] {
  let text: string;
  try {
    text = readFileSync(join(commonDir, 'logs', ref), 'utf8');
  } catch {
    return [];
  }
  const values: string[] = [];
  for (const line of text.split('\n').reverse()) {
    const [before, after] = line.split(' ');
    for (const id of [after, before]) if (id !== undefined && OBJECT_ID.test(id) && !/^0+$/.test(id) && !values.includes(id)) values.push(id);
  }
  return values;
}
