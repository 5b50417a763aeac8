/** Examples of `chain-statement-mismatch`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

const roles = md`
  ## Roles

  | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
  | --- | --- | --- | --- | --- | --- | --- | --- |
  | top | claude | s-top | — | — | — | — | active |
  | train (was: trainer) | claude | s-train | — | — | top | train | active |
  | eval | codex | s-eval | — | — | top | eval | active |
`;

export default {
  ok: {
    'statements agree, through a former name and a session id': {
      doc: roles,
      log: [
        { at: '10:00', join: { name: 'trainer', parent: 'top', part: 'train', session: 's-train' } },
        { at: '10:01', join: { name: 'eval', parent: 's-top', part: 'eval', session: 's-eval' } },
      ],
    },
  },
  notOk: {
    'a worker that stated another parent, and another part': {
      doc: roles,
      log: [
        { at: '10:00', join: { name: 'trainer', parent: 'top', part: 'pretrain', session: 's-train' } },
        { at: '10:01', join: { name: 'eval', parent: 'train', part: 'eval', session: 's-eval' } },
      ],
      findings: [
        ['6:59-6:64', 'Unexpected part `train` for `train`, expected `pretrain` as its statement says (entry e1 of 2026-11-30 10:00:00Z)'],
        ['7:35-7:38', 'Unexpected parent `top` for `eval`, expected `train` as its statement says (entry e2 of 2026-11-30 10:01:00Z)'],
      ],
    },
  },
} satisfies RuleExamples;
