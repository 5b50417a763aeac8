/**
 * teamdoc deliver: an append-only delivery event for a message that is in
 * the log (or waiting in the spool); the message file itself never changes.
 */
import { UsageError } from '../errors.js';
import { locateRepo } from '../git/repo.js';
import type { Io } from '../io.js';
import { appendEntries } from '../log/append.js';
import { cliProvenance, parseWaitSeconds } from '../log/cli-input.js';
import { logContext } from '../log/context.js';
import { parseEvidence } from '../log/evidence.js';
import { findEntry } from '../log/find.js';
import { checkId } from '../log/validate.js';
import { refuseSecretInName } from '../log/secret-names.js';
import { resolveLogSettings } from '../log/settings.js';
import { writeAppendResult } from '../report/log-write.js';
import { detectSession } from '../session/identity.js';

interface DeliverOptions {
  state: string;
  detail?: string;
  evidence?: string[];
  id?: string;
  ref?: string;
  wait?: string;
}

export async function run(operands: unknown[], rawOptions: Record<string, unknown>, io: Io): Promise<number> {
  const options = rawOptions as unknown as DeliverOptions;
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
  const message = await findEntry(logContext(repo, settings), messageId);
  if (message?.entry !== 'message') {
    throw new UsageError(`No message with id ${JSON.stringify(messageId)} in ${settings.ref}`, { hint: 'teamdoc log lists the ids; nothing was written.' });
  }
  const session = detectSession(io.env);
  const result = await appendEntries(
    repo,
    [
      {
        entry: 'delivery',
        id: options.id,
        message: message.id,
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
