/** Examples of `section-missing`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'every section, in any letter case': md`
      # Vision

      ## Roles
      ## rules
      ## RESOURCES
      ## Board
      ### Needs user decision
      ## Parts
    `,
  },
  notOk: {
    'Resources and Parts missing, reported at the title': {
      doc: md`
        # Vision

        ## Roles
        ## Rules
        ## Board
        ### Needs user decision
      `,
      findings: [
        ['1:3-1:9', '`## Resources`'],
        ['1:3-1:9', '`## Parts`'],
      ],
    },
    'a misspelt heading: one finding there, the section read as the one it misspells': {
      doc: md`
        # Vision

        ## Roles
        ## Rules
        ## Resouces

        | Resource | Kind | Value | Owner | Note |
        | --- | --- | --- | --- | --- |

        ## Board
        ### Needs user decison

        | Decision | Asked by | Default | Since |
        | --- | --- | --- | --- |

        ## Parts
      `,
      findings: [
        ['5:4-5:12', 'heading `Resouces`, expected `## Resources` (read as that section)'],
        ['11:5-11:23', 'heading `Needs user decison`, expected `### Needs user decision`'],
      ],
    },
    'a misspelt heading with a second likely reading: read as the section the doc lacks, its edit left to a person': {
      doc: md`
        # Vision

        ## Rles

        | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
        | --- | --- | --- | --- | --- | --- | --- | --- |

        ## Rules
        ## Resources

        | Resource | Kind | Value | Owner | Note |
        | --- | --- | --- | --- | --- |

        ## Board
        ### Needs user decision

        | Decision | Asked by | Default | Since |
        | --- | --- | --- | --- |

        ## Parts
      `,
      findings: [['3:4-3:8', 'heading `Rles`, expected `## Roles` (read as that section)']],
    },
    'a Board without its decisions section': {
      doc: md`
        # Vision

        ## Roles
        ## Rules
        ## Resources
        ## Board
        ### Needs decisions
        ## Parts
      `,
      findings: [['6:4-6:9', '`### Needs user decision`']],
    },
  },
} satisfies RuleExamples;
