/**
 * The files of a skill folder and of a skill pack (a folder of skill folders).
 * Only regular files and folders count: a link inside a skill is refused,
 * because a copy of the skill would point somewhere else.
 */
import { existsSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const SKILL_FILE = 'SKILL.md';

/** The skill folders of a pack: each child folder that holds a SKILL.md, sorted by name. */
export function skillNames(packDir: string): string[] {
  return readdirSync(packDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(packDir, entry.name, SKILL_FILE)))
    .map((entry) => entry.name)
    .sort();
}

/** Every file below `dir`, as POSIX paths relative to it, sorted. */
export function filesBelow(dir: string): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(join(dir, relative), { withFileTypes: true })) {
      const path = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) files.push(path);
      else throw new Error(`${join(dir, path)} is neither a file nor a folder (${describe(join(dir, path))})`);
    }
  };
  walk('');
  return files.sort();
}

function describe(path: string): string {
  return lstatSync(path).isSymbolicLink() ? 'a symbolic link' : 'a special file';
}
