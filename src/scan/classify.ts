/**
 * The outcome of one message from what the traces prove, and nothing more: an
 * arrival row proves delivery; a refusal in the send result or a delivery
 * notice proves what it says; with neither, the message is unconfirmed — never
 * "lost", because the traces cannot tell a message lost from one whose
 * receiver's transcript is elsewhere.
 */
import type { ArrivalObservation, NoticeObservation, SendObservation } from './observations.js';
import type { NoticeLink } from './match.js';
import { timeOf } from '../time/instant.js';
import type { Outcome } from './model.js';

/** Why an arrival whose sender's transcript is here has no send to pair with. */
const SENDER_HERE: Record<ArrivalObservation['channel'], string> = {
  'claude-peer': 'The sender’s transcript is here but records no matching send.',
  'codex-inter-agent': 'The sending thread’s rollout is here; Codex recorded the message on the receiving side only.',
  kickoff: 'It is a kickoff that names its parent, whose transcript is here; the kickoff itself was handed over outside any transcript.',
  envelope: 'It is an envelope relayed by hand from a session whose transcript is here.',
};

export interface Classification {
  outcome: Outcome;
  mode: 'idle' | 'mid-turn' | undefined;
  reason: string;
}

export interface ClassifyInput {
  send: SendObservation | undefined;
  arrival: ArrivalObservation | undefined;
  notices: readonly NoticeLink[];
  /** The sending session's transcript was read (for an arrival with no send). */
  senderTranscriptHere: boolean;
  /** A session the send's address names was read, and holds no arrival. */
  receiverTranscriptHere: boolean;
}

export function classify(input: ClassifyInput): Classification {
  const { send, arrival } = input;
  const deliveryNotices = input.notices.map((link) => link.notice).filter((notice) => notice.kind === 'delivery');
  const decisive = latest(deliveryNotices);

  if (arrival && arrival.mode !== 'queued') {
    const mode = arrival.mode;
    const how = mode === 'idle' ? 'arrived in the receiver’s transcript as a new turn' : 'reached the receiver mid-turn, between tool calls';
    const wasHeld = deliveryNotices.some((notice) => notice.status === 'held') ? ', after being held' : '';
    if (send) return { outcome: 'delivered', mode, reason: `It ${how}${wasHeld}.` };
    if (input.senderTranscriptHere) return { outcome: 'delivered', mode, reason: `It ${how}. ${SENDER_HERE[arrival.channel]}` };
    return {
      outcome: 'received-without-send',
      mode,
      reason: `It ${how}; the sender’s transcript is not on this machine (another machine, deleted, or outside this project).`,
    };
  }

  if (send?.result?.success === false) {
    return { outcome: 'refused', mode: undefined, reason: `The send itself failed: ${firstLine(send.result.text) ?? 'no reason given'}.` };
  }

  if (decisive && decisive.status !== 'unknown') {
    switch (decisive.status) {
      case 'expired':
        return { outcome: 'expired', mode: undefined, reason: 'A delivery notice says it expired before the receiver approved it.' };
      case 'refused':
        return { outcome: 'refused', mode: undefined, reason: 'A delivery notice says the receiver refused or dropped it.' };
      case 'released':
        return { outcome: 'delivered', mode: undefined, reason: 'A delivery notice says it was approved and released to the receiver.' };
      case 'held':
        return { outcome: 'held', mode: undefined, reason: 'A delivery notice says the receiver holds it, and no later notice or arrival settles it.' };
    }
  }

  if (arrival) {
    const whose = send ? '' : ' The sender’s transcript is not on this machine.';
    return { outcome: 'unconfirmed', mode: undefined, reason: `It reached the receiver’s queue, and no delivery row follows.${whose}` };
  }
  return { outcome: 'unconfirmed', mode: undefined, reason: unconfirmedReason(send, input.receiverTranscriptHere) };
}

function unconfirmedReason(send: SendObservation | undefined, receiverTranscriptHere: boolean): string {
  if (send?.result === undefined && send?.channel === 'claude-peer') {
    return 'The transcript holds no result for this call (the session ended mid-call, or is still running).';
  }
  if (send?.result?.scope === 'other-machine') return 'It went to a session on another machine, whose transcript is not here.';
  if (send?.channel === 'codex-inter-agent') return 'No rollout here shows the receiving thread taking it in.';
  if (receiverTranscriptHere) return 'Queued by the sender; the receiver’s transcript is here and shows no arrival, and no delivery notice came.';
  return 'Queued by the sender; no arrival and no delivery notice, and the receiver’s transcript is not among the scanned sessions.';
}

function latest(notices: NoticeObservation[]): NoticeObservation | undefined {
  return [...notices].sort((a, b) => (timeOf(a.at) ?? 0) - (timeOf(b.at) ?? 0)).at(-1);
}

function firstLine(text: string | undefined): string | undefined {
  const line = text?.split('\n').find((part) => part.trim() !== '');
  return line?.trim().replace(/[.。]$/, '');
}
