import { ROLE_STATUSES } from '../../doc/vocabulary.js';
import { reportUnknownWord } from '../support/cell-values.js';
import { defineRule } from '../engine/rule.js';

export default defineRule({
  id: 'role-status-value',
  group: 'structure',
  severity: 'error',
  description: 'Each role’s Status is `planned`, `starting`, `active`, `idle`, `done` or `stopped`.',
  check({ doc }, report) {
    for (const role of doc.roles) reportUnknownWord(report, doc, role.cells.status, role.status, ROLE_STATUSES, 'status');
  },
});
