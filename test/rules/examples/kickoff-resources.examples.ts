/** Examples of `kickoff-resources`, checked against the valid corpus team doc (test/helpers/kickoff-examples.ts). */
import { md, type KickoffRuleExamples } from '../../helpers/kickoff-examples.js';

export default {
  ok: {
    'every resource train holds': md`
      Run \`teamdoc join --parent top --part train --name train\`.

      ## Your resources

      - training cards (gpu): \`0-3\` on gpu-a
      - dashboards (port): \`8100-8149\`
      - checkpoints (path): \`/data/runs/train\`
    `,
  },
  notOk: {
    'the ports left out': {
      kickoff: md`
        Run \`teamdoc join --parent top --part train --name train\`.

        ## Your resources

        - training cards (gpu): \`0-3\` on gpu-a
        - checkpoints (path): \`/data/runs/train\`
      `,
      findings: [['3:1-3:18', 'kickoff without `dashboards` (`8100-8149`), expected every resource `train` holds in the team doc']],
    },
  },
} satisfies KickoffRuleExamples;
