import { FINISHED_STATUSES, type RoleStatus } from '../doc/vocabulary.js';
import { defineRule } from './rule.js';
import { roleIndex } from './role-index.js';
import { quote } from './words.js';

/** A lead in one of these is still running (or about to). */
const RUNNING: readonly RoleStatus[] = ['starting', 'active', 'idle'];

export default defineRule({
  id: 'closeout-leads-active',
  group: 'roles',
  severity: 'warning',
  description: 'A role that is `done` or `stopped` has no leads of its own still `starting`, `active` or `idle`.',
  check({ doc }, report) {
    const roles = roleIndex(doc);
    for (const role of doc.roles) {
      if (!role.status || !FINISHED_STATUSES.includes(role.status)) continue;
      const running = doc.roles.filter((lead) => lead.parent !== undefined && roles.find(lead.parent)?.role === role && lead.status && RUNNING.includes(lead.status));
      if (running.length === 0) continue;
      const names = running.map((lead) => quote(lead.name.text)).join(', ');
      report(role.cells.status.span, `Unexpected ${quote(role.name.text)} \`${role.status}\` while its ${running.length === 1 ? 'lead' : 'leads'} ${names} ${running.length === 1 ? 'is' : 'are'} still running, expected its leads closed out first`, {
        hint: 'Close out from the bottom up: each lead reports, frees its resources and is marked done, then its parent.',
        related: running.map((lead) => ({ span: lead.cells.status.span, message: `${quote(lead.name.text)} is \`${lead.status}\`` })),
      });
    }
  },
});
