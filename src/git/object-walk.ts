/**
 * Every object a history needs — its commits, their trees and the files in
 * them — read and proven whole (by size and hash, in-process where the
 * object is loose or in a pack teamdoc can read), each visited once. What
 * cannot be read is returned with the first place it was needed from, so a
 * report can name the entries a damaged object costs.
 */
import { parseCommit } from './commit-object.js';
import { DamagedObject, type ObjectReader } from './object-reader.js';
import { parseTree, isTree } from './tree.js';
import type { ObjectFormat } from './objects.js';

export interface UnsoundObject {
  id: string;
  /** What the object should have been. */
  type: 'commit' | 'tree' | 'blob';
  /** Where it was needed: `commit <id>`, or a path in a commit's tree. */
  neededAt: string;
  state: 'damaged' | 'missing';
  problem: string;
}

export interface ObjectWalk {
  /** How many objects were read and proven. */
  sound: number;
  unsound: UnsoundObject[];
}

/** Blobs are read this many at a time: enough to keep `cat-file` busy, few enough to hold in memory. */
const BLOB_BATCH = 512;

export async function walkObjects(reader: ObjectReader, tips: readonly string[], format: ObjectFormat): Promise<ObjectWalk> {
  const walk: ObjectWalk = { sound: 0, unsound: [] };
  const seen = new Set<string>();
  const blobs = new Map<string, string>();
  const queue: Array<{ id: string; type: 'commit' | 'tree'; neededAt: string }> = tips.map((id) => ({ id, type: 'commit', neededAt: `commit ${id}` }));
  const unsound = (id: string, type: UnsoundObject['type'], neededAt: string, error?: unknown) => {
    walk.unsound.push(
      error instanceof DamagedObject
        ? { id, type, neededAt, state: 'damaged', problem: error.message }
        : { id, type, neededAt, state: 'missing', problem: `${type} ${id} is missing from this repository` },
    );
  };

  while (queue.length > 0) {
    const next = queue.pop()!;
    if (seen.has(next.id)) continue;
    seen.add(next.id);
    let object;
    try {
      object = await reader.readOne(next.id);
    } catch (error) {
      if (!(error instanceof DamagedObject)) throw error;
      unsound(next.id, next.type, next.neededAt, error);
      continue;
    }
    if (!object) {
      unsound(next.id, next.type, next.neededAt);
      continue;
    }
    walk.sound++;
    if (object.type === 'commit') {
      const parsed = parseCommit(object.content);
      queue.push({ id: parsed.tree, type: 'tree', neededAt: `${next.id.slice(0, 12)}:` });
      for (const parent of parsed.parents) queue.push({ id: parent, type: 'commit', neededAt: `commit ${parent} (a parent of ${next.id.slice(0, 12)})` });
    } else if (object.type === 'tree') {
      const prefix = next.neededAt.endsWith(':') ? next.neededAt : `${next.neededAt}/`;
      for (const entry of parseTree(object.content, format)) {
        if (isTree(entry)) queue.push({ id: entry.id, type: 'tree', neededAt: `${prefix}${entry.name}` });
        // A blob is named by the first path it was needed at, an entry's path before its key's.
        else if (!blobs.has(entry.id) || (!blobs.get(entry.id)!.includes(':messages/') && prefix.includes(':messages/')))
          blobs.set(entry.id, `${prefix}${entry.name}`);
      }
    }
  }

  const pending = [...blobs].filter(([id]) => !seen.has(id));
  for (let start = 0; start < pending.length; start += BLOB_BATCH) {
    const batch = pending.slice(start, start + BLOB_BATCH);
    const objects = await reader.readEach(batch.map(([id]) => id));
    batch.forEach(([id, neededAt], index) => {
      const object = objects[index];
      if (object && !(object instanceof DamagedObject)) walk.sound++;
      else unsound(id, 'blob', neededAt, object);
    });
  }
  return walk;
}
