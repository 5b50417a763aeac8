/**
 * The Claude Code route: the message into the session's inbox socket, and
 * what came back — a receipt (held, released, refused, expired, dropped), its
 * transcript showing the message queued or in a turn, or nothing in the time
 * waited. Before the line is written, the sender's note is left where the
 * receiver's plugin hooks look (the same note a SendMessage hook leaves), so
 * they record the arrival on this message too.
 */
import type { InboxReceipt, PermissionClass } from './claude-frame.js';
import { transcriptWatcher } from './claude-arrival.js';
import { deliverToInbox } from './claude-inbox.js';
import type { DeliveryAnswer } from './answer.js';

export interface ClaudeDelivery {
  socket: string;
  /** The receiving session's id and transcript (for the signs of arrival). */
  session: string;
  transcript: string | undefined;
  /** Claude Code's msg_id for this message (a UUID): the receiver keeps it on its transcript row. */
  msgId: string;
  fromName: string;
  fromMode: PermissionClass | undefined;
  /** The text delivered (the body, and teamdoc's line on how to reply). */
  text: string;
  answerWaitMs: number;
  /** Called with the sender's address before the line is written. */
  beforeWrite(address: string | undefined): void;
}

export async function deliverToClaude(delivery: ClaudeDelivery): Promise<DeliveryAnswer> {
  const outcome = await deliverToInbox({
    socket: delivery.socket,
    frame: { msgId: delivery.msgId, fromName: delivery.fromName, fromMode: delivery.fromMode, body: delivery.text },
    answerWaitMs: delivery.answerWaitMs,
    transcriptSign: transcriptWatcher(delivery.transcript, delivery.msgId),
    beforeWrite: delivery.beforeWrite,
  });
  if (!outcome.written) {
    return {
      answer: 'unreachable',
      state: 'refused',
      detail: `unreachable: its inbox socket could not be written (${outcome.code ?? outcome.reason}); the session may have just exited`,
    };
  }
  const last = outcome.receipts.at(-1);
  const held = outcome.receipts.some((receipt) => receipt.status === 'held');
  if (last !== undefined && last.status !== 'held') return answerOf(last, held, delivery.session);
  if (outcome.sign === 'delivered') {
    return {
      answer: 'arrived',
      state: 'delivered',
      detail: `arrived: the session's transcript holds it in a turn (msg_id ${delivery.msgId})`,
      receiverSession: delivery.session,
    };
  }
  if (held) return { answer: 'held', state: 'held', detail: `held: Claude Code's receipt: ${last!.reason ?? 'held for the recipient user’s approval'}` };
  if (outcome.sign === 'queued')
    return {
      answer: 'accepted',
      state: 'sent',
      detail: 'accepted: in the session’s queue (Claude Code sends no receipt for an accepted message); its turn has not shown it yet',
    };
  const reply = outcome.replySocket === undefined ? ' (no socket could be bound beside its own, so no receipt could come back)' : '';
  return {
    answer: 'no answer',
    state: 'sent',
    detail: `no answer: written to its inbox; nothing came back in ${Math.round(outcome.waitedMs / 100) / 10} s${reply}`,
  };
}

function answerOf(receipt: InboxReceipt, wasHeld: boolean, session: string): DeliveryAnswer {
  const words = receipt.reason === undefined ? '' : `: ${receipt.reason}`;
  switch (receipt.status) {
    case 'delivered':
      return {
        answer: 'released',
        state: 'delivered',
        detail: `released${wasHeld ? ' after being held' : ''}: Claude Code's receipt${words}`,
        receiverSession: session,
      };
    case 'expired':
      return { answer: 'expired', state: 'expired', detail: `expired: Claude Code's receipt${words}` };
    case 'denied':
      return { answer: 'denied', state: 'refused', detail: `denied: Claude Code's receipt${words}` };
    case 'dropped':
      return { answer: 'dropped', state: 'refused', detail: `dropped (${receipt.dropReason ?? 'no reason given'}): Claude Code's receipt${words}` };
    default:
      return { answer: 'refused', state: 'refused', detail: `refused: Claude Code's receipt${words}` };
  }
}
