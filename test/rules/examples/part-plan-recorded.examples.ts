/** Examples of `part-plan-recorded`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

const roles = md`
  ## Roles

  | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
  | --- | --- | --- | --- | --- | --- | --- | --- |
  | top | claude | s-top | — | — | — | — | active |
  | eval | codex | s-eval | — | — | top | eval | starting |
`;

const joined = { at: '10:00', join: { name: 'eval', parent: 'top', part: 'eval', session: 's-eval' } };
const plan = (at: string, criteria = '- Pass: accuracy at or above 0.71 on the held-out set\n- Fail: below 0.71') => ({
  at,
  kind: 'report' as const,
  from: 'eval',
  session: 's-eval',
  to: 'top',
  body: `[plan] eval: score the 20k checkpoint on the held-out set\nPlan:\n- run scripts/eval.py on ckpt-20k\n- write scores to /data/evals/20k.json\nCriteria:\n${criteria}\n`,
});

/** The 10:05 plan with these criteria and one of its plan's words written otherwise. */
const planWith = (criteria: string, from: string, to: string) => {
  const entry = plan('10:05', criteria);
  return { ...entry, body: entry.body.replace(from, to) };
};

const applied = md`
  ${roles.replace('| starting |', '| active |')}
  ## Parts

  ### eval

  Scores each checkpoint.

  #### Plan

  - run scripts/eval.py on ckpt-20k
  - write scores to /data/evals/20k.json

  #### Criteria (2026-11-30)

  - Pass: accuracy at or above 0.71 on the held-out set
  - Fail: below 0.71

  #### Verdict
`;

/** The part's sections all there and empty: the plan not written in yet. */
const emptyPart = md`
  ${roles}
  ## Parts

  ### eval

  Scores each checkpoint.

  #### Plan

  #### Criteria

  #### Verdict
`;

export default {
  ok: {
    'the plan and criteria are in the doc as reported': { doc: applied, log: [joined, plan('10:05')] },
    'no plan reported yet': { doc: applied.replace(/#### Plan[\s\S]*#### Verdict/, '#### Verdict'), log: [joined] },
    'code in the plan and criteria, written in as apply-plan writes them': {
      doc: applied
        .replace('run scripts/eval.py', 'run `scripts/eval.py`')
        .replace('- Fail: below 0.71', '- Fail: `scripts/eval.py` exits non-zero, or below 0.71'),
      log: [
        joined,
        planWith(
          '- Pass: accuracy at or above 0.71 on the held-out set\n- Fail: `scripts/eval.py` exits non-zero, or below 0.71',
          'run scripts/eval.py',
          'run `scripts/eval.py`',
        ),
      ],
    },
  },
  notOk: {
    'a plan reported, the part still empty': {
      doc: emptyPart,
      log: [joined, plan('10:05')],
      findings: [
        ['9:5-9:9', '`eval` without what `eval` reported in its plan (entry e2 of 2026-11-30 10:05:00Z), expected its plan and criteria under `### eval`'],
      ],
    },
    'a part with a statement only': {
      doc: md`
        ${roles}
        ## Parts

        ### eval

        Scores each checkpoint.
      `,
      log: [joined, plan('10:05')],
      findings: [['9:5-9:9', '`eval` without what `eval` reported in its plan']],
    },
    'the plan in the doc, the worker’s row still starting': {
      doc: applied.replace('| top | eval | active |', '| top | eval | starting |'),
      log: [joined, plan('10:05')],
      findings: [['9:5-9:9', 'row of `eval` not `active` after its plan (entry e2 of 2026-11-30 10:05:00Z)']],
    },
    'a replacement after its predecessor’s plan: the row to set active is the replacement’s': {
      doc: applied.replace('| top | eval | active |', '| top | eval | stopped |\n| eval-2 | codex | s-eval2 | — | — | top | eval | starting |'),
      log: [joined, plan('10:05'), { at: '11:00', join: { name: 'eval-2', parent: 'top', part: 'eval', session: 's-eval2' } }],
      findings: [['10:5-10:9', 'row of `eval-2` not `active` after the part’s plan (entry e2 of 2026-11-30 10:05:00Z)']],
    },
    'a plan with a bare <file> outside code: apply-plan writes it escaped, so the doc shows it and the finding goes': {
      doc: emptyPart,
      log: [joined, planWith('- Pass: scripts/eval.py <checkpoint> exits 0\n- Fail: it exits non-zero', 'on ckpt-20k', 'on <checkpoint> (ckpt-20k)')],
      findings: [['9:5-9:9', '`eval` without what `eval` reported in its plan (entry e2 of 2026-11-30 10:05:00Z)']],
    },
    'changed criteria reported later: a new dated section, the old one kept': {
      doc: applied,
      log: [joined, plan('10:05'), plan('2026-12-01T09:00:00.000Z', '- Pass: accuracy at or above 0.70\n- Fail: below 0.70')],
      findings: [['9:5-9:9', '`eval` without what `eval` reported in its plan (entry e3 of 2026-12-01 09:00:00Z)']],
    },
  },
} satisfies RuleExamples;
