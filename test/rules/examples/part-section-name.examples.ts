/** Examples of `part-section-name`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'Plan, dated Criteria and Verdict in any letter case, and a heading of the team’s own': md`
      ## Parts

      ### train

      train owns the run.

      #### plan

      #### Criteria (2026-11-30)

      #### VERDICT

      #### Notes
    `,
  },
  notOk: {
    'a misspelt Criteria, read as criteria, its date kept': {
      doc: md`
        ## Parts

        ### train

        train owns the run.

        #### Plna

        #### Critera (2026-11-30)
      `,
      findings: [
        ['7:6-7:10', 'heading `Plna` in part `train`, expected `#### Plan`'],
        ['9:6-9:26', 'heading `Critera (2026-11-30)` in part `train`, expected `#### Criteria (2026-11-30)`'],
      ],
    },
  },
} satisfies RuleExamples;
