/**
 * The team doc as the parent last pushed it, read by a session that works in
 * a clone of its own on its part's branch (src/git/pushed-file.ts): there the
 * checkout's copy misses every edit the parent made since the branch began.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { branchPointCopy, pushedFile, type PushedFile } from '../git/pushed-file.js';
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

/**
 * Which copy `teamdoc view` reads in a checkout off the remote's default
 * branch: the pushed copy where the checkout's own is the branch point's,
 * untouched since, and the pushed one differs (the parent's edits are newer);
 * the checkout's own, with a note, where it was edited here and the pushed one
 * differs too (which is meant is not teamdoc's to guess). Undefined where the
 * two agree, or there is nothing pushed to compare with.
 */
export type ViewedCopy = { read: 'pushed'; text: string; from: Omit<PushedFile, 'bytes'> } | { read: 'checkout'; differs: Omit<PushedFile, 'bytes'> };

export async function copyToView(mainWorktree: string, docPath: string, options: { fetch: boolean }): Promise<ViewedCopy | undefined> {
  const file = await pushedFile(mainWorktree, relative(mainWorktree, docPath), options);
  if (file === undefined) return undefined;
  const own = readFileSync(docPath);
  if (own.equals(file.bytes)) return undefined;
  const from = { ref: file.ref, path: file.path, fetched: file.fetched };
  const base = await branchPointCopy(mainWorktree, file.ref, file.path);
  if (base === undefined || !base.equals(own)) return { read: 'checkout', differs: from };
  const shown = `${file.ref}:${file.path}`;
  return { read: 'pushed', text: decodeDoc(file.bytes, shown), from };
}
