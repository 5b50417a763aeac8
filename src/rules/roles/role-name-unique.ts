import type { Located } from '../../doc/model.js';
import { nameKey } from '../../doc/vocabulary.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'role-name-unique',
  group: 'roles',
  severity: 'error',
  description: 'Role names are unique, former names included, without regard to letter case.',
  check({ doc }, report) {
    const seen = new Map<string, { located: Located; role: string; former: boolean }>();
    for (const role of doc.roles) {
      const names = [{ located: role.name, former: false }, ...role.formerNames.map((located) => ({ located, former: true }))];
      for (const { located, former } of names) {
        const key = nameKey(located.text);
        if (key === '') continue;
        const earlier = seen.get(key);
        if (!earlier) {
          seen.set(key, { located, role: role.name.text, former });
          continue;
        }
        const whose = earlier.former ? `former name of ${quote(earlier.role)}` : 'role name';
        report(
          located.span,
          `Unexpected ${former ? 'former name' : 'name'} ${quote(located.text)} (already a ${whose}, line ${earlier.located.span.start.line}), expected every name once`,
          {
            hint: 'Messages are addressed by name: two roles with one name make the log ambiguous.',
            related: [{ span: earlier.located.span, message: `${quote(earlier.located.text)} as a ${whose}` }],
          },
        );
      }
    }
  },
});
