/**
 * Who owns a part over time. A part keeps one owner at a time: when a worker
 * is replaced or hands off, its row stays (`stopped` or `done`) and a new row
 * names the same part, so the owner now is the one row naming it that is not
 * finished. A finished row whose place another row took is not the end of
 * its part, and its workers answer to that row now.
 */
import type { Resource, Role, TeamDoc } from './model.js';
import { roleIndex } from './role-index.js';
import { FINISHED_STATUSES, nameKey } from './vocabulary.js';

export function isFinished(role: Role): boolean {
  return role.status !== undefined && FINISHED_STATUSES.includes(role.status);
}

/** Every row naming the part, in table order. */
export function rowsOwning(doc: TeamDoc, part: string): Role[] {
  const key = nameKey(part);
  return doc.roles.filter((role) => role.parts.some((named) => nameKey(named.text) === key));
}

/** The part's owner now: the row naming it that is not finished, else the last row naming it. */
export function currentOwner(doc: TeamDoc, part: string): Role | undefined {
  const rows = rowsOwning(doc, part);
  return rows.find((role) => !isFinished(role)) ?? rows[rows.length - 1];
}

/**
 * The row that took a finished row's place: one that is not finished and owns
 * the same part, or, for a finished top, the top that is not finished.
 */
export function rowInPlaceOf(doc: TeamDoc, finished: Role): Role | undefined {
  if (!isFinished(finished)) return undefined;
  if (finished.parent === undefined)
    return doc.roles.find((role) => role !== finished && role.parent === undefined && !role.cells.parent.missing && !isFinished(role));
  const parts = finished.parts.map((part) => nameKey(part.text));
  if (parts.length === 0) return undefined;
  return doc.roles.find((role) => role !== finished && !isFinished(role) && role.parts.some((part) => parts.includes(nameKey(part.text))));
}

/** The Resources rows whose Owner is this row. */
export function resourcesHeldBy(doc: TeamDoc, role: Role): Resource[] {
  const roles = roleIndex(doc);
  return doc.resources.filter((resource) => resource.owner !== undefined && roles.find(resource.owner)?.role === role);
}
