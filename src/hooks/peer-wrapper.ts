/**
 * The `<cross-session-message from="uds:…" from-name="…" from-mode="…">`
 * wrapper an inbound peer message reaches UserPromptSubmit in, and the sender's
 * body inside it. Claude Code puts the body on lines of its own and escapes a
 * closing tag inside it as `<\/cross-session-message>` (in the transcript's
 * `origin.body` too); the body a sender wrote is that escape undone.
 */
import { parseWrappedMessages } from '../runtimes/claude/peer-text.js';

export interface WrappedPeerMessage {
  from: string;
  fromName: string | undefined;
  fromMode: string | undefined;
  body: string;
}

const OPENING = '<cross-session-message';

/**
 * The peer messages a prompt carries. Only a prompt that is wrappers and
 * nothing else counts: a person who pastes a wrapper into their own prompt is
 * not a peer, and a wrapper without a `uds:` sender names no one.
 */
export function wrappedPeerMessages(prompt: string): WrappedPeerMessage[] {
  if (!prompt.trimStart().startsWith(OPENING)) return [];
  return parseWrappedMessages(prompt).flatMap((message) =>
    message.from?.startsWith('uds:') ? [{ from: message.from, fromName: message.fromName, fromMode: message.fromMode, body: message.body }] : [],
  );
}

export function unescapeWrappedBody(body: string): string {
  return body.replaceAll('<\\/cross-session-message>', '</cross-session-message>');
}
