import { describe, expect, it } from 'vitest';
import { unifiedDiff } from '../../src/text/unified-diff.js';

const lines = (count: number) => Array.from({ length: count }, (_, index) => `line ${index + 1}`);

describe('unifiedDiff', () => {
  it('is empty for equal texts', () => {
    expect(unifiedDiff('TEAM.md', 'a\n', 'a\n')).toBe('');
  });

  it('shows a changed line with three lines of context, and far-apart changes as two hunks', () => {
    const before = lines(20);
    const after = [...before];
    after[1] = 'two';
    after[17] = 'eighteen';
    expect(unifiedDiff('TEAM.md', `${before.join('\n')}\n`, `${after.join('\n')}\n`)).toBe(
      [
        '--- a/TEAM.md',
        '+++ b/TEAM.md',
        '@@ -1,5 +1,5 @@',
        ' line 1',
        '-line 2',
        '+two',
        ' line 3',
        ' line 4',
        ' line 5',
        '@@ -15,6 +15,6 @@',
        ' line 15',
        ' line 16',
        ' line 17',
        '-line 18',
        '+eighteen',
        ' line 19',
        ' line 20',
        '',
      ].join('\n'),
    );
  });

  it('joins changes whose context meets, and counts an insertion', () => {
    const before = lines(8);
    const after = [...before.slice(0, 2), 'new', ...before.slice(2, 6), 'six', ...before.slice(6)];
    after.splice(after.indexOf('line 6'), 1);
    expect(unifiedDiff('d.md', `${before.join('\n')}\n`, `${after.join('\n')}\n`)).toBe(
      [
        '--- a/d.md',
        '+++ b/d.md',
        '@@ -1,8 +1,9 @@',
        ' line 1',
        ' line 2',
        '+new',
        ' line 3',
        ' line 4',
        ' line 5',
        '-line 6',
        '+six',
        ' line 7',
        ' line 8',
        '',
      ].join('\n'),
    );
  });

  it('marks a last line without a line break, as git does', () => {
    expect(unifiedDiff('d.md', 'a\nb', 'a\nb\nc')).toBe(
      ['--- a/d.md', '+++ b/d.md', '@@ -1,2 +1,3 @@', ' a', '-b', '\\ No newline at end of file', '+b', '+c', '\\ No newline at end of file', ''].join('\n'),
    );
  });
});
