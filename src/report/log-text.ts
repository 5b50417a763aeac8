/**
 * `teamdoc log` for people at a terminal: one header line per message, then
 * its body indented. Every name and body passes through terminalSafe, so no
 * body can move the cursor, retitle the window or reorder text.
 */
import { type HandoffLinks, NO_LINKS, type TakenOverAddress } from '../log/read/lineage.js';
import type { IntegrityNote } from '../log/read/integrity.js';
import type { LogMessage } from '../log/read/read.js';
import { lfText } from '../text/line-endings.js';
import { plural } from '../text/plural.js';
import { terminalSafe, terminalSafeLine } from './terminal-text.js';

/** How many lines of a body the listing shows unless `--full`; and how much of a line. */
const BODY_PREVIEW_LINES = 5;
const BODY_LINE_LIMIT = 200;
/** `--oneline` keeps each message to a line of a 100-column terminal. */
const ONELINE_WIDTH = 100;

export interface LogTextOptions {
  links?: HandoffLinks;
  /** Whole bodies, rather than their first lines. */
  full?: boolean;
  /** One line per message, ids shortened to the prefixes given. */
  oneline?: ReadonlyMap<string, string>;
  /** With `--for NAME`: says why a message addressed to another is listed for NAME. */
  shownFor?: ShownFor;
}

/** The reader of a `--for` listing: the predecessors whose mail it reads, and its parent's handoff entries. */
export interface ShownFor {
  name: string;
  addresses: readonly TakenOverAddress[];
  parentLine: ReadonlySet<string>;
}

export function renderLogText(messages: readonly LogMessage[], ref: string, options: LogTextOptions = {}): string {
  if (messages.length === 0) return `No messages in ${ref}.\n`;
  const oneline = options.oneline;
  if (oneline) return messages.map((message) => `${onelineOf(message, oneline)}\n`).join('');
  return messages.map((message) => renderMessage(message, options.links ?? NO_LINKS, options.full === true, options.shownFor)).join('\n');
}

/** `01M8P4P47D  2026-11-30 11:50  brief  top → train-lead  [delivered]  Start the training run on…` */
function onelineOf(message: LogMessage, shortIds: ReadonlyMap<string, string>): string {
  const width = Math.max(...[...shortIds.values()].map((id) => id.length));
  const head = `${(shortIds.get(message.id) ?? message.id).padEnd(width)}  ${message.time.slice(0, 10)} ${message.time.slice(11, 16)}  ${message.kind}  ${terminalSafeLine(message.from.name)} → ${terminalSafeLine(message.to.name)}  [${message.delivery.state}]`;
  const subject = terminalSafeLine(
    message.body
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? '',
  );
  const room = ONELINE_WIDTH - head.length - 2;
  if (subject === '' || room < 10) return head;
  return `${head}  ${subject.length <= room ? subject : `${subject.slice(0, room - 1)}…`}`;
}

function renderMessage(message: LogMessage, links: HandoffLinks, full: boolean, shownFor: ShownFor | undefined): string {
  const time = `${message.time.slice(0, 10)} ${message.time.slice(11, 19)}Z`;
  const lines = [
    `${message.id}  ${time}  ${message.kind}  ${terminalSafeLine(message.from.name)} → ${terminalSafeLine(message.to.name)}  [${deliveryText(message)}]`,
  ];
  if (message.inReplyTo !== undefined) lines.push(`  in reply to ${message.inReplyTo}`);
  for (const line of [...statementLines(message, links), ...handoffLines(message, links), ...shownForLines(message, shownFor)])
    lines.push(`  ${terminalSafeLine(line)}`);
  if (message.evidence.length > 0) lines.push(`  evidence: ${message.evidence.map((item) => terminalSafeLine(evidenceText(item))).join(', ')}`);
  if (message.redactions > 0)
    lines.push(`  ${plural(message.redactions, 'secret-looking string')} ${message.redactions === 1 ? 'was' : 'were'} replaced before recording`);
  if (message.alsoRecordedAs) lines.push(`  also recorded as ${message.alsoRecordedAs.join(', ')}`);
  for (const note of message.integrity ?? []) lines.push(`  ${terminalSafeLine(integrityText(note))}`);
  lines.push(...bodyLines(message.body, full));
  return `${lines.join('\n')}\n`;
}

/** Why a message addressed to another is in NAME's listing: its predecessor's mail, or its parent's handoff. */
function shownForLines(message: LogMessage, shownFor: ShownFor | undefined): string[] {
  if (shownFor === undefined || message.to.name === shownFor.name) return [];
  const address = shownFor.addresses.find((candidate) => candidate.name === message.to.name && message.time >= candidate.since);
  if (address !== undefined)
    return [`for ${shownFor.name}: sent to ${address.name}, ${address.replaced ? 'whose part you own now' : 'which handed off to you'}`];
  if (!shownFor.parentLine.has(message.id)) return [];
  return [
    message.kind === 'handoff'
      ? `for ${shownFor.name}: your parent ${message.from.name} handed off; what you send it is its successor's to read`
      : `for ${shownFor.name}: ${message.from.name} is your parent now; address it from now on`,
  ];
}

/** An integrity note as one line: what the log's history shows happened to this message's files. */
export function integrityText(note: IntegrityNote): string {
  return `! ${note.problem}: ${note.path}: ${note.detail}`;
}

/** The body indented; unless `full`, its first few lines, each cut short, and how much was left out. */
function bodyLines(body: string, full: boolean): string[] {
  // Stored byte for byte; shown as lines, whichever line endings the body was written with.
  const text = terminalSafe(lfText(body)).replace(/\n$/, '');
  if (text === '') return ['    (empty body)'];
  const lines = text.split('\n');
  if (full) return lines.map((line) => `    ${line}`);
  const shown = lines.slice(0, BODY_PREVIEW_LINES).map((line) => `    ${line.length <= BODY_LINE_LIMIT ? line : `${line.slice(0, BODY_LINE_LIMIT - 1)}…`}`);
  const cut = lines.length - BODY_PREVIEW_LINES;
  const long = lines.slice(0, BODY_PREVIEW_LINES).some((line) => line.length > BODY_LINE_LIMIT);
  if (cut > 0) shown.push(`    … ${plural(cut, 'more line')} (--full shows the whole body)`);
  else if (long) shown.push('    … (--full shows the whole body)');
  return shown;
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
    lines.push(
      predecessor ? `took over from ${partyText(predecessor)} through handoff ${statement.handoff}` : `takes over through handoff ${statement.handoff}`,
    );
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
