import { nameKey } from '../../doc/vocabulary.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'part-has-role',
  group: 'roles',
  severity: 'error',
  description: 'Every part under Parts is owned by a role in the roles table.',
  check({ doc }, report) {
    const owned = new Set(doc.roles.flatMap((role) => role.parts.map((part) => nameKey(part.text))));
    for (const part of doc.parts) {
      if (owned.has(nameKey(part.id.text))) continue;
      report(part.id.span, `Unexpected part ${quote(part.id.text)} that no role owns, expected a role whose Part is ${quote(part.id.text)}`, {
        hint: 'Add the worker that owns it to the roles table, or remove the part.',
      });
    }
  },
});
