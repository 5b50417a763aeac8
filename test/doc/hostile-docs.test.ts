/**
 * Hostile documents, the seeded slice of the fuzz run (bench/hostile-docs.mjs
 * runs 10,000 through the library and 500 through the CLI, and times them):
 * every hand-made attack and a few hundred mutations of real docs end in
 * findings or a located refusal, never in any other error; through the CLI,
 * never an internal error, a stack trace or a Node warning. Timing is the
 * benchmark's business, not the tests'.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostileDocs, mutate, seedDocs } from '../../bench/lib/hostile-docs.mjs';
import { InputError } from '../../src/errors.js';
import { checkTeamDoc } from '../../src/rules/engine/check-doc.js';
import { runCli } from '../helpers/cli.js';
import { TEST_NOW } from '../helpers/clock.js';
import { seededRandom } from '../helpers/random.js';
import { isolatedGitEnv, scratchDir } from '../helpers/repo.js';

// Every case is parsed: the tree cache (in HOME) would only fill up.
process.env.TEAMDOC_CACHE = '0';

/** What checking a doc came to: findings, a located refusal, or anything else (a failure of this test). */
function outcome(dir: string, text: string): 'findings' | 'refused' | string {
  const file = join(dir, 'TEAM.md');
  writeFileSync(file, text);
  try {
    checkTeamDoc(file, 'TEAM.md', { now: TEST_NOW });
    return 'findings';
  } catch (error) {
    if (error instanceof InputError && error.location?.file === 'TEAM.md') return 'refused';
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
}

/** The attacks that sit just inside the limits are there to be timed; the bench parses them, the tests need not. */
const TIMING_CASES = /^(every limit|5,000 lines|10,000 table cells|lists nested up to|one paragraph just under|39,000 entities|5 MiB of long lines)/;

describe('hostile documents through the library', { timeout: 240_000 }, () => {
  it('every hand-made attack ends in findings or a located refusal', () => {
    const dir = scratchDir();
    const outcomes = hostileDocs()
      .filter((doc) => !TIMING_CASES.test(doc.name))
      .map((doc) => [doc.name, outcome(dir, doc.text)]);
    expect(outcomes.filter(([, result]) => result !== 'findings' && result !== 'refused')).toEqual([]);
    // The cases are refused before any parser sees them.
    const refused = new Set(outcomes.filter(([, result]) => result === 'refused').map(([name]) => name));
    for (const name of [
      'emphasis storm `**_` × 32,000 in one paragraph',
      'a list nested 1,000 deep',
      'a table of 80,000 rows',
      '`> - ` nested 2,000 deep (8 KB)',
    ])
      expect(refused).toContain(name);
  });

  it('120 seeded mutations of real docs end in findings or a located refusal', () => {
    const dir = scratchDir();
    const random = seededRandom(20_261_201);
    const seeds = seedDocs().filter((seed) => seed.text.length < 64 * 1024);
    const failures: string[] = [];
    for (let index = 0; index < 120; index++) {
      const seed = seeds[Math.floor(random() * seeds.length)]!;
      const text = mutate(seed.text, random);
      const result = outcome(dir, text);
      if (result !== 'findings' && result !== 'refused') failures.push(`mutation ${index} of ${seed.name}: ${result}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('hostile documents through the CLI', () => {
  const names = [
    'emphasis storm `**_` × 32,000 in one paragraph',
    'a list nested 1,000 deep',
    'a table of 80,000 rows',
    '`> - ` nested 2,000 deep (8 KB)',
    'YAML cycle in a list',
    'YAML key that is a list',
    '120,000 lines of one paragraph',
  ];
  it.each(names)('%s: exit 1 or 2, one located line, no internal error, stack trace or Node warning', async (name) => {
    const dir = scratchDir();
    mkdirSync(join(dir, 'home'));
    writeFileSync(join(dir, 'TEAM.md'), hostileDocs().find((doc) => doc.name === name)!.text);
    const result = await runCli(['check', '--no-history', '--no-log', 'TEAM.md'], {
      cwd: dir,
      env: { ...isolatedGitEnv(join(dir, 'home')), TEAMDOC_CACHE: '0' },
    });
    expect([1, 2]).toContain(result.code);
    expect(result.stderr).not.toMatch(/internal error|\n\s+at |\(node:\d+\)|Warning:/);
    if (result.code === 2) expect(result.stderr).toMatch(/^teamdoc: TEAM\.md:\d+:1: Unexpected .*\nhint: /);
  });
});
