/**
 * Looks roles up by name the way the doc means them: without regard to case,
 * current names first, former names second (a former name is a finding of its
 * own kind: the doc should use the current one). Built once per doc.
 */
import type { Role, TeamDoc } from './model.js';
import { nameKey } from './vocabulary.js';

export interface RoleLookup {
  role: Role;
  /** Found by a former name (`was: …`), not the current one. */
  former: boolean;
}

export interface RoleIndex {
  find(name: string): RoleLookup | undefined;
}

const cache = new WeakMap<TeamDoc, RoleIndex>();

export function roleIndex(doc: TeamDoc): RoleIndex {
  let index = cache.get(doc);
  if (index) return index;
  const current = new Map<string, Role>();
  const former = new Map<string, Role>();
  for (const role of doc.roles) {
    const key = nameKey(role.name.text);
    if (key !== '' && !current.has(key)) current.set(key, role);
  }
  for (const role of doc.roles) {
    for (const name of role.formerNames) {
      const key = nameKey(name.text);
      if (!former.has(key)) former.set(key, role);
    }
  }
  index = {
    find(name) {
      const key = nameKey(name);
      const role = current.get(key);
      if (role) return { role, former: false };
      const renamed = former.get(key);
      return renamed ? { role: renamed, former: true } : undefined;
    },
  };
  cache.set(doc, index);
  return index;
}
