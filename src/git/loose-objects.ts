/**
 * Storing objects as loose objects directly (zlib of "<type> <size>\0<content>"
 * at objects/<2 hex>/<rest>), without starting a git process: on the hot path
 * a process costs more than writing the handful of objects an append makes.
 *
 * An object file never takes its final name before it is proven whole: it is
 * written aside, every write checked for length, then read back and checked
 * by size and by hash. An object file that is already there is trusted only
 * after the same check; a damaged one (a disk that filled up under an older
 * writer, a crash on a file system that reorders writes) is replaced. Then
 * every new object file is fsynced — all writes first, then the fsyncs side
 * by side, so a journaling file system flushes them in one or two journal
 * commits instead of one each — because the caller deletes its own copy of
 * the data once this returns. Like git itself with core.fsync=loose-object,
 * the fan-out directories are not fsynced: on the journaling file systems git
 * supports, an fsynced file's name is committed with it (measured cost of also
 * fsyncing them: docs/design/log-storage.md, "Durability").
 */
import { randomBytes } from 'node:crypto';
import { closeSync, fstatSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { storageError, writingTo } from '../errors.js';
import { writeFully } from '../io.js';
import { type GitObject, objectFormatOf } from './objects.js';
import { decodeLooseObject } from './loose-object-file.js';

export async function writeLooseObjects(objectsDirectory: string, objects: readonly GitObject[]): Promise<void> {
  const written: string[] = [];
  for (const object of objects) {
    const path = looseObjectPath(objectsDirectory, object.id);
    const existing = looseObjectState(path, object.id);
    if (existing === 'sound') continue;
    writingTo(path, () => {
      if (storeObject(path, object, existing === 'damaged')) written.push(path);
    });
  }
  // Side by side, but never more at once than a process may hold open (ulimit -n is often 1024).
  for (let start = 0; start < written.length; start += FSYNCS_AT_ONCE) {
    await Promise.all(
      written.slice(start, start + FSYNCS_AT_ONCE).map((path) => fsyncPath(path).catch((error: unknown) => Promise.reject(storageError(error, path) ?? error))),
    );
  }
}

const FSYNCS_AT_ONCE = 64;

export function looseObjectPath(objectsDirectory: string, id: string): string {
  return join(objectsDirectory, id.slice(0, 2), id.slice(2));
}

/**
 * Writes `object` beside its final name, proves the file, then gives it the
 * name (replacing a damaged file that held it). Returns whether this call's
 * file took the name; false when another writer's sound copy was there first.
 */
function storeObject(path: string, object: GitObject, replace: boolean): boolean {
  const directory = join(path, '..');
  mkdirSync(directory, { recursive: true });
  const compressed = deflateSync(Buffer.concat([Buffer.from(`${object.type} ${object.content.length}\0`), object.content]));
  // git's own temporary-object prefix: `git gc` removes any that a crash leaves behind.
  const temporary = join(directory, `tmp_obj_${randomBytes(6).toString('hex')}`);
  try {
    const descriptor = openSync(temporary, 'wx', 0o444);
    try {
      writeFully(descriptor, compressed);
      const size = fstatSync(descriptor).size;
      if (size !== compressed.length) throw Object.assign(new Error(`wrote ${size} of ${compressed.length} bytes`), { code: 'EIO' });
    } finally {
      closeSync(descriptor);
    }
    if (looseObjectState(temporary, object.id) !== 'sound') throw Object.assign(new Error(`object ${object.id} did not read back whole`), { code: 'EIO' });
    if (replace) {
      renameSync(temporary, path);
      return true;
    }
    try {
      linkSync(temporary, path);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Another writer stored the same object first; an older one may have left it damaged.
      if (looseObjectState(path, object.id) === 'sound') return false;
      renameSync(temporary, path);
      return true;
    }
  } finally {
    removeQuietly(temporary);
  }
}

/**
 * Whether a loose object file holds exactly the object `id`: absent, sound,
 * or damaged (truncated, not zlib, a wrong header or size, another hash).
 */
export function looseObjectState(path: string, id: string): 'absent' | 'sound' | 'damaged' {
  let raw: Buffer;
  try {
    raw = readFileSync(path);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'absent' : 'damaged';
  }
  return decodeLooseObject(raw, id, objectFormatOf(id)) === undefined ? 'damaged' : 'sound';
}

async function fsyncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Gone already (renamed or linked and removed), or never made.
  }
}
