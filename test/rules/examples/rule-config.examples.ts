/** Examples of `rule-config`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'known rule ids with known severities, in the front matter and in a comment': md`
      ---
      team: vision
      format: 1
      rules:
        doc-placeholder: off
        worker-silent: info
      ---

      <!-- teamdoc-disable-next-line doc-title, doc-intent -- the title comes later -->
      ## Roles
    `,
  },
  notOk: {
    'a misspelt rule id, and a severity teamdoc does not know': {
      doc: md`
        ---
        team: vision
        format: 1
        rules:
          doc-placeholdr: off
          worker-silent: warn
        ---
      `,
      findings: [
        ['5:3-5:17', 'rule `doc-placeholdr` under `rules:`'],
        ['6:18-6:22', 'severity `warn` for `worker-silent`'],
      ],
    },
    'a misspelt rule id in a comment': {
      doc: md`
        # Vision

        <!-- teamdoc-disable doc-placehoder -->
      `,
      findings: [['3:22-3:36', 'rule `doc-placehoder` in a `teamdoc-disable` comment']],
    },
  },
} satisfies RuleExamples;
