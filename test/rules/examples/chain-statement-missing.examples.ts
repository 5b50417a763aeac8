/** Examples of `chain-statement-missing`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

const roles = md`
  ## Roles

  | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
  | --- | --- | --- | --- | --- | --- | --- | --- |
  | top | claude | s-top | — | — | — | — | active |
  | train | claude | s-train | — | — | top | train | active |
  | eval | codex | — | — | — | top | eval | starting |
  | data | codex | — | — | — | train | data | planned |
`;

export default {
  ok: {
    'every working worker stated its parent (a planned one need not yet)': {
      doc: roles,
      log: [
        { at: '10:00', join: { name: 'train', parent: 'top', part: 'train', session: 's-train' } },
        { at: '10:01', join: { name: 'eval', parent: 'top', part: 'eval', session: 's-eval' } },
      ],
    },
    'an entry cannot be read: it may be the missing statement, so nothing is said (log-unreadable names it)': {
      doc: roles,
      log: [
        { at: '10:00', join: { name: 'train', parent: 'top', part: 'train', session: 's-train' } },
        { at: '10:01', id: 'e2', problem: 'unreadable', detail: 'its object 4d4b… is missing from this repository' },
      ],
    },
  },
  notOk: {
    'an active worker without a statement (error) and a starting one (warning)': {
      doc: roles,
      log: [],
      findings: [
        ['6:3-6:8', '`train` without a parent statement in the log, expected `teamdoc join --parent top --part train`'],
        ['7:3-7:7', '`eval` without a parent statement', 'warning'],
      ],
    },
  },
} satisfies RuleExamples;
