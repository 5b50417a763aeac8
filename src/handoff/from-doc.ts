/**
 * What the successor's first message inlines from the team doc, as a kickoff
 * does: the Intent, the predecessor's resources (now the successor's) and the
 * part's criteria. The successor has no other context.
 */
import type { Role, TeamDoc } from '../doc/model.js';
import { nameKey } from '../doc/vocabulary.js';
import { NO_CRITERIA, NO_RESOURCES, criteriaText, intentText, resourceList } from '../kickoff/values.js';

export interface FromDoc {
  intent: string;
  resources: string;
  criteria: string;
}

const NO_DOC: FromDoc = { intent: '(the project keeps no team doc: the packet says what the work is)', resources: NO_RESOURCES, criteria: NO_CRITERIA };

export function handoffFromDoc(doc: TeamDoc | undefined, predecessor: Role | undefined, part: string | undefined): FromDoc {
  if (doc === undefined) return NO_DOC;
  const section = part === undefined ? undefined : doc.parts.find((candidate) => nameKey(candidate.id.text) === nameKey(part));
  return {
    intent: intentText(doc),
    resources: predecessor === undefined ? NO_RESOURCES : resourceList(doc, predecessor),
    criteria: section === undefined ? NO_CRITERIA : criteriaText(section.criteria),
  };
}
