/** Examples of `verdict-evidence`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'a verdict with a path and a commit': md`
      ## Parts

      ### train

      #### Verdict

      Pass: 2.04 at 20k, see runs/7b/eval-20k.json at commit 3f2a9c1.
    `,
    'a verdict with a command and a link': md`
      ## Parts

      ### eval

      #### Verdict

      - Pass on all twelve suites: \`python eval.py --all\`, [the dashboard](https://example.com/evals/7).
    `,
    'no verdict yet': md`
      ## Parts

      ### train

      #### Verdict
    `,
  },
  notOk: {
    'a verdict that cites nothing': {
      doc: md`
        ## Parts

        ### train

        #### Verdict

        Pass. The loss looked good and the tests pass.
      `,
      findings: [['7:1-7:47', 'verdict of `train` without evidence']],
    },
  },
} satisfies RuleExamples;
