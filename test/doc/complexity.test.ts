/**
 * The limits that keep a check of any doc under the size cap within seconds
 * and a few hundred MB (src/doc/complexity.ts): each one refuses, located,
 * what passes it; real docs — the examples, the corpus, the benchmark’s
 * large doc — stay far inside every one.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { largeTeamDoc } from '../../bench/large-doc.mjs';
import { DOC_LIMITS, DocTooComplex, checkComplexity, measureComplexity } from '../../src/doc/complexity.js';

const FRONT = '---\nteam: t\nformat: 1\n---\n\n# T\n\nIntent.\n\n';

function refusal(text: string): DocTooComplex {
  try {
    checkComplexity(text);
  } catch (error) {
    if (error instanceof DocTooComplex) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('the parser’s limits', () => {
  it('leave real docs far inside every one: the examples, the corpus, the benchmark’s large doc', () => {
    const docs = [
      ...readdirSync('examples')
        .filter((name) => name.endsWith('.md'))
        .map((name) => readFileSync(`examples/${name}`, 'utf8')),
      readFileSync('test/fixtures/valid/corpus-base.md', 'utf8'),
      largeTeamDoc(),
    ];
    for (const text of docs) {
      const counts = checkComplexity(text);
      expect(counts.lines).toBeLessThan(DOC_LIMITS.lines * 0.75);
      expect(counts.tableCells).toBeLessThan(DOC_LIMITS.tableCells / 2);
      expect(counts.inlineMarks).toBeLessThan(DOC_LIMITS.inlineMarks / 2);
      expect(counts.deepest).toBeLessThan(DOC_LIMITS.nesting / 4);
      expect(counts.nestingWork).toBeLessThan(DOC_LIMITS.nestingWork / 2);
      expect(counts.inlineWork).toBeLessThan(DOC_LIMITS.inlineWork / 100);
      expect(counts.parseKb).toBeLessThan(DOC_LIMITS.parseKb / 2);
    }
  });

  it.each([
    ['too many lines', FRONT + 'line\n'.repeat(6_000), 5_001, /^Unexpected 6,009 lines, expected at most 5,000 in a team doc$/],
    [
      'a list nested 33 deep',
      FRONT + Array.from({ length: 40 }, (_, depth) => `${'    '.repeat(depth)}- x`).join('\n'),
      42,
      /^Unexpected lists and quotes nested 33 levels deep, expected at most 32$/,
    ],
    ['`> - ` nested 2,000 deep', FRONT + '> - '.repeat(2_000) + 'x\n', 10, /nested 5000 levels deep/],
    [
      'a wide, long table',
      FRONT + '| a | b | c | d |\n| - | - | - | - |\n' + '| 1 | 2 | 3 | 4 |\n'.repeat(3_000),
      2_010,
      /^Unexpected more than 10,000 table cells/,
    ],
    ['an emphasis storm in one paragraph', FRONT + '**_'.repeat(32_000), 10, /^Unexpected more than 40,000 emphasis, code, link, entity and escape marks/],
    [
      'unmatched emphasis over one paragraph',
      FRONT + '*a* _b_ '.repeat(3_000),
      10,
      /^Unexpected paragraph with 12,000 emphasis, bracket and HTML comment marks in 24,001 characters/,
    ],
    [
      'unclosed HTML comments over one paragraph (found by the fuzz run)',
      FRONT + 'x <!-- '.repeat(20_000),
      10,
      /^Unexpected paragraph with 20,000 emphasis, bracket and HTML comment marks in 140,001 characters/,
    ],
    [
      'unclosed HTML comments in a heading (found by the fuzz run)',
      FRONT + `#### Criteria ${'<!--'.repeat(10_000)}\n\ntext\n`,
      10,
      /^Unexpected paragraph with 10,000 emphasis, bracket and HTML comment marks in 40,015 characters/,
    ],
  ])('refuses %s, at the line where the limit is passed', (_, text, line, message) => {
    const error = refusal(text);
    expect(error.message).toMatch(message);
    expect(error.line).toBe(line);
    expect(error.in('TEAM.md').location).toEqual({ file: 'TEAM.md', line, column: 1 });
  });

  it('counts nothing inside fenced code or front matter but its lines', () => {
    const fenced = FRONT + '```\n' + `${'> - '.repeat(100)}**_[&\n`.repeat(1_000) + '```\n';
    expect(measureComplexity(fenced)).toMatchObject({ deepest: 0, inlineMarks: 0, tableCells: 0 });
    expect(measureComplexity(`---\nx: ${'['.repeat(20_000)}\n---\n`)).toMatchObject({ inlineMarks: 0, inlineWork: 0 });
  });
});
