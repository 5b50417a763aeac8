/** Examples of `kickoff-permission-mode`, checked against the valid corpus team doc (test/helpers/kickoff-examples.ts). */
import { md, type KickoffRuleExamples } from '../../helpers/kickoff-examples.js';

export default {
  ok: {
    'the mode named': md`
      You were started in permission mode \`bypassPermissions\`, as your parent was.
    `,
    'a Codex worker’s kickoff (eval runs in Codex): no mode to name': md`
      # Kickoff: you are eval, owner of part eval

      Run \`teamdoc join --parent top --part eval --name eval\` first.
    `,
  },
  notOk: {
    'rendered without --permission-mode': {
      kickoff: md`
        ## Permission mode

        You were started in permission mode \`unknown\`, the same class as your parent.
      `,
      findings: [['3:38-3:45', 'permission mode `unknown`, expected the mode the worker is started in']],
    },
    'not said at all': {
      kickoff: md`
        # Kickoff: train

        Train the model.
      `,
      findings: [['1:1-1:17', 'kickoff without a permission mode']],
    },
  },
} satisfies KickoffRuleExamples;
