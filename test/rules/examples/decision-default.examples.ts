/** Examples of `decision-default`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'a decision with a default': md`
      ## Board

      ### Needs user decision

      | Decision | Asked by | Default | Since |
      | --- | --- | --- | --- |
      | train past budget? | train | stop at budget | 2026-11-30 |
    `,
  },
  notOk: {
    'a decision without one': {
      doc: md`
        ## Board

        ### Needs user decision

        | Decision | Asked by | Default | Since |
        | --- | --- | --- | --- |
        | train past budget? | train | — | 2026-11-30 |
      `,
      findings: [['7:32-7:33', 'decision `train past budget?` without a default']],
    },
  },
} satisfies RuleExamples;
