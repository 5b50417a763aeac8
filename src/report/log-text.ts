/**
 * `teamdoc log` for people at a terminal: one header line per message, then
 * its body indented. Every name and body passes through terminalSafe, so no
 * body can move the cursor, retitle the window or reorder text.
 */
import { type HandoffLinks, NO_LINKS } from '../log/lineage.js';
import type { LogMessage } from '../log/read.js';
import { lfText } from '../text/line-endings.js';
import { terminalSafe, terminalSafeLine } from './terminal-text.js';

export function renderLogText(messages: readonly LogMessage[], ref: string, links: HandoffLinks = NO_LINKS): string {
  if (messages.length === 0) return `No messages in ${ref}.\n`;
  return messages.map((message) => renderMessage(message, links)).join('\n');
}

function renderMessage(message: LogMessage, links: HandoffLinks): string {
  const time = `${message.time.slice(0, 10)} ${message.time.slice(11, 19)}Z`;
  const lines = [
    `${message.id}  ${time}  ${message.kind}  ${terminalSafeLine(message.from.name)} → ${terminalSafeLine(message.to.name)}  [${deliveryText(message)}]`,
  ];
  if (message.inReplyTo !== undefined) lines.push(`  in reply to ${message.inReplyTo}`);
  for (const line of [...statementLines(message, links), ...handoffLines(message, links)]) lines.push(`  ${terminalSafeLine(line)}`);
  if (message.evidence.length > 0) lines.push(`  evidence: ${message.evidence.map((item) => terminalSafeLine(evidenceText(item))).join(', ')}`);
  if (message.redactions > 0) lines.push(`  ${message.redactions} secret-looking string(s) were replaced before recording`);
  if (message.alsoRecordedAs) lines.push(`  also recorded as ${message.alsoRecordedAs.join(', ')}`);
  // Stored byte for byte; shown as lines, whichever line endings the body was written with.
  const body = terminalSafe(lfText(message.body)).replace(/\n$/, '');
  lines.push(...(body === '' ? ['    (empty body)'] : body.split('\n').map((line) => `    ${line}`)));
  return `${lines.join('\n')}\n`;
}

export function deliveryText(message: LogMessage): string {
  const { state, since } = message.delivery;
  return since === undefined ? state : `${state} ${since.slice(0, 10)} ${since.slice(11, 19)}Z`;
}

export function evidenceText(item: Record<string, string | undefined>): string {
  return Object.entries(item)
    .filter(([, value]) => value !== undefined)
    .map(([kind, value]) => `${kind}:${value}`)
    .join(' ');
}

/** A join's parent statement in words, with what marks it: a correction, a takeover, the lack of a session id. */
export function statementLines(message: LogMessage, links: HandoffLinks = NO_LINKS): string[] {
  const statement = message.statement;
  if (!statement) return [];
  const who = statement.session === undefined ? `${statement.name} (no session id: known by name only)` : `${statement.name} (session ${statement.session})`;
  const lines = [`statement: ${who} → parent ${statement.parent}, part ${statement.part}`];
  if (statement.amends !== undefined) lines.push(`amends ${statement.amends}: ${statement.reason ?? 'no reason given'}`);
  if (statement.handoff !== undefined) {
    const predecessor = links.handoffs.get(statement.handoff)?.from;
    lines.push(predecessor ? `took over from ${partyText(predecessor)} through handoff ${statement.handoff}` : `takes over through handoff ${statement.handoff}`);
  }
  return lines;
}

/** A handoff in words: to whom and what, and who took it over (or that nobody has yet). */
export function handoffLines(message: LogMessage, links: HandoffLinks): string[] {
  if (message.kind !== 'handoff') return [];
  const handoff = message.handoff ?? {};
  const lines = [`handed off to ${handoff.successor ?? message.to.name}${handoff.part === undefined ? '' : `, part ${handoff.part}`}`];
  const joins = links.takenOverBy.get(message.id) ?? [];
  for (const join of joins) lines.push(`taken over by ${partyText(join.from)} (join ${join.id})`);
  if (joins.length === 0) lines.push(message.delivery.state === 'refused' ? 'not taken over: the start was refused' : 'not taken over yet');
  return lines;
}

function partyText(party: { name: string; session?: string }): string {
  return party.session === undefined ? party.name : `${party.name} (session ${party.session})`;
}
