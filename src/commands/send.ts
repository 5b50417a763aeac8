/**
 * teamdoc send: the body from stdin or a file, the team from the doc and the
 * log, the message delivered by the recipient's runtime and recorded with its
 * answer. Exit 0 when it was delivered or queued, 1 when the runtime held or
 * refused it (it is in the log, with that answer), 2 when it was refused here
 * (nothing written or sent), 75 when an entry waits in the spool.
 */
import { chainOf } from '../chain/build-chain.js';
import { loadRepoTeamDoc } from '../doc/load.js';
import { ExitCode, PendingCommitError, UsageError } from '../errors.js';
import { readConfigMatching } from '../git/config.js';
import { locateRepo } from '../git/repo.js';
import type { Io } from '../io.js';
import { readBodyInput } from './input/body-input.js';
import { parseWaitSeconds, refuseMisshapenHeading } from './input/cli-input.js';
import { gitCwd, logContext } from '../log/store/context.js';
import { parseEvidence } from './input/evidence.js';
import { snapshotOf } from '../log/read/provider.js';
import { LOG_CONFIG_KEYS, logSettingsFrom } from '../log/store/settings.js';
import { handedOffNote } from '../report/handed-off-text.js';
import { renderSent } from '../report/send-text.js';
import { notDelivered } from '../send/answer.js';
import { sendMessage } from '../send/send-message.js';
import { currentTime } from '../time/clock.js';
import type { OptionsOf } from './declare-options.js';
import type { SEND_OPTIONS } from './options.js';

type SendOptions = OptionsOf<typeof SEND_OPTIONS>;

const DEFAULT_ANSWER_WAIT_MS = 5000;

export async function run(_operands: unknown[], options: SendOptions, io: Io): Promise<number> {
  const evidence = (options.evidence ?? []).map(parseEvidence);
  const waitMs = parseWaitSeconds(options.wait);
  const answerWaitMs = parseAnswerWait(options.answerWait);
  const repo = await locateRepo(io.cwd);
  const config = await readConfigMatching(gitCwd(repo), LOG_CONFIG_KEYS);
  const settings = logSettingsFrom(config, { ref: options.ref, maxBodyBytes: options.maxBodyBytes }, io.env);
  const body = await readBodyInput(io, options.bodyFile, settings.maxBodyBytes);
  refuseMisshapenHeading(body.bytes);
  const now = currentTime(io.env);
  const doc = await loadRepoTeamDoc(io.cwd, repo);
  const { snapshot } = await snapshotOf({ branch: settings.ref, context: logContext(repo, settings) });
  const result = await sendMessage(
    { to: options.to, from: options.from, kind: options.kind, body: body.bytes, bodySource: body.source, inReplyTo: options.inReplyTo, evidence, answerWaitMs },
    { repo, settings, chain: chainOf(doc?.doc, snapshot.digest.structural), env: io.env, cwd: io.cwd, now, waitMs },
  );
  io.stdout.write(`${result.id}\n`);
  io.stderr.write(renderSent(result));
  // A recipient that handed off still gets the message in the log (its successor reads it); the sender is told whom to address.
  io.stderr.write(handedOffNote(snapshot.digest.structural, options.to));
  if (!result.committed) {
    throw new PendingCommitError(
      `${result.id} is ${result.answer.state === 'sent' || result.answer.state === 'delivered' ? 'delivered' : 'answered'} and durable on disk, but not committed to the log yet: ${result.pendingReason ?? 'the commit could not be made'}`,
      {
        hint: 'Nothing is lost: the next teamdoc write, or `teamdoc doctor`, commits it.',
      },
    );
  }
  return notDelivered(result.answer) ? ExitCode.findings : ExitCode.ok;
}

function parseAnswerWait(text: string | undefined): number {
  if (text === undefined) return DEFAULT_ANSWER_WAIT_MS;
  const seconds = Number(text);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 3600) {
    throw new UsageError(`Unexpected --answer-wait ${JSON.stringify(text)}, expected a number of seconds from 0 to 3600`);
  }
  return Math.round(seconds * 1000);
}
