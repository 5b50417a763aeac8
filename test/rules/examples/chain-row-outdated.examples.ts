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
    'rows that follow the statements; a row the lead named otherwise, values the lead wrote, and a row that only lacks a session id, are left alone': {
      doc: md`
        ## Roles

        | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
        | --- | --- | --- | --- | --- | --- | --- | --- |
        | top | human | — | — | — | — | — | active |
        | train | codex | s-train | gpu-a | /srv/wt/train | top | train | active |
        | evaluator | claude | s-eval | gpu-c | — | top | eval | planned |
        | data | — | — | — | — | train | data | active |
      `,
      log: [
        { at: '10:00', join: { name: 'train', parent: 'top', part: 'train', session: 's-train', runtime: 'codex', host: 'gpu-a', worktree: '/srv/wt/train' } },
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
        ['6:3-6:8', 'Unexpected row of `train` behind its statement (entry e1 of 2026-11-30 10:00:00Z), expected runtime `codex`, session `s-train`, host `gpu-a`, worktree `/srv/wt/train`, `active` (it joined)', 'info'],
        ['7:3-7:7', 'Unexpected row of `eval` behind its statement (entry e3 of 2026-11-30 10:02:00Z), expected the name `evaluator` (renamed)', 'info'],
      ],
    },
  },
} satisfies RuleExamples;
