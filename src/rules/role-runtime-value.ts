import { RUNTIMES } from '../doc/vocabulary.js';
import { reportUnknownWord } from './cell-values.js';
import { defineRule } from './rule.js';

export default defineRule({
  id: 'role-runtime-value',
  group: 'structure',
  severity: 'error',
  description: 'Each role’s Runtime is `claude`, `codex`, `human` or `other`.',
  check({ doc }, report) {
    for (const role of doc.roles) reportUnknownWord(report, doc, role.cells.runtime, role.runtime, RUNTIMES, 'runtime');
  },
});
