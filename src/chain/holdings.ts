/**
 * What each session holds: its resources from the doc, and whether its status
 * says it is finished (a finished session still holding GPUs stands out).
 */
import type { Resource, TeamDoc } from '../doc/model.js';
import { FINISHED_STATUSES } from '../doc/vocabulary.js';
import { roleIndex } from '../doc/role-index.js';
import type { Chain, ChainSession } from './model.js';

export interface Holding {
  session: ChainSession;
  resources: Resource[];
  finished: boolean;
}

export function holdingsOf(chain: Chain, doc: TeamDoc | undefined): Holding[] {
  if (!doc) return [];
  const roles = roleIndex(doc);
  const held = new Map<ChainSession, Resource[]>();
  for (const resource of doc.resources) {
    const role = resource.owner === undefined ? undefined : roles.find(resource.owner)?.role;
    const session = role && chain.sessionOf(role);
    if (!session) continue;
    held.set(session, [...(held.get(session) ?? []), resource]);
  }
  return chain.sessions
    .filter((session) => held.has(session))
    .map((session) => ({
      session,
      resources: held.get(session)!,
      finished: session.role?.status !== undefined && FINISHED_STATUSES.includes(session.role.status),
    }));
}
