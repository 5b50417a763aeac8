/**
 * The bytes of a loose object file → the object, proven: zlib, a header
 * "<type> <size>\0" whose size is the content's, and a hash that is the
 * object's id. Anything else is damaged, never half an object.
 */
import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import type { ObjectFormat } from './objects.js';

export interface DecodedObject {
  type: string;
  content: Buffer;
}

export function decodeLooseObject(raw: Buffer, id: string, format: ObjectFormat): DecodedObject | undefined {
  let inflated: Buffer;
  try {
    inflated = inflateSync(raw);
  } catch {
    return undefined;
  }
  const nul = inflated.indexOf(0);
  if (nul < 0) return undefined;
  const [type, sizeText, extra] = inflated.subarray(0, nul).toString('latin1').split(' ');
  const content = inflated.subarray(nul + 1);
  if (!type || extra !== undefined || sizeText !== String(content.length)) return undefined;
  if (createHash(format).update(inflated).digest('hex') !== id) return undefined;
  return { type, content };
}
