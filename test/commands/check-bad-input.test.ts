/**
 * Every bad input the issue lists, each its own story, through the built CLI
 * as a real process: a located finding (exit 1) or one clear line (exit 2),
 * never a stack trace, never a hang, and never code from a doc running.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, type CliResult } from '../helpers/cli.js';
import { isolatedGitEnv, scratchDir } from '../helpers/repo.js';
import { STACK_LINE, VALID_DOC, editedDoc } from '../helpers/team-docs.js';

const FRONT_MATTER = '---\nteam: corpus\nformat: 1\ncheckin: 1h\n---\n';

/** Writes `content` as TEAM.md in a fresh directory and runs `teamdoc check --format json TEAM.md` there. */
async function check(content: string | Buffer, args: string[] = ['--format', 'json']): Promise<CliResult & { dir: string }> {
  const dir = scratchDir();
  writeFileSync(join(dir, 'TEAM.md'), content);
  const result = await runCli(['check', ...args, 'TEAM.md'], { cwd: dir, env: isolatedGitEnv(dir) });
  expect(result.stderr).not.toMatch(STACK_LINE);
  return { ...result, dir };
}

function findings(result: CliResult): { ruleId: string; line: number; column: number; message: string }[] {
  return JSON.parse(result.stdout).files[0].messages;
}

describe('front matter that would run code is refused, and nothing runs', () => {
  it.each(['---js', '---javascript', '--- js', '---JS'])('%s: a located front-matter finding, and the file it would write does not exist', async (opener) => {
    const dir = scratchDir();
    const marker = join(dir, 'ran.txt');
    const doc = editedDoc(FRONT_MATTER, `${opener}\n{ team: require('fs').writeFileSync(${JSON.stringify(marker)}, 'ran'), format: 1 }\n---\n`);
    const result = await check(doc);
    expect(result.code).toBe(1);
    expect(findings(result)[0]).toMatchObject({ ruleId: 'front-matter', line: 1, column: 4 });
    expect(existsSync(marker)).toBe(false);
  });

  it.each(['---toString', '---__proto__', '---constructor', '---coffee'])('%s as the opener: a located finding, not a crash', async (opener) => {
    const result = await check(editedDoc(FRONT_MATTER, `${opener}\nteam: corpus\n---\n`));
    expect(result.code).toBe(1);
    expect(findings(result)[0]).toMatchObject({ ruleId: 'front-matter', line: 1, column: 4 });
  });
});

describe('front matter that would swallow or blow up the doc', () => {
  it('no closing `---`: a finding at the opener, and the rest of the doc is still checked', async () => {
    const result = await check(editedDoc(FRONT_MATTER, '---\nteam: corpus\nformat: 1\n'));
    expect(result.code).toBe(1);
    expect(findings(result).map((finding) => `${finding.ruleId} ${finding.line}:${finding.column}`)).toEqual(['front-matter 1:1']);
  });

  it('a duplicate key: a finding at the second one', async () => {
    const result = await check(editedDoc('checkin: 1h\n', 'checkin: 1h\nteam: again\n'));
    expect(result.code).toBe(1);
    expect(findings(result)[0]).toMatchObject({ ruleId: 'front-matter', line: 5, column: 1, message: expect.stringContaining('map keys must be unique') });
  });

  it('a YAML alias bomb: refused quickly, the process survives', async () => {
    const bomb = [
      'a: &a [lol,lol,lol,lol,lol,lol,lol,lol,lol]',
      ...'bcdefghi'.split('').map((key, index) => `${key}: &${key} [${Array(9).fill(`*${'abcdefghi'[index]}`).join(',')}]`),
    ].join('\n');
    const result = await check(editedDoc(FRONT_MATTER, `---\nteam: corpus\nformat: 1\n${bomb}\n---\n`));
    expect(result.code).toBe(1);
    expect(result.signal).toBeNull();
    expect(findings(result)[0]).toMatchObject({ ruleId: 'front-matter', message: expect.stringContaining('resource exhaustion') });
  });

  it.each([
    ['team: &a [*a]', 2, 11],
    ['team: corpus\nformat: 1\ncheckin: &a {a: *a}', 4, 17],
  ])('a YAML alias inside the value it names (%s): a located finding, not a crash', async (yaml, line, column) => {
    const result = await check(editedDoc(FRONT_MATTER, `---\n${yaml}\n---\n`));
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    expect(findings(result)[0]).toMatchObject({ ruleId: 'front-matter', line, column, message: expect.stringContaining('(a cycle)') });
  });

  it('a key that is a list: a located finding, and no Node warning on stderr', async () => {
    const result = await check(editedDoc(FRONT_MATTER, '---\nteam: corpus\nformat: 1\n? [a, b]\n: c\n---\n'));
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    expect(findings(result)[0]).toMatchObject({ ruleId: 'front-matter', line: 4, column: 3, message: expect.stringContaining('a list or a mapping') });
  });
});

describe('files that are not a team doc at all: one line, exit 2', () => {
  it('a 10 MB doc', async () => {
    const result = await check(VALID_DOC + `\n${'filler line of a runaway log\n'.repeat(360_000)}`, []);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^teamdoc: TEAM\.md: Unexpected file of 10\.\d MiB, expected a team doc of at most 5\.0 MiB\nhint: .+\n$/);
  });

  it('a binary file: the first NUL byte, located', async () => {
    const result = await check(Buffer.concat([Buffer.from('---\nteam: x\n'), Buffer.from([0x89, 0x50, 0x00, 0x01])]), []);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^teamdoc: TEAM\.md:3:3: Unexpected NUL byte, expected a text file \(this looks binary\)\n$/);
  });

  it('invalid UTF-8: the bad byte, located by line and column', async () => {
    const result = await check(Buffer.concat([Buffer.from('---\nteam: café\n'), Buffer.from([0x66, 0xc3, 0x28])]), []);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^teamdoc: TEAM\.md:3:2: Unexpected byte 0xc3 \(not UTF-8\), expected UTF-8 text\nhint: Save the file as UTF-8\.\n$/);
  });

  it('a missing file', async () => {
    const dir = scratchDir();
    const result = await runCli(['check', 'TEAM.md'], { cwd: dir, env: isolatedGitEnv(dir) });
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n')[0]).toBe('teamdoc: TEAM.md: no such file');
  });

  it('a directory given as FILE', async () => {
    const dir = scratchDir();
    mkdirSync(join(dir, 'team'));
    const result = await runCli(['check', 'team'], { cwd: dir, env: isolatedGitEnv(dir) });
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n')[0]).toBe('teamdoc: team: is a directory, expected a team doc file');
  });
});

describe('encodings and line endings that are fine', () => {
  it('CRLF line endings: a clean doc is clean, and a finding has the same position as with LF', async () => {
    expect((await check(VALID_DOC.replace(/\n/g, '\r\n'))).code).toBe(0);
    const broken = editedDoc('| Train past 60k? | train | stop at 60k |', '| Train past 60k? | train | — |');
    const lf = findings(await check(broken));
    const crlf = findings(await check(broken.replace(/\n/g, '\r\n')));
    expect(crlf).toEqual(lf);
    expect(crlf[0]).toMatchObject({ ruleId: 'decision-default', line: 45, column: 29 });
  });

  it('a BOM: a clean doc is clean, and positions on the first line do not count it', async () => {
    expect((await check(`\ufeff${VALID_DOC}`)).code).toBe(0);
    const result = await check(`\ufeff${editedDoc(FRONT_MATTER, '---js\nteam: corpus\n---\n')}`);
    expect(findings(result)[0]).toMatchObject({ ruleId: 'front-matter', line: 1, column: 4 });
  });
});

describe('Markdown that breaks the doc’s structure', () => {
  it('table rows with too many and too few cells', async () => {
    const doc = editedDoc('| 7B run | train | running | eval at 20k |', '| 7B run | train | running | eval | at 20k |\n| eval run | train |');
    const result = await check(doc);
    expect(result.code).toBe(1);
    expect(findings(result).map((finding) => `${finding.ruleId} ${finding.line}:${finding.column}`)).toEqual(['table-row-cells 39:37', 'table-row-cells 40:1']);
  });

  it('an unclosed code fence that swallows the sections below it', async () => {
    const doc = editedDoc('## Resources\n', '```sh\nmake check\n\n## Resources\n');
    const result = await check(doc);
    expect(result.code).toBe(1);
    expect(findings(result).map((finding) => `${finding.ruleId} ${finding.line}:${finding.column}`)).toEqual([
      'section-missing 7:3',
      'section-missing 7:3',
      'section-missing 7:3',
      'code-fence-unclosed 24:1',
    ]);
  });
});
