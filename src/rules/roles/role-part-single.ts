import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'role-part-single',
  group: 'roles',
  severity: 'error',
  description: 'Every role with a parent (a worker) owns exactly one part; the top owns at most one.',
  check({ doc }, report) {
    for (const role of doc.roles) {
      if (role.cells.part.placeholder || role.cells.part.missing) continue;
      const [, second] = role.parts;
      if (second) {
        report(second.span, `Unexpected second part ${quote(second.text)} for ${quote(role.name.text)}, expected exactly one part per role`, {
          hint: 'A worker owns one part; split the work across two workers, or make it one part.',
        });
      } else if (role.parts.length === 0 && !role.cells.parent.none) {
        report(role.cells.part.span, `Unexpected worker ${quote(role.name.text)} without a part, expected every role with a parent to own one part`, {
          hint: 'Name the part (`### <id>` under `## Parts`) this role owns.',
        });
      }
    }
  },
});
