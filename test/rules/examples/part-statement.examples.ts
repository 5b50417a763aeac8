/** Examples of `part-statement`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'a statement under the heading': md`
      ## Parts

      ### train

      train owns the 7B pre-training run: its jobs, checkpoints and report.

      #### Plan
    `,
  },
  notOk: {
    'straight to the plan': {
      doc: md`
        ## Parts

        ### train

        #### Plan
      `,
      findings: [['3:5-3:10', 'part `train` without a statement']],
    },
  },
} satisfies RuleExamples;
