/**
 * The history reads each version's parts without parsing each version: along
 * chains of random edits, what it says of every part in every version must be
 * what the doc model says when that version is parsed whole.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../helpers/random.js';
import { buildModel } from '../../src/doc/build-model.js';
import { DocHistory, keyedCriteria } from '../../src/doc/history.js';
import { saysSomething, sectionWords } from '../../src/doc/section-words.js';

/** Edits a team makes to its parts, and some it should not. */
const TYPED = [
  '- Pass: loss at or below 2.2 at 20k.',
  '- Fail: a divergence.',
  '- [x] all twelve suites run',
  '[fill in: pass and fail]',
  '<!-- empty until the part ends -->',
  'Pass: 2.04 at 20k (`runs/7b/eval.json`).',
  '#### Criteria (2026-11-25)',
  '#### Verdict',
  '### extra-part',
  '## Notes',
  '```',
  '',
  '',
];

function edit(lines: string[], next: () => number): string[] {
  const copy = [...lines];
  const partsAt = copy.indexOf('## Parts');
  const at = partsAt + Math.floor(next() * (copy.length - partsAt + 1));
  const typed = TYPED[Math.floor(next() * TYPED.length)]!;
  const kind = next();
  if (kind < 0.45) copy.splice(at, 0, typed);
  else if (kind < 0.65) copy.splice(at, 1);
  else copy[Math.min(at, copy.length - 1)] = typed;
  return copy;
}

const base = readFileSync(new URL('../fixtures/valid/corpus-base.md', import.meta.url), 'utf8');

describe('the history’s reading of parts', () => {
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    it(`matches a whole parse of every version along 40 random edits (seed ${seed})`, () => {
      const next = seededRandom(seed);
      const texts = [base];
      for (let step = 0; step < 40; step++) texts.push(edit(texts[texts.length - 1]!.split('\n'), next).join('\n'));
      const history = new DocHistory({
        path: 'TEAM.md',
        commits: texts
          .map((text, index) => ({
            commit: { hash: `c${index}`.padEnd(40, '0'), committed: new Date(Date.UTC(2026, 10, 1, index)), subject: `edit ${index}`, path: 'TEAM.md' },
            text,
          }))
          .reverse(),
        renames: [],
        shallowBoundary: undefined,
        current: buildModel(texts[texts.length - 1]!, 'TEAM.md'),
      });
      const ids = new Set(texts.flatMap((text) => buildModel(text, 'TEAM.md').parts.map((part) => part.id.text)));
      for (const id of ids) {
        const states = history.partStates(id);
        const expected = texts.flatMap((text, index) => {
          const part = buildModel(text, 'TEAM.md').parts.find((candidate) => candidate.id.text === id);
          if (!part) return [];
          return [
            {
              index,
              criteria: keyedCriteria(part).map(({ key, section }) => ({ key, real: saysSomething(section), words: sectionWords(section).join('\n') })),
              verdict: part.verdict && { real: saysSomething(part.verdict), words: sectionWords(part.verdict).join('\n') },
            },
          ];
        });
        const actual = states.map((state) => ({
          index: state.version.index,
          criteria: state.criteria.map((criteria) => ({ key: criteria.key, real: criteria.real, words: criteria.words })),
          verdict: state.verdict && { real: state.verdict.real, words: state.verdict.words },
        }));
        expect(actual, `part ${id}`).toEqual(expected);
      }
    });
  }
});
