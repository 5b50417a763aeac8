import type { Located, Role } from '../doc/model.js';
import { nameKey } from '../doc/vocabulary.js';
import { defineRule } from './rule.js';
import { quote } from './words.js';

export default defineRule({
  id: 'part-owner-single',
  group: 'roles',
  severity: 'error',
  description: 'A part has exactly one owner: no two roles name the same part.',
  check({ doc }, report) {
    const owners = new Map<string, { role: Role; part: Located }>();
    for (const role of doc.roles) {
      for (const part of role.parts) {
        const key = nameKey(part.text);
        const first = owners.get(key);
        if (!first) {
          owners.set(key, { role, part });
          continue;
        }
        if (first.role === role) continue;
        report(part.span, `Unexpected second owner ${quote(role.name.text)} of part ${quote(part.text)} (owned by ${quote(first.role.name.text)}, line ${first.role.line}), expected one owner per part`, {
          hint: 'One owner per part: split the part, or make one role the owner and the other its lead’s helper.',
          related: [{ span: first.part.span, message: `owned by ${quote(first.role.name.text)}` }],
        });
      }
    }
  },
});
