/** Examples of `kickoff-doc-path`, checked against the valid corpus team doc, at /work/main/TEAM.md (test/helpers/kickoff-examples.ts). */
import { md, type KickoffRuleExamples } from '../../helpers/kickoff-examples.js';

export default {
  ok: {
    'the absolute path': md`
      The team doc is \`/work/main/TEAM.md\`: read it now.
    `,
    'the same doc where the worker’s machine mounts it': md`
      The team doc is \`/mnt/shared/main/TEAM.md\` on your machine.
    `,
  },
  notOk: {
    'a path relative to a folder the worker may not be in': {
      kickoff: md`
        # Kickoff: train

        The team doc is \`TEAM.md\`: read it now.
      `,
      findings: [['3:18-3:25', 'relative team doc path `TEAM.md`, expected its absolute path `/work/main/TEAM.md`']],
    },
    'no doc named': {
      kickoff: md`
        # Kickoff: train

        Read the plan before you start.
      `,
      findings: [['1:1-1:17', 'kickoff without the team doc’s path']],
    },
  },
} satisfies KickoffRuleExamples;
