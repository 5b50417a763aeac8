import { FINISHED_STATUSES } from '../doc/vocabulary.js';
import { defineRule } from './rule.js';
import { roleIndex } from './role-index.js';
import { quote } from './words.js';

export default defineRule({
  id: 'resource-held-by-finished',
  group: 'resources',
  severity: 'warning',
  description: 'A role that is `done` or `stopped` holds no resources (free them at close-out).',
  check({ doc }, report) {
    const roles = roleIndex(doc);
    for (const resource of doc.resources) {
      if (resource.owner === undefined) continue;
      const role = roles.find(resource.owner)?.role;
      if (!role?.status || !FINISHED_STATUSES.includes(role.status)) continue;
      report(resource.cells.owner.span, `Unexpected ${quote(resource.cells.resource.text)} still held by ${quote(role.name.text)}, which is \`${role.status}\`, expected it freed at close-out`, {
        hint: 'When a part ends, its owner stops its processes; remove the row or give the resource to another role.',
        related: [{ span: role.cells.status.span, message: `status of ${quote(role.name.text)}` }],
      });
    }
  },
});
