/**
 * `teamdoc log --format markdown`: a readable transcript of the team. Names
 * sit in code spans and bodies in fences longer than any backtick run they
 * hold, so no message can add a heading, a link or HTML outside its block.
 */
import { bodyFence } from '../log/format/encode.js';
import { type HandoffLinks, NO_LINKS } from '../log/read/lineage.js';
import type { LogMessage } from '../log/read/read.js';
import { lfText } from '../text/line-endings.js';
import { deliveryText, evidenceText, handoffLines, integrityText, statementLines } from './log-text.js';
import { plural } from '../text/plural.js';

export function renderLogMarkdown(messages: readonly LogMessage[], ref: string, links: HandoffLinks = NO_LINKS): string {
  const parts = [`# Team log\n\n${summary(messages, ref)}\n`];
  for (const message of messages) parts.push(renderMessage(message, links));
  return parts.join('\n');
}

function summary(messages: readonly LogMessage[], ref: string): string {
  if (messages.length === 0) return `No messages in ${inlineCode(ref)}.`;
  const first = messages[0]!.time;
  const last = messages[messages.length - 1]!.time;
  const count = plural(messages.length, 'message');
  return `${count} from ${inlineCode(ref)}, ${first} to ${last}.`;
}

function renderMessage(message: LogMessage, links: HandoffLinks): string {
  const lines = [`## ${message.kind} · ${inlineCode(message.from.name)} → ${inlineCode(message.to.name)} · ${message.time}`, ''];
  lines.push(`- id: ${inlineCode(message.id)}`);
  if (message.inReplyTo !== undefined) lines.push(`- in reply to: ${inlineCode(message.inReplyTo)}`);
  for (const line of [...statementLines(message, links), ...handoffLines(message, links)]) lines.push(`- ${inlineCode(line)}`);
  lines.push(`- delivery: ${deliveryText(message)}`);
  for (const item of message.evidence) lines.push(`- evidence: ${inlineCode(evidenceText(item))}`);
  lines.push(`- recorded by: ${provenanceText(message)}`);
  if (message.redactions > 0) lines.push(`- secrets replaced before recording: ${message.redactions}`);
  for (const note of message.integrity ?? []) lines.push(`- integrity: ${inlineCode(integrityText(note))}`);
  const body = Buffer.from(message.body, 'utf8');
  const fence = bodyFence(body);
  lines.push('', `${fence}text`, lfText(message.body).replace(/\n$/, ''), fence, '');
  return lines.join('\n');
}

function provenanceText(message: LogMessage): string {
  const provenance = message.provenance;
  if (provenance.by === 'hook') return `hook in session ${inlineCode(provenance.session)}`;
  if (provenance.by === 'scan') return `scan of ${inlineCode(`${provenance.file}:${provenance.line}`)}`;
  const detected =
    provenance.detected.session === undefined
      ? 'no session detected'
      : `${provenance.detected.runtime ?? 'a'} session ${inlineCode(provenance.detected.session)}`;
  const claimed = provenance.claimed.from === undefined ? '' : `claimed from ${inlineCode(provenance.claimed.from)}; `;
  return `command line (${claimed}${detected})`;
}

/** A code span that no backtick in `text` can close: one longer run of backticks, and padding where needed. */
export function inlineCode(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const ticks = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') || text.startsWith(' ') ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}
