/** Examples of `board-owner-exists`: each ok doc passes, each not-ok doc gives exactly these findings. */
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
    'owners and askers that are roles': md`
      ${roles}
      ## Board

      | Item | Owner | State | Next |
      | --- | --- | --- | --- |
      | 7B run | train | running | eval at 20k |

      ### Needs user decision

      | Decision | Asked by | Default | Since |
      | --- | --- | --- | --- |
      | past budget? | train | stop | 2026-11-30 |
    `,
  },
  notOk: {
    'an owner nobody is, an item without an owner, and a decision asked by nobody known': {
      doc: md`
        ${roles}
        ## Board

        | Item | Owner | State | Next |
        | --- | --- | --- | --- |
        | 7B run | ops | running | eval at 20k |
        | eval | — | waiting | — |

        ### Needs user decision

        | Decision | Asked by | Default | Since |
        | --- | --- | --- | --- |
        | past budget? | eval | stop | 2026-11-30 |
      `,
      findings: [
        ['11:12-11:15', 'role `ops` for board item `7B run`'],
        ['12:10-12:11', 'board item `eval` without a role'],
        ['18:18-18:22', 'role `eval` for decision `past budget?`'],
      ],
    },
    'an owner written by a former name': {
      doc: md`
        ## Roles

        | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
        | --- | --- | --- | --- | --- | --- | --- | --- |
        | top | human | — | — | — | — | — | active |
        | train (was: trainer) | claude | — | — | — | top | train | active |

        ## Board

        | Item | Owner | State | Next |
        | --- | --- | --- | --- |
        | 7B run | trainer | running | eval at 20k |
      `,
      findings: [['12:12-12:19', 'role `trainer` for board item `7B run`']],
    },
  },
} satisfies RuleExamples;
