/** Examples of `chain-handoff-predecessor-active`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { chainRoles, handoffEntry } from '../../helpers/example-log.js';
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

const resources = (owner: string) => md`

  ## Resources

  | Resource | Kind | Value | Owner | Note |
  | --- | --- | --- | --- | --- |
  | cards | gpu | 0-3 | ${owner} | |
  | runs | path | /data/runs | ${owner} | |
`;

const train2 = '| train-2 | claude | s-train-2 | — | — | top | train | active |';
const log = [
  { at: '09:00', join: { name: 'train', parent: 'top', part: 'train', session: 's-train' } },
  handoffEntry('h1', '10:00', 'train', 'train-2', 'train'),
  { at: '10:02', join: { name: 'train-2', parent: 'train', part: 'train', session: 's-train-2', handoff: 'h1' } },
];

export default {
  ok: {
    'the predecessor is done and its resources moved to the successor': {
      doc: `${chainRoles({ train: '| train | claude | s-train | — | — | top | train | done |', eval: train2 })}${resources('train-2')}`,
      log,
    },
    'the successor has no row yet (chain-session-unlisted says where it goes)': {
      doc: `${chainRoles()}${resources('train')}`,
      log,
    },
  },
  notOk: {
    'the predecessor still active and holding cards and runs after its successor joined': {
      doc: `${chainRoles({ eval: train2 })}${resources('train')}`,
      log,
      findings: [
        [
          '6:52-6:58',
          '`train` still `active` and holding `cards`, `runs` after its successor `train-2` joined, expected it `done` with its resources handed on',
        ],
      ],
    },
    'the predecessor still active, holding nothing': {
      doc: `${chainRoles({ eval: train2 })}${resources('train-2')}`,
      log,
      findings: [['6:52-6:58', '`train` still `active` after its successor `train-2` joined, expected it `done`']],
    },
  },
} satisfies RuleExamples;
