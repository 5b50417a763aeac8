/** Examples of `front-matter-fields`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'team, format and every optional field': md`
      ---
      team: vision
      format: 1
      log-ref: teamdoc/log
      checkin: 2h
      decisions-stale-after: 1d
      handoff-timeout: 30m
      ---
    `,
  },
  notOk: {
    'no team': {
      doc: md`
        ---
        format: 1
        ---
      `,
      findings: [['1:1-3:4', 'without `team`']],
    },
    'format 2 and a duration that is not one, at their values': {
      doc: md`
        ---
        team: vision
        format: 2
        checkin: soon
        ---
      `,
      findings: [
        ['3:9-3:10', '`format: 2`'],
        ['4:10-4:14', '`checkin: "soon"`'],
      ],
    },
    'a log-ref that is not a branch name': {
      doc: md`
        ---
        team: vision
        format: 1
        log-ref: "two words"
        ---
      `,
      findings: [['4:10-4:21', 'a branch name']],
    },
  },
} satisfies RuleExamples;
