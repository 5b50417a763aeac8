/**
 * The team doc as the parent last pushed it, read by a session that works in
 * a clone of its own on its part's branch (src/git/pushed-file.ts): there the
 * checkout's copy misses every edit the parent made since the branch began.
 */
import { relative } from 'node:path';
import { pushedFile, type PushedFile } from '../git/pushed-file.js';
import { modelOf } from './load.js';
import type { TeamDoc } from './model.js';
import { decodeDoc } from './read.js';

export interface PushedDoc {
  doc: TeamDoc;
  from: Omit<PushedFile, 'bytes'>;
}

/** Undefined where the checkout's own copy is the one to read. */
export async function pushedTeamDoc(mainWorktree: string, docPath: string, options: { fetch: boolean }): Promise<PushedDoc | undefined> {
  const file = await pushedFile(mainWorktree, relative(mainWorktree, docPath), options);
  if (file === undefined) return undefined;
  const shown = `${file.ref}:${file.path}`;
  return { doc: modelOf(decodeDoc(file.bytes, shown), shown), from: { ref: file.ref, path: file.path, fetched: file.fetched } };
}
