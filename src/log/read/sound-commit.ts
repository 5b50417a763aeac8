/**
 * A damaged tip costs only itself: the nearest sound commit of the log — the
 * tip's own parents when its commit reads but its tree does not, then the
 * older values of the ref's reflog, then the tip this clone last verified —
 * is what readers show, and what `doctor --verify` offers to restore.
 */
import { parseCommit } from '../../git/commit-object.js';
import type { ObjectReader } from '../../git/object-reader.js';
import { reflogValues } from '../../git/history.js';
import type { LogContext } from '../store/context.js';
import { LOG_MARKER } from '../format/layout.js';
import { loadWitness } from './witness.js';

export interface SoundCommit {
  commit: string;
  /** Where it was found, for a person: "its parent", "its reflog", "this clone's last verified read". */
  found: string;
}

export async function nearestSoundCommit(context: LogContext, reader: ObjectReader, damaged: string | undefined): Promise<SoundCommit | undefined> {
  const tip = damaged === undefined ? undefined : await reader.readOne(damaged).catch(() => undefined);
  const parents = tip?.type === 'commit' ? parseCommit(tip.content).parents : [];
  const witness = loadWitness(context.paths.witness);
  const candidates: SoundCommit[] = [
    ...parents.map((commit) => ({ commit, found: 'its parent' })),
    ...reflogValues(context.repo.commonDir, context.settings.ref).map((commit) => ({ commit, found: 'its reflog' })),
    ...(witness === undefined ? [] : [{ commit: witness, found: 'this clone’s last verified read' }]),
  ];
  for (const candidate of candidates) {
    if (candidate.commit !== damaged && (await isSoundLog(reader, candidate.commit))) return candidate;
  }
  return undefined;
}

/** The commit, its root tree and the log README read whole. */
async function isSoundLog(reader: ObjectReader, id: string): Promise<boolean> {
  try {
    const commit = await reader.readOne(id);
    if (commit?.type !== 'commit') return false;
    const entries = await reader.treeEntries(parseCommit(commit.content).tree);
    const readme = entries?.find((entry) => entry.name === 'README.md');
    const marker = readme && (await reader.readOne(readme.id));
    return marker?.content.toString('utf8').startsWith(LOG_MARKER) === true;
  } catch {
    return false;
  }
}
