/** Examples of `front-matter`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'YAML front matter between two `---` lines': md`
      ---
      team: vision
      format: 1
      ---

      # Vision
    `,
  },
  notOk: {
    'no front matter at all': {
      doc: md`
        # Vision
      `,
      findings: [['1:1-1:1', 'without front matter']],
    },
    'a `---js` opener (never evaluated)': {
      doc: md`
        ---js
        { team: require('fs').writeFileSync('pwned', '') }
        ---
      `,
      findings: [['1:4-1:6', 'front matter language `js`']],
    },
    'front matter that never closes': {
      doc: md`
        ---
        team: vision
        format: 1

        # Vision
      `,
      findings: [['1:1-1:4', 'never closes']],
    },
    'a closing line that is not `---` alone': {
      doc: md`
        ---
        team: vision
        ---not-a-close
      `,
      findings: [['3:1-3:15', '`---not-a-close` closing']],
    },
    'a duplicate key, at the second one': {
      doc: md`
        ---
        team: vision
        format: 1
        team: other
        ---
      `,
      findings: [['4:1-4:2', 'map keys must be unique']],
    },
    'a list instead of a mapping': {
      doc: md`
        ---
        - team
        - vision
        ---
      `,
      findings: [['2:1-3:9', 'not a mapping']],
    },
  },
} satisfies RuleExamples;
