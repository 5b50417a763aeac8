/** Examples of `decision-stale`, checked at 2026-12-01 12:00 UTC: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

const decisions = (since: string, settings = '') => md`
  ---
  team: vision
  format: 1
  ${settings}
  ---

  ## Board

  ### Needs user decision

  | Decision | Asked by | Default | Since |
  | --- | --- | --- | --- |
  | Train past 60k? | train | stop at 60k | ${since} |
`;

export default {
  ok: {
    'asked yesterday': decisions('2026-11-30'),
    'a week’s patience, written in the front matter': decisions('2026-11-25', 'decisions-stale-after: 1w\n'),
  },
  notOk: {
    'waiting since last week': {
      doc: decisions('2026-11-25'),
      findings: [['12:43-12:53', 'decision `Train past 60k?` still open since 2026-11-25, expected an answer within 2d']],
    },
    'past the team’s own threshold': {
      doc: decisions('2026-11-29', 'decisions-stale-after: 12h\n'),
      findings: [['13:43-13:53', 'expected an answer within 12h after that day']],
    },
  },
} satisfies RuleExamples;
