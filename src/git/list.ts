/**
 * Listing files of a commit, and the files one commit added over another,
 * as (path, blob id) pairs: what the log reader needs to read only what it
 * has not read before.
 */
import { git } from './run.js';

export interface FileAtPath {
  path: string;
  id: string;
}

export async function listFiles(cwd: string, treeish: string, prefix: string): Promise<FileAtPath[]> {
  const { stdout } = await git(['ls-tree', '-r', '-z', '--full-tree', treeish, '--', prefix], { cwd, read: true });
  const files: FileAtPath[] = [];
  for (const record of stdout.toString('utf8').split('\0')) {
    if (record === '') continue;
    const tab = record.indexOf('\t');
    const [, type, id] = record.slice(0, tab).split(' ');
    if (type === 'blob' && id) files.push({ path: record.slice(tab + 1), id });
  }
  return files;
}

export interface TreeChanges {
  added: FileAtPath[];
  /** Paths changed or removed: anything but an addition. */
  other: string[];
}

export async function changedFiles(cwd: string, from: string, to: string, prefix: string): Promise<TreeChanges> {
  const { stdout } = await git(['diff-tree', '-r', '-z', '--no-renames', from, to, '--', prefix], { cwd, read: true });
  const changes: TreeChanges = { added: [], other: [] };
  const fields = stdout.toString('utf8').split('\0');
  for (let index = 0; index + 1 < fields.length; index += 2) {
    const meta = fields[index]!.split(' ');
    const path = fields[index + 1]!;
    if (meta[4] === 'A' && meta[3]) changes.added.push({ path, id: meta[3] });
    else changes.other.push(path);
  }
  return changes;
}

/** The commit a ref points at, or undefined when the ref does not exist. */
export async function resolveCommit(cwd: string, ref: string): Promise<string | undefined> {
  const result = await git(['rev-parse', '-q', '--verify', `${ref}^{commit}`], { cwd, read: true, allowFailure: true });
  return result.status === 0 ? result.stdout.toString('utf8').trim() : undefined;
}
