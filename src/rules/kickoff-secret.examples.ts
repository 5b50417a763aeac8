/** Examples of `kickoff-secret`, checked against the valid corpus team doc (test/helpers/kickoff-examples.ts). */
import { md, type KickoffRuleExamples } from '../../test/helpers/kickoff-examples.js';

export default {
  ok: {
    'a secret named, not written': md`
      The bucket's token is in \`$HF_TOKEN\` on gpu-a; never print it.
    `,
  },
  notOk: {
    'a token and the parent’s socket': {
      kickoff: md`
        Push with ghp_abcdefghijklmnopqrstuvwxyz0123456789 if asked.
        Your parent listens on /tmp/cc-socks/4103.sock.
      `,
      findings: [
        ['1:11-1:51', 'github-token in a kickoff'],
        ['2:24-2:47', 'claude-socket in a kickoff'],
      ],
    },
  },
} satisfies KickoffRuleExamples;
