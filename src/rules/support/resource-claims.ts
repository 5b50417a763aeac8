/**
 * Resources as claims that can collide: who holds them (by role, case aside),
 * and on which host a GPU or port lives (the value's `host:` prefix, else the
 * owner's Host column, else unknown — and an unknown host may be any host).
 */
import type { Resource, TeamDoc } from '../../doc/model.js';
import { rangesOverlap, type NumberRange, type ResourceKind } from '../../doc/resource-values.js';
import { nameKey } from '../../doc/vocabulary.js';
import { roleIndex } from '../../doc/role-index.js';

export interface Claim {
  resource: Resource;
  /** Who holds it: the role's current name, or the Owner cell as written when it names no role. */
  holder: string;
  holderKey: string;
  host: string | undefined;
}

export function claimsOf(doc: TeamDoc, kind: ResourceKind): Claim[] {
  const roles = roleIndex(doc);
  const claims: Claim[] = [];
  for (const resource of doc.resources) {
    if (resource.kind !== kind || resource.owner === undefined) continue;
    const role = roles.find(resource.owner)?.role;
    const holder = role?.name.text ?? resource.owner;
    const host = resource.value.type === 'numbers' ? (resource.value.host ?? role?.host) : undefined;
    claims.push({ resource, holder, holderKey: nameKey(holder), host });
  }
  return claims;
}

/** Two hosts may be the same machine unless both are known and differ. */
function mayShareHost(a: Claim, b: Claim): boolean {
  return a.host === undefined || b.host === undefined || nameKey(a.host) === nameKey(b.host);
}

/** Every pair of claims held by different roles, earlier row first. */
export function* rivalPairs(claims: readonly Claim[]): Generator<[earlier: Claim, later: Claim]> {
  for (let later = 1; later < claims.length; later++) {
    for (let earlier = 0; earlier < later; earlier++) {
      if (claims[earlier]!.holderKey !== claims[later]!.holderKey) yield [claims[earlier]!, claims[later]!];
    }
  }
}

export function hostWords(claim: Claim): string {
  return claim.host === undefined ? 'on an unnamed host' : `on \`${claim.host}\``;
}

/** GPU or port claims of different roles that may be on one host and share a number. */
export function* numberConflicts(doc: TeamDoc, kind: 'gpu' | 'port'): Generator<{ earlier: Claim; later: Claim; shared: NumberRange }> {
  for (const [earlier, later] of rivalPairs(claimsOf(doc, kind))) {
    if (earlier.resource.value.type !== 'numbers' || later.resource.value.type !== 'numbers' || !mayShareHost(earlier, later)) continue;
    const shared = rangesOverlap(earlier.resource.value.ranges, later.resource.value.ranges);
    if (shared) yield { earlier, later, shared };
  }
}

/** The hint for a number conflict: name the hosts if the doc leaves one unsaid. */
export function conflictHint(earlier: Claim, later: Claim, example: string, otherwise: string): string {
  return earlier.host === undefined || later.host === undefined
    ? `Name the host (\`${example}\`, or the owner’s Host column) if these are different machines.`
    : otherwise;
}
