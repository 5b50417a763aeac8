/**
 * Storing objects as loose objects directly (zlib of "<type> <size>\0<content>"
 * at objects/<2 hex>/<rest>), without starting a git process: on the hot path
 * a process costs more than writing the handful of objects an append makes.
 * Each object is written aside and linked into place, so it appears whole.
 * Then every new object file is fsynced — all writes first, then the fsyncs
 * side by side, so a journaling file system flushes them in one or two
 * journal commits instead of one each — because the caller
 * deletes its own copy of the data once this returns. Like git itself with
 * core.fsync=loose-object, the fan-out directories are not fsynced: on the
 * journaling file systems git supports, an fsynced file's name is committed
 * with it (measured cost of also fsyncing them: ARCHITECTURE.md).
 */
import { randomBytes } from 'node:crypto';
import { closeSync, linkSync, mkdirSync, openSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { GitObject } from './objects.js';

export async function writeLooseObjects(objectsDirectory: string, objects: readonly GitObject[]): Promise<void> {
  const written: string[] = [];
  for (const object of objects) {
    const directory = join(objectsDirectory, object.id.slice(0, 2));
    const path = join(directory, object.id.slice(2));
    if (exists(path)) continue;
    if (!exists(directory)) mkdirSync(directory, { recursive: true });
    // git's own temporary-object prefix: `git gc` removes any that a crash leaves behind.
    const temporary = join(directory, `tmp_obj_${randomBytes(6).toString('hex')}`);
    const descriptor = openSync(temporary, 'wx', 0o444);
    try {
      writeSync(descriptor, deflateSync(Buffer.concat([Buffer.from(`${object.type} ${object.content.length}\0`), object.content])));
    } finally {
      closeSync(descriptor);
    }
    try {
      linkSync(temporary, path);
      written.push(path);
    } catch (error) {
      // Another writer stored the same object first: same id, same content.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(temporary);
    }
  }
  // Side by side, but never more at once than a process may hold open (ulimit -n is often 1024).
  for (let start = 0; start < written.length; start += FSYNCS_AT_ONCE) await Promise.all(written.slice(start, start + FSYNCS_AT_ONCE).map(fsyncPath));
}

const FSYNCS_AT_ONCE = 64;

async function fsyncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}
