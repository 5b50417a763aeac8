/** Examples of `chain-session-unlisted`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../test/helpers/rule-examples.js';

const roles = md`
  ## Roles

  | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
  | --- | --- | --- | --- | --- | --- | --- | --- |
  | top | claude | s-top | — | — | — | — | active |
  | train | claude | s-train | — | — | top | train | active |
`;

export default {
  ok: {
    'the table lists every session that stated, one of them renamed since': {
      doc: roles,
      log: [
        { at: '10:00', join: { name: 'trainer', parent: 'top', part: 'train', session: 's-train' } },
        { at: '10:30', join: { name: 'train', parent: 'top', part: 'train', session: 's-train' } },
      ],
    },
  },
  notOk: {
    'a session the table does not list': {
      doc: roles,
      log: [
        { at: '10:00', join: { name: 'train', parent: 'top', part: 'train', session: 's-train' } },
        { at: '10:05', join: { name: 'data', parent: 'train', part: 'data', session: 's-data' } },
      ],
      findings: [['3:1-3:70', 'Unexpected session `data` (session `s-data`) missing from the roles table']],
    },
  },
} satisfies RuleExamples;
