/** Reading a file git may or may not have written. */
import { readFileSync } from 'node:fs';

/** The file's text; undefined when it is not there (missing, or a file where a folder is on its path); throws when it cannot be read. */
export function readIfAny(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}
