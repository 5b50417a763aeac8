/**
 * Whose kickoff this is: the part it names (in its marker line, else in its
 * `teamdoc join --part`), that part in the team doc, the part's owner, and the
 * parent the worker reports to. Read once per kickoff and shared by its rules.
 */
import type { Located, Part, Role, TeamDoc } from '../../doc/model.js';
import { nameKey } from '../../doc/vocabulary.js';
import type { Kickoff } from '../../kickoff/model.js';
import { currentOwner } from '../../doc/part-owners.js';
import { roleIndex } from '../../doc/role-index.js';

export interface KickoffSubject {
  /** The part id as the kickoff writes it, and where; undefined when it names none. */
  partName: Located | undefined;
  part: Part | undefined;
  owner: Role | undefined;
  /** The parent the kickoff names (join --parent, else the marker), and where. */
  parentName: Located | undefined;
  /** The owner's parent in the Roles table. */
  parent: Role | undefined;
}

const cache = new WeakMap<Kickoff, { doc: TeamDoc | undefined; subject: KickoffSubject }>();

export function kickoffSubject(kickoff: Kickoff, doc: TeamDoc | undefined): KickoffSubject {
  const cached = cache.get(kickoff);
  if (cached && cached.doc === doc) return cached.subject;
  const subject = readSubject(kickoff, doc);
  cache.set(kickoff, { doc, subject });
  return subject;
}

function readSubject(kickoff: Kickoff, doc: TeamDoc | undefined): KickoffSubject {
  const join = kickoff.joinCommands[0];
  const fromMarker = (key: string): Located | undefined => {
    const value = kickoff.marker?.attributes[key];
    return value === undefined || kickoff.marker === undefined ? undefined : { text: value, span: kickoff.marker.span };
  };
  const partName = fromMarker('part') ?? join?.part;
  const parentName = join?.parent ?? fromMarker('parent');
  const part = partName && doc?.parts.find((candidate) => nameKey(candidate.id.text) === nameKey(partName.text));
  const owner = part && doc && currentOwner(doc, part.id.text);
  const parent = owner?.parent === undefined || doc === undefined ? undefined : roleIndex(doc).find(owner.parent)?.role;
  return { partName, part, owner, parentName, parent };
}
