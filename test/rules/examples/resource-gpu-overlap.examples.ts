/** Examples of `resource-gpu-overlap`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

const roles = md`
  ## Roles

  | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
  | --- | --- | --- | --- | --- | --- | --- | --- |
  | top | human | — | — | — | — | — | active |
  | train | claude | — | gpu-a | — | top | train | active |
  | eval | claude | — | gpu-b | — | top | eval | active |
  | probe | codex | — | — | — | top | probe | active |
`;

export default {
  ok: {
    'the same ids on different hosts (from the owner’s Host or a prefix), and one owner listing a card twice': md`
      ${roles}
      ## Resources

      | Resource | Kind | Value | Owner | Note |
      | --- | --- | --- | --- | --- |
      | cards | gpu | 0-3 | train | |
      | cards | gpu | 0-3 | eval | |
      | spare | gpu | gpu-c:0 | probe | |
      | again | gpu | 2 | train | |
    `,
  },
  notOk: {
    'ids overlapping on one host, and an id on a host the doc does not name': {
      doc: md`
        ${roles}
        ## Resources

        | Resource | Kind | Value | Owner | Note |
        | --- | --- | --- | --- | --- |
        | cards | gpu | 0-3 | train | |
        | borrowed | gpu | gpu-a:2,5 | eval | |
        | spare | gpu | 7, 3 | probe | |
      `,
      findings: [
        ['14:20-14:29', 'GPU 2 is also in `0-3` of `train` on `gpu-a`, line 13'],
        ['15:17-15:21', 'GPU 3 is also in `0-3` of `train` on `gpu-a`, line 13'],
      ],
    },
  },
} satisfies RuleExamples;
