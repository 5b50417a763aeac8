/** Examples of `chain-statement-no-session`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

const roles = md`
  ## Roles

  | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
  | --- | --- | --- | --- | --- | --- | --- | --- |
  | top | human | — | — | — | — | — | active |
  | train | claude | — | — | — | top | train | active |
`;

export default {
  ok: {
    'a statement with its session id': {
      doc: roles,
      log: [{ at: '10:00', join: { name: 'train', parent: 'top', part: 'train', session: 's-train' } }],
    },
  },
  notOk: {
    'a statement made outside any session, known by name only': {
      doc: roles,
      log: [{ at: '10:00', join: { name: 'train', parent: 'top', part: 'train' } }],
      findings: [['6:3-6:8', 'Unexpected statement of `train` without a session id (entry e1 of 2026-11-30 10:00:00Z)']],
    },
  },
} satisfies RuleExamples;
