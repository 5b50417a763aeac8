/**
 * A pack stream (version 2, whole objects, no deltas) built in-process, so
 * that one `git unpack-objects` writes every object of a commit: git does the
 * storing (loose objects, permissions, fsync as configured) and teamdoc pays
 * for one process instead of one per object.
 */
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { GitObject, ObjectFormat } from './objects.js';

const TYPE_NUMBERS = { commit: 1, tree: 2, blob: 3 } as const;

export function encodePack(objects: readonly GitObject[], format: ObjectFormat): Buffer {
  const header = Buffer.alloc(12);
  header.write('PACK', 0, 'latin1');
  header.writeUInt32BE(2, 4);
  header.writeUInt32BE(objects.length, 8);
  const parts: Buffer[] = [header];
  for (const object of objects) {
    parts.push(objectHeader(TYPE_NUMBERS[object.type], object.content.length), deflateSync(object.content));
  }
  const body = Buffer.concat(parts);
  const trailer = createHash(format).update(body).digest();
  return Buffer.concat([body, trailer]);
}

/** Type in bits 4–6 of the first byte, size in little-endian groups of 4 then 7 bits. */
function objectHeader(type: number, size: number): Buffer {
  const bytes: number[] = [];
  let byte = (type << 4) | (size & 0x0f);
  let rest = Math.floor(size / 16);
  while (rest > 0) {
    bytes.push(byte | 0x80);
    byte = rest & 0x7f;
    rest = Math.floor(rest / 128);
  }
  bytes.push(byte);
  return Buffer.from(bytes);
}
