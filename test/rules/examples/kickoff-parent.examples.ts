/** Examples of `kickoff-parent`, checked against the valid corpus team doc (test/helpers/kickoff-examples.ts). */
import { md, type KickoffRuleExamples } from '../../helpers/kickoff-examples.js';

export default {
  ok: {
    'the parent’s name and session id': md`
      Your parent is top (session \`11111111-1111-4111-8111-111111111111\`).
      First run \`teamdoc join --parent top --part train --name train\`.
    `,
  },
  notOk: {
    'the parent by name only, though Roles has its session id': {
      kickoff: md`
        # Kickoff: train

        ## Reaching your parent

        Report to top. First run \`teamdoc join --parent top --part train --name train\`.
      `,
      findings: [['3:1-3:24', 'kickoff without `top`’s session id, expected `11111111-1111-4111-8111-111111111111`']],
    },
    'no parent at all': {
      kickoff: md`
        # Kickoff

        Train the model.
      `,
      findings: [['1:1-1:10', 'kickoff without a parent to report to']],
    },
  },
} satisfies KickoffRuleExamples;
