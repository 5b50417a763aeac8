/**
 * The digest of the log at one tip, cached beside the read cache: a view or a
 * check at an unchanged tip reads this small file instead of parsing every
 * message. Purely derived and keyed by ref and tip; deleting it is always safe.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { LogDigest } from './digest.js';
import { ensureDirectory } from '../store/durable.js';
import type { LogProblem } from './read.js';

// 2: flows keep their first report of results, and `[done]` reports are noted.
// 3: a report written with lone CRs is read as its LF twin (text/line-endings.ts).
// 4: problems carry their kind (integrity.ts), and messages their integrity notes.
// 5: `[plan]` reports are kept (plans), so the doc can be compared with what each part's plan said.
// 6: acknowledgements and `[correction]`s that answer a message are kept (settlements), so check can leave settled findings out.
// 7: a kickoff's `[ack]` is not a report of results (flows' firstResult).
// 8: nor is the handoff skill's `[handoff]` notice.
// 10: an acknowledgement is no traffic (nor a broadcast, nor delivery trouble); flows keep their latest brief that asks a report (not a notice).
const DIGEST_FORMAT = 10;

export interface CachedDigest {
  tip: string;
  digest: LogDigest;
  problems: LogProblem[];
}

export function digestCachePath(stateRoot: string): string {
  return join(stateRoot, 'digest-cache.json');
}

/** The cached digest for `ref` at `tip`, or at whatever tip it was made for when `tip` is not given. */
export function loadDigest(path: string, ref: string, tip?: string): CachedDigest | undefined {
  try {
    const cached = JSON.parse(readFileSync(path, 'utf8')) as { format?: number; ref?: string } & Partial<CachedDigest>;
    if (cached.format !== DIGEST_FORMAT || cached.ref !== ref || typeof cached.tip !== 'string' || !cached.digest || !Array.isArray(cached.problems))
      return undefined;
    if (tip !== undefined && cached.tip !== tip) return undefined;
    return { tip: cached.tip, digest: cached.digest, problems: cached.problems };
  } catch {
    return undefined;
  }
}

export function saveDigest(path: string, ref: string, cached: CachedDigest): void {
  try {
    ensureDirectory(dirname(path));
    const temporary = join(dirname(path), `.tmp-digest-${process.pid}-${randomBytes(4).toString('hex')}`);
    writeFileSync(temporary, JSON.stringify({ format: DIGEST_FORMAT, ref, ...cached }));
    renameSync(temporary, path);
  } catch {
    // A cache that cannot be written (a read-only repository) only makes the next read slower.
  }
}
