/**
 * What `teamdoc send` says on stderr (the id goes to stdout, as record
 * prints it): what the runtime answered, in a line, and for an answer that
 * leaves the message undelivered, what to do about it.
 */
import type { SendResult } from '../send/send-message.js';
import { shellWord } from '../text/shell-word.js';
import { renderAppendResult } from './log-write.js';
import { terminalSafeLine } from './terminal-text.js';

const VERBS = { sent: 'sent to', delivered: 'delivered to', held: 'held by', refused: 'refused by', expired: 'expired at' } as const;

export function renderSent(result: SendResult): string {
  const { answer, recipient, route } = result;
  const where = route.kind === 'claude-inbox' ? `Claude Code session ${route.session}` : `Codex thread ${route.thread.thread}`;
  let text = `teamdoc: ${VERBS[answer.state]} ${safe(recipient.name)} (${where}): ${safe(answer.detail)}\n`;
  const hint = hintFor(result);
  if (hint !== undefined) text += `hint: ${hint}\n`;
  // Secrets replaced in the stored copy: said as record says it (the id line is the command's own).
  text += renderAppendResult({ results: [result.redactions], committed: true }).stderr;
  return text;
}

function hintFor(result: SendResult): string | undefined {
  const name = shellWord(result.recipient.name);
  const id = result.id;
  switch (result.answer.answer) {
    case 'held':
      return `${name} holds messages from senders of another permission class (bypass vs prompting) until its person approves them, or a mode or setting that accepts them applies. Ask its person to approve it there; teamdoc log --thread ${id} shows when it is released.`;
    case 'refused':
    case 'denied':
      return `${name} does not take messages from other sessions now (crossSessionInbound, or its person declined). It stays in the log: ${name} can read it with teamdoc log --for ${name}.`;
    case 'expired':
      return `It was held and not approved in time. It stays in the log: ${name} can read it with teamdoc log --for ${name}.`;
    case 'dropped':
      return `${name}'s inbox dropped it (too many messages at once, or the same text twice). Wait a little and send again if it is still needed.`;
    case 'unreachable':
      return `${name} ended between the check and the delivery: open it again and send again (the message stays in the log as ${id}).`;
    case 'queue failed':
      return `codex queue could not queue it; the message stays in the log as ${id}.`;
    case 'not resumed':
      return `It waits in Codex's queue until the thread runs again: codex resume ${result.route.kind === 'codex-queue' ? result.route.thread.thread : ''}`.trimEnd();
    default:
      return undefined;
  }
}

const safe = terminalSafeLine;
