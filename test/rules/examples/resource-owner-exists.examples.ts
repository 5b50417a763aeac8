/** Examples of `resource-owner-exists`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

const roles = md`
  ## Roles

  | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
  | --- | --- | --- | --- | --- | --- | --- | --- |
  | top | human | — | — | — | — | — | active |
  | train (was: trainer) | claude | — | — | — | top | train | active |
`;

export default {
  ok: {
    'owners that are roles': md`
      ${roles}
      ## Resources

      | Resource | Kind | Value | Owner | Note |
      | --- | --- | --- | --- | --- |
      | cards | gpu | 0-3 | train | |
    `,
  },
  notOk: {
    'no owner, an owner nobody is, and an owner by a former name': {
      doc: md`
        ${roles}
        ## Resources

        | Resource | Kind | Value | Owner | Note |
        | --- | --- | --- | --- | --- |
        | cards | gpu | 0-3 | — | |
        | dashboards | port | 8100 | eval | |
        | outputs | path | /data/train | trainer | |
      `,
      findings: [
        ['11:23-11:24', 'resource `cards` without an owner'],
        ['12:30-12:34', 'owner `eval`'],
        ['13:34-13:41', 'owner `trainer`'],
      ],
    },
  },
} satisfies RuleExamples;
