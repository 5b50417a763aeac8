/**
 * Listing files under the runtimes' own folders. A folder that is missing or
 * unreadable is simply empty: a machine without Codex has no ~/.codex.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

export interface FoundFile {
  path: string;
  size: number;
  mtimeMs: number;
}

export async function listDirectory(dir: string): Promise<{ files: string[]; dirs: string[] }> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return {
      files: entries
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
        .sort(),
      dirs: entries
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort(),
    };
  } catch {
    return { files: [], dirs: [] };
  }
}

/** Every file below `dir` whose name `accept`s, depth first, in name order. */
export async function walkFiles(dir: string, accept: (name: string) => boolean, maxDepth = 8): Promise<string[]> {
  const { files, dirs } = await listDirectory(dir);
  const found = files.filter(accept).map((name) => join(dir, name));
  if (maxDepth > 0) for (const sub of dirs) found.push(...(await walkFiles(join(dir, sub), accept, maxDepth - 1)));
  return found;
}

/** Size and modification time; undefined when the file vanished since it was listed. */
export async function describeFile(path: string): Promise<FoundFile | undefined> {
  try {
    const info = await stat(path);
    return { path, size: info.size, mtimeMs: info.mtimeMs };
  } catch {
    return undefined;
  }
}
