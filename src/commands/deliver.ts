/**
 * teamdoc deliver: an append-only delivery event for a message that is in
 * the log (or waiting in the spool); the message file itself never changes.
 */
import { UsageError } from '../errors.js';
import { locateRepo } from '../git/repo.js';
import type { Io } from '../io.js';
import { appendEntries } from '../log/write/append.js';
import { cliProvenance } from '../log/write/provenance.js';
import { parseWaitSeconds } from './input/cli-input.js';
import { logContext } from '../log/store/context.js';
import { parseEvidence } from './input/evidence.js';
import { resolveMessageId } from '../log/read/id-prefix.js';
import { refuseForeignLogAtDoor } from '../chain/door-reads.js';
import { checkId } from '../log/format/validate.js';
import { refuseSecretInName } from '../log/format/secret-names.js';
import { resolveLogSettings } from '../log/store/settings.js';
import { writeAppendResult } from './output/append-result.js';
import { detectSession } from '../session/identity.js';
import type { OptionsOf } from './declare-options.js';
import type { DELIVER_OPTIONS } from './options.js';

type DeliverOptions = OptionsOf<typeof DELIVER_OPTIONS>;

export async function run(operands: unknown[], options: DeliverOptions, io: Io): Promise<number> {
  const messageId = String(operands[0]);
  const evidence = (options.evidence ?? []).map(parseEvidence);
  const waitMs = parseWaitSeconds(options.wait);
  const [repo, settings] = await Promise.all([locateRepo(io.cwd), resolveLogSettings(io.cwd, { ref: options.ref }, io.env)]);
  refuseSecretInName('<message-id>', messageId);
  try {
    checkId(messageId, 'message id');
  } catch (error) {
    throw new UsageError(`Unexpected ${(error as Error).message}`);
  }
  // The whole id, or a prefix of at least six characters that only one message's id starts with.
  const context = logContext(repo, settings);
  await refuseForeignLogAtDoor(context);
  const message = await resolveMessageId(context, messageId, { option: 'message id' });
  const session = detectSession(io.env);
  const result = await appendEntries(
    repo,
    [
      {
        entry: 'delivery',
        id: options.id,
        message,
        state: options.state,
        detail: options.detail,
        evidence,
        provenance: cliProvenance(session, repo, {}),
      },
    ],
    { settings, waitMs, env: io.env },
  );
  return writeAppendResult(result, io);
}
