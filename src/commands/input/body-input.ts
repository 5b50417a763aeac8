/**
 * Where a body comes from: stdin or a file, never a command-line argument
 * (Linux refuses a single argument over 128 KiB with E2BIG). Reading stops
 * one byte past the bound, so an endless pipe costs no more than the bound.
 */
import { closeSync, openSync } from 'node:fs';
import { resolve } from 'node:path';
import { InputError, UsageError } from '../../errors.js';
import { type Io, readBounded, readDescriptorBounded } from '../../io.js';

export interface BodyInput {
  bytes: Buffer;
  overLimit: boolean;
  /** `<stdin>` or the file as the user named it, for error locations. */
  source: string;
}

export async function readBodyInput(io: Io, bodyFile: string | undefined, maxBytes: number): Promise<BodyInput> {
  if (bodyFile === undefined || bodyFile === '-') {
    if (bodyFile === undefined && (io.stdin as { isTTY?: boolean }).isTTY) {
      throw new UsageError('No body given: pipe it on stdin or pass --body-file <file>', {
        hint: 'Bodies never come from the command line, so that any size works: echo "…" | teamdoc record …',
      });
    }
    const { bytes, overLimit } = await readBounded(io.stdin, maxBytes);
    return { bytes, overLimit, source: '<stdin>' };
  }
  return { ...readFileBounded(resolve(io.cwd, bodyFile), bodyFile, maxBytes), source: bodyFile };
}

function readFileBounded(path: string, shownAs: string, maxBytes: number): { bytes: Buffer; overLimit: boolean } {
  let descriptor: number;
  try {
    descriptor = openSync(path, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new InputError(code === 'ENOENT' ? 'No such file' : `Cannot read the body file (${code})`, { file: shownAs });
  }
  try {
    return readDescriptorBounded(descriptor, maxBytes);
  } catch (error) {
    throw new InputError(`Cannot read the body file (${(error as NodeJS.ErrnoException).code ?? 'error'})`, { file: shownAs });
  } finally {
    closeSync(descriptor);
  }
}
