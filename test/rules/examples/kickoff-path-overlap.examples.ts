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
    'a handoff’s packet that mentions eval’s worktree: the predecessor’s words, quoted, hand nothing over': md`
      Run \`teamdoc join --parent top --part train --name train\`.

      ## Your resources

      - checkpoints (path): \`/data/runs/train\`

      <teamdoc-packet-0123456789abcdef from="train-1" session="s-1" written="2026-11-30T10:00:00.000Z" entry="01MHANDOFF" encoding="entities">
      ## Open risks
      eval's worktree \`/data/evals\` reads our checkpoints: ask before moving them.
      </teamdoc-packet-0123456789abcdef>
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
