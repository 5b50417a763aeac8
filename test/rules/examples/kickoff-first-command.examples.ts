/** Examples of `kickoff-first-command`, checked against the valid corpus team doc (test/helpers/kickoff-examples.ts). */
import { md, type KickoffRuleExamples } from '../../helpers/kickoff-examples.js';

export default {
  ok: {
    'the ack with the names the doc gives': md`
      ## First: ack

      \`\`\`sh
      teamdoc join --parent top --part train --name train
      \`\`\`
    `,
    'a successor’s join, naming its predecessor (the owner handing off) as parent': md`
      ## First: join

      \`\`\`sh
      teamdoc join --name train-2 --parent train --handoff 01M8PD7SVRE7QFV9R7237NX8QC --part train
      \`\`\`
    `,
  },
  notOk: {
    'no ack command': {
      kickoff: md`
        # Kickoff: train

        Start with the training run.
      `,
      findings: [['1:1-1:17', 'kickoff without the ack command']],
    },
    'the wrong parent, and a former name': {
      kickoff: md`
        ## First: ack

        \`\`\`sh
        teamdoc join --parent eval --part train --name trainer
        \`\`\`
      `,
      findings: [
        ['4:23-4:27', '`eval`, expected `top`, the Parent of `train` in Roles'],
        ['4:48-4:55', '`trainer`, expected `train`, the owner of `train`'],
      ],
    },
    'a successor’s join naming someone other than the owner handing off': {
      kickoff: md`
        ## First: join

        \`\`\`sh
        teamdoc join --name train-2 --parent top --handoff 01M8PD7SVRE7QFV9R7237NX8QC --part train
        \`\`\`
      `,
      findings: [['4:38-4:41', '`top`, expected `train`, the owner of `train` handing it off']],
    },
  },
} satisfies KickoffRuleExamples;
