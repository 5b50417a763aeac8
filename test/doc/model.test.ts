/** The model of a full team doc: every part read, every piece located. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseTeamDoc } from '../../src/rules/engine/load-doc.js';
import { TEST_NOW } from '../helpers/clock.js';

const example = readFileSync(new URL('../../examples/ml-training-push.md', import.meta.url), 'utf8');
const { doc, findings } = parseTeamDoc(example, 'ml-training-push.md', TEST_NOW);

describe('the model of examples/ml-training-push.md', () => {
  it('has no structure findings', () => {
    expect(findings).toEqual([]);
  });

  it('reads the front matter settings', () => {
    expect(doc.frontMatter.settings).toMatchObject({ team: 'llm-7b-push', format: 1, 'log-ref': 'teamdoc/log', checkin: { ms: 3_600_000 } });
  });

  it('reads the title and the intent', () => {
    expect(doc.titles.map((title) => title.text)).toEqual(['7B pre-training push for the December release']);
    expect(doc.intent?.text).toMatch(/^Train the 7B base model/);
    expect(doc.intent?.span.start.line).toBe(12);
  });

  it('reads roles with former names located inside their cell', () => {
    const pretrain = doc.roles.find((role) => role.name.text === 'pretrain')!;
    expect(pretrain.formerNames.map((name) => `${name.text}@${name.span.start.line}:${name.span.start.column}`)).toEqual(['trainer@21:18']);
    expect(pretrain).toMatchObject({ runtime: 'claude', host: 'gpu-a', parent: 'top', status: 'active' });
    expect(pretrain.parts.map((part) => part.text)).toEqual(['pretrain-7b']);
    const top = doc.roles[0]!;
    expect(top.parent).toBeUndefined();
    expect(top.parts).toEqual([]);
    expect(doc.roles.find((role) => role.name.text === 'ablate')?.session).toBeUndefined();
  });

  it('parses resource values: GPU sets with and without a host, port ranges, paths', () => {
    const value = (name: string) => doc.resources.find((resource) => resource.cells.resource.text === name)?.value;
    expect(value('ablation cards')).toEqual({
      type: 'numbers',
      host: 'gpu-a',
      ranges: [
        { first: 6, last: 6 },
        { first: 7, last: 7 },
      ],
    });
    expect(value('TensorBoard')).toEqual({ type: 'numbers', host: undefined, ranges: [{ first: 6006, last: 6009 }] });
    expect(value('checkpoints')).toEqual({ type: 'path', path: '/data/runs/pretrain-7b' });
    expect(value('cloud spend')).toEqual({ type: 'text', text: '$1,800' });
  });

  it('reads board items and decisions, with Since as a date', () => {
    expect(doc.board).toHaveLength(4);
    expect(doc.decisions.map((decision) => [decision.askedBy, decision.default, decision.since?.toISOString().slice(0, 10)])).toEqual([
      ['pretrain', 'train on to 60k', '2026-11-29'],
      ['evals', 'no: queue them on gpu-b', '2026-11-30'],
    ]);
  });

  it('reads parts: statement, plan, several dated criteria sections with their raw text, and the verdict', () => {
    expect(doc.parts.map((part) => part.id.text)).toEqual(['pretrain-7b', 'data-mix', 'eval-suite', 'warmup-ablation']);
    const evals = doc.parts[2]!;
    expect(evals.statement?.text).toMatch(/^evals owns the evaluation suite/);
    expect(evals.criteria.map((criteria) => [criteria.dateText, criteria.heading.span.start.line])).toEqual([
      ['2026-11-22', 118],
      ['2026-11-27', 125],
    ]);
    expect(evals.criteria[0]!.content.text).toMatch(/^\| Measure \| Pass \| Fail \|/);
    expect(evals.criteria[0]!.lines[0]!.text).toBe('Measure | Pass | Fail');
    expect(evals.verdict?.empty).toBe(true);
    const data = doc.parts[1]!;
    expect(data.criteria[0]!.lines.every((line) => line.checklist)).toBe(true);
    expect(data.verdict?.content.text).toMatch(/^Pass on all three/);
  });

  it('keeps a position for every cell', () => {
    for (const table of doc.tables) {
      for (const row of table.rows) for (const cell of row.cells) expect(cell.span.start.line).toBe(row.span.start.line);
    }
  });
});
