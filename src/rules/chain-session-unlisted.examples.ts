/** Examples of `chain-session-unlisted`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { chainRoles } from '../../test/helpers/example-log.js';
import { md, type RuleExamples } from '../../test/helpers/rule-examples.js';

const roles = chainRoles();

export default {
  ok: {
    'the table lists every session that stated, one of them renamed since': {
      doc: roles,
      log: [
        { at: '10:00', join: { name: 'trainer', parent: 'top', part: 'train', session: 's-train' } },
        { at: '10:30', join: { name: 'train', parent: 'top', part: 'train', session: 's-train' } },
      ],
    },
    'a session that handed off and left the table to its successor': {
      doc: md`
        ## Roles

        | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
        | --- | --- | --- | --- | --- | --- | --- | --- |
        | top | claude | s-top | — | — | — | — | active |
        | train-2 | claude | s-train-2 | — | — | top | train | active |
      `,
      log: [
        { at: '10:00', join: { name: 'train', parent: 'top', part: 'train', session: 's-train' } },
        { at: '11:00', id: 'h1', kind: 'handoff', from: 'train', to: 'train-2' },
        { at: '11:05', join: { name: 'train-2', parent: 'train', part: 'train', session: 's-train-2', handoff: 'h1' } },
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
