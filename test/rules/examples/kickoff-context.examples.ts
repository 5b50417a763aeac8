/** Examples of `kickoff-context`, checked against the valid corpus team doc (test/helpers/kickoff-examples.ts). */
import { md, type KickoffRuleExamples } from '../../helpers/kickoff-examples.js';

export default {
  ok: {
    'everything written out; a phrase inside a code block is not prose': md`
      Use ports 8100-8149 for the dashboards.

      \`\`\`sh
      echo "same as before"
      \`\`\`
    `,
  },
  notOk: {
    'leaning on a conversation the worker never saw': {
      kickoff: md`
        As discussed, run the eval like before,
        on the usual ports.
      `,
      findings: [
        ['1:1-1:13', '`As discussed`'],
        ['1:28-1:39', '`like before`'],
        ['2:4-2:13', '`the usual`'],
      ],
    },
  },
} satisfies KickoffRuleExamples;
