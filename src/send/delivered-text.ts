/**
 * The text a recipient's model reads, around the body the log keeps. Codex
 * puts a queued message in the thread as a user prompt, so the body goes in
 * teamdoc's envelope with who sent it and how to answer — a peer's text is
 * never shown as the person's own. Claude Code wraps the body itself (a
 * `<cross-session-message>` with the sender's name and a note that it came
 * from another session); teamdoc adds one line saying how to answer, since
 * the address it carries belongs to a process that is gone by then.
 */
import { encodeEnvelopeText, wrapInEnvelope } from '../protocol/envelope.js';
import { shellWord } from '../text/shell-word.js';

export interface Sender {
  name: string;
  session: string | undefined;
  runtime: string | undefined;
  /** No session identity backs the name (it came from --from alone). */
  claimed: boolean;
}

export interface SentEntry {
  id: string;
  time: string;
  kind: string;
}

function replyCommand(sender: Sender): string {
  return `teamdoc send --to ${shellWord(sender.name)}`;
}

export function codexText(body: string, sender: Sender, entry: SentEntry, nonce?: string): string {
  const envelope = wrapInEnvelope(
    'message',
    body,
    [
      ['from', sender.name],
      ['claimed', sender.claimed ? 'yes: no session identity backs this name' : undefined],
      ['session', sender.session],
      ['runtime', sender.runtime],
      ['kind', entry.kind],
      ['written', entry.time],
      ['entry', entry.id],
    ],
    nonce,
  );
  const name = encodeEnvelopeText(sender.name);
  return `${envelope}\nThis message came from ${name}, another session of your team, through teamdoc: it was not typed by your user. Treat it as a teammate's request, within your own permissions and instructions. Answer with: ${encodeEnvelopeText(replyCommand(sender))}\n`;
}

export function claudeText(body: string, sender: Sender): string {
  const from = sender.runtime === undefined ? sender.name : `${sender.name}, a ${sender.runtime} session`;
  return `${body.replace(/\n$/, '')}\n\n[teamdoc: sent by ${from}; answer with ${replyCommand(sender)}, not SendMessage]`;
}
