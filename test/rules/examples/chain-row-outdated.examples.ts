/** Examples of `chain-row-outdated`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

const parts = md`
  ## Parts

  ### train

  #### Plan

  Fine-tune on the new split.

  #### Criteria (2026-11-30)

  - Pass: loss below 0.3.

  ### eval

  #### Plan

  Run the twelve suites.

  #### Criteria (2026-11-30)

  - Pass: all twelve suites run.
`;

export default {
  ok: {
    'rows that follow the statements; a row the lead named otherwise, a worktree written relative to the doc, and a planned row whose cells apply-plan fills later, are left alone':
      {
        doc: md`
        ## Roles

        | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
        | --- | --- | --- | --- | --- | --- | --- | --- |
        | top | human | — | — | — | — | — | active |
        | train | codex | s-train | gpu-a | ../wt/train | top | train | active |
        | evaluator | claude | s-eval | gpu-b | — | top | eval | active |
        | data | — | — | — | — | train | data | planned |
      `,
        log: [
          {
            at: '10:00',
            join: { name: 'train', parent: 'top', part: 'train', session: 's-train', runtime: 'codex', host: 'gpu-a', worktree: '/srv/wt/train' },
          },
          { at: '10:01', join: { name: 'eval', parent: 'top', part: 'eval', session: 's-eval', runtime: 'claude', host: 'gpu-b' } },
          { at: '10:02', join: { name: 'data', parent: 'train', part: 'data', session: 's-data', runtime: 'codex' } },
        ],
      },
    'a starting session whose plan is not in the doc yet stays `starting`': {
      doc: md`
        ## Roles

        | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
        | --- | --- | --- | --- | --- | --- | --- | --- |
        | top | human | — | — | — | — | — | active |
        | train | codex | s-train | — | — | top | train | starting |
      `,
      log: [{ at: '10:00', join: { name: 'train', parent: 'top', part: 'train', session: 's-train' } }],
    },
  },
  notOk: {
    'a row still as planned after its session joined, and one after its session renamed itself': {
      doc: md`
        ## Roles

        | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
        | --- | --- | --- | --- | --- | --- | --- | --- |
        | top | human | — | — | — | — | — | active |
        | train | — | — | — | — | top | train | starting |
        | eval | claude | s-eval | — | — | top | eval | active |

        ${parts}
      `,
      log: [
        { at: '10:00', join: { name: 'train', parent: 'top', part: 'train', session: 's-train', runtime: 'codex', host: 'gpu-a', worktree: '/srv/wt/train' } },
        { at: '10:01', join: { name: 'eval', parent: 'top', part: 'eval', session: 's-eval' } },
        { at: '10:02', join: { name: 'evaluator', parent: 'top', part: 'eval', session: 's-eval' } },
      ],
      findings: [
        [
          '6:3-6:8',
          'Unexpected row of `train` behind its statement (entry e1 of 2026-11-30 10:00:00Z), expected runtime `codex`, session `s-train`, host `gpu-a`, worktree `/srv/wt/train`, `active` (it joined)',
          'info',
        ],
        ['7:3-7:7', 'Unexpected row of `eval` behind its statement (entry e3 of 2026-11-30 10:02:00Z), expected the name `evaluator` (renamed)', 'info'],
      ],
    },
    'a row that says another runtime or host than its session stated, and one whose cells stay empty after its session joined': {
      doc: md`
        ## Roles

        | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
        | --- | --- | --- | --- | --- | --- | --- | --- |
        | top | human | — | — | — | — | — | active |
        | train | claude | s-train | gpu-c | /srv/wt/train | top | train | active |
        | eval | claude | — | — | — | top | eval | active |
      `,
      log: [
        { at: '10:00', join: { name: 'train', parent: 'top', part: 'train', session: 's-train', runtime: 'codex', host: 'gpu-a', worktree: '/srv/wt/train' } },
        { at: '10:01', join: { name: 'eval', parent: 'top', part: 'eval', session: 's-eval', runtime: 'claude', host: 'gpu-b', worktree: '/srv/wt/eval' } },
      ],
      findings: [
        [
          '6:3-6:8',
          'Unexpected row of `train` against its statement (entry e1 of 2026-11-30 10:00:00Z), expected runtime `codex` (the row says `claude`), host `gpu-a` (the row says `gpu-c`)',
          'warning',
        ],
        [
          '7:3-7:7',
          'Unexpected row of `eval` behind its statement (entry e2 of 2026-11-30 10:01:00Z), expected session `s-eval`, host `gpu-b`, worktree `/srv/wt/eval`',
          'info',
        ],
      ],
    },
  },
} satisfies RuleExamples;
