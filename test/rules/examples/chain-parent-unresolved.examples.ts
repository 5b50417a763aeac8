/** Examples of `chain-parent-unresolved`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { chainRoles } from '../../helpers/example-log.js';
import type { RuleExamples } from '../../helpers/rule-examples.js';

const roles = chainRoles();

export default {
  ok: {
    'parents named by name, by session id, and a session only the log knows': {
      doc: roles,
      log: [
        { at: '10:00', join: { name: 'train', parent: 's-top', part: 'train', session: 's-train' } },
        { at: '10:05', join: { name: 'data', parent: 'train', part: 'data', session: 's-data' } },
        { at: '10:06', join: { name: 'tok', parent: 'data', part: 'tok', session: 's-tok' } },
      ],
    },
  },
  notOk: {
    'a parent no session of the chain is called': {
      doc: roles,
      log: [
        { at: '10:00', join: { name: 'train', parent: 'boss', part: 'train', session: 's-train' } },
        { at: '10:05', join: { name: 'data', parent: 'nobody', part: 'data', session: 's-data' } },
      ],
      findings: [
        ['6:38-6:41', 'Unexpected parent `boss` stated by `train` (entry e1 of 2026-11-30 10:00:00Z)'],
        ['3:1-3:70', 'Unexpected parent `nobody` stated by `data` (session `s-data`) (entry e2 of 2026-11-30 10:05:00Z), expected a session of the chain'],
      ],
    },
  },
} satisfies RuleExamples;
