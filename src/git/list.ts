/**
 * Listing files of a commit, and the files one commit added over another,
 * as (path, blob id) pairs: what the log reader needs to read only what it
 * has not read before.
 */
import { parseCommit } from './commit-object.js';
import type { ObjectReader } from './object-reader.js';
import { git } from './run.js';
import { mergeOwnChanges } from './tree-diff.js';

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

/**
 * What `to` holds under `prefix` that `from` did not. With a reader, the two
 * trees are compared in-process first (after an append they differ in one
 * day's folder, and a `diff-tree` process would cost more than the reads);
 * git answers whatever that cannot.
 */
export async function changedFiles(cwd: string, from: string, to: string, prefix: string, reader?: ObjectReader): Promise<TreeChanges> {
  const read = reader && (await changedFilesInProcess(reader, from, to, prefix).catch(() => undefined));
  if (read) return read;
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

async function changedFilesInProcess(reader: ObjectReader, from: string, to: string, prefix: string): Promise<TreeChanges | undefined> {
  const [before, after] = await Promise.all(
    [from, to].map(async (commit) => {
      const object = await reader.readOne(commit);
      return object?.type === 'commit' ? (await reader.entryAt(parseCommit(object.content).tree, prefix))?.id : undefined;
    }),
  );
  if (before === undefined || after === undefined) return undefined;
  const changes: TreeChanges = { added: [], other: [] };
  for (const change of await mergeOwnChanges(reader, after, [before])) {
    const path = `${prefix}/${change.path}`;
    if (change.status === 'A' && change.after) changes.added.push({ path, id: change.after });
    else changes.other.push(path);
  }
  return changes;
}

/** The commit a ref points at, or undefined when the ref does not exist. */
export async function resolveCommit(cwd: string, ref: string): Promise<string | undefined> {
  const result = await git(['rev-parse', '-q', '--verify', `${ref}^{commit}`], { cwd, read: true, allowFailure: true });
  return result.status === 0 ? result.stdout.toString('utf8').trim() : undefined;
}
