/** Examples of `section-duplicate`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'each section, part and subsection once; several criteria sections are fine': md`
      ## Roles
      ## Parts
      ### train
      #### Plan
      #### Criteria (2026-11-01)
      #### Criteria (2026-11-20)
      ### eval
      #### Plan
    `,
  },
  notOk: {
    'a second Roles section (letter case aside)': {
      doc: md`
        ## Roles
        ## Rules
        ## roles
      `,
      findings: [['3:4-3:9', 'second section `roles`']],
    },
    'two parts with one id, and a second Plan in a part': {
      doc: md`
        ## Parts
        ### train
        #### Plan
        #### Plan
        ### Train
      `,
      findings: [
        ['5:5-5:10', 'second part `Train`'],
        ['4:6-4:10', 'second `Plan` in part `train`'],
      ],
    },
  },
} satisfies RuleExamples;
