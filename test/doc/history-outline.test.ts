/**
 * The history derives each version's outline from its neighbour's instead of
 * parsing every version. Whatever the edits, a derived outline must be the one
 * a whole parse gives: checked here along long chains of random edits to a
 * real team doc, including the edits that change block structure (fences,
 * HTML, setext underlines, headings of every depth, indented headings).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../helpers/random.js';
import { buildModel, outlineHeadings } from '../../src/doc/build-model.js';
import { deriveOutline, marksOf, splitLines, type OutlineStats, type VersionOutline } from '../../src/doc/history-outline.js';
import { parseMarkdown } from '../../src/doc/markdown.js';

const parsers = {
  whole: (text: string) => buildModel(text, 'TEAM.md').headings,
  stretch: (text: string) => outlineHeadings(parseMarkdown(text)),
};

function wholeOutline(text: string): VersionOutline {
  const lines = splitLines(text);
  return { lines, marks: marksOf(parsers.whole(text)) };
}

/** Lines an editor of a team doc might type, the awkward ones included. */
const TYPED = [
  'Pass: loss at or below 2.1 at 20k.',
  '- Fail: a divergence.',
  '- [x] all suites run',
  '',
  '#### Criteria (2026-12-01)',
  '#### Verdict',
  '#### Notes',
  '### new-part',
  '## Notes',
  '# Another title',
  '##### deep',
  '  ## indented heading',
  '    ## indented code, not a heading',
  '```',
  '~~~text',
  '<!-- a comment -->',
  '<!--',
  '-->',
  '<div>',
  '---',
  '===',
  '-',
  'Plain words under a heading',
  '| a | b |',
  '| --- | --- |',
  '> quoted ## not a heading',
  '  - a nested item',
  '- a list item',
  '1. ## a heading in a list',
  '<table>',
  '   ### three spaces in',
  'Title',
  '## Closed heading ##',
  '### part `with code`',
  '#### under_scores and *stars*',
  '### a \\# escaped',
  '#no-space',
  '####### seven',
  '##',
  '#### Criteria (2026-12-02)  #',
  'text with <b>inline</b> html',
];

function edit(lines: string[], next: () => number): string[] {
  const copy = [...lines];
  const count = 1 + Math.floor(next() * 3);
  for (let n = 0; n < count; n++) {
    const at = Math.floor(next() * (copy.length + 1));
    const typed = TYPED[Math.floor(next() * TYPED.length)]!;
    const kind = next();
    if (kind < 0.35) copy.splice(at, 0, typed);
    else if (kind < 0.55) copy.splice(at, 1 + Math.floor(next() * 3));
    else if (kind < 0.85) copy[Math.min(at, copy.length - 1)] = `${copy[Math.min(at, copy.length - 1)] ?? ''} edited`;
    else copy[Math.min(at, copy.length - 1)] = typed;
  }
  return copy;
}

const samples = [
  readFileSync(new URL('../../examples/ml-training-push.md', import.meta.url), 'utf8'),
  readFileSync(new URL('../fixtures/valid/corpus-base.md', import.meta.url), 'utf8'),
];

/** Seeds and chain lengths: a long chain on the larger example, many shorter ones on the small doc. */
const CHAINS = [{ sample: 0, seed: 11, edits: 60 }, ...Array.from({ length: 12 }, (_, index) => ({ sample: 1, seed: 100 + index, edits: 40 }))];

describe('outlines derived between versions', () => {
  const stats: OutlineStats = { moved: 0, scanned: 0, stretches: 0, whole: 0 };
  for (const { sample, seed, edits } of CHAINS) {
    it(`match a whole parse along ${edits} random edits of sample ${sample + 1} (seed ${seed}), going back from the newest as the history does`, () => {
      const next = seededRandom(seed);
      const versions = [splitLines(samples[sample]!)];
      for (let step = 0; step < edits; step++) versions.push(edit(versions[versions.length - 1]!, next));
      let known = wholeOutline(versions[versions.length - 1]!.join('\n'));
      for (let step = versions.length - 2; step >= 0; step--) {
        known = deriveOutline(known, versions[step]!, parsers, stats);
        expect(known.marks, `version ${step}`).toEqual(wholeOutline(versions[step]!.join('\n')).marks);
      }
    });
  }

  it('took every path along those chains: moved headings, scanned and parsed stretches, parsed whole versions', () => {
    // The chains above are worthless as a test unless each way of deriving an outline was exercised.
    expect(stats.moved).toBeGreaterThan(20);
    expect(stats.scanned).toBeGreaterThan(20);
    expect(stats.stretches).toBeGreaterThan(20);
    expect(stats.whole).toBeGreaterThan(20);
  });

  it('moves every heading below a changed line without parsing anything', () => {
    const older = splitLines(samples[1]!);
    const newer = [...older.slice(0, 9), 'One more line of intent.', ...older.slice(9)];
    let parsed = 0;
    const counted =
      <T>(parse: (text: string) => T) =>
      (text: string): T => {
        parsed++;
        return parse(text);
      };
    const counting = { whole: counted(parsers.whole), stretch: counted(parsers.stretch) };
    const derived = deriveOutline(wholeOutline(samples[1]!), newer, counting);
    expect(parsed).toBe(0);
    expect(derived.marks).toEqual(wholeOutline(newer.join('\n')).marks);
  });
});
