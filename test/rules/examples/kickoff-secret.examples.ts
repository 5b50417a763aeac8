/** Examples of `kickoff-secret`, checked against the valid corpus team doc (test/helpers/kickoff-examples.ts). */
import { md, type KickoffRuleExamples } from '../../helpers/kickoff-examples.js';

export default {
  ok: {
    'a secret named, not written': md`
      The bucket's token is in \`$HF_TOKEN\` on gpu-a; never print it.
    `,
    'a URL without a password, a commit and a session id': md`
      Clone git@github.com:acme/trainer.git at 9f8e7d6 and report to session 8911568d-28ee-4322-8293-23a1e9ea2c7e.
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
    'a password in a URL, and a PGP key pasted whole': {
      kickoff: md`
        Pull from https://ada:Tr4in-Run-42!@registry.example.com/v2/ on gpu-a.
        -----BEGIN PGP PRIVATE KEY BLOCK-----

        lQOYBGVxYWQBCADGm3bq0ZRw8qJvZ2hR5mN1kXo7sPjW4fT9yEaLbCuDiVgHnKrMxS
        -----END PGP PRIVATE KEY BLOCK-----
      `,
      findings: [
        ['1:23-1:36', 'url-password in a kickoff'],
        ['2:1-5:36', 'private-key in a kickoff'],
      ],
    },
  },
} satisfies KickoffRuleExamples;
