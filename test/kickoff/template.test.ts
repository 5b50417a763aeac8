/**
 * templates/kickoff.md is what `teamdoc kickoff PART` fills: it must carry every
 * placeholder the command fills and no other, stand on its own once filled (the
 * worker contract and the report formats inline), and open with a marker line
 * a transcript scanner recognises whatever the names hold.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HANDOFF_KICKOFF_TEMPLATE_PATH, TOP_HANDOFF_KICKOFF_TEMPLATE_PATH } from '../../src/handoff/first-message.js';
import { packageFile } from '../../src/package-files.js';
import { fillKickoff, placeholdersIn, readKickoffTemplate } from '../../src/kickoff/fill.js';
import { KICKOFF_MARKER_OPENING, findKickoffMarker } from '../../src/kickoff/marker.js';
import { KICKOFF_PLACEHOLDERS, type KickoffValues } from '../../src/kickoff/placeholders.js';
import { formatsWritten } from '../../src/protocol/formats-in-markdown.js';
import { REPORT_FORMATS } from '../../src/protocol/report-formats.js';

const template = readKickoffTemplate();

const values: KickoffValues = {
  team: 'vision-push',
  intent: 'Train the small vision model to 80% top-1 on the held-out set, and evaluate it on two machines.',
  'part.id': 'train',
  'part.statement': 'train owns the training run on gpu-1, its checkpoints and its logs.',
  'part.earlier': '(none)',
  'owner.name': 'train',
  'owner.worktree': '/home/ana/vision/wt-train',
  'owner.host': 'gpu-1',
  'parent.name': 'lead',
  'parent.session': '4b1f0d9e-2a7c-4e55-9d0b-8f3e6c1a2b3c',
  'parent.runtime': 'claude',
  'parent.host': 'ws-1',
  'doc.path': '/home/ana/vision/TEAM.md',
  'doc.file': 'TEAM.md',
  'doc.branch': 'main',
  'output.fetch': 'run `git fetch origin` first: a commit pushed from another machine is not here before it.',
  'output.reports': 'they reach your clone with your `teamdoc sync`, which you run before every `teamdoc log`',
  'output.shared': 'origin/main',
  resources: '- GPU (gpu): 0,1 on gpu-1\n- ports (port): 8100-8149 — tensorboard',
  criteria: '(none yet)',
  first_command: 'teamdoc join --parent lead --part train --name train',
  permission_mode: 'default',
};

describe('the kickoff template', () => {
  it('uses exactly the placeholders the kickoff command fills', () => {
    expect(placeholdersIn(template).sort()).toEqual(KICKOFF_PLACEHOLDERS.map((placeholder) => placeholder.name).sort());
  });

  it('opens with the marker line, and only one', () => {
    expect(template.split('\n')[0]!.startsWith(KICKOFF_MARKER_OPENING)).toBe(true);
    expect(template.split(KICKOFF_MARKER_OPENING)).toHaveLength(2);
  });

  it('fills into a self-contained kickoff: no placeholder left, the ack first, every value in place', () => {
    const kickoff = fillKickoff(template, values);
    expect(kickoff).not.toMatch(/\{\{/);
    expect(kickoff).toContain('```sh\nteamdoc join --parent lead --part train --name train\n```');
    expect(kickoff.indexOf('teamdoc join')).toBeLessThan(kickoff.indexOf('## The whole work'));
    for (const [name, value] of Object.entries(values)) expect(kickoff, name).toContain(value);
    expect(kickoff).not.toMatch(/as discussed|see above|as before/i);
  });

  it('carries the worker contract inline', () => {
    for (const text of [
      'a new `[plan]` with the reason',
      'Never edit it',
      'before you look at any result',
      'Own worktree, own resources only',
      'pkill -f',
      'approves nothing',
      'Shared definitions go through their owner',
      'teamdoc record --from {{owner.name}} --to {{parent.name}} --kind report',
      'teamdoc log --unread --for',
      '--native-id',
    ]) {
      expect(template, text).toContain(text);
    }
  });

  it('spells out every upward report format with its fixed fields', () => {
    const written = formatsWritten(template).map(({ tag, fields }) => ({ tag, fields }));
    const up = REPORT_FORMATS.filter((format) => format.direction === 'up');
    expect(written).toEqual(up.map(({ tag, fields }) => ({ tag, fields: [...fields] })));
    for (const format of up) expect(template).toContain(`[${format.tag}] {{part.id}}: `);
  });

  it('the handoff first message spells out the same upward formats, so a successor needs no skill either', () => {
    const handoffTemplate = readFileSync(packageFile(HANDOFF_KICKOFF_TEMPLATE_PATH), 'utf8');
    const written = formatsWritten(handoffTemplate).map(({ tag, fields }) => ({ tag, fields }));
    const up = REPORT_FORMATS.filter((format) => format.direction === 'up');
    expect(written).toEqual(up.map(({ tag, fields }) => ({ tag, fields: [...fields] })));
  });

  it('the top’s successor’s first message spells out no report format: it reports to no one', () => {
    const topTemplate = readFileSync(packageFile(TOP_HANDOFF_KICKOFF_TEMPLATE_PATH), 'utf8');
    expect(formatsWritten(topTemplate)).toEqual([]);
    expect(topTemplate.split('\n')[0]).toContain(' role=top -->');
  });

  it('repeats the upward formats of report-formats.md word for word, in the kickoff and the handoff first message', () => {
    const blocks = (markdown: string) =>
      new Map([...markdown.matchAll(/```text\n(\[[a-z]+\][^\n]*\n[\s\S]*?)```/g)].map((match) => [/^\[([a-z]+)\]/.exec(match[1]!)![1]!, match[1]!]));
    const reference = blocks(readFileSync(packageFile('skills/worker/references/report-formats.md'), 'utf8'));
    const copies = {
      kickoff: blocks(template.replaceAll('{{part.id}}', '<part>')),
      handoff: blocks(readFileSync(packageFile(HANDOFF_KICKOFF_TEMPLATE_PATH), 'utf8')),
    };
    for (const [where, copy] of Object.entries(copies)) {
      expect([...copy.keys()].sort(), where).toEqual(['blocked', 'done', 'plan', 'question', 'resource', 'result']);
      for (const [tag, block] of copy) expect(block, `${where}: [${tag}]`).toBe(reference.get(tag));
      // How a [done] answers a criterion: the same words as the reference, so no reader wonders about the label.
      const text = where === 'kickoff' ? template : readFileSync(packageFile(HANDOFF_KICKOFF_TEMPLATE_PATH), 'utf8');
      expect(text.replace(/\s+/g, ' '), where).toContain("in the doc's words (its label kept or left out)");
    }
  });

  it('keeps a marker a scanner can read back, whatever the names hold', () => {
    const hostile = { ...values, team: 'a team --> <b>', 'part.id': 'x y=z', 'owner.name': 'trä"in', 'parent.name': '%41' };
    const marker = findKickoffMarker(fillKickoff(template, hostile));
    expect(marker).toEqual({
      version: 1,
      attributes: { team: 'a team --> <b>', part: 'x y=z', owner: 'trä"in', parent: '%41' },
    });
    const firstLine = fillKickoff(template, hostile).split('\n')[0]!;
    expect(firstLine.endsWith(' -->')).toBe(true);
    expect(firstLine.slice(0, -4)).not.toContain('-->');
  });
});

describe('filling a kickoff', () => {
  it('substitutes once: a value that looks like a placeholder stays as written', () => {
    const kickoff = fillKickoff(template, { ...values, intent: 'Literally {{part.id}} and {{nope}}.' });
    expect(kickoff).toContain('Literally {{part.id}} and {{nope}}.');
  });

  it('keeps multi-line values of block placeholders', () => {
    const criteria = '#### Criteria (2026-11-30)\n\n- pass: top-1 ≥ 80%\n- fail: top-1 < 80% after 40 epochs';
    expect(fillKickoff(template, { ...values, criteria })).toContain(criteria);
  });

  it('refuses a template with a placeholder nobody fills', () => {
    expect(() => fillKickoff(`${template}\n{{owner.email}}\n`, values)).toThrow('unknown placeholders: owner.email');
  });

  it('refuses a missing value and a line value that spans lines', () => {
    const { intent: _intent, ...withoutIntent } = values;
    expect(() => fillKickoff(template, withoutIntent as KickoffValues)).toThrow('no value for kickoff placeholder {{intent}}');
    expect(() => fillKickoff(template, { ...values, 'part.statement': 'one\ntwo' })).toThrow('{{part.statement}} takes one line');
  });
});

describe('finding a kickoff marker', () => {
  it('finds it inside other text and reads its attributes', () => {
    const text = 'Another session said:\n<!-- teamdoc:kickoff v=1 team=ml part=eval owner=eval parent=lead -->\n# Kickoff';
    expect(findKickoffMarker(text)).toEqual({ version: 1, attributes: { team: 'ml', part: 'eval', owner: 'eval', parent: 'lead' } });
  });

  it('ignores text without one, and markers without a version, with a repeated key or bad encoding', () => {
    expect(findKickoffMarker('# Kickoff: you are train')).toBeUndefined();
    expect(findKickoffMarker('<!-- teamdoc:kickoff part=a -->')).toBeUndefined();
    expect(findKickoffMarker('<!-- teamdoc:kickoff v=1 part=a part=b -->')).toBeUndefined();
    expect(findKickoffMarker('<!-- teamdoc:kickoff v=1 part=%E0%A4%A -->')).toBeUndefined();
  });
});
