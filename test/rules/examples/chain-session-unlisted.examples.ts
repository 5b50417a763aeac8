/** Examples of `chain-session-unlisted`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { chainRoles } from '../../helpers/example-log.js';
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

const roles = chainRoles();

/** `train` handed off to `train-2`: the successor in its place, the predecessor `done`. */
const handedOff = md`
  ## Roles

  | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
  | --- | --- | --- | --- | --- | --- | --- | --- |
  | top | claude | s-top | — | — | — | — | active |
  | train | claude | s-train | — | — | top | train | done |
  | train-2 | claude | s-train-2 | — | — | top | train | active |
`;

const handoff = [
  { at: '10:00', join: { name: 'train', parent: 'top', part: 'train', session: 's-train' } },
  { at: '11:00', id: 'h1', kind: 'handoff' as const, from: 'train', session: 's-train', to: 'train-2' },
  { at: '11:05', join: { name: 'train-2', parent: 'train', part: 'train', session: 's-train-2', handoff: 'h1' } },
];

const restart = [
  { at: '10:00', join: { name: 'train', parent: 'top', part: 'train', session: 's-train' } },
  { at: '12:00', join: { name: 'train', parent: 'top', part: 'train', session: 's-train-again' } },
];

export default {
  ok: {
    'the table lists every session that stated, one of them renamed since': {
      doc: roles,
      log: [
        { at: '10:00', join: { name: 'trainer', parent: 'top', part: 'train', session: 's-train' } },
        { at: '10:30', join: { name: 'train', parent: 'top', part: 'train', session: 's-train' } },
      ],
    },
    'a handoff: the successor in its predecessor’s place, the predecessor kept, done': { doc: handedOff, log: handoff },
    'a restart: the row carries the new session id': {
      doc: chainRoles({ train: '| train | claude | s-train-again | — | — | top | train | active |' }),
      log: restart,
    },
  },
  notOk: {
    'a session the table does not list': {
      doc: roles,
      log: [
        { at: '10:00', join: { name: 'train', parent: 'top', part: 'train', session: 's-train' } },
        { at: '10:05', join: { name: 'data', parent: 'train', part: 'data', session: 's-data' } },
      ],
      findings: [['3:1-3:70', 'Unexpected session `data` (session `s-data`) missing from the roles table, expected a row for every session']],
    },
    'a restart the table does not know yet': {
      doc: roles,
      log: restart,
      findings: [['3:1-3:70', 'session `train` (session `s-train-again`) missing from the roles table, expected the row of `train` to carry it']],
    },
    'a successor by handoff not in the table yet': {
      doc: chainRoles({ train: '| train | claude | s-train | gpu-a | — | top | train | active |' }),
      log: handoff,
      findings: [['3:1-3:70', 'session `train-2` (session `s-train-2`) missing from the roles table, expected a row in the place of `train`']],
    },
    'a predecessor that left the table to its successor': {
      doc: md`
        ## Roles

        | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
        | --- | --- | --- | --- | --- | --- | --- | --- |
        | top | claude | s-top | — | — | — | — | active |
        | train-2 | claude | s-train-2 | — | — | top | train | active |
      `,
      log: handoff,
      findings: [['3:1-3:70', 'session `train` (session `s-train`) missing from the roles table, expected its row kept, `done`']],
    },
  },
} satisfies RuleExamples;
