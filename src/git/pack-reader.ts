/**
 * Reading single objects out of git's packs in-process: after `git gc`, the
 * few trees an append needs live in a pack, and starting `git cat-file` to
 * read them would cost more than the rest of the append. Objects are found
 * through the pack index (version 2: a fan-out table, sorted names, offsets)
 * with a handful of positioned reads, then inflated; deltas (against an
 * offset in the same pack, or against a named object) are applied here.
 *
 * Anything unexpected — a pack rewritten under us, an index of another
 * version — makes a lookup answer "not found", and the caller asks git.
 */
import { closeSync, openSync, readSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import type { ObjectFormat } from './objects.js';

export interface PackedObject {
  type: 'commit' | 'tree' | 'blob' | 'tag';
  content: Buffer;
}

const TYPES = { 1: 'commit', 2: 'tree', 3: 'blob', 4: 'tag' } as const;
const OFS_DELTA = 6;
const REF_DELTA = 7;
const MAX_DELTA_CHAIN = 100;

interface Pack {
  index: number;
  pack: number;
  /** Cumulative object counts by first byte of the name. */
  fanout: Uint32Array;
  count: number;
}

export class PackReader {
  private readonly directory: string;
  private readonly hashBytes: number;
  private packs: Pack[] | undefined;

  constructor(objectsDirectory: string, format: ObjectFormat) {
    this.directory = join(objectsDirectory, 'pack');
    this.hashBytes = format === 'sha1' ? 20 : 32;
  }

  /** The object, or undefined when no pack holds it (or a pack cannot be read as expected). */
  read(id: string): PackedObject | undefined {
    try {
      return this.readAt(id, 0);
    } catch {
      return undefined;
    }
  }

  /** Whether a pack's index lists the object (whether or not its data can be read). */
  lists(id: string): boolean {
    try {
      const name = Buffer.from(id, 'hex');
      return this.openPacks().some((pack) => this.find(pack, name) !== undefined);
    } catch {
      return false;
    }
  }

  close(): void {
    for (const pack of this.packs ?? []) {
      closeSync(pack.index);
      closeSync(pack.pack);
    }
    this.packs = [];
  }

  private readAt(id: string, depth: number): PackedObject | undefined {
    if (depth > MAX_DELTA_CHAIN) return undefined;
    const name = Buffer.from(id, 'hex');
    for (const pack of this.openPacks()) {
      const offset = this.find(pack, name);
      if (offset !== undefined) return this.objectAt(pack, offset, depth);
    }
    return undefined;
  }

  private openPacks(): Pack[] {
    if (this.packs) return this.packs;
    this.packs = [];
    let names: string[] = [];
    try {
      names = readdirSync(this.directory).filter((name) => name.endsWith('.idx'));
    } catch {
      return this.packs;
    }
    for (const name of names) {
      let index: number | undefined;
      try {
        index = openSync(join(this.directory, name), 'r');
        const header = readAt(index, 0, 8 + 256 * 4);
        if (header.readUInt32BE(0) !== 0xff744f63 || header.readUInt32BE(4) !== 2) throw new Error('unsupported pack index');
        const fanout = new Uint32Array(256);
        for (let byte = 0; byte < 256; byte++) fanout[byte] = header.readUInt32BE(8 + byte * 4);
        const pack = openSync(join(this.directory, `${name.slice(0, -'.idx'.length)}.pack`), 'r');
        this.packs.push({ index, pack, fanout, count: fanout[255]! });
      } catch {
        if (index !== undefined) closeSync(index);
      }
    }
    return this.packs;
  }

  /** The object's offset in the pack, by binary search of the index's sorted names. */
  private find(pack: Pack, name: Buffer): number | undefined {
    const first = name[0]!;
    let low = first === 0 ? 0 : pack.fanout[first - 1]!;
    let high = pack.fanout[first]!;
    const namesStart = 8 + 256 * 4;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const order = Buffer.compare(readAt(pack.index, namesStart + middle * this.hashBytes, this.hashBytes), name);
      if (order === 0) return this.offsetOf(pack, middle);
      if (order < 0) low = middle + 1;
      else high = middle;
    }
    return undefined;
  }

  private offsetOf(pack: Pack, position: number): number {
    const offsetsStart = 8 + 256 * 4 + pack.count * (this.hashBytes + 4);
    const small = readAt(pack.index, offsetsStart + position * 4, 4).readUInt32BE(0);
    if ((small & 0x80000000) === 0) return small;
    const large = readAt(pack.index, offsetsStart + pack.count * 4 + (small & 0x7fffffff) * 8, 8);
    return Number(large.readBigUInt64BE(0));
  }

  private objectAt(pack: Pack, offset: number, depth: number): PackedObject | undefined {
    const head = readAt(pack.pack, offset, 32 + this.hashBytes);
    let byte = head[0]!;
    const type = (byte >> 4) & 7;
    let size = byte & 15;
    let shift = 4;
    let cursor = 1;
    while (byte & 0x80) {
      byte = head[cursor++]!;
      size += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    }
    if (type === OFS_DELTA) {
      byte = head[cursor++]!;
      let back = byte & 0x7f;
      while (byte & 0x80) {
        byte = head[cursor++]!;
        back = (back + 1) * 128 + (byte & 0x7f);
      }
      const base = this.objectAt(pack, offset - back, depth + 1);
      return base && { type: base.type, content: applyDelta(base.content, this.inflate(pack, offset + cursor, size)) };
    }
    if (type === REF_DELTA) {
      const baseId = head.subarray(cursor, cursor + this.hashBytes).toString('hex');
      const base = this.readAt(baseId, depth + 1);
      return base && { type: base.type, content: applyDelta(base.content, this.inflate(pack, offset + cursor + this.hashBytes, size)) };
    }
    const name = TYPES[type as keyof typeof TYPES];
    return name && { type: name, content: this.inflate(pack, offset + cursor, size) };
  }

  /** Inflates `size` bytes starting at `offset`; the compressed length is not stored, so read a window and widen it if short. */
  private inflate(pack: Pack, offset: number, size: number): Buffer {
    for (let window = size + 256; ; window *= 2) {
      const compressed = readAt(pack.pack, offset, window);
      try {
        const content = inflateSync(compressed);
        if (content.length !== size) throw new Error('inflated size does not match the pack header');
        return content;
      } catch (error) {
        if (compressed.length < window || !/unexpected end of file/.test((error as Error).message)) throw error;
      }
    }
  }
}

function readAt(descriptor: number, position: number, length: number): Buffer {
  const buffer = Buffer.alloc(length);
  const read = readSync(descriptor, buffer, 0, length, position);
  return read === length ? buffer : buffer.subarray(0, read);
}

/** git's delta format: source size, target size, then copy-from-source and insert-literal instructions. */
function applyDelta(source: Buffer, delta: Buffer): Buffer {
  let cursor = 0;
  const readSize = () => {
    let value = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = delta[cursor++]!;
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return value;
  };
  if (readSize() !== source.length) throw new Error('delta does not fit its base');
  const target = Buffer.alloc(readSize());
  let written = 0;
  while (cursor < delta.length) {
    const instruction = delta[cursor++]!;
    if (instruction & 0x80) {
      let copyOffset = 0;
      let copySize = 0;
      for (let bit = 0; bit < 4; bit++) if (instruction & (1 << bit)) copyOffset += delta[cursor++]! * 2 ** (8 * bit);
      for (let bit = 0; bit < 3; bit++) if (instruction & (1 << (4 + bit))) copySize += delta[cursor++]! * 2 ** (8 * bit);
      if (copySize === 0) copySize = 0x10000;
      written += source.copy(target, written, copyOffset, copyOffset + copySize);
    } else if (instruction > 0) {
      written += delta.copy(target, written, cursor, cursor + instruction);
      cursor += instruction;
    } else {
      throw new Error('invalid delta instruction');
    }
  }
  if (written !== target.length) throw new Error('delta produced the wrong size');
  return target;
}
