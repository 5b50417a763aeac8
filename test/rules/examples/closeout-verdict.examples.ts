/** Examples of `closeout-verdict`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { trainRole } from '../../helpers/example-parts.js';
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

const roles = trainRole;

export default {
  ok: {
    'done, with a verdict': md`
      ${roles('done')}

      ## Parts

      ### train

      #### Verdict

      Pass: 2.04 at 20k (\`runs/7b/eval.json\`).
    `,
    'still working, no verdict yet': md`
      ${roles('active')}

      ## Parts

      ### train

      #### Verdict
    `,
  },
  notOk: {
    'stopped, and the part never judged': {
      doc: md`
        ${roles('stopped')}

        ## Parts

        ### train

        #### Verdict
      `,
      findings: [['5:46-5:53', 'part `train` without a verdict while its owner `train` is `stopped`']],
    },
  },
} satisfies RuleExamples;
