/**
 * Log entries for rule examples and docs, written compactly: a join is its
 * statement, a message is its kind, sender and receiver, all on the example
 * day (2026-11-30) at a given time. They become the LogSnapshot a chain rule
 * reads, exactly as `check` would hand it over from a real log.
 */
import type { DeliveryState, MessageKind } from '../../src/log/format/fields.js';
import type { Handoff, Statement } from '../../src/log/format/entry.js';
import { digestOf } from '../../src/log/read/digest.js';
import type { LogSnapshot } from '../../src/log/read/provider.js';
import type { IntegrityProblem } from '../../src/log/read/integrity.js';
import type { LogMessage, LogProblem } from '../../src/log/read/read.js';

export interface CompactEntry {
  /** Default: `e1`, `e2`, … in the order given. */
  id?: string;
  /** `HH:MM` on 2026-11-30, or a full ISO time. */
  at: string;
  /** A parent statement (kind join, from its name to its parent). */
  join?: Statement;
  kind?: Exclude<MessageKind, 'join'>;
  from?: string;
  to?: string;
  delivery?: DeliveryState;
  /** The sender's session id (a message other than a join). */
  session?: string;
  /** What a handoff hands over (kind `handoff`). */
  handoff?: Handoff;
  /** Recorded as going outside the team (`record --outside-team`). */
  outsideTeam?: true;
  /** The message's body (a report in its fixed format, say); default empty. */
  body?: string;
  /** The id of the message it answers (an acknowledgement, a correction). */
  inReplyTo?: string;
  /** Instead of a message: a problem the reader found at this entry's path (integrity.ts), with its detail. */
  problem?: IntegrityProblem;
  detail?: string;
}

export const EXAMPLE_LOG_REF = 'refs/heads/teamdoc/log';

export function exampleTime(at: string): string {
  return /^\d\d:\d\d$/.test(at) ? `2026-11-30T${at}:00.000Z` : at;
}

export function exampleMessage(entry: CompactEntry, position: number): LogMessage {
  const id = entry.id ?? `e${position + 1}`;
  const time = exampleTime(entry.at);
  const path = `messages/${time.slice(0, 4)}/${time.slice(5, 7)}/${time.slice(8, 10)}/${id}.md`;
  const delivery = entry.delivery === undefined ? { state: 'unknown' as const, history: [] } : { state: entry.delivery, since: time, history: [] };
  const base = { id, time, path, evidence: [], redactions: 0, body: entry.body ?? '', delivery };
  if (entry.join) {
    const statement = entry.join;
    const from = statement.session === undefined ? { name: statement.name } : { name: statement.name, session: statement.session };
    return {
      ...base,
      kind: 'join',
      from,
      to: { name: statement.parent },
      statement,
      provenance: { by: 'cli', claimed: { from: statement.name }, detected: {} },
    };
  }
  const from = entry.from ?? 'top';
  const message: LogMessage = {
    ...base,
    kind: entry.kind ?? 'other',
    from: entry.session === undefined ? { name: from } : { name: from, session: entry.session },
    to: { name: entry.to ?? 'top' },
    provenance: { by: 'cli', claimed: { from }, detected: {} },
  };
  if (entry.handoff) message.handoff = entry.handoff;
  if (entry.inReplyTo !== undefined) message.inReplyTo = entry.inReplyTo;
  if (entry.outsideTeam) message.outsideTeam = true;
  return message;
}

/** The log holding `entries` (in time order) as the rules get it; `'absent'` is a repository with no log branch at all. */
export function exampleLog(entries: readonly CompactEntry[] | 'absent'): { log: LogSnapshot; messages: LogMessage[] } {
  const compact = entries === 'absent' ? [] : entries;
  const given = compact.map(exampleMessage);
  const messages = given.filter((_, position) => compact[position]!.problem === undefined).sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
  const problems: LogProblem[] = given.flatMap((message, position) => {
    const entry = compact[position]!;
    return entry.problem === undefined ? [] : [{ path: message.path, message: entry.detail ?? '', kind: entry.problem, id: message.id }];
  });
  const tip = entries === 'absent' ? undefined : 'e'.repeat(40);
  return { log: { ref: EXAMPLE_LOG_REF, branch: EXAMPLE_LOG_REF, tip, digest: digestOf(messages), problems }, messages };
}

const BASE_ROWS: Record<string, string> = {
  top: '| top | claude | s-top | — | — | — | — | active |',
  train: '| train | claude | s-train | — | — | top | train | active |',
  eval: '| eval | codex | s-eval | — | — | top | eval | active |',
};

/**
 * The roles table most chain examples share: `top`, and `train` and `eval`
 * under it, all active, each with a session id (`s-<name>`); the header is on
 * line 3 and the rows on lines 5, 6 and 7. A row can be replaced by name.
 */
export function chainRoles(replace: Record<string, string> = {}): string {
  const rows = Object.entries(BASE_ROWS).map(([name, row]) => replace[name] ?? row);
  return [
    '## Roles',
    '',
    '| Name | Runtime | Session | Host | Worktree | Parent | Part | Status |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

/** `train` and `eval` state their parent `top` (09:00, 09:01), as the handoff examples start. */
export const LEAD_JOINS: readonly CompactEntry[] = [
  { at: '09:00', join: { name: 'train', parent: 'top', part: 'train', session: 's-train' } },
  { at: '09:01', join: { name: 'eval', parent: 'top', part: 'eval', session: 's-eval' } },
];

/** A handoff entry from `from` (session `s-<from>`) to `successor`, naming `part` when given. */
export function handoffEntry(id: string, at: string, from: string, successor: string, part?: string, delivery?: DeliveryState): CompactEntry {
  const entry: CompactEntry = {
    id,
    at,
    kind: 'handoff',
    from,
    session: `s-${from}`,
    to: successor,
    handoff: part === undefined ? { successor } : { successor, part },
  };
  if (delivery !== undefined) entry.delivery = delivery;
  return entry;
}
