/**
 * Adding files to a tree by rebuilding only the directories on their paths:
 * the cost of an append depends on the few trees it touches, never on the
 * size of the whole tree.
 */
import type { GitObject, ObjectFormat } from './objects.js';
import { FILE_MODE, TREE_MODE, type TreeEntry, isTree, makeTree } from './tree.js';

export interface TreeAddition {
  /** Slash-separated path from the root, e.g. messages/2025/01/31/<id>.md. */
  path: string;
  id: string;
}

/** Every directory (slash-joined, "" for the root) whose entries must be known to add these paths. */
export function directoriesOnPaths(paths: Iterable<string>): string[] {
  const directories = new Set<string>(['']);
  for (const path of paths) {
    const parts = path.split('/');
    for (let depth = 1; depth < parts.length; depth++) directories.add(parts.slice(0, depth).join('/'));
  }
  return [...directories];
}

/**
 * Why `path` cannot be given the file `id` in the tree whose directories on
 * that path are in `existing` (as read for addToTree), or undefined when it
 * can: the path is free, or already holds exactly that file.
 */
export function pathBlocked(existing: ReadonlyMap<string, TreeEntry[]>, path: string, id: string): string | undefined {
  const parts = path.split('/');
  let directory = '';
  for (let depth = 0; depth < parts.length; depth++) {
    const entry = existing.get(directory)?.find((candidate) => candidate.name === parts[depth]);
    if (!entry) return undefined;
    const here = parts.slice(0, depth + 1).join('/');
    if (depth === parts.length - 1) return isTree(entry) ? `${here} is a folder` : entry.id === id ? undefined : `${here} holds another file`;
    if (!isTree(entry)) return `${here} is a file where a folder should be`;
    directory = here;
  }
  return undefined;
}

/** A path cannot be added: something else is already there. */
class TreePathTaken extends Error {
  constructor(path: string, what: string) {
    super(`cannot add ${path}: ${what}`);
    this.name = 'TreePathTaken';
  }
}

export interface TreeBuild {
  root: GitObject;
  /** Every new tree object, the root included. */
  trees: GitObject[];
}

/**
 * `existing` holds the current entries of the directories named by
 * directoriesOnPaths (absent for a directory that does not exist yet).
 * A file already present with the same id is left as it is.
 */
export function addToTree(existing: ReadonlyMap<string, TreeEntry[]>, additions: readonly TreeAddition[], format: ObjectFormat): TreeBuild {
  const trees: GitObject[] = [];
  const build = (directory: string, files: readonly TreeAddition[]): GitObject => {
    const entries = new Map((existing.get(directory) ?? []).map((entry) => [entry.name, entry]));
    const byChild = new Map<string, TreeAddition[]>();
    for (const file of files) {
      const rest = directory === '' ? file.path : file.path.slice(directory.length + 1);
      const slash = rest.indexOf('/');
      if (slash < 0) {
        const present = entries.get(rest);
        if (present && (isTree(present) || present.id !== file.id)) {
          throw new TreePathTaken(file.path, 'a different object is already there');
        }
        entries.set(rest, { mode: FILE_MODE, name: rest, id: file.id });
      } else {
        const child = rest.slice(0, slash);
        const group = byChild.get(child);
        if (group) group.push(file);
        else byChild.set(child, [file]);
      }
    }
    for (const [child, childFiles] of byChild) {
      const present = entries.get(child);
      if (present && !isTree(present)) throw new TreePathTaken(childFiles[0]!.path, `${child} is a file`);
      const subtree = build(directory === '' ? child : `${directory}/${child}`, childFiles);
      entries.set(child, { mode: TREE_MODE, name: child, id: subtree.id });
    }
    const tree = makeTree(entries.values(), format);
    trees.push(tree);
    return tree;
  };
  return { root: build('', additions), trees };
}
