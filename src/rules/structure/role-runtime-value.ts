import { RUNTIMES } from '../../doc/vocabulary.js';
import { reportUnknownWord } from '../support/cell-values.js';
import { defineRule } from '../engine/rule.js';

export default defineRule({
  id: 'role-runtime-value',
  group: 'structure',
  severity: 'error',
  description: 'Each role’s Runtime is `claude`, `codex`, `human` or `other`.',
  check({ doc }, report) {
    for (const role of doc.roles) reportUnknownWord(report, doc, role.cells.runtime, role.runtime, RUNTIMES, 'runtime');
  },
});
