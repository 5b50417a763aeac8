/** Examples of `log-integrity`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { chainRoles } from '../../helpers/example-log.js';
import type { RuleExamples } from '../../helpers/rule-examples.js';

const roles = chainRoles();
const join = { at: '10:00', join: { name: 'train', parent: 'top', part: 'train', session: 's-train' } };

export default {
  ok: {
    'a log that only ever grew': { doc: roles, log: [join, { at: '10:05', kind: 'report', from: 'train', to: 'top' }] },
    'an unreadable entry is log-unreadable’s, not this rule’s': {
      doc: roles,
      log: [join, { at: '10:05', problem: 'unreadable', detail: 'its object is missing' }],
    },
  },
  notOk: {
    'an entry edited after it was recorded, and a file for an id already taken': {
      doc: roles,
      log: [
        join,
        { at: '10:05', id: 'e2', kind: 'report', from: 'train', to: 'top' },
        { at: '10:05', id: 'e2', problem: 'edited', detail: 'changed by commit 8437610f6742 after it was recorded; the original is shown' },
        {
          at: '2020-01-01T00:00:00.000Z',
          id: 'e2',
          problem: 'id-reused',
          detail: 'reuses the id e2 of messages/2026/11/30/e2.md (added by commit 9a1f00c2b3d4, after the original); it is not shown',
        },
      ],
      findings: [
        [
          '3:1-3:70',
          'Unexpected edited entry in the log: `messages/2026/11/30/e2.md` changed by commit 8437610f6742 after it was recorded; the original is shown, expected a history that only adds entries',
        ],
        ['3:1-3:70', 'Unexpected reused id in the log: `messages/2020/01/01/e2.md` reuses the id e2'],
      ],
    },
    'one id holding two different messages on two lines of history (an error), and one message recorded on two clones (info)': {
      doc: roles,
      log: [
        join,
        { at: '10:05', id: 'r1', problem: 'id-conflict', detail: 'claims the id r1 for different content on another line of history' },
        { at: '10:06', id: 'r2', problem: 'recorded-twice', detail: 'the id r2 was recorded on two clones before they synced, with the same content' },
      ],
      findings: [
        ['3:1-3:70', 'Unexpected id used for two messages in the log'],
        ['3:1-3:70', 'Unexpected entry recorded twice in the log', 'info'],
      ],
    },
  },
} satisfies RuleExamples;
