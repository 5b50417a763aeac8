/**
 * What a body may be: at most the size bound (refused, never truncated),
 * well-formed UTF-8, no NUL byte. Problems carry the line and column where
 * they are, so a caller can find the bad byte in a large file.
 */
import { isUtf8 } from 'node:buffer';
import { firstInvalidUtf8, locateByte } from '../../text/utf8.js';

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
  // Whatever comes first is reported: bytes that are not UTF-8, or the NUL.
  const before = nul < 0 ? bytes : bytes.subarray(0, nul);
  const invalid = isUtf8(before) ? -1 : firstInvalidUtf8(before);
  if (invalid >= 0) {
    return { ruleId: 'body-invalid-utf8', message: 'Unexpected byte sequence that is not UTF-8, expected UTF-8 text', ...locateByte(bytes, invalid) };
  }
  if (nul >= 0) {
    return { ruleId: 'body-nul-byte', message: 'Unexpected NUL byte, expected text', ...locateByte(bytes, nul) };
  }
  return undefined;
}
