/** Examples of `chain-part-single`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { chainRoles } from '../../helpers/example-log.js';
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'a successor that took the part over by handoff, and a finished worker': {
      doc: md`
        ## Roles

        | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
        | --- | --- | --- | --- | --- | --- | --- | --- |
        | top | claude | s-top | — | — | — | — | active |
        | train | claude | s-train | — | — | top | train | done |
        | train-2 | claude | s-train-2 | — | — | top | train | active |
        | eval | codex | s-eval | — | — | top | eval | stopped |
        | eval-b | codex | s-eval-b | — | — | top | eval | active |
      `,
      log: [
        { at: '10:00', join: { name: 'train', parent: 'top', part: 'train', session: 's-train' } },
        { at: '11:00', id: 'h1', kind: 'handoff', from: 'train', to: 'train-2' },
        { at: '11:05', join: { name: 'train-2', parent: 'train', part: 'train', session: 's-train-2', handoff: 'h1' } },
        { at: '10:01', join: { name: 'eval', parent: 'top', part: 'eval', session: 's-eval' } },
        { at: '12:00', join: { name: 'eval-b', parent: 'top', part: 'eval', session: 's-eval-b' } },
      ],
    },
  },
  notOk: {
    'two working workers state the same part': {
      doc: chainRoles(),
      log: [
        { at: '10:00', join: { name: 'train', parent: 'top', part: 'train', session: 's-train' } },
        { at: '10:01', join: { name: 'eval', parent: 'top', part: 'Train', session: 's-eval' } },
      ],
      findings: [
        ['7:41-7:45', 'Unexpected part `Train` stated by `eval` (entry e2 of 2026-11-30 10:01:00Z), expected one owner per part: `train` stated it first'],
      ],
    },
  },
} satisfies RuleExamples;
