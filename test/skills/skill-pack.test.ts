/**
 * The skills teamdoc ships load as they are in Claude Code (as a plugin) and in
 * Codex (copied to .agents/skills): valid Agent Skills, lean, and teaching the
 * protocol with the exact commands.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageFile } from '../../src/package-files.js';
import { formatsWritten } from '../../src/protocol/formats-in-markdown.js';
import { REPORT_FORMATS } from '../../src/protocol/report-formats.js';
import { checkPack } from '../../src/skills/check-pack.js';
import { readFrontMatter } from '../../src/skills/front-matter.js';
import { localLinks } from '../../src/skills/links.js';
import { filesBelow, skillNames } from '../../src/skills/skill-files.js';

const PACK = packageFile('skills');
const PORTABLE_FIELDS = ['name', 'description', 'license', 'compatibility', 'metadata'];
const read = (path: string) => readFileSync(join(PACK, path), 'utf8');

function frontMatterOf(skill: string) {
  const frontMatter = readFrontMatter(read(`${skill}/SKILL.md`));
  if (!frontMatter.ok) throw new Error(`${skill}: ${frontMatter.message}`);
  return new Map(frontMatter.fields.map((field) => [field.key, field]));
}

describe('the skill pack', () => {
  it('ships the lead and worker skills', () => {
    expect(skillNames(PACK)).toEqual(expect.arrayContaining(['lead', 'worker']));
  });

  it('is a valid pack of Agent Skills: fields, names, descriptions, sizes, links, and no paragraph written twice', () => {
    expect(checkPack(PACK, { displayRoot: PACK })).toEqual([]);
  });

  it.each(skillNames(PACK))('%s uses only portable fields and a quoted description of at most 400 characters', (skill) => {
    const fields = frontMatterOf(skill);
    expect([...fields.keys()].filter((key) => !PORTABLE_FIELDS.includes(key))).toEqual([]);
    const description = fields.get('description')!;
    expect(description.source.startsWith('"')).toBe(true);
    expect(String(description.value).length).toBeLessThanOrEqual(400);
    expect(String(description.value)).toMatch(/Use when /);
  });

  it.each(skillNames(PACK))('%s links every reference it ships, one level deep', (skill) => {
    const linked = new Set(localLinks(read(`${skill}/SKILL.md`)).map((link) => link.path));
    const references = filesBelow(join(PACK, skill)).filter((path) => path !== 'SKILL.md');
    for (const reference of references) {
      expect(reference).toMatch(/^references\/[^/]+\.md$/);
      expect(linked, `${skill}/SKILL.md does not link ${reference}`).toContain(reference);
    }
  });

  it('keeps each shared reference once: the lead links the worker’s copy', () => {
    const leadLinks = localLinks(read('lead/SKILL.md')).map((link) => link.path);
    for (const name of ['report-formats.md', 'authority.md', 'codex.md']) {
      expect(leadLinks).toContain(`../worker/references/${name}`);
      expect(existsSync(join(PACK, 'lead', 'references', name)), `skills/lead/references/${name}`).toBe(false);
    }
  });

  it('the report formats in worker/references match the fixed formats, field by field', () => {
    const written = formatsWritten(read('worker/references/report-formats.md'));
    expect(written.map(({ tag, fields }) => ({ tag, fields }))).toEqual(REPORT_FORMATS.map(({ tag, fields }) => ({ tag, fields: [...fields] })));
  });
});

describe('what the lead skill teaches', () => {
  const lead = read('lead/SKILL.md');
  // What the lead reads only when a step needs it: its own references and the worker's it links.
  const withReferences = [lead, ...localLinks(lead).map((link) => read(join('lead', link.path)))].join('\n');

  it('walks a team’s life in order: boundary, split, doc, resources, kickoff, start, ack and plan, check-in, messages, restarts and handoffs, authority, close-out', () => {
    const steps = [...lead.matchAll(/^## (\d+)\. (.+)$/gm)].map((match) => match[2]);
    expect(steps).toEqual([
      'Decide whether a second session is worth it',
      'Agree the split with the person',
      'Write the team doc',
      'Allocate every shared resource',
      'Render one kickoff per part',
      'Start each worker',
      'Take in each ack and plan',
      'Check in at the pace of the work',
      'Messages',
      "When a worker's session ends or changes",
      'Never launder authority',
      'Close out a part',
    ]);
  });

  it('names the exact commands and runtime facts, in the skill or the references it links', () => {
    for (const text of [
      'teamdoc init',
      'teamdoc check',
      'teamdoc check --kickoff',
      'teamdoc kickoff <part> --permission-mode <your mode>',
      'teamdoc apply-plan <part>',
      'teamdoc log --unread --for <you>',
      'teamdoc view',
      'teamdoc send --to <name>',
      'SendMessage',
    ]) {
      expect(lead, text).toContain(text);
    }
    for (const text of [
      'teamdoc sync',
      'teamdoc view --watch',
      'teamdoc scan',
      'teamdoc record --from',
      '--outside-team',
      'env -u CLAUDE_CODE_CHILD_SESSION claude --bg --name',
      'claude agents --json',
      'claude stop <id>',
      '#### Verdict',
    ]) {
      expect(withReferences, text).toContain(text);
    }
  });
});

describe('what the worker skill teaches', () => {
  const worker = read('worker/SKILL.md');

  it('names the ack, the pre-registration rule, the process rule and every report', () => {
    for (const text of [
      'teamdoc join --parent <parent> --part <part> --name <you>',
      'before you look at any result',
      'Never edit the team doc',
      'teamdoc sync',
      'pkill -f',
      'teamdoc record --from <you>',
      'teamdoc send --to <parent>',
      'teamdoc log --unread --for <you>',
      ...REPORT_FORMATS.filter((format) => format.direction === 'up').map((format) => `\`[${format.tag}]\``),
    ]) {
      expect(worker, text).toContain(text);
    }
  });
});
