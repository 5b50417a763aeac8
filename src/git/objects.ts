/**
 * Git objects computed in-process: their ids in the repository's object
 * format (SHA-1 or SHA-256), so a commit's trees can be built without a
 * round trip to git for every object.
 */
import { createHash } from 'node:crypto';

export type ObjectFormat = 'sha1' | 'sha256';
export type ObjectType = 'blob' | 'tree' | 'commit';

export interface GitObject {
  type: ObjectType;
  content: Buffer;
  id: string;
}

export function hexLength(format: ObjectFormat): number {
  return format === 'sha1' ? 40 : 64;
}

export function zeroId(format: ObjectFormat): string {
  return '0'.repeat(hexLength(format));
}

export function makeObject(type: ObjectType, content: Buffer, format: ObjectFormat): GitObject {
  const hash = createHash(format);
  hash.update(`${type} ${content.length}\0`);
  hash.update(content);
  return { type, content, id: hash.digest('hex') };
}

/** The format an object id is written in, by its length. */
export function objectFormatOf(id: string): ObjectFormat {
  return id.length === hexLength('sha256') ? 'sha256' : 'sha1';
}

/** The repository's object format, from `extensions.objectFormat` (absent means SHA-1). */
export function parseObjectFormat(value: string | undefined): ObjectFormat {
  return value?.trim().toLowerCase() === 'sha256' ? 'sha256' : 'sha1';
}
