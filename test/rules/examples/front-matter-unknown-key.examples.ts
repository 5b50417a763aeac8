/** Examples of `front-matter-unknown-key`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'known keys only': md`
      ---
      team: vision
      format: 1
      checkin: 1h
      ---
    `,
  },
  notOk: {
    'a misspelt key, with a suggestion': {
      doc: md`
        ---
        team: vision
        format: 1
        check-in: 1h
        ---
      `,
      findings: [['4:1-4:9', 'key `check-in`']],
    },
  },
} satisfies RuleExamples;
