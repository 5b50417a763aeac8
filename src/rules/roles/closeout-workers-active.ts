import type { RoleStatus } from '../../doc/vocabulary.js';
import { cellEdit, suggestion } from '../support/edits.js';
import { isFinished, rowInPlaceOf } from '../../doc/part-owners.js';
import { defineRule } from '../engine/rule.js';
import { roleIndex } from '../../doc/role-index.js';
import { quote } from '../support/words.js';

/** A worker in one of these is still running (or about to). */
const RUNNING: readonly RoleStatus[] = ['starting', 'active', 'idle'];

export default defineRule({
  id: 'closeout-workers-active',
  group: 'roles',
  severity: 'warning',
  description:
    'A role that is `done` or `stopped` has no workers of its own still `starting`, `active` or `idle` (after a handoff or a replacement, they answer to the row that took its place).',
  check({ doc }, report) {
    const roles = roleIndex(doc);
    for (const role of doc.roles) {
      if (!isFinished(role)) continue;
      const running = doc.roles.filter(
        (worker) => worker.parent !== undefined && roles.find(worker.parent)?.role === role && worker.status && RUNNING.includes(worker.status),
      );
      if (running.length === 0) continue;
      const names = running.map((worker) => quote(worker.name.text)).join(', ');
      const successor = rowInPlaceOf(doc, role);
      const their = running.length === 1 ? 'its' : 'their';
      report(
        role.cells.status.span,
        `Unexpected ${quote(role.name.text)} \`${role.status}\` while its ${running.length === 1 ? 'worker' : 'workers'} ${names} ${running.length === 1 ? 'is' : 'are'} still running, expected its workers closed out first`,
        {
          hint: successor
            ? `${quote(successor.name.text)} took the place of ${quote(role.name.text)}: write ${quote(successor.name.text)} as ${their} parent.`
            : 'Close out from the bottom up: each worker reports, frees its resources and is marked done, then its parent.',
          related: running.map((worker) => ({ span: worker.cells.status.span, message: `${quote(worker.name.text)} is \`${worker.status}\`` })),
          suggestion: successor
            ? suggestion(
                `Write ${quote(successor.name.text)} as the parent of ${names}`,
                ...running.map((worker) => cellEdit(doc, worker.cells.parent, successor.name.text)),
              )
            : undefined,
        },
      );
    }
  },
});
