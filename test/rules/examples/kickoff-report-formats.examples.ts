/** Examples of `kickoff-report-formats`, checked against the valid corpus team doc (test/helpers/kickoff-examples.ts). */
import { md, type KickoffRuleExamples } from '../../helpers/kickoff-examples.js';

const ALL_BUT_DONE = md`
  \`\`\`text
  [plan] train: <the approach>
  Plan:
  Criteria:
  \`\`\`

  \`\`\`text
  [result] train: <the result>
  Evidence:
  Bears on:
  Next:
  \`\`\`

  \`\`\`text
  [blocked] train: <what is blocked>
  Tried:
  Needs:
  \`\`\`

  \`\`\`text
  [question] train: <the decision needed>
  Options:
  Default:
  Deadline:
  \`\`\`

  \`\`\`text
  [resource] train: <what you need>
  Why:
  For:
  \`\`\`
`;

export default {
  ok: {
    'every format a worker sends, with its fields in order': md`
      ## Report formats

      \`\`\`text
      [done] train: <what is finished>
      Evidence:
      Criteria:
      Remains:
      Uncommitted:
      \`\`\`

      ${ALL_BUT_DONE}
    `,
  },
  notOk: {
    'no formats at all': {
      kickoff: md`
        # Kickoff: train

        Report when you are done.
      `,
      findings: [['1:1-1:17', 'kickoff without report formats, expected `[plan]`, `[done]`, `[result]`, `[blocked]`, `[question]`, `[resource]`']],
    },
    '[done] without its Criteria line': {
      kickoff: md`
        ## Report formats

        \`\`\`text
        [done] train: <what is finished>
        Evidence:
        Remains:
        Uncommitted:
        \`\`\`

        ${ALL_BUT_DONE}
      `,
      findings: [['4:1-4:33', 'fields `Evidence, Remains, Uncommitted` in the `[done]` format, expected `Evidence, Criteria, Remains, Uncommitted`']],
    },
  },
} satisfies KickoffRuleExamples;
