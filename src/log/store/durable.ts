/**
 * Files that survive a crash whole or not at all: written to a temporary
 * name, checked for length, fsynced, linked into place (which fails if the
 * name is taken), and the directory fsynced so the new name itself is on
 * disk. A write the file system refuses (full, read-only, no permission) is a
 * StorageError naming the path, and leaves nothing behind.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, fstatSync, fsyncSync, linkSync, mkdirSync, openSync, statSync, unlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { storageError, writingTo } from '../../errors.js';
import { writeFully } from '../../io.js';

export const TEMP_PREFIX = '.tmp-';

/** Makes `directory` and its missing parents, fsyncing each parent that gained an entry. */
export function ensureDirectory(directory: string): void {
  if (isDirectory(directory)) return;
  const parent = dirname(directory);
  // The root always exists; a path whose parent is itself cannot be made (and must not loop).
  if (parent === directory) return;
  ensureDirectory(parent);
  writingTo(directory, () => {
    try {
      mkdirSync(directory);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  });
  fsyncDirectory(parent);
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Deletes `path`; a file that is already gone is fine. */
export function removeIfPresent(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Best effort, for a temporary file that may never have been made (on a read-only file system even unlink fails). */
function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Not there, or nothing can be removed here: either way nothing of ours is left.
  }
}

export function fsyncDirectory(directory: string): void {
  writingTo(directory, () => {
    const descriptor = openSync(directory, 'r');
    try {
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
  });
}

/**
 * Creates `directory/name` holding `bytes`, in one step: nobody ever sees it
 * empty or half-written. Returns false, writing nothing, when `name` already
 * exists. With `durable` (the default) the file and the new name are fsynced.
 * On any failure nothing is left: neither the temporary file nor the name.
 */
export function createFileAtomically(directory: string, name: string, bytes: Buffer | string, durable = true): boolean {
  ensureDirectory(directory);
  const data = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
  const temporary = join(directory, `${TEMP_PREFIX}${process.pid}-${randomBytes(6).toString('hex')}`);
  const target = join(directory, name);
  try {
    writeWhole(temporary, data, durable);
    try {
      linkSync(temporary, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  } catch (error) {
    throw storageError(error, target) ?? error;
  } finally {
    removeQuietly(temporary);
  }
  if (durable) {
    try {
      fsyncDirectory(directory);
    } catch (error) {
      // The name may not be on disk: take it back, so no caller is told "nothing was kept" about a file that stays.
      removeIfPresent(target);
      throw error;
    }
  }
  return true;
}

/** Writes a new file whole, or throws: the length on disk is checked, not assumed. */
function writeWhole(path: string, data: Buffer, durable: boolean): void {
  const descriptor = openSync(path, 'wx', 0o644);
  try {
    writeFully(descriptor, data);
    const size = fstatSync(descriptor).size;
    if (size !== data.length) throw Object.assign(new Error(`wrote ${size} of ${data.length} bytes`), { code: 'EIO' });
    if (durable) fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}
