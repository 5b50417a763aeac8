/** Examples of `part-plan-criteria`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { trainRole } from '../../helpers/example-parts.js';
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

const roles = trainRole;

export default {
  ok: {
    'an active owner with plan and criteria': md`
      ${roles('active')}
      ## Parts

      ### train

      train owns the 7B run.

      #### Plan

      - Launch on the four cards.

      #### Criteria

      - Pass: loss below 2.1 at 20k.
      - Fail: otherwise.
    `,
    'a planned owner may not have them yet': md`
      ${roles('planned')}
      ## Parts

      ### train

      train owns the 7B run.

      #### Plan
    `,
  },
  notOk: {
    'an active owner, an empty plan and no criteria': {
      doc: md`
        ${roles('active')}
        ## Parts

        ### train

        train owns the 7B run.

        #### Plan

        <!-- to do -->
      `,
      findings: [
        ['12:6-12:10', 'part `train` without a plan while its owner `train` is active'],
        ['8:5-8:10', 'part `train` without criteria'],
      ],
    },
  },
} satisfies RuleExamples;
