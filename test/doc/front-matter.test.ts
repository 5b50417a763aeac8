/** Front matter is read without ever running it, and its problems are located. */
import { describe, expect, it } from 'vitest';
import { readFrontMatter } from '../../src/doc/front-matter.js';
import { TextIndex } from '../../src/doc/positions.js';

const read = (text: string) => readFrontMatter(new TextIndex(text));

describe('front matter', () => {
  it('parses team, format and the optional settings, with each key located', () => {
    const frontMatter = read('---\nteam: vision\nformat: 1\ncheckin: 2h\nhandoff-timeout: 30m\n---\n# T\n');
    expect(frontMatter.state).toBe('closed');
    expect(frontMatter.settings).toMatchObject({ team: 'vision', format: 1, checkin: { text: '2h', ms: 7_200_000 }, 'handoff-timeout': { ms: 1_800_000 } });
    expect(frontMatter.keys.map((key) => `${key.key} ${key.span.start.line}:${key.span.start.column}`)).toEqual([
      'team 2:1',
      'format 3:1',
      'checkin 4:1',
      'handoff-timeout 5:1',
    ]);
  });

  it('never evaluates a JavaScript block, whatever its opener’s case or spacing', () => {
    const global = globalThis as { teamdocRan?: boolean };
    for (const opener of ['---js', '---JS', '---javascript', '--- js', '---Javascript ']) {
      const frontMatter = read(`${opener}\n{ team: (globalThis.teamdocRan = true) }\n---\n`);
      expect(frontMatter.state).toBe('refused');
      expect(frontMatter.hiddenLines).toBe(3);
    }
    expect(global.teamdocRan).toBeUndefined();
  });

  it('keeps dates and YAML 1.1 words as the strings they are written as', () => {
    expect(read('---\nteam: x\nformat: 1\nsince: 2026-01-01\nflag: on\n---\n').data).toEqual({ team: 'x', format: 1, since: '2026-01-01', flag: 'on' });
  });

  it('is empty rather than broken when the block holds only comments', () => {
    expect(read('---\n# nothing yet\n---\n')).toMatchObject({ state: 'closed', data: {}, problems: [] });
  });

  it('reports a YAML syntax error where it is in the file', () => {
    const frontMatter = read('---\nteam: x\nformat: [1\nlog-ref: y\n---\n');
    expect(frontMatter.problems[0]?.span.start.line).toBeGreaterThanOrEqual(3);
    expect(frontMatter.problems[0]?.message).toMatch(/^Unexpected YAML \(.+\), expected plain `key: value` lines$/);
  });

  it('refuses 20,000 nested brackets with a few findings instead of a crash', () => {
    const frontMatter = read(`---\nteam: ${'['.repeat(20_000)}${']'.repeat(20_000)}\n---\n`);
    expect(frontMatter.problems.length).toBeGreaterThan(0);
    expect(frontMatter.problems.length).toBeLessThanOrEqual(3);
  });

  it('refuses an unresolved YAML tag rather than guessing', () => {
    expect(read('---\nteam: !!js/function "x"\nformat: 1\n---\n').problems[0]?.message).toContain('unresolved tag');
  });

  it('a `----` first line is a thematic break, not front matter', () => {
    expect(read('----\nteam: x\n---\n').state).toBe('absent');
  });
});
