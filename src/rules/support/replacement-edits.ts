/** A replacement's layout (docs/team-doc.md, "A team's life") as the edits that reach it. */
import type { Role, TeamDoc } from '../../doc/model.js';
import { resourcesHeldBy } from '../../doc/part-owners.js';
import type { TextEdit } from '../../findings/finding.js';
import { cellEdit } from './edits.js';

/** The replacement's layout as edits: the replaced row `stopped`, its resources given to the row in its place. */
export function replacementEdits(doc: TeamDoc, replaced: Role, replacement: Role): TextEdit[] {
  return [
    cellEdit(doc, replaced.cells.status, 'stopped'),
    ...resourcesHeldBy(doc, replaced).map((resource) => cellEdit(doc, resource.cells.owner, replacement.name.text)),
  ];
}
