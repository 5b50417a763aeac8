/** Examples of `disable-unused`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'a comment that silences the finding on the next line': md`
      # Vision

      Train a vision model.

      <!-- teamdoc-disable-next-line doc-placeholder -->
      [fill in: the second paragraph]
    `,
  },
  notOk: {
    'a comment whose rule has nothing to report there any more': {
      doc: md`
        # Vision

        Train a vision model.

        <!-- teamdoc-disable-next-line doc-placeholder -->
        The second paragraph, filled in.
      `,
      findings: [['5:1-5:51', '`teamdoc-disable-next-line` comment that silences no finding of `doc-placeholder`']],
    },
    'one id of two with nothing to silence': {
      doc: md`
        # Vision

        Train a vision model.

        <!-- teamdoc-disable-next-line doc-placeholder, doc-title -->
        [fill in: the second paragraph]
      `,
      findings: [['5:49-5:58', '`doc-title` in a `teamdoc-disable-next-line` comment']],
    },
  },
} satisfies RuleExamples;
