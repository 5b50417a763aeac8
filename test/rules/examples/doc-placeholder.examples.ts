/** Examples of `doc-placeholder`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'filled in': md`
      # Vision

      We train a 7B model and evaluate it.
    `,
  },
  notOk: {
    'the intent and a runtime left from the template': {
      doc: md`
        # Vision

        [fill in: the whole work in two or three sentences]

        | Name | Runtime |
        | --- | --- |
        | top | [fill in: claude, codex, human or other] |
      `,
      findings: [
        ['3:1-3:52', 'expected the whole work in two or three sentences'],
        ['7:9-7:49', 'expected claude, codex, human or other'],
      ],
    },
  },
} satisfies RuleExamples;
