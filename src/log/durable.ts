/**
 * Files that survive a crash whole or not at all: written to a temporary
 * name, fsynced, linked into place (which fails if the name is taken), and
 * the directory fsynced so the new name itself is on disk.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, mkdirSync, openSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const TEMP_PREFIX = '.tmp-';

/** Makes `directory` and its missing parents, fsyncing each parent that gained an entry. */
export function ensureDirectory(directory: string): void {
  if (isDirectory(directory)) return;
  ensureDirectory(dirname(directory));
  try {
    mkdirSync(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  fsyncDirectory(dirname(directory));
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

export function fsyncDirectory(directory: string): void {
  const descriptor = openSync(directory, 'r');
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}

/**
 * Creates `directory/name` holding `bytes`, in one step: nobody ever sees it
 * empty or half-written. Returns false, writing nothing, when `name` already
 * exists. With `durable` (the default) the file and the new name are fsynced.
 */
export function createFileAtomically(directory: string, name: string, bytes: Buffer | string, durable = true): boolean {
  ensureDirectory(directory);
  const temporary = join(directory, `${TEMP_PREFIX}${process.pid}-${randomBytes(6).toString('hex')}`);
  const descriptor = openSync(temporary, 'wx', 0o644);
  try {
    writeSync(descriptor, typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes);
    if (durable) fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
  try {
    linkSync(temporary, join(directory, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temporary);
  }
  if (durable) fsyncDirectory(directory);
  return true;
}
