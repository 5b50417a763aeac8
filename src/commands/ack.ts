/**
 * teamdoc ack: records that someone accepted a finding about a log message,
 * and why (protocol/acknowledgement.ts), so `check` no longer reports it.
 * A typo in the rule or the message id is refused before anything is written.
 */
import { locateRepo } from '../git/repo.js';
import type { Io } from '../io.js';
import { appendEntries } from '../log/write/append.js';
import { cliProvenance } from '../log/write/provenance.js';
import { parseWaitSeconds } from './input/cli-input.js';
import { logContext } from '../log/store/context.js';
import { BROADCAST_NAME } from '../log/format/fields.js';
import { resolveMessageId } from '../log/read/id-prefix.js';
import { resolveLogSettings } from '../log/store/settings.js';
import { acknowledgementBody } from '../protocol/acknowledgement.js';
import { writeAppendResult } from './output/append-result.js';
import { acknowledgeableRule, acknowledgementReason } from '../rules/engine/ack-door.js';
import { detectSession } from '../session/identity.js';
import type { OptionsOf } from './declare-options.js';
import type { ACK_OPTIONS } from './options.js';

type AckOptions = OptionsOf<typeof ACK_OPTIONS>;

export async function run(operands: unknown[], options: AckOptions, io: Io): Promise<number> {
  const rule = acknowledgeableRule(String(operands[0]));
  const reason = acknowledgementReason(options.reason);
  const waitMs = parseWaitSeconds(options.wait);
  const [repo, settings] = await Promise.all([locateRepo(io.cwd), resolveLogSettings(io.cwd, { ref: options.ref }, io.env)]);
  // The whole id, or a prefix of at least six characters that only one message's id starts with.
  const message = await resolveMessageId(logContext(repo, settings), String(operands[1]), { option: 'message id' });
  const result = await appendEntries(
    repo,
    [
      {
        kind: 'other',
        from: { name: options.by },
        to: { name: BROADCAST_NAME },
        inReplyTo: message,
        provenance: cliProvenance(detectSession(io.env), repo, { from: options.by, to: BROADCAST_NAME }),
        body: acknowledgementBody({ rule, reason }),
      },
    ],
    { settings, waitMs, env: io.env },
  );
  return writeAppendResult(result, io);
}
