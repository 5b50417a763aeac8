import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { bodyProblem } from '../../src/log/format/body.js';
import { idProblem } from '../../src/log/format/fields.js';
import { newEntryId } from '../../src/log/format/id.js';
import { prepareEntry } from '../../src/log/write/prepare.js';
import { TEST_NOW } from '../helpers/clock.js';

const provenance = { by: 'cli' as const, claimed: {}, detected: {} };

describe('entry ids', () => {
  it('makes 26-character ids that sort by the time they were made', () => {
    const ids = [newEntryId(1_700_000_000_000), newEntryId(1_700_000_000_000), newEntryId(1_700_000_000_001)];
    expect(ids.every((id) => /^[0-9A-HJKMNP-TV-Z]{26}$/.test(id))).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(3);
  });

  it.each([
    '../x',
    '..',
    '.',
    '.git',
    'a/b',
    'a\\b',
    '/abs',
    '-c',
    '--upload-pack=x',
    'CON',
    'nul.txt',
    'alice.',
    'alice ',
    '',
    'a'.repeat(65),
    'a\nb',
    'a:b',
    'a*',
    'é',
  ])('refuses %j as an id', (id) => {
    expect(idProblem(id)).toBeDefined();
  });

  it.each(['01JDXAAAAAAAAAAAAAAAAAAAAA', 'msg-2025-01-31.1', 'a_b', 'A1'])('accepts %j as an id', (id) => {
    expect(idProblem(id)).toBeUndefined();
  });
});

describe('names', () => {
  it.each(['../x', 'a/b', 'x'.repeat(300), 'Zoë', '*', 'a b'])('stores %j as a name, never as a path', (name) => {
    const { entry } = prepareEntry({ kind: 'other', from: { name }, to: { name: 'b' }, provenance, body: 'x' }, { now: TEST_NOW });
    expect(entry.entry === 'message' && entry.from.name).toBe(name);
    expect(entry.id).toMatch(/^[0-9A-Z]{26}$/);
  });

  it.each([
    ['', 'empty'],
    ['a\nb', 'control character'],
    ['a\u001b[2J', 'control character'],
  ])('refuses %j as a name (%s)', (name, why) => {
    expect(() => prepareEntry({ kind: 'other', from: { name }, to: { name: 'b' }, provenance, body: 'x' }, { now: TEST_NOW })).toThrow(why);
  });
});

describe('bodies', () => {
  it('accepts a body of exactly the bound and refuses one byte more, never truncating', () => {
    expect(bodyProblem(Buffer.alloc(1024, 'a'), 1024)).toBeUndefined();
    expect(bodyProblem(Buffer.alloc(1025, 'a'), 1024)?.ruleId).toBe('body-too-large');
  });

  it('refuses a NUL byte with its line and column', () => {
    expect(bodyProblem(Buffer.from('ok\nab\0c'), 100)).toEqual(expect.objectContaining({ ruleId: 'body-nul-byte', line: 2, column: 3 }));
  });

  it.each([
    ['a lone continuation byte', Buffer.from([0x61, 0x80])],
    ['an overlong slash', Buffer.from([0xc0, 0xaf])],
    ['an encoded surrogate', Buffer.from([0xed, 0xa0, 0x80])],
    ['a truncated sequence', Buffer.from([0x61, 0xe2, 0x82])],
    ['a code point past U+10FFFF', Buffer.from([0xf4, 0x90, 0x80, 0x80])],
  ])('refuses invalid UTF-8: %s', (_what, bytes) => {
    expect(bodyProblem(bytes, 100)?.ruleId).toBe('body-invalid-utf8');
  });

  it('accepts emoji, a BOM and every other well-formed character', () => {
    expect(bodyProblem(Buffer.from('\ufeff😀 é 中文 \u2028', 'utf8'), 100)).toBeUndefined();
  });

  it('reports a refused body as input error with the source, line and rule', () => {
    try {
      prepareEntry({ kind: 'other', from: { name: 'a' }, to: { name: 'b' }, provenance, body: Buffer.from('x\n\0'), bodySource: 'note.md' }, { now: TEST_NOW });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InputError);
      expect((error as InputError).location).toEqual({ file: 'note.md', line: 2, column: 1, ruleId: 'body-nul-byte' });
    }
  });

  it('replaces secrets in the body and in evidence before anything is written, and counts them', () => {
    const { entry, redactedKinds } = prepareEntry(
      {
        kind: 'report',
        from: { name: 'a' },
        to: { name: 'b' },
        evidence: [{ command: 'gh auth login --with-token ghp_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789' }],
        provenance,
        body: 'key sk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWx',
      },
      { now: TEST_NOW },
    );
    expect(entry.entry === 'message' && entry.body.toString()).toBe('key [redacted:anthropic-key]');
    expect(entry.evidence).toEqual([{ command: 'gh auth login --with-token [redacted:github-token]' }]);
    expect(entry.redactions).toBe(2);
    expect(redactedKinds).toEqual({ 'anthropic-key': 1, 'github-token': 1 });
  });
});
