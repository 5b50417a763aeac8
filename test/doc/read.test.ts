/** Reading a doc's bytes: what is refused, and where the refusal points. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_DOC_BYTES, decodeDoc, firstInvalidUtf8, readDocFile } from '../../src/doc/read.js';
import { InputError } from '../../src/errors.js';
import { scratchDir } from '../helpers/repo.js';

function refusal(action: () => unknown): InputError {
  try {
    action();
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  throw new Error('expected an InputError');
}

describe('reading a team doc', () => {
  it('gives the text as written, BOM and line endings included (the readers make it LF text)', () => {
    expect(decodeDoc(Buffer.from('\ufeff---\r\nteam: x\r\n'), 'TEAM.md')).toBe('\ufeff---\r\nteam: x\r\n');
  });

  it('locates the first NUL byte by line and column', () => {
    expect(refusal(() => decodeDoc(Buffer.from('a\nbc\u0000d'), 'TEAM.md')).location).toEqual({ file: 'TEAM.md', line: 2, column: 3 });
  });

  it.each([
    ['CRLF', 'a\r\nbc\u0000d'],
    ['a lone CR (a line ending, as CommonMark has it)', 'a\rbc\u0000d'],
    ['a BOM and mixed endings', '\ufeffa\r\nbc\u0000d'],
  ])('locates a NUL byte after %s as in the LF text', (_, text) => {
    expect(refusal(() => decodeDoc(Buffer.from(text), 'TEAM.md')).location).toEqual({ file: 'TEAM.md', line: 2, column: 3 });
  });

  it('does not count a BOM as a column of the first line', () => {
    expect(refusal(() => decodeDoc(Buffer.from('\ufeffab\u0000'), 'TEAM.md')).location).toEqual({ file: 'TEAM.md', line: 1, column: 3 });
  });

  it('locates invalid UTF-8 in characters, after multi-byte text on the same line', () => {
    const bytes = Buffer.concat([Buffer.from('ok\néé'), Buffer.from([0xff])]);
    expect(refusal(() => decodeDoc(bytes, 'TEAM.md')).location).toEqual({ file: 'TEAM.md', line: 2, column: 3 });
  });

  it.each([
    ['a lone continuation byte', [0x80], 0],
    ['an overlong slash', [0x2f, 0xc0, 0xaf], 1],
    ['a UTF-16 surrogate', [0xed, 0xa0, 0x80], 0],
    ['a code point past U+10FFFF', [0xf4, 0x90, 0x80, 0x80], 0],
    ['a sequence cut short at the end', [0x61, 0xe2, 0x82], 1],
  ])('finds %s', (_, bytes, offset) => {
    expect(firstInvalidUtf8(Uint8Array.from(bytes))).toBe(offset);
  });

  it('accepts every valid UTF-8 length', () => {
    expect(firstInvalidUtf8(Buffer.from('a é € 𝄞'))).toBe(-1);
  });

  it('refuses a file over the cap without reading it all, a directory, and a missing file', () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'big.md'), Buffer.alloc(MAX_DOC_BYTES + 1, 0x61));
    mkdirSync(join(dir, 'folder'));
    expect(refusal(() => readDocFile(join(dir, 'big.md'), 'big.md')).message).toBe('Unexpected file of 5.0 MiB, expected a team doc of at most 5.0 MiB');
    expect(refusal(() => readDocFile(join(dir, 'folder'), 'folder')).message).toBe('is a directory, expected a team doc file');
    expect(refusal(() => readDocFile(join(dir, 'none.md'), 'none.md')).message).toBe('no such file');
  });
});
