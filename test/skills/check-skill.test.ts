/**
 * The Agent Skills checker that holds our pack to the format: each way a skill
 * can be broken is caught, with the rule and the line where it is written.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPack } from '../../src/skills/check-pack.js';
import { checkSkill } from '../../src/skills/check-skill.js';
import { scratchDir } from '../helpers/repo.js';

/** Writes a pack holding the given files (paths inside the pack) and returns its folder. */
function writePack(files: Record<string, string>): string {
  const pack = scratchDir('teamdoc-pack-');
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(pack, path, '..'), { recursive: true });
    writeFileSync(join(pack, path), content);
  }
  return pack;
}

/** Writes a skill folder `name` holding the given files and returns its findings. */
function check(name: string, files: Record<string, string>) {
  const pack = writePack(Object.fromEntries(Object.entries(files).map(([path, content]) => [`${name}/${path}`, content])));
  return checkSkill(join(pack, name), { displayRoot: pack }).map(({ file, line, ruleId, message }) => ({ file, line, ruleId, message }));
}

const skill = (frontMatter: string, body = '# Body\n') => `---\n${frontMatter}\n---\n\n${body}`;

describe('checking a skill against the Agent Skills format', () => {
  it('accepts a minimal skill with a linked reference', () => {
    expect(
      check('good', {
        'SKILL.md': skill('name: good\ndescription: "Does a thing. Use when asked."', 'See [the formats](references/formats.md).\n'),
        'references/formats.md': '# Formats\n',
      }),
    ).toEqual([]);
  });

  it('refuses a folder without SKILL.md', () => {
    expect(check('empty', { 'README.md': '# nothing\n' })).toEqual([
      { file: 'empty/SKILL.md', line: 1, ruleId: 'skill-file', message: 'Unexpected skill folder without SKILL.md' },
    ]);
  });

  it('refuses front matter that never closes, or does not open on the first line', () => {
    expect(check('open', { 'SKILL.md': '---\nname: open\ndescription: x\n# body\n' })[0]).toMatchObject({
      ruleId: 'skill-front-matter',
      message: 'Unexpected end of file, expected `---` closing the front matter',
    });
    expect(check('late', { 'SKILL.md': '\n---\nname: late\n---\n' })[0]).toMatchObject({ ruleId: 'skill-front-matter', line: 1 });
  });

  it('refuses broken YAML and duplicate keys, at their line in the file', () => {
    expect(check('broken', { 'SKILL.md': skill('name: broken\ndescription: "x"\nmetadata: [1') })[0]).toMatchObject({
      ruleId: 'skill-front-matter',
      line: 4,
    });
    expect(check('twice', { 'SKILL.md': skill('name: twice\ndescription: "a"\ndescription: "b"') })[0]).toMatchObject({
      ruleId: 'skill-front-matter',
      line: 4,
    });
  });

  it('refuses YAML aliases: front matter is plain data', () => {
    expect(check('alias', { 'SKILL.md': skill('name: alias\ndescription: &d "x"\nlicense: *d') })[0]).toMatchObject({
      ruleId: 'skill-front-matter',
      message: 'Unexpected YAML alias, expected plain values',
    });
  });

  it('refuses fields the specification does not define, such as Claude-only ones', () => {
    expect(check('extra', { 'SKILL.md': skill('name: extra\ndescription: "x"\ndisable-model-invocation: true') })).toEqual([
      {
        file: 'extra/SKILL.md',
        line: 4,
        ruleId: 'skill-field',
        message: 'Unexpected field `disable-model-invocation`, expected one of name, description, license, compatibility, metadata, allowed-tools',
      },
    ]);
  });

  it('refuses a name that breaks the grammar or differs from the folder', () => {
    expect(check('Bad--Name', { 'SKILL.md': skill('name: Bad--Name\ndescription: "x"') })[0]).toMatchObject({ ruleId: 'skill-name', line: 2 });
    expect(check('lead', { 'SKILL.md': skill('name: leader\ndescription: "x"') })).toEqual([
      { file: 'lead/SKILL.md', line: 2, ruleId: 'skill-name', message: "Unexpected name `leader`, expected `lead` (the folder's name)" },
    ]);
    expect(check('nameless', { 'SKILL.md': skill('description: "x"') })[0]).toMatchObject({ ruleId: 'skill-name' });
  });

  it('refuses a missing, empty, too long or angle-bracketed description', () => {
    expect(check('a', { 'SKILL.md': skill('name: a') })[0]).toMatchObject({ ruleId: 'skill-description' });
    expect(check('b', { 'SKILL.md': skill('name: b\ndescription: ""') })[0]).toMatchObject({ ruleId: 'skill-description', line: 3 });
    expect(check('c', { 'SKILL.md': skill(`name: c\ndescription: "${'x'.repeat(1025)}"`) })[0]).toMatchObject({
      ruleId: 'skill-description',
      message: 'Unexpected description of 1025 characters, expected at most 1024',
    });
    expect(check('d', { 'SKILL.md': skill('name: d\ndescription: "Use <when> asked"') })[0]).toMatchObject({ ruleId: 'skill-description' });
  });

  it('refuses metadata that is not text to text, and a compatibility that is too long', () => {
    expect(check('m', { 'SKILL.md': skill('name: m\ndescription: "x"\nmetadata:\n  version: 1.0') })[0]).toMatchObject({
      ruleId: 'skill-metadata',
      line: 4,
    });
    expect(check('k', { 'SKILL.md': skill(`name: k\ndescription: "x"\ncompatibility: "${'y'.repeat(501)}"`) })[0]).toMatchObject({
      ruleId: 'skill-compatibility',
    });
  });

  it('refuses a SKILL.md of 500 lines or more', () => {
    const body = Array.from({ length: 500 }, (_, index) => `line ${index}`).join('\n');
    expect(check('long', { 'SKILL.md': skill('name: long\ndescription: "x"', body) })).toEqual([
      { file: 'long/SKILL.md', line: 500, ruleId: 'skill-size', message: 'Unexpected 505 lines in SKILL.md, expected fewer than 500' },
    ]);
  });

  it('refuses links to missing files and links that leave the pack, wherever they are written', () => {
    expect(
      check('links', {
        'SKILL.md': skill('name: links\ndescription: "x"', 'Read [this](references/missing.md) and [that](../other/references/a.md).\n'),
        'references/a.md': 'Back to [the skill](../SKILL.md#top), out to [the web](https://example.invalid/x).\n',
      }),
    ).toEqual([
      {
        file: 'links/SKILL.md',
        line: 6,
        ruleId: 'skill-link',
        message: 'Unexpected link `references/missing.md` to a missing file, expected an existing file',
      },
      {
        file: 'links/SKILL.md',
        line: 6,
        ruleId: 'skill-link',
        message: 'Unexpected link `../other/references/a.md` outside the skill pack, expected a path inside this skill or a sibling skill',
      },
    ]);
  });

  it('accepts a link into a sibling skill of the pack, and refuses one into a folder that is no skill', () => {
    const pack = writePack({
      'lead/SKILL.md': skill('name: lead\ndescription: "x"', 'Formats: [here](../worker/references/formats.md), notes: [there](../notes/a.md).\n'),
      'worker/SKILL.md': skill('name: worker\ndescription: "x"', 'Formats: [here](references/formats.md).\n'),
      'worker/references/formats.md': '# Formats\n',
      'notes/a.md': '# Not a skill\n',
    });
    expect(checkPack(pack, { displayRoot: pack }).map(({ file, ruleId, message }) => ({ file, ruleId, message }))).toEqual([
      {
        file: 'lead/SKILL.md',
        ruleId: 'skill-link',
        message: 'Unexpected link `../notes/a.md` outside the skill pack, expected a path inside this skill or a sibling skill',
      },
    ]);
  });
});

describe('checking a skill pack', () => {
  const paragraph = 'Every claim cites evidence another session can check: a path, a commit, a command and where its output is.';

  it('refuses a paragraph written twice, in two skills or in one, and names where it was first', () => {
    const pack = writePack({
      'lead/SKILL.md': skill('name: lead\ndescription: "x"', `${paragraph}\n\nShort lines may repeat.\n`),
      'worker/SKILL.md': skill('name: worker\ndescription: "x"', `Short lines may repeat.\n\n${paragraph.replace('a commit, ', 'a commit,\n')}\n`),
    });
    expect(checkPack(pack, { displayRoot: pack }).map(({ file, line, ruleId, message }) => ({ file, line, ruleId, message }))).toEqual([
      {
        file: 'worker/SKILL.md',
        line: 8,
        ruleId: 'skill-duplicate',
        message: 'Unexpected paragraph written a second time (first at lead/SKILL.md:6), expected one copy',
      },
    ]);
  });

  it('accepts the paragraph once, linked from the other skill (the finding’s hint, applied)', () => {
    const pack = writePack({
      'lead/SKILL.md': skill('name: lead\ndescription: "x"', 'Evidence: [the rule](../worker/references/evidence.md).\n'),
      'worker/SKILL.md': skill('name: worker\ndescription: "x"', 'Evidence: [the rule](references/evidence.md).\n'),
      'worker/references/evidence.md': `${paragraph}\n`,
    });
    expect(checkPack(pack, { displayRoot: pack })).toEqual([]);
  });
});
