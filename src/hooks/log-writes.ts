/**
 * How the hooks write to the log: one append per hook run, with the hook's
 * provenance, waiting briefly for the lock. The ids both sides of a message
 * compute alike live in log/write/shared-ids.ts (`scan --record` and `send` use
 * them too).
 */
import type { HookScope } from './scope.js';
import { appendEntries, type AppendResult, type NewEntry } from '../log/write/append.js';
import type { Provenance } from '../log/format/entry.js';

/** How long a hook waits for the log lock before leaving its entries in the spool for the next writer. */
const HOOK_WAIT_MS = 5000;

export function hookProvenance(session: string, event: string, runtime: 'claude' | 'codex' = 'claude'): Provenance {
  return { by: 'hook', session, runtime, event };
}

export async function appendForHook(scope: HookScope, entries: NewEntry[]): Promise<AppendResult> {
  return appendEntries(scope.repo, entries, { env: scope.env, settings: scope.log.settings, waitMs: HOOK_WAIT_MS });
}
