import { describe, expect, it } from 'vitest';
import { escapeInlineHtml } from '../../src/text/inline-html.js';

describe('escapeInlineHtml', () => {
  it.each([
    ['reads <file> as UTF-8', 'reads \\<file> as UTF-8'],
    ['prints word<TAB>count lines', 'prints word\\<TAB>count lines'],
    ['`bin/wordfreq.js <file>` stays as code', '`bin/wordfreq.js <file>` stays as code'],
    ['``a ` <b> `` and <c>', '``a ` <b> `` and \\<c>'],
    ['an unclosed ` tick and <d>', 'an unclosed ` tick and \\<d>'],
    ['n <= 0, a < b, x<3', 'n <= 0, a < b, x<3'],
    ['already \\<escaped>', 'already \\<escaped>'],
    ['see <https://example.com> and </b> and <!-- c -->', 'see \\<https://example.com> and \\</b> and \\<!-- c -->'],
  ])('%s', (line, escaped) => {
    expect(escapeInlineHtml(line)).toBe(escaped);
  });
});
