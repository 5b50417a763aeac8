/**
 * `teamdoc send`: one message to a session of the team, delivered by that
 * session's own runtime and recorded once with what the runtime answered.
 *
 *   1. decide: the recipient (roles table and statements), the sender, the
 *      route; a refusal here writes nothing and sends nothing;
 *   2. record the message together with a `sending` event (state unknown,
 *      naming the route) — durable before anything is delivered;
 *   3. leave the note the recipient's hooks use to tie the arrival to this
 *      entry, then deliver;
 *   4. record the runtime's answer as a delivery event.
 *
 * A crash after 2 leaves the message in the log as "sending, no answer
 * recorded": never lost, never claimed delivered. Delivering first would lose
 * the record on a crash; recording the answer first would claim what did not
 * happen. (docs/design/send.md, "Decisions", has the argument.)
 */
import { randomUUID } from 'node:crypto';
import type { Chain } from '../chain/model.js';
import { UsageError } from '../errors.js';
import type { RepoLocation } from '../git/repo.js';
import { handingSession } from '../handoff/handing-session.js';
import { deliveryEventId, timeAfter } from '../log/write/shared-ids.js';
import { arrivalKey, removeQueuedNote, writeQueuedNote, writeSentNote } from '../hooks/notes.js';
import { newNonce } from '../protocol/envelope.js';
import { hookStatePaths } from '../hooks/state.js';
import { readLiveRecords } from '../live/live-state.js';
import { appendEntries, type AppendResult, type NewDelivery, type NewMessage } from '../log/write/append.js';
import { cliProvenance, partyOf } from '../log/write/provenance.js';
import type { Evidence } from '../log/format/entry.js';
import { isOneOf, MESSAGE_KINDS, type MessageKind } from '../log/format/fields.js';
import { newEntryId } from '../log/format/id.js';
import type { LogSettings } from '../log/store/settings.js';
import { kindOfBody } from '../protocol/report-formats.js';
import { claudePermissionMode } from '../session/claude-permission-mode.js';
import { codexPermissionClass } from '../session/codex-permission-class.js';
import { detectSession, type SessionIdentity } from '../session/identity.js';
import { permissionClass } from '../session/permission-modes.js';
import { closest } from '../text/closest.js';
import { shellWord } from '../text/shell-word.js';
import type { DeliveryAnswer } from './answer.js';
import type { PermissionClass } from './claude-frame.js';
import { deliverToClaude } from './deliver-claude.js';
import { deliverToCodex, MAX_QUEUED_TEXT_BYTES } from './deliver-codex.js';
import { claudeText, codexText, type Sender } from './delivered-text.js';
import { chooseRoute, type Route, type RouteRecipient } from './route.js';
import { findClaudeTranscript } from '../runtimes/claude/locations.js';
import { shortenPath } from '../text/home-path.js';
import { findCodexRollout } from '../scan/codex/locations.js';
import { currentTime } from '../time/clock.js';

export interface SendRequest {
  to: string;
  /** The sender's name when the environment cannot tell it (recorded as claimed without a session id). */
  from: string | undefined;
  kind: string | undefined;
  body: Buffer;
  bodySource: string;
  inReplyTo: string | undefined;
  evidence: Evidence[];
  /** How long to wait for the runtime's answer after delivering. */
  answerWaitMs: number;
}

export interface SendContext {
  repo: RepoLocation;
  settings: LogSettings;
  chain: Chain;
  env: NodeJS.ProcessEnv;
  cwd: string;
  now: Date;
  /** How long each log write may wait for the log lock. */
  waitMs: number | undefined;
}

export interface SendResult {
  id: string;
  recipient: RouteRecipient;
  sender: Sender;
  route: Route;
  answer: DeliveryAnswer;
  /** Both writes committed; false when an entry waits in the spool (exit 75). */
  committed: boolean;
  pendingReason: string | undefined;
  redactions: AppendResult['results'][number];
}

export async function sendMessage(request: SendRequest, context: SendContext): Promise<SendResult> {
  const identity = detectSession(context.env);
  const recipient = recipientOf(context.chain, request.to);
  const handing = handingSession({ identity, from: request.from, chain: context.chain, env: context.env, command: 'send' });
  const sender: Sender = { name: handing.name, session: handing.session, runtime: handing.runtime, claimed: handing.claimed };
  const kind = kindOf(request);
  const body = request.body.toString('utf8');
  if (body.trim() === '')
    throw new UsageError('Unexpected empty body, expected the message to send', {
      hint: 'Pipe the message on stdin or give --body-file; nothing was written or sent.',
    });

  const live = await readLiveRecords(context.env, identity.host, [recipient]);
  const route = chooseRoute({
    recipient,
    senderRuntime: identity.runtime,
    here: identity.host,
    live,
    codexDaemon: live.codexDaemon !== undefined,
    recordInstead: `teamdoc record --from ${shellWord(sender.name)} --to ${shellWord(recipient.name)} --kind ${kind} --body-file ${request.bodySource === '<stdin>' ? '-, with the same body on stdin' : shellWord(request.bodySource)}`,
  });

  const id = newEntryId(context.now.getTime());
  const time = context.now.toISOString();
  const msgId = route.kind === 'claude-inbox' ? randomUUID() : undefined;
  const nonce = newNonce();
  const text = route.kind === 'claude-inbox' ? claudeText(body, sender) : codexText(body, sender, { id, time, kind }, nonce);
  if (route.kind === 'codex-queue' && Buffer.byteLength(text) > MAX_QUEUED_TEXT_BYTES) {
    throw new UsageError(
      `Unexpected message of ${Buffer.byteLength(text)} bytes for codex queue, expected at most ${MAX_QUEUED_TEXT_BYTES}: it is passed as one command-line argument`,
      {
        hint: `Nothing was written or sent. Put the bulk in a file ${recipient.name} can read, and send its path.`,
      },
    );
  }

  const provenance = cliProvenance(identity, context.repo, { from: sender.name, to: recipient.name });
  const message: NewMessage = {
    id,
    time,
    kind,
    from: partyOf(sender.name, { session: sender.session, runtime: sender.runtime, host: identity.host, worktree: context.repo.worktree }),
    to: partyOf(recipient.name, { session: recipient.session, runtime: recipient.runtime, host: recipient.host }),
    inReplyTo: request.inReplyTo,
    evidence: request.evidence,
    provenance,
    body: request.body,
    bodySource: request.bodySource,
    ...(msgId === undefined ? {} : { nativeId: msgId, nativeRuntime: 'claude' }),
  };
  const sending: NewDelivery = {
    entry: 'delivery',
    id: `${id}.sending`,
    message: id,
    time,
    state: 'unknown',
    detail: `sending: ${routeWords(route)}; no answer recorded yet`,
    provenance,
  };
  const recorded = await append(context, [message, sending]);

  const paths = hookStatePaths(context.repo.commonDir);
  let answer: DeliveryAnswer;
  let evidence: Evidence[];
  if (route.kind === 'claude-inbox') {
    const transcript = findClaudeTranscript(context.env, route.session);
    answer = await deliverToClaude({
      socket: route.socket,
      session: route.session,
      transcript,
      msgId: msgId!,
      fromName: sender.name,
      fromMode: senderClass(identity, context.env),
      text,
      answerWaitMs: request.answerWaitMs,
      beforeWrite: (address) => {
        // The receiver's hooks tie the arrival to this entry by the sender's address and the text.
        if (address !== undefined) writeSentNote(paths, { key: arrivalKey(address, text), message: id, nativeId: msgId!, senderSession: sender.session, time });
      },
    });
    // Where the arrival shows: the receiver's transcript, with this message's msg_id on its row.
    evidence = answer.state === 'delivered' && transcript !== undefined ? [{ path: shortenPath(transcript, context.env.HOME) }] : [];
  } else {
    const note = { thread: route.thread.thread, nonce, message: id, time };
    const file = writeQueuedNote(paths, note);
    answer = await deliverToCodex({ thread: route.thread.thread, text, resume: route.resume, cwd: context.cwd, env: context.env });
    if (answer.state === 'refused') removeQueuedNote(paths, { ...note, file });
    evidence = [{ command: `codex queue --thread ${route.thread.thread}${route.resume ? ' --resume' : ''}` }];
  }

  const outcome: NewDelivery = {
    entry: 'delivery',
    id: deliveryEventId(id, answer.state, answer.state === 'delivered' ? answer.receiverSession : undefined),
    message: id,
    // A plain `sent` carries the message's time (after `sending` by its id), as the hooks' `sent` does: the
    // recipient's `delivered`, never dated before the message + 1 ms whatever its clock says, stays the state.
    time: answer.state === 'sent' ? time : timeAfter(time, currentTime(context.env)),
    state: answer.state,
    detail: answer.detail,
    evidence,
    provenance,
  };
  const answered = await append(context, [outcome]);
  return {
    id,
    recipient,
    sender,
    route,
    answer,
    committed: recorded.committed && answered.committed,
    pendingReason: recorded.pendingReason ?? answered.pendingReason,
    redactions: recorded.results[0]!,
  };
}

/** The session `--to` names in the chain (current name, former name or session id), or a refusal with the closest name. */
function recipientOf(chain: Chain, to: string): RouteRecipient {
  const session = chain.resolveName(to);
  if (session !== undefined)
    return {
      name: session.name,
      runtime: session.runtime,
      session: session.session,
      host: session.host,
      worktree: session.worktree,
      status: session.role?.status,
    };
  const names = [...new Set(chain.sessions.flatMap((known) => [known.name, ...known.formerNames]))];
  const near = closest(to, names);
  throw new UsageError(
    `not sent: no session named ${JSON.stringify(to)} in the roles table or the log's statements${near === undefined ? '' : `; did you mean ${JSON.stringify(near)}?`}`,
    {
      hint: `Nothing was written or sent. ${names.length === 0 ? 'The team doc lists no sessions yet: add the recipient to its roles table.' : `The sessions are: ${names.join(', ')}.`}`,
    },
  );
}

function kindOf(request: SendRequest): MessageKind {
  if (request.kind !== undefined) {
    if (!isOneOf(MESSAGE_KINDS, request.kind))
      throw new UsageError(`Unexpected --kind ${JSON.stringify(request.kind)}, expected one of ${MESSAGE_KINDS.join(', ')}`);
    return request.kind;
  }
  return kindOfBody(request.body.toString('utf8'));
}

/** The sender's permission class, asserted to a Claude Code receiver only when the sender's own records show it. */
function senderClass(identity: SessionIdentity, env: NodeJS.ProcessEnv): PermissionClass | undefined {
  if (identity.session === undefined) return undefined;
  if (identity.runtime === 'claude') {
    const mode = claudePermissionMode(identity.session, env);
    return mode === undefined ? undefined : permissionClass(mode);
  }
  if (identity.runtime === 'codex') {
    const rollout = findCodexRollout(env, identity.session);
    return rollout === undefined ? undefined : codexPermissionClass(rollout);
  }
  return undefined;
}

function routeWords(route: Route): string {
  return route.kind === 'claude-inbox'
    ? `through the inbox socket of Claude Code session ${route.session} (pid ${route.pid ?? 'unknown'})`
    : `with codex queue into Codex thread ${route.thread.thread}${route.resume ? ', resuming it on the local daemon' : ''}`;
}

async function append(context: SendContext, entries: Array<NewMessage | NewDelivery>): Promise<AppendResult> {
  return appendEntries(context.repo, entries, { settings: context.settings, waitMs: context.waitMs, env: context.env });
}
