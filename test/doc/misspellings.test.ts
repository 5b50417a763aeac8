/**
 * Typos in the format's fixed words find their target: one located finding
 * with a did-you-mean, the misspelt heading or column read as what it most
 * likely is for the rest of the check (the history included), and the hint,
 * applied as written, leaves the doc clean.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseTeamDoc } from '../../src/rules/engine/load-doc.js';
import type { Finding } from '../../src/findings/finding.js';
import { checkLoadedDoc } from '../../src/rules/engine/check-doc.js';
import { ruleById } from '../../src/rules/index.js';
import { exampleLog } from '../helpers/example-log.js';
import { EXAMPLE_NOW, runRule } from '../helpers/rule-examples.js';

const BASE = readFileSync(new URL('../fixtures/valid/corpus-base.md', import.meta.url), 'utf8');

function check(text: string): Finding[] {
  return checkLoadedDoc(parseTeamDoc(text, 'TEAM.md', EXAMPLE_NOW), 'TEAM.md', { now: EXAMPLE_NOW });
}

function edited(from: string, to: string, text = BASE): string {
  expect(text).toContain(from);
  return text.replace(from, to);
}

const shown = (findings: Finding[]) => findings.map((finding) => `${finding.line}:${finding.column} ${finding.ruleId} ${finding.message} | ${finding.hint}`);

describe('a misspelt fixed word', () => {
  it('`## Resouces` is one finding at the heading, and its resources are still checked', () => {
    const overlapping = edited('| eval server | port | 8150-8159 | eval | |', '| eval server | port | gpu-a:8140-8159 | eval | |');
    expect(shown(check(edited('## Resources', '## Resouces', overlapping)))).toEqual([
      '24:4 section-missing Unexpected heading `Resouces`, expected `## Resources` (read as that section) | Did you mean `## Resources`? Headings must match, letter case aside.',
      expect.stringMatching(/^31:24 resource-port-overlap Unexpected port range `gpu-a:8140-8159` \(overlaps `8100-8149` of `train`/),
    ]);
  });

  it('`### Needs user decison` under Board is read as the decisions, which are still checked', () => {
    const text = edited(
      '| Train past 60k? | train | stop at 60k |',
      '| Train past 60k? | train | — |',
      edited('### Needs user decision', '### Needs user decison'),
    );
    expect(shown(check(text)).map((line) => line.split(' | ')[0])).toEqual([
      '41:5 section-missing Unexpected heading `Needs user decison`, expected `### Needs user decision` (read as that section)',
      expect.stringMatching(/^45:\d+ decision-default /),
    ]);
  });

  it('`Runtme` and `Parnet` columns are one finding each, and the roles are read by them (no missing top, no unknown runtime)', () => {
    const text = edited('| Name | Runtime | Session | Host | Worktree | Parent |', '| Name | Runtme | Session | Host | Worktree | Parnet |');
    const loaded = parseTeamDoc(text, 'TEAM.md', EXAMPLE_NOW);
    expect(loaded.doc.roles.map((role) => `${role.name.text} ${role.runtime} ${role.parent ?? '—'}`)).toEqual([
      'top claude —',
      'train claude top',
      'eval codex top',
    ]);
    expect(shown(check(text)).map((line) => line.split(' | ')[0])).toEqual([
      '13:10 table-columns Unexpected column `Runtme`, expected `Runtime` (read as that column)',
      '13:47 table-columns Unexpected column `Parnet`, expected `Parent` (read as that column)',
    ]);
  });

  it('`#### Critera` is read as criteria: one finding, and no part without criteria', () => {
    const text = edited('#### Criteria (2026-11-20)\n\n- Pass: validation', '#### Critera (2026-11-20)\n\n- Pass: validation');
    expect(
      parseTeamDoc(text, 'TEAM.md', EXAMPLE_NOW).doc.parts[0]!.criteria.map((section) => [section.dateText, section.lines.length, section.misspelled]),
    ).toEqual([['2026-11-20', 2, true]]);
    expect(check(text).map((finding) => finding.ruleId)).toEqual(['part-section-name']);
  });

  it('a part heading and its owner’s cell that differ by a typo are one finding, at the cell, with the id the heading defines', () => {
    const text = edited('### eval\n', '### fine-eval\n', edited('| top | eval | active |', '| top | fineeval | active |'));
    expect(shown(check(text))).toEqual([
      "17:87 role-part-exists Unexpected part `fineeval` of `eval`, expected `fine-eval` as under `## Parts` (read as that part) | Did you mean `fine-eval`? A part's id is its `###` heading.",
    ]);
  });

  it('…and a session that stated either spelling is not a second finding in the chain', () => {
    const text = edited('### eval\n', '### fine-eval\n', edited('| top | eval | active |', '| top | fineeval | active |'));
    for (const stated of ['fineeval', 'fine-eval']) {
      const log = exampleLog([
        { at: '09:00', join: { name: 'train', parent: 'top', part: 'train', session: '22222222-2222-4222-8222-222222222222' } },
        { at: '09:01', join: { name: 'eval', parent: 'top', part: stated, session: '019a0000-0000-7000-8000-000000000003' } },
        { at: '11:00', kind: 'report', from: 'train', to: 'top' },
        { at: '11:00', kind: 'report', from: 'eval', to: 'top' },
      ]);
      const findings = checkLoadedDoc(parseTeamDoc(text, 'TEAM.md', EXAMPLE_NOW), 'TEAM.md', { now: new Date('2026-11-30T11:30:00Z'), providers: log });
      expect(findings.map((finding) => finding.ruleId)).toEqual(['role-part-exists']);
    }
  });

  it('a misspelt role name is read as that role: one finding, and the resources, the board and the chain go on from it', () => {
    const owner = edited('| eval server | port | 8150-8159 | eval | |', '| eval server | port | 8140-8159 | evl | |');
    expect(shown(check(owner))).toEqual([
      '31:36 resource-owner-exists Unexpected owner `evl`, expected `eval`, a role from the roles table (read as that role) | Did you mean `eval`?',
      // Read as eval's, the range is on eval's host, gpu-b: no overlap with train's on gpu-a.
    ]);
    const askedBy = edited('| Train past 60k? | train |', '| Train past 60k? | trian |');
    expect(shown(check(askedBy)).map((line) => line.split(' | ')[0])).toEqual([
      '45:21 board-owner-exists Unexpected role `trian` for decision `Train past 60k?`, expected `train`, a role from the roles table (read as that role)',
    ]);
    const parent = edited('| gpu-b | /work/wt-eval | top |', '| gpu-b | /work/wt-eval | tpo |');
    const log = exampleLog([
      { at: '09:00', join: { name: 'train', parent: 'top', part: 'train', session: '22222222-2222-4222-8222-222222222222' } },
      { at: '09:01', join: { name: 'eval', parent: 'top', part: 'eval', session: '019a0000-0000-7000-8000-000000000003' } },
      { at: '11:00', kind: 'report', from: 'train', to: 'top' },
      { at: '11:00', kind: 'report', from: 'eval', to: 'top' },
    ]);
    const findings = checkLoadedDoc(parseTeamDoc(parent, 'TEAM.md', EXAMPLE_NOW), 'TEAM.md', { now: new Date('2026-11-30T11:30:00Z'), providers: log });
    expect(findings.map((finding) => `${finding.line}:${finding.column} ${finding.ruleId} ${finding.message}`)).toEqual([
      '17:81 role-parent-exists Unexpected parent `tpo` of `eval`, expected `top`, a role in this table (read as that role)',
    ]);
  });

  it('a heading far from every fixed word is the team’s own, and a section the doc already has is never read twice', () => {
    expect(check(edited('## Rules\n', '## Notes for reviewers\n\n## Rules\n'))).toEqual([]);
    expect(check(edited('## Rules\n', '## Role\n\nWho may join later.\n\n## Rules\n'))).toEqual([]);
  });
});

describe('every typo’s hint, applied as written', () => {
  const cases: [name: string, typo: string, fixed: string][] = [
    ['a section', '## Resouces', '## Resources'],
    ['a column', '| Name | Runtme |', '| Name | Runtime |'],
    ['a part subsection', '#### Critera (2026-11-20)', '#### Criteria (2026-11-20)'],
    ['a Part cell', '| top | evl | active |', '| top | eval | active |'],
    ['a Parent cell', '| /work/wt-eval | tpo |', '| /work/wt-eval | top |'],
  ];
  for (const [name, typo, fixed] of cases) {
    it(`fixes ${name} without creating another finding`, () => {
      const text = edited(fixed, typo);
      const [finding] = check(text);
      const suggestion = /Did you mean `([^`]+)`\?/.exec(finding!.hint ?? '')?.[1];
      expect(suggestion).toBeDefined();
      // The hint names the fixed word; writing it in place of the typo at the finding's position leaves a clean doc.
      const lines = text.split('\n');
      const line = lines[finding!.line! - 1]!;
      const written = line.slice(finding!.column! - 1, finding!.endColumn! - 1);
      const replacement = suggestion!
        .replace(/^#+ /, '')
        .replace(/^(\w)/, (letter) => (written[0] === written[0]!.toUpperCase() ? letter.toUpperCase() : letter));
      lines[finding!.line! - 1] = line.slice(0, finding!.column! - 1) + replacement + line.slice(finding!.endColumn! - 1);
      expect(check(lines.join('\n'))).toEqual([]);
    });
  }
});

describe('the history reads a misspelt heading as the model does', () => {
  it('criteria under `#### Critera`, committed before the verdict, are criteria before the verdict', () => {
    const criteriaFirst = edited('#### Criteria (2026-11-20)\n\n- Pass: validation', '#### Critera (2026-11-20)\n\n- Pass: validation');
    const withVerdict = edited('#### Verdict\n\n### eval', '#### Verdict\n\nPass at 20k (`runs/20k/eval.json`).\n\n### eval', criteriaFirst);
    const history = [{ hash: '1a2b3c4', date: '2026-11-20T09:00:00Z', subject: 'Criteria for train', doc: criteriaFirst }];
    expect(runRule(ruleById('criteria-before-verdict')!, withVerdict, undefined, history)).toEqual([]);
    expect(runRule(ruleById('criteria-unchanged')!, withVerdict, undefined, history)).toEqual([]);
  });
});
