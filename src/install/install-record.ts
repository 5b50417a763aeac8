/**
 * What teamdoc leaves beside each skill it installs: its version and a hash of
 * every file it wrote. With it, a later install can tell its own untouched copy
 * (safe to update) from a copy someone edited or another skill of the same name
 * (never overwritten without --force).
 */
import { createHash } from 'node:crypto';

export const INSTALL_RECORD_FILE = '.teamdoc-install.json';

export interface InstallRecord {
  installedBy: 'teamdoc';
  version: string;
  /** POSIX path relative to the skill folder → sha256 of its bytes. */
  files: Record<string, string>;
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function makeInstallRecord(version: string, files: ReadonlyMap<string, Buffer>): InstallRecord {
  const hashes: Record<string, string> = {};
  for (const [path, bytes] of files) hashes[path] = sha256(bytes);
  return { installedBy: 'teamdoc', version, files: hashes };
}

export function encodeInstallRecord(record: InstallRecord): Buffer {
  return Buffer.from(`${JSON.stringify(record, null, 2)}\n`);
}

/** The record if `bytes` is one teamdoc wrote, else undefined (absent, foreign or damaged). */
export function decodeInstallRecord(bytes: Buffer | undefined): InstallRecord | undefined {
  if (bytes === undefined) return undefined;
  try {
    const value = JSON.parse(bytes.toString('utf8')) as Partial<InstallRecord>;
    if (value.installedBy !== 'teamdoc' || typeof value.version !== 'string') return undefined;
    if (typeof value.files !== 'object' || value.files === null) return undefined;
    if (!Object.values(value.files).every((hash) => typeof hash === 'string')) return undefined;
    return value as InstallRecord;
  } catch {
    return undefined;
  }
}

/** True when `files` are exactly the files the record says teamdoc wrote, byte for byte. */
export function matchesRecord(record: InstallRecord, files: ReadonlyMap<string, Buffer>): boolean {
  const recorded = Object.keys(record.files);
  if (recorded.length !== files.size) return false;
  return recorded.every((path) => {
    const bytes = files.get(path);
    return bytes !== undefined && sha256(bytes) === record.files[path];
  });
}
