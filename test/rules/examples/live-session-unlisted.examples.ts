/** Examples of `live-session-unlisted`: the sessions running on this machine (`box`) in the repository that no row names. */
import { chainRoles } from '../../helpers/example-log.js';
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

const doc = md`
  ${chainRoles()}
`;

export default {
  ok: {
    'every session running here has a row': { doc, live: { unlisted: [] } },
  },
  notOk: {
    'a Claude Code session works in a worktree with no row': {
      doc,
      live: {
        unlisted: [
          {
            runtime: 'claude',
            session: '5e0c8a51-7d2f-4b9e-8c31-2a6f9d0b4e17',
            name: 'helper',
            cwd: '/work/wt-helper',
            live: { state: 'idle', detail: 'idle', activeAgoMs: 60_000, open: undefined, pid: 4242 },
          },
        ],
      },
      findings: [['3:1-3:70', 'Claude Code session `helper` (5e0c8a51-7d2f-4b9e-8c31-2a6f9d0b4e17) idle in /work/wt-helper on box']],
    },
  },
} satisfies RuleExamples;
