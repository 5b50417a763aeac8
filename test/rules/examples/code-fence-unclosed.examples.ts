/** Examples of `code-fence-unclosed`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'closed fences, including a longer closing fence and one in a list': md`
      ## Rules

      \`\`\`sh
      make check
      \`\`\`\`

      - run:
        ~~~
        make train
        ~~~
    `,
  },
  notOk: {
    'a fence that swallows the sections below it': {
      doc: md`
        ## Rules

        \`\`\`sh
        make check

        ## Resources

        ## Board
      `,
      findings: [['3:1-3:4', 'code fence that never closes']],
    },
  },
} satisfies RuleExamples;
