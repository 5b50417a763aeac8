/** Examples of `kickoff-path-overlap`, checked against the valid corpus team doc (test/helpers/kickoff-examples.ts). */
import { md, type KickoffRuleExamples } from '../../helpers/kickoff-examples.js';

export default {
  ok: {
    'train’s own folder': md`
      Run \`teamdoc join --parent top --part train --name train\`.

      ## Your resources

      - checkpoints (path): \`/data/runs/train\`
      - scratch: \`/data/runs/train/tmp\`
    `,
  },
  notOk: {
    'a folder inside eval’s': {
      kickoff: md`
        Run \`teamdoc join --parent top --part train --name train\`.

        ## Your resources

        - checkpoints (path): \`/data/runs/train\`
        - write the scores to \`/data/evals/train\`
      `,
      findings: [['6:24-6:41', 'path `/data/evals/train` (inside `/data/evals` of `eval`, line 33), expected folders only `train` holds']],
    },
  },
} satisfies KickoffRuleExamples;
