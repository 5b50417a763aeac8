/**
 * The history decides whether an old criteria or verdict section says
 * something from its text when that is plain, and parses it otherwise. The two
 * must agree: checked on bodies built from the lines people write there,
 * awkward ones included.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../helpers/random.js';
import { SectionReader } from '../../src/doc/section-reading.js';

const PIECES = [
  '- Pass: loss at or below 2.1 at 20k.',
  '- Fail: a divergence.',
  '- [ ] all suites run',
  '- [x]',
  '-',
  '- ',
  '1.',
  '*',
  '> quoted',
  '>',
  '| Pass | Fail |',
  '| --- | --- |',
  '| | |',
  '```',
  '```text',
  'npm test',
  '~~~',
  '    indented code',
  '<!-- empty until the part ends -->',
  '<!--',
  '-->',
  '[fill in: pass and fail]',
  '[ref]: https://example.com',
  '# a title in the middle',
  '##### deep heading',
  '---',
  '***',
  '&nbsp;',
  '\\*',
  '`',
  '``',
  'Pass (see `runs/eval.json`).',
  'Ünïcödé wörds',
  '42',
  '[](https://example.com)',
  '- [ ] ',
  'Title',
  '===',
  '1) item',
  '',
  '',
];

describe('reading an old section', () => {
  it('says the same with and without the parser, on 3,000 generated bodies', () => {
    const next = seededRandom(3);
    const quick = new SectionReader('TEAM.md');
    const parsed = new SectionReader('TEAM.md');
    let unparsed = 0;
    for (let round = 0; round < 3000; round++) {
      const body = Array.from({ length: 1 + Math.floor(next() * 4) }, () => PIECES[Math.floor(next() * PIECES.length)]!)
        .join('\n')
        .trim();
      for (const kind of ['criteria', 'verdict'] as const) {
        const before = quick.parsed;
        const answer = quick.real(kind, body);
        if (quick.parsed === before) unparsed++;
        expect(answer, JSON.stringify(body)).toBe(body === '' ? false : parsed.read(kind, body).real);
      }
    }
    // The shortcut is worth having only if most plain bodies take it.
    expect(unparsed).toBeGreaterThan(1000);
  });

  it('parses each distinct body once', () => {
    const reader = new SectionReader('TEAM.md');
    reader.read('criteria', '- Pass: x');
    reader.read('criteria', '- Pass: x');
    reader.read('verdict', '- Pass: x');
    expect(reader.parsed).toBe(2);
    expect(reader.read('criteria', '- [x] all  suites\n  run').words).toBe('all suites run');
  });
});
