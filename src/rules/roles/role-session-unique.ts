import type { Role } from '../../doc/model.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'role-session-unique',
  group: 'roles',
  severity: 'error',
  description: 'No two roles share a session id.',
  check({ doc }, report) {
    const seen = new Map<string, Role>();
    for (const role of doc.roles) {
      if (role.session === undefined) continue;
      const key = role.session.toLowerCase();
      const earlier = seen.get(key);
      if (!earlier) {
        seen.set(key, role);
        continue;
      }
      report(
        role.cells.session.span,
        `Unexpected session ${quote(role.session)} for ${quote(role.name.text)} (already \`${earlier.name.text}\`’s, line ${earlier.line}), expected one role per session`,
        {
          hint: 'A session is one conversation; a renamed session keeps its row and lists the old name as `(was: …)`.',
          related: [{ span: earlier.cells.session.span, message: `the session of ${quote(earlier.name.text)}` }],
        },
      );
    }
  },
});
