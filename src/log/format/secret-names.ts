/**
 * Fields that name things — ids, parties, sessions, hosts, worktrees, runtimes,
 * native ids, parent statements, handoffs, provenance — are stored, shown and
 * pushed as they are, and an id also becomes a file name and a line of the
 * commit message. A secret in one is refused, never redacted: a redacted name
 * names no one. Bodies, evidence and delivery details are text, redacted in
 * prepare.ts.
 */
import { InputError } from '../../errors.js';
import { secretInName } from '../../secrets/redact.js';

/** The free text of an entry, redacted rather than refused; and where a body came from, which is not stored. */
const NOT_NAMES = new Set(['body', 'bodySource', 'evidence', 'detail']);

/** Checked on the caller's input, before the field checks, so no error message ever quotes the secret. */
export function refuseSecretsInNames(input: object): void {
  const found = firstSecret(input, '');
  if (found === undefined) return;
  const via =
    found.field === 'provenance.detected.session' ? (input as { provenance?: { detected?: { via?: unknown } } }).provenance?.detected?.via : undefined;
  throw secretRefusal(found.kind, typeof via === 'string' ? `${found.field} (from ${via})` : found.field);
}

/** For a command that looks a name up before it writes (`deliver ID`, `join --handoff ID`), so the lookup's error cannot quote it. */
export function refuseSecretInName(field: string, value: string | undefined): void {
  const secret = value === undefined ? undefined : secretInName(value);
  if (secret) throw secretRefusal(secret.kind, field);
}

function secretRefusal(kind: string, field: string): InputError {
  return new InputError(
    `Unexpected ${kind} in ${field}, expected a name: names, ids and sessions are stored and pushed as given, so nothing was written`,
    undefined,
    {
      hint: 'Give a name, id or session id that is not a secret; and treat this secret as leaked to wherever the command line or environment is seen: rotate it.',
    },
  );
}

function firstSecret(value: unknown, path: string): { field: string; kind: string } | undefined {
  if (typeof value === 'string') {
    const secret = secretInName(value);
    return secret && { field: path, kind: secret.kind };
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (path === '' && NOT_NAMES.has(key)) continue;
    const found = firstSecret(child, path === '' ? fieldName(key) : `${path}.${key}`);
    if (found) return found;
  }
  return undefined;
}

/** The field as the log file spells it: `native-id`, `in-reply-to`. */
function fieldName(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
