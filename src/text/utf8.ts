/**
 * UTF-8 checks for text that comes from people and sessions (team docs,
 * message bodies): where the first byte that is not UTF-8 is, and the line
 * and column of a byte, so a refusal can point at it.
 */
import { LINE_ENDING } from './line-endings.js';

/** Line and column (in characters, 1-based) of a byte offset, decoding only the valid prefix; CRLF, CR and LF end lines. */
export function locateByte(bytes: Buffer, offset: number): { line: number; column: number } {
  const lines = bytes.subarray(0, offset).toString('utf8').split(LINE_ENDING);
  const last = lines[lines.length - 1]!;
  // A BOM is not a column.
  const bom = lines.length === 1 && last.charCodeAt(0) === 0xfeff ? 1 : 0;
  return { line: lines.length, column: last.length - bom + 1 };
}

/** Offset of the first byte that does not begin or continue a valid UTF-8 sequence, or -1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index]!;
    if (lead < 0x80) {
      index++;
      continue;
    }
    let length: number;
    let min: number;
    if (lead >= 0xc2 && lead <= 0xdf) [length, min] = [2, 0x80];
    else if (lead >= 0xe0 && lead <= 0xef) [length, min] = [3, 0x800];
    else if (lead >= 0xf0 && lead <= 0xf4) [length, min] = [4, 0x10000];
    else return index;
    if (index + length > bytes.length) return index;
    let codePoint = lead & (0xff >> (length + 1));
    for (let next = 1; next < length; next++) {
      const byte = bytes[index + next]!;
      if ((byte & 0xc0) !== 0x80) return index;
      codePoint = (codePoint << 6) | (byte & 0x3f);
    }
    // Overlong forms, UTF-16 surrogates and code points past U+10FFFF are not UTF-8.
    if (codePoint < min || (codePoint >= 0xd800 && codePoint <= 0xdfff) || codePoint > 0x10ffff) return index;
    index += length;
  }
  return -1;
}
