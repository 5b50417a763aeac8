// Hostile team docs, all under the 5 MiB size cap: hand-made attacks on the parser (emphasis storms, deep
// nesting, huge tables, YAML cycles and bombs, …) and seeded mutations of real docs. Plain JS, shared by the
// fuzz runner (bench/hostile-docs.mjs) and its seeded slice in the tests (test/doc/hostile-docs.test.ts).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { largeTeamDoc } from '../large-doc.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const MIB = 1024 * 1024;

/** The docs mutations start from: the examples, the valid and invalid corpus, and the benchmark's large doc. */
export function seedDocs() {
  const folder = (dir) =>
    readdirSync(join(root, dir))
      .filter((name) => name.endsWith('.md'))
      .map((name) => ({ name: `${dir}/${name}`, text: readFileSync(join(root, dir, name), 'utf8') }));
  return [
    ...folder('examples'),
    ...folder('test/fixtures/valid'),
    ...folder('test/fixtures/invalid'),
    { name: 'large doc (60 roles, 3,000 lines)', text: largeTeamDoc() },
  ];
}

const FRONT =
  '---\nteam: hostile\nformat: 1\n---\n\n# Hostile\n\nA doc made to hurt the parser.\n\n## Roles\n\n| Name | Runtime | Session | Host | Worktree | Parent | Part | Status |\n| --- | --- | --- | --- | --- | --- | --- | --- |\n| top | claude | s-top | — | — | — | — | active |\n\n## Notes\n\n';

/** Repeats `unit` until the text is about `bytes` long (never past the cap). */
function filled(unit, bytes) {
  return unit.repeat(Math.max(1, Math.floor(Math.min(bytes, 5 * MIB - 4096) / unit.length)));
}

/** Hand-made attacks: what the issue found, and their neighbours. Each is `{ name, text }`. */
export function hostileDocs() {
  const base = seedDocs()[0].text;
  const docs = [
    ['emphasis storm `**_` × 32,000 in one paragraph', FRONT + '**_'.repeat(32_000) + '\n'],
    ['emphasis over many lines of one paragraph', FRONT + filled('**_ **_ **_ x\n', 200_000)],
    ['unclosed link resources `[a](` × 40,000', FRONT + '[a]('.repeat(40_000) + '\n'],
    ['brackets `[` × 200,000', FRONT + '['.repeat(200_000) + '\n'],
    ['unclosed HTML comments `<!--` × 20,000 in one paragraph', FRONT + 'x <!-- '.repeat(20_000) + '\n'],
    ['backtick runs of every length', FRONT + Array.from({ length: 20_000 }, (_, index) => '`'.repeat(1 + (index % 60)) + 'a').join(' ') + '\n'],
    ['entities × 500,000', FRONT + '&amp;'.repeat(500_000) + '\n'],
    ['HTML openers × 100,000', FRONT + '<div>\n'.repeat(100_000)],
    ['a list nested 1,000 deep', FRONT + Array.from({ length: 1000 }, (_, index) => `${'  '.repeat(index)}- x`).join('\n') + '\n'],
    ['`> - ` nested 2,000 deep (8 KB)', FRONT + '> - '.repeat(2000) + 'x\n'],
    ['quotes nested 5,000 deep', FRONT + '>'.repeat(5000) + ' x\n'],
    ['a table of 80,000 rows', FRONT + '| a | b |\n| - | - |\n' + Array.from({ length: 80_000 }, (_, index) => `| ${index} | y |`).join('\n') + '\n'],
    ['a table 4,000 columns wide', FRONT + `|${' a |'.repeat(4000)}\n|${' - |'.repeat(4000)}\n` + `|${' x |'.repeat(4000)}\n`.repeat(5)],
    ['120,000 lines of one paragraph', FRONT + filled('plain text line\n', 4 * MIB)],
    ['5 MiB of long lines', FRONT + filled(`${'lorem ipsum dolor sit amet '.repeat(2000)}\n\n`, 5 * MIB)],
    ['an unclosed fence and 5 MiB after it', FRONT + '```\n' + filled('> - **_ [a]( |x|\n', 5 * MIB)],
    ['YAML cycle in a list', base.replace(/^team: .*$/m, 'team: &a [*a]')],
    ['YAML cycle in a mapping', base.replace(/^checkin: .*$/m, 'checkin: &a {a: *a}')],
    [
      'YAML alias bomb',
      base.replace(
        /^format: .*$/m,
        [
          'format: 1',
          'a: &a [x,x,x,x,x,x,x,x,x]',
          ...'bcdefgh'.split('').map((key, index) => `${key}: &${key} [${Array(9).fill(`*${'abcdefg'[index]}`).join(',')}]`),
        ].join('\n'),
      ),
    ],
    ['YAML key that is a list', base.replace(/^format: .*$/m, 'format: 1\n? [a, b]\n: c')],
    ['YAML nested 20,000 brackets', base.replace(/^format: .*$/m, `format: 1\nx: ${'['.repeat(20_000)}${']'.repeat(20_000)}`)],
    ['front matter that never closes', base.replace(/\n---\n/, '\n')],
    ['CRLF, BOM and lone CRs', `\ufeff${base.replace(/\n/g, '\r\n').replace(/\r\n\r\n/g, '\r\r')}`],
    // Just inside the limits (src/doc/complexity.ts): the most a check may have to parse, alone and all at once.
    [
      '5,000 lines of nested list items',
      FRONT +
        Array.from({ length: 4_970 }, (_, index) => ['- item with **bold** and `code`', '  - nested item', '    - deeper item'][index % 3]).join('\n') +
        '\n',
    ],
    [
      '10,000 table cells',
      FRONT + '| a | b | c | d | e | f | g | h |\n| - | - | - | - | - | - | - | - |\n' + '| x | **y** | z | w | v | u | t | s |\n'.repeat(1_100),
    ],
    ['lists nested up to 30 levels', FRONT + Array.from({ length: 1_200 }, (_, index) => `${'    '.repeat(index % 31)}- x`).join('\n') + '\n'],
    ['one paragraph just under the matching budget', FRONT + '*a* '.repeat(3_500) + '\n'],
    ['39,000 entities', FRONT + '&amp;'.repeat(39_000) + '\n'],
    [
      'every limit together, just under the joint budget',
      FRONT +
        '| a | b | c | d | e | f | g | h |\n| - | - | - | - | - | - | - | - |\n' +
        '| x | y | z | w | v | u | t | s |\n'.repeat(1_100) +
        '\n' +
        Array.from(
          { length: 1_250 },
          (_, index) => `${'  '.repeat(index % 4)}- ${'lorem ipsum dolor sit amet '.repeat(48)}*${index}* \`c\` &amp; [l](x) <b> \\*\n`,
        ).join(''),
    ],
    [
      'every limit at once, 5 MiB',
      FRONT +
        '| a | b | c | d | e | f | g | h |\n| - | - | - | - | - | - | - | - |\n' +
        '| x | y | z | w | v | u | t | s |\n'.repeat(1_100) +
        '\n' +
        Array.from(
          { length: 3_800 },
          (_, index) => `${'  '.repeat(index % 4)}- ${'lorem ipsum dolor sit amet '.repeat(48)}*${index}* \`c\` &amp; [l](x) <b> \\*\n`,
        ).join(''),
    ],
  ];
  return docs.map(([name, text]) => ({ name, text }));
}

const MARKDOWN_PIECES = [
  '*',
  '**',
  '_',
  '__',
  '`',
  '```',
  '~~~',
  '[',
  ']',
  '(',
  ')',
  '<',
  '>',
  '> ',
  '- ',
  '* ',
  '1. ',
  '|',
  ' | ',
  '#',
  '## ',
  '### ',
  '#### ',
  '\n',
  '\n\n',
  '  ',
  '\t',
  '\\',
  '&amp;',
  '&#x0;',
  '<!--',
  '-->',
  '---',
  '===',
  '[fill in: x]',
  '\r',
  '\r\n',
  '\u0000',
  '\ufeff',
  '\u202e',
  'é',
  '😀',
  ':',
  '&',
  '*/',
  '- [ ] ',
  '- [x] ',
];

/**
 * A seeded mutation of `text`: pieces of Markdown inserted, lines repeated, nested, swapped or dropped,
 * slices grown, front matter and tables bent. The result stays under the 5 MiB cap.
 */
export function mutate(text, random) {
  const pick = (items) => items[Math.floor(random() * items.length)];
  const at = () => Math.floor(random() * (text.length + 1));
  // How many copies of `unit` still fit under the cap: growth never builds a string past it.
  const fit = (wanted, unit) => Math.max(0, Math.min(wanted, Math.floor((CAP - text.length) / Math.max(1, unit.length))));
  const steps = 1 + Math.floor(random() * 6);
  for (let step = 0; step < steps; step++) {
    const lines = text.split('\n');
    const line = Math.floor(random() * lines.length);
    switch (Math.floor(random() * 12)) {
      case 0: {
        const position = at();
        text = text.slice(0, position) + pick(MARKDOWN_PIECES) + text.slice(position);
        break;
      }
      case 1: {
        const position = at();
        const piece = pick(MARKDOWN_PIECES);
        text = text.slice(0, position) + piece.repeat(fit(1 + Math.floor(random() ** 3 * 20_000), piece)) + text.slice(position);
        break;
      }
      case 2:
        lines.splice(line, 0, ...Array(fit(1 + Math.floor(random() ** 2 * 3000), `${lines[line] ?? ''}\n`)).fill(lines[line] ?? ''));
        text = lines.join('\n');
        break;
      case 3: {
        const prefix = pick(['> ', '- ', '  ', '  - ', '> - ', '1. ', '    ']);
        lines[line] = prefix.repeat(fit(1 + Math.floor(random() ** 2 * 120), prefix)) + (lines[line] ?? '');
        text = lines.join('\n');
        break;
      }
      case 4: {
        const start = at();
        const end = Math.min(text.length, start + Math.floor(random() * 2000));
        text = text.slice(0, start) + text.slice(start, end).repeat(1 + fit(Math.floor(random() ** 3 * 400), text.slice(start, end))) + text.slice(end);
        break;
      }
      case 5: {
        const start = at();
        text = text.slice(0, start) + text.slice(start + Math.floor(random() * 500));
        break;
      }
      case 6:
        [lines[line], lines[lines.length - 1 - line]] = [lines[lines.length - 1 - line] ?? '', lines[line] ?? ''];
        text = lines.join('\n');
        break;
      case 7: {
        const cells = 1 + Math.floor(random() * 40);
        const row = `| ${Array(cells)
          .fill(pick(['x', '**y**', '`z`', '[a](b)', '']))
          .join(' | ')} |\n`;
        const table = `\n| ${Array(cells).fill('h').join(' | ')} |\n|${' - |'.repeat(cells)}\n` + row.repeat(fit(Math.floor(random() ** 2 * 5000), row));
        lines.splice(line, 0, table);
        text = lines.join('\n');
        break;
      }
      case 8:
        text = text.replace(
          /^(---\n)/,
          `$1${pick(['x: &a [*a]\n', 'y: &b {k: *b}\n', '? [a]\n: b\n', 'team: [1, 2]\n', 'format: 99\n', 'checkin: -1h\n', '<<: {a: 1}\n', 'a: !!binary aGk=\n', 'b: *undefined\n'])}`,
        );
        break;
      case 9:
        text = text.replace(/\n/g, pick(['\r\n', '\r', '\n\n', '\n']));
        break;
      case 10:
        lines.splice(line, 1);
        text = lines.join('\n');
        break;
      default:
        text = text.slice(0, at());
    }
    if (text.length > CAP) text = text.slice(0, CAP);
  }
  return text;
}

/** What a mutation may grow a doc to: just under the 5 MiB cap (a doc over it is refused before parsing). */
const CAP = 5 * MIB - 1024;
