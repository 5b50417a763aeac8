/** How text reports name a related place: `line 35: ` in the same file, `TEAM.md:35: ` in another (a kickoff pointing into the team doc). */
import type { Finding, RelatedLocation } from '../findings/finding.js';

export function relatedPlace(finding: Finding, related: RelatedLocation): string {
  const elsewhere = related.file !== undefined && related.file !== finding.file;
  if (related.line === undefined) return elsewhere ? `${related.file}: ` : '';
  return elsewhere ? `${related.file}:${related.line}: ` : `line ${related.line}: `;
}
