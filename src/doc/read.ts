/**
 * Reads a team doc from disk as text, refusing what cannot be a team doc
 * before any parser sees it: too large, a directory, binary, invalid UTF-8.
 * Each refusal is one located InputError (exit 2), never a stack trace.
 */
import { isUtf8 } from 'node:buffer';
import { openSync, closeSync, fstatSync } from 'node:fs';
import { InputError } from '../errors.js';
import { readDescriptorBounded } from '../io.js';
import { firstInvalidUtf8, locateByte } from '../text/utf8.js';

export { firstInvalidUtf8 } from '../text/utf8.js';

/** A team doc is a page of Markdown; 5 MiB is far beyond any real one and still cheap to refuse. */
export const MAX_DOC_BYTES = 5 * 1024 * 1024;

/** The file's text as written: its readers remove a BOM and read every line ending as LF (text/line-endings.ts). */
export function readDocFile(path: string, displayPath: string): string {
  return decodeDoc(readBoundedFile(path, displayPath), displayPath);
}

function readBoundedFile(path: string, displayPath: string): Buffer {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    throw openError(error, displayPath);
  }
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) {
      throw new InputError('is a directory, expected a team doc file', { file: displayPath }, { hint: 'Name the Markdown file, e.g. TEAM.md.' });
    }
    if (stat.size > MAX_DOC_BYTES) throw tooLarge(displayPath, stat.size);
    // Read at most one byte past the cap: a file that grows while we read is still bounded.
    const { bytes, overLimit } = readDescriptorBounded(fd, MAX_DOC_BYTES, stat.size);
    if (overLimit) throw tooLarge(displayPath, bytes.length);
    return bytes;
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw openError(error, displayPath);
  } finally {
    closeSync(fd);
  }
}

function openError(error: unknown, displayPath: string): InputError {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new InputError('no such file', { file: displayPath }, { hint: 'Check the path, or run `teamdoc init` to create a team doc.' });
  if (code === 'EISDIR') return new InputError('is a directory, expected a team doc file', { file: displayPath });
  if (code === 'EACCES' || code === 'EPERM') return new InputError('permission denied', { file: displayPath });
  return new InputError(`cannot read: ${(error as Error).message}`, { file: displayPath }, { cause: error });
}

function tooLarge(displayPath: string, size: number): InputError {
  const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  return new InputError(
    `Unexpected file of ${mib(size)}, expected a team doc of at most ${mib(MAX_DOC_BYTES)}`,
    { file: displayPath },
    {
      hint: 'A team doc is one page of Markdown; keep logs and data in other files.',
    },
  );
}

/** Bytes to text: NUL bytes and invalid UTF-8 are refused with the line and column where they start. */
export function decodeDoc(bytes: Buffer, displayPath: string): string {
  const nul = bytes.indexOf(0);
  if (nul !== -1) {
    throw new InputError('Unexpected NUL byte, expected a text file (this looks binary)', { file: displayPath, ...locateByte(bytes, nul) });
  }
  const invalid = isUtf8(bytes) ? -1 : firstInvalidUtf8(bytes);
  if (invalid !== -1) {
    throw new InputError(
      `Unexpected byte 0x${bytes[invalid]!.toString(16).padStart(2, '0')} (not UTF-8), expected UTF-8 text`,
      {
        file: displayPath,
        ...locateByte(bytes, invalid),
      },
      { hint: 'Save the file as UTF-8.' },
    );
  }
  return bytes.toString('utf8');
}
