/** Reading a report for what it says of itself: results or not, evidence cited, criteria answered. */
import { describe, expect, it } from 'vitest';
import { isResultReport, reportEvidence, unansweredCriteria } from '../../src/protocol/report-evidence.js';

const done = (body: string, evidence?: Array<Record<string, string>>) => reportEvidence({ kind: 'report', body, ...(evidence ? { evidence } : {}) });

describe('reports of results', () => {
  it('are reports that are not a notice (ack, handoff), a question, a blocker or a request for a resource; a free-form report counts', () => {
    expect(isResultReport({ kind: 'report', body: '[result] train: loss 2.3\n' })).toBe(true);
    expect(isResultReport({ kind: 'report', body: '[done] train: finished\n' })).toBe(true);
    expect(isResultReport({ kind: 'report', body: 'the run is at 10k, loss 2.4\n' })).toBe(true);
    expect(isResultReport({ kind: 'report', body: '[question] train: which metric?\n' })).toBe(false);
    expect(isResultReport({ kind: 'report', body: '[blocked] train: no cards\n' })).toBe(false);
    expect(isResultReport({ kind: 'report', body: '[resource] train: two more cards\n' })).toBe(false);
    expect(isResultReport({ kind: 'report', body: '[ack] train: joined as train, worktree /w/wt-train\n' })).toBe(false);
    expect(isResultReport({ kind: 'report', body: '[handoff] train: handed off to train2, entry 01M8TJGCVNFARPBRMVVBQ304TM\n' })).toBe(false);
    expect(isResultReport({ kind: 'brief', body: '[result] train: loss 2.3\n' })).toBe(false);
  });
});

describe('a [done] report', () => {
  it('cites what verdicts cite: paths, commits, commands and links, or the entry’s own evidence field', () => {
    expect(done('[done] train: finished\nEvidence:\n- runs/7b/eval.json — loss 2.04\n')!.evidence).toEqual([{ kind: 'path', text: 'runs/7b/eval.json' }]);
    expect(done('[done] train: finished\nEvidence:\n- commit 3f2a9c1, `npm test`\n')!.evidence.map((ref) => ref.kind)).toEqual(['commit', 'command']);
    expect(done('[done] train: finished\nEvidence:\n- https://ci.example/run/12\n')!.evidence.map((ref) => ref.kind)).toEqual(['url']);
    expect(done('[done] train: finished\nEvidence: attached\n', [{ commit: '3f2a9c1' }])!.evidence).toEqual([{ kind: 'commit', text: '3f2a9c1' }]);
    expect(done('[done] train: finished\nEvidence:\n- it works, all tests pass\n')!.evidence).toEqual([]);
  });

  it('gives its part and its Criteria lines (list markers removed; none when it has no such field)', () => {
    const reading = done(
      '[done] eval: scored\nEvidence:\n- /data/evals/report.json\nCriteria: all twelve suites run: pass\n- the mean beats the baseline: fail — 0.3 below\nRemains: none\n',
    );
    expect(reading).toMatchObject({
      part: 'eval',
      summary: 'scored',
      criteria: ['all twelve suites run: pass', 'the mean beats the baseline: fail — 0.3 below'],
    });
    expect(done('[done] eval: scored\nEvidence:\n- /data/evals/report.json\n')!.criteria).toBeUndefined();
  });

  it('from a worker that cannot commit: the files under Uncommitted are cited, and no field runs into the next', () => {
    const reading = done(
      "[done] cli: --top is finished\nEvidence:\n- `npm test` — exit 0, evidence/cli/npm-test.txt\nCriteria:\n- `npm test` exits 0: pass — evidence/cli/npm-test.txt\nRemains: none\nUncommitted:\n- src/cli.js sha256 0b1c\n- src/rank.js sha256 9f2e, ranking's copy: not mine\n",
    );
    expect(reading!.criteria).toEqual(['`npm test` exits 0: pass — evidence/cli/npm-test.txt']);
    expect(reading!.evidence.filter((ref) => ref.kind === 'path').map((ref) => ref.text)).toEqual(expect.arrayContaining(['src/cli.js', 'src/rank.js']));
  });

  it('is only a report whose first line says [done]', () => {
    expect(done('[result] train: loss 2.3\nEvidence:\n- runs/a.json\n')).toBeUndefined();
    expect(reportEvidence({ kind: 'brief', body: '[done] train: finished\n' })).toBeUndefined();
  });
});

describe('criteria answered', () => {
  const criteria = ['Pass: validation loss at or below 2.1 at 20k.', 'Fail: loss above 2.1 at 20k, or a divergence.', 'no divergence before 20k'];

  it('each criterion (a Fail: line being the other side of its Pass: line) appears in the doc’s words, case and spacing aside', () => {
    expect(unansweredCriteria(criteria, ['Validation loss at or below  2.1 at 20k: pass — 2.04', 'no divergence before 20k: pass'])).toEqual([]);
    expect(unansweredCriteria(criteria, ['loss: fine'])).toEqual(['Pass: validation loss at or below 2.1 at 20k.', 'no divergence before 20k']);
    expect(unansweredCriteria(criteria, [])).toHaveLength(2);
  });

  it('a criterion quoted from the doc’s source, Markdown escapes and all, is in the doc’s words', () => {
    // apply-plan writes a bare <sample> as \<sample>; the doc reads it as <sample>, a worker copies the source.
    const escaped = ['Pass: equal to topWords(countWords(<sample>), 3)'];
    expect(unansweredCriteria(escaped, ['equal to topWords(countWords(\\<sample>), 3): pass — run.txt'])).toEqual([]);
    expect(unansweredCriteria(escaped, ['equal to topWords(countWords(<sample>), 3): pass — run.txt'])).toEqual([]);
    // A backslash before a letter is no escape: a pattern's \t stays as written on both sides.
    expect(unansweredCriteria(['Pass: lines match /^\\w+\\t\\d+$/'], ['lines match /^\\w+\\t\\d+$/: pass'])).toEqual([]);
  });
});
