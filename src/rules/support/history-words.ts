/** How findings name a version of the doc: the commit that proves it, or the working copy. */
import type { DocHistory, DocVersion, HistoryCommit } from '../../doc/history.js';
import { shorten } from './words.js';

export function shortHash(hash: string): string {
  return hash.slice(0, 7);
}

/** `2026-11-20 10:05 UTC` */
export function commitTime(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** `1a2b3c4` or `the working copy` — short, for a message. */
function versionName(version: DocVersion): string {
  return version.commit ? shortHash(version.commit.hash) : 'the working copy';
}

/**
 * `commit 1a2b3c4 (2026-11-20 10:05 UTC, “Add criteria”)` or `the working copy (not committed)` — for a related line.
 * The oldest version of a shallow clone may not be where something began: it says so.
 */
export function versionWords(version: DocVersion, history?: DocHistory): string {
  const words = version.commit ? commitWords(version.commit) : 'the working copy (not committed)';
  return history?.shallowBoundary && version.index === 0 ? `${words} or earlier (this clone’s history starts there)` : words;
}

export function commitWords(commit: HistoryCommit): string {
  return `commit ${shortHash(commit.hash)} (${commitTime(commit.committed)}, “${shorten(commit.subject, 60)}”)`;
}

/** `in 1a2b3c4` / `in the working copy`, after a verb: "committed in …", "changed in …". */
export function inVersion(version: DocVersion): string {
  return `in ${versionName(version)}`;
}
