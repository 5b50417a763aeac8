/**
 * What the rules say when a name in the doc is not a role's current name:
 * the hint, and the edit that writes the current name for a former one.
 */
import type { Cell, TeamDoc } from '../../doc/model.js';
import type { RoleLookup } from '../../doc/role-index.js';
import type { Suggestion } from '../../findings/finding.js';
import { cellEdit, safeSuggestion } from './edits.js';

/** The finding's words when a name is not a role's current name. */
export function unknownRoleHint(lookup: RoleLookup | undefined, name: string): string {
  if (lookup?.former) return `\`${name}\` is a former name of \`${lookup.role.name.text}\`; write the current name.`;
  return 'Use a name from the Name column of the roles table, or add the role.';
}

/** A former name written where the current one belongs: the edit that writes the current name. */
export function currentNameSuggestion(doc: TeamDoc, cell: Cell, lookup: RoleLookup | undefined): Suggestion | undefined {
  if (!lookup?.former) return undefined;
  return safeSuggestion(`Write the current name \`${lookup.role.name.text}\``, cellEdit(doc, cell, lookup.role.name.text));
}
