/**
 * What a body may be: at most the size bound (refused, never truncated),
 * well-formed UTF-8, no NUL byte. Problems carry the line and column where
 * they are, so a caller can find the bad byte in a large file.
 */

export interface BodyProblem {
  ruleId: 'body-too-large' | 'body-nul-byte' | 'body-invalid-utf8';
  message: string;
  line?: number;
  column?: number;
}

/** `bytes` holds at most limit + 1 bytes when the source was longer (see readBounded). */
export function bodyProblem(bytes: Buffer, maxBytes: number, overLimit = bytes.length > maxBytes): BodyProblem | undefined {
  if (overLimit || bytes.length > maxBytes) {
    return {
      ruleId: 'body-too-large',
      message: `Unexpected body of more than ${maxBytes} bytes, expected at most ${maxBytes} (it is refused, not truncated)`,
    };
  }
  const nul = bytes.indexOf(0);
  const invalid = firstInvalidUtf8(bytes, nul < 0 ? bytes.length : nul);
  if (invalid !== undefined) {
    return { ruleId: 'body-invalid-utf8', message: 'Unexpected byte sequence that is not UTF-8, expected UTF-8 text', ...positionOf(bytes, invalid) };
  }
  if (nul >= 0) {
    return { ruleId: 'body-nul-byte', message: 'Unexpected NUL byte, expected text', ...positionOf(bytes, nul) };
  }
  return undefined;
}

/** Offset of the first byte that does not start a well-formed UTF-8 sequence, looking at bytes before `end`. */
export function firstInvalidUtf8(bytes: Buffer, end = bytes.length): number | undefined {
  let index = 0;
  while (index < end) {
    const byte = bytes[index]!;
    if (byte < 0x80) {
      index++;
      continue;
    }
    let length: number;
    let min: number;
    if (byte >= 0xc2 && byte <= 0xdf) [length, min] = [2, 0x80];
    else if (byte >= 0xe0 && byte <= 0xef) [length, min] = [3, 0x800];
    else if (byte >= 0xf0 && byte <= 0xf4) [length, min] = [4, 0x10000];
    else return index;
    if (index + length > bytes.length) return index;
    let codePoint = byte & (0xff >> (length + 1));
    for (let next = 1; next < length; next++) {
      const continuation = bytes[index + next]!;
      if ((continuation & 0xc0) !== 0x80) return index;
      codePoint = (codePoint << 6) | (continuation & 0x3f);
    }
    // Overlong forms, UTF-16 surrogates and code points past U+10FFFF are not UTF-8.
    if (codePoint < min || (codePoint >= 0xd800 && codePoint <= 0xdfff) || codePoint > 0x10ffff) return index;
    index += length;
  }
  return undefined;
}

/** 1-based line and column (in characters) of a byte offset. */
function positionOf(bytes: Buffer, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = 0; index < offset; index++) {
    if (bytes[index] === 0x0a) {
      line++;
      lineStart = index + 1;
    }
  }
  const before = bytes.subarray(lineStart, offset).toString('utf8');
  return { line, column: [...before].length + 1 };
}
