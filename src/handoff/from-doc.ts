/**
 * What the successor's first message inlines from the team doc, as a kickoff
 * does: the Intent, the predecessor's resources (now the successor's) and the
 * part's criteria. The successor has no other context.
 */
import type { Role, TeamDoc } from '../doc/model.js';
import { isFinished } from '../doc/part-owners.js';
import { roleIndex } from '../doc/role-index.js';
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

/** A worker of the handing top, as its row has it: what the successor's message tells it by, and whether it syncs for it. */
export interface TopWorker {
  name: string;
  runtime: string | undefined;
  host: string | undefined;
  /** `stopped` or `done`: it gets no message. */
  finished: string | undefined;
}

/** The rows whose Parent is the handing top (by its current or a former name), in table order. */
export function topWorkers(doc: TeamDoc | undefined, top: Role | undefined): TopWorker[] {
  if (doc === undefined || top === undefined) return [];
  const index = roleIndex(doc);
  return doc.roles
    .filter((role) => role !== top && role.parent !== undefined && index.find(role.parent)?.role === top)
    .map((role) => ({ name: role.name.text, runtime: role.runtime, host: role.host, finished: isFinished(role) ? role.status : undefined }));
}
