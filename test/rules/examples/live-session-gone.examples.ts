/** Examples of `live-session-gone`: what this machine (`box`) shows of each row's session is given by name. */
import { chainRoles } from '../../helpers/example-log.js';
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

const doc = md`
  ${chainRoles({ eval: '| eval | codex | 01a2c3d4-0000-7000-8000-000000000001 | box | /work/eval | top | eval | active |' })}
`;

const exited = {
  state: 'exited' as const,
  detail: 'no process holds the thread, and no local Codex daemon runs to resume it',
  activeAgoMs: 3 * 60 * 60 * 1000,
  open: { command: 'codex resume 01a2c3d4-0000-7000-8000-000000000001', cwd: '/work/eval' },
};

export default {
  ok: {
    'every active row runs, or this machine knows nothing of it': {
      doc,
      live: {
        sessions: {
          top: { state: 'idle', detail: 'idle' },
          train: { state: 'running', detail: 'in a turn' },
          eval: { state: 'unknown', detail: 'on host gpu-b' },
        },
      },
    },
    'an exited session whose row says idle': {
      doc: md`
        ${chainRoles({ eval: '| eval | codex | 01a2c3d4-0000-7000-8000-000000000001 | box | /work/eval | top | eval | idle |' })}
      `,
      live: { sessions: { eval: exited } },
    },
  },
  notOk: {
    'a row marked active whose Codex thread no process holds': {
      doc,
      live: { sessions: { eval: exited } },
      findings: [
        [
          '7:89-7:95',
          'status `active` for `eval`, whose Codex thread has exited on box (no process holds the thread, and no local Codex daemon runs to resume it, last active 3h ago)',
        ],
      ],
    },
  },
} satisfies RuleExamples;
