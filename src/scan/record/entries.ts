/**
 * Traced messages and proven events → the entries the log stores. Each entry
 * says it was found by a scan and where (`provenance {by: "scan", file, line}`,
 * home written as `~`, so the bytes do not depend on whose machine scanned),
 * and carries only what the traces prove: a party's session id only where a
 * row shows it, a name or address otherwise.
 */
import type { NewDelivery, NewMessage } from '../../log/write/append.js';
import type { Evidence as LogEvidence, Party as LogParty, Provenance } from '../../log/format/entry.js';
import { LIMITS } from '../../log/format/fields.js';
import { kindOfBody } from '../../protocol/report-formats.js';
import { shortenPath } from '../../text/home-path.js';
import type { Evidence, Party, TracedMessage } from '../model.js';
import type { ProvenEvent } from './events.js';
import type { MessageAgainstLog } from './model.js';

export interface EntryContext {
  /** The user's home, written as `~` in stored paths. */
  home: string | undefined;
}

/** The entries a comparison plans for a traced message: its message entry when the log lacks it, and its delivery events. */
export function plannedEntries(
  traced: TracedMessage,
  comparison: MessageAgainstLog,
  context: EntryContext,
): { message: NewMessage | undefined; deliveries: NewDelivery[] } {
  return {
    message: comparison.addsMessage === undefined ? undefined : messageEntry(traced, comparison.id, comparison.addsMessage.time, context),
    deliveries: comparison.adds.map((planned) => deliveryEntry(comparison.id, planned.id, planned.event, planned.time, context)),
  };
}

function messageEntry(message: TracedMessage, id: string, time: string, context: EntryContext): NewMessage {
  const first = message.evidence[0]!;
  const entry: NewMessage = {
    id,
    time,
    kind: kindOf(message),
    from: logParty(message.from),
    to: logParty(message.to),
    body: message.body,
    provenance: scanProvenance(first, context),
  };
  if (message.nativeId !== undefined) Object.assign(entry, { nativeId: message.nativeId, nativeRuntime: 'claude' });
  return entry;
}

/** `id` is the event's (ids.ts: deliveryEventId). */
function deliveryEntry(messageId: string, id: string, event: ProvenEvent, time: string, context: EntryContext): NewDelivery {
  return {
    entry: 'delivery',
    id,
    message: messageId,
    time,
    state: event.state,
    detail: event.detail,
    evidence: [event.place, ...event.also].map((row) => rowEvidence(row, context)),
    provenance: scanProvenance(event.place, context),
  };
}

/** A kickoff made from the template is a brief; a report-format first line says its kind; anything else is `other`. */
function kindOf(message: TracedMessage): string {
  if (message.channel === 'kickoff') return 'brief';
  // Only the first line can be a report heading; a long body need not be split.
  const newline = message.body.indexOf('\n');
  return kindOfBody(newline === -1 ? message.body : message.body.slice(0, newline));
}

/** The log needs a name: the party's own, else its session id, else the address it was reached at. */
export function logParty(party: Party): LogParty {
  const result: LogParty = { name: oneLine(party.name ?? party.session ?? party.address ?? 'unknown') };
  if (party.session !== undefined) result.session = oneLine(party.session);
  if (party.runtime !== undefined) result.runtime = party.runtime;
  if (party.host !== undefined) result.host = oneLine(party.host);
  return result;
}

export function scanProvenance(row: Evidence, context: EntryContext): Provenance {
  return { by: 'scan', file: oneLine(shortenPath(row.file, context.home)), line: row.line };
}

function rowEvidence(row: Evidence, context: EntryContext): LogEvidence {
  return { path: oneLine(`${shortenPath(row.file, context.home)}:${row.line}`) };
}

// C0 and C1 controls and DEL, which the log refuses in one-line fields, and lone surrogates.
// eslint-disable-next-line no-control-regex
const NOT_STORABLE = /[\u0000-\u001f\u007f-\u009f\ud800-\udfff]/gu;
// eslint-disable-next-line no-control-regex
const HAS_NOT_STORABLE = /[\u0000-\u001f\u007f-\u009f\ud800-\udfff]/u;

/** A name or path from a transcript as a one-line field: controls shown as `\uXXXX` (never dropped silently), cut to the log's limit. */
function oneLine(text: string): string {
  if (text.length <= LIMITS.nameChars && !HAS_NOT_STORABLE.test(text)) return text;
  const visible = text.replace(NOT_STORABLE, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return visible.length > LIMITS.nameChars ? [...visible].slice(0, LIMITS.nameChars).join('') : visible;
}
