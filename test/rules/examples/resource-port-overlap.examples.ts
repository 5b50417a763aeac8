/** Examples of `resource-port-overlap`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

const roles = md`
  ## Roles

  | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
  | --- | --- | --- | --- | --- | --- | --- | --- |
  | top | human | — | — | — | — | — | active |
  | train | claude | — | gpu-a | — | top | train | active |
  | eval | claude | — | gpu-a | — | top | eval | active |
  | remote | codex | — | gpu-b | — | top | remote | active |
`;

export default {
  ok: {
    'adjacent ranges on one host; the same range on another host': md`
      ${roles}
      ## Resources

      | Resource | Kind | Value | Owner | Note |
      | --- | --- | --- | --- | --- |
      | dashboards | port | 8100-8149 | train | |
      | api | port | 8150-8199 | eval | |
      | dashboards | port | 8100-8149 | remote | |
    `,
  },
  notOk: {
    'a port inside another role’s range': {
      doc: md`
        ${roles}
        ## Resources

        | Resource | Kind | Value | Owner | Note |
        | --- | --- | --- | --- | --- |
        | dashboards | port | 8100-8149 | train | |
        | api | port | 8120 | eval | |
      `,
      findings: [['14:16-14:20', 'port range `8120` (overlaps `8100-8149` of `train` on `gpu-a`, line 13)']],
    },
  },
} satisfies RuleExamples;
