import { FINISHED_STATUSES } from '../../doc/vocabulary.js';
import { cellEdit, deleteLines, suggestion } from '../support/edits.js';
import { versionWords } from '../support/history-words.js';
import { rowInPlaceOf } from '../../doc/part-owners.js';
import { defineRule, type Related } from '../engine/rule.js';
import { roleIndex } from '../../doc/role-index.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'resource-held-by-finished',
  group: 'resources',
  severity: 'warning',
  description: 'A role that is `done` or `stopped` holds no resources (free them at close-out).',
  check({ doc, history }, report) {
    const roles = roleIndex(doc);
    for (const resource of doc.resources) {
      if (resource.owner === undefined) continue;
      const role = roles.find(resource.owner)?.role;
      if (!role?.status || !FINISHED_STATUSES.includes(role.status)) continue;
      const related: Related[] = [{ span: role.cells.status.span, message: `status of ${quote(role.name.text)}` }];
      // With history, the commits that prove it: when the role finished, and since when the row has named it.
      const names = [role.name.text, ...role.formerNames.map((name) => name.text)];
      const finished = history?.statusStretch(names, FINISHED_STATUSES);
      const held = history?.heldStretch(resource.cells.resource.text, names);
      if (finished) related.push({ message: `${quote(role.name.text)} marked \`${finished.value}\` in ${versionWords(finished.since, history)}` });
      if (held)
        related.push({
          message: `${quote(resource.cells.resource.text)} (${quote(held.value)}) listed for ${quote(role.name.text)} in every version since ${versionWords(held.since, history)}`,
        });
      // The row that took the finished one's place carries on with its resources; else the row is freed.
      const successor = rowInPlaceOf(doc, role);
      const resourceName = quote(resource.cells.resource.text);
      report(
        resource.cells.owner.span,
        `Unexpected ${quote(resource.cells.resource.text)} still held by ${quote(role.name.text)}, which is \`${role.status}\`, expected it freed at close-out`,
        {
          hint: 'When a part ends, its owner stops its processes; remove the row or give the resource to another role.',
          related,
          suggestion: successor
            ? suggestion(
                `Give ${resourceName} to ${quote(successor.name.text)}, which took the place of ${quote(role.name.text)}`,
                cellEdit(doc, resource.cells.owner, successor.name.text),
              )
            : suggestion(`Remove the row of ${resourceName}, freed (once its processes are stopped)`, ...deleteLines(doc, [resource.line])),
        },
      );
    }
  },
});
