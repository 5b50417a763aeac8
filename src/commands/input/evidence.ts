/**
 * Evidence given on the command line as `KIND:VALUE`: `path:src/a.ts`,
 * `commit:1a2b3c4`, `command:npm test`, `url:https://…`.
 */
import { UsageError } from '../../errors.js';
import type { Evidence } from '../../log/format/entry.js';
import { EVIDENCE_KINDS, isOneOf } from '../../log/format/fields.js';

export function parseEvidence(argument: string): Evidence {
  const colon = argument.indexOf(':');
  const kind = colon < 0 ? '' : argument.slice(0, colon);
  const value = argument.slice(colon + 1);
  if (!isOneOf(EVIDENCE_KINDS, kind) || value === '') {
    throw new UsageError(`Unexpected --evidence ${JSON.stringify(argument)}, expected KIND:VALUE with KIND one of ${EVIDENCE_KINDS.join(', ')}`, {
      hint: 'For example --evidence path:src/app.ts --evidence commit:1a2b3c4 --evidence "command:npm test".',
    });
  }
  return { [kind]: value };
}
