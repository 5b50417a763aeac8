/**
 * Reads one Codex rollout: `inter_agent_communication` items (Codex's own
 * messages between the threads of one agent tree), and user messages that
 * carry a teamdoc kickoff or a relayed `<cross-session-message>` envelope.
 * Unknown item types are skipped; a bad line is counted, never fatal.
 */
import { scanMarkedLines, type LineCounts, type MarkedLine } from '../lines.js';
import { arrayAt, booleanAt, objectAt, stringAt, textsOf, type JsonObject } from '../../runtimes/json-fields.js';
import { isKickoff, kickoffParent, KICKOFF_JOIN_COMMAND, KICKOFF_MARKER } from '../kickoff-marker.js';
import type { ArrivalObservation, CompactionObservation, Place, SendObservation } from '../observations.js';
import { containsWrapper, parseWrappedMessages } from '../../runtimes/claude/peer-text.js';
import type { CodexRolloutListing, CodexThreadMeta } from './locations.js';

export interface CodexRolloutTrace {
  listing: CodexRolloutListing;
  meta: CodexThreadMeta;
  counts: LineCounts;
  sends: SendObservation[];
  arrivals: ArrivalObservation[];
  compactions: CompactionObservation[];
}

const CODEX_MARKERS = ['inter_agent_communication', KICKOFF_MARKER, KICKOFF_JOIN_COMMAND, '<cross-session-message', 'compacted"'];

export async function readCodexRollout(
  listing: CodexRolloutListing,
  meta: CodexThreadMeta,
  options: { onBytes?: (bytes: number) => void; chunkBytes?: number } = {},
): Promise<CodexRolloutTrace> {
  const found: Found = { meta, path: listing.path, sends: [], arrivals: [], compactions: [] };
  const counts = await scanMarkedLines(listing.path, { markers: CODEX_MARKERS, onBytes: options.onBytes, chunkBytes: options.chunkBytes }, (line) =>
    visitRolloutLine(line, found),
  );
  return { listing, meta, counts, sends: found.sends, arrivals: found.arrivals, compactions: found.compactions };
}

interface Found {
  meta: CodexThreadMeta;
  path: string;
  sends: SendObservation[];
  arrivals: ArrivalObservation[];
  compactions: CompactionObservation[];
}

function visitRolloutLine({ row, lineNumber }: MarkedLine, trace: Found): void {
  const place = { file: trace.path, line: lineNumber };
  const at = stringAt(row, 'timestamp');
  // Very early rollouts wrote items bare, without the {type, payload} envelope.
  const item = objectAt(row, 'payload') ?? row;
  const type = row.payload === undefined ? 'response_item' : row.type;
  if (type === 'inter_agent_communication') readInterAgent(item, at, place, trace);
  else if (type === 'compacted' || (type === 'event_msg' && item.type === 'context_compacted')) {
    trace.compactions.push({ session: trace.meta.thread, at, place });
  } else if (type === 'response_item' && item.type === 'message' && item.role === 'user') readUserMessage(item, at, place, trace);
}

function readInterAgent(item: JsonObject, at: string | undefined, place: Place, trace: Found): void {
  const author = stringAt(item, 'author');
  const recipients = [stringAt(item, 'recipient'), ...arrayAt(item, 'other_recipients').filter((value) => typeof value === 'string')];
  const body = typeof item.content === 'string' ? item.content : textsOf(item.content).join('\n');
  const { meta } = trace;
  if (author !== undefined && author === meta.agentPath) {
    for (const recipient of recipients) {
      if (recipient === undefined) continue;
      trace.sends.push({
        runtime: 'codex',
        channel: 'codex-inter-agent',
        session: meta.thread,
        agent: author,
        callId: undefined,
        to: recipient,
        body,
        summary: undefined,
        notifyWhenIdle: false,
        at,
        place,
        result: undefined,
        tree: meta.tree,
      });
    }
    return;
  }
  trace.arrivals.push({
    runtime: 'codex',
    channel: 'codex-inter-agent',
    session: meta.thread,
    agent: meta.agentPath,
    // trigger_turn false queues the message for the thread's next turn instead of starting one.
    mode: booleanAt(item, 'trigger_turn') === false ? 'mid-turn' : 'idle',
    msgId: undefined,
    from: author,
    fromName: author,
    fromSession: undefined,
    fromMode: undefined,
    verifiedPeerPid: undefined,
    body,
    at,
    place,
    rowId: undefined,
    tree: meta.tree,
  });
}

function readUserMessage(item: JsonObject, at: string | undefined, place: Place, trace: Found): void {
  for (const text of textsOf(item.content)) {
    if (isInjectedContext(text)) continue;
    const base = {
      runtime: 'codex' as const,
      session: trace.meta.thread,
      agent: trace.meta.agentPath,
      mode: 'idle' as const,
      msgId: undefined,
      fromSession: undefined,
      verifiedPeerPid: undefined,
      at,
      place,
      rowId: undefined,
    };
    if (containsWrapper(text)) {
      for (const wrapped of parseWrappedMessages(text)) {
        trace.arrivals.push({ ...base, channel: 'envelope', from: wrapped.from, fromName: wrapped.fromName, fromMode: wrapped.fromMode, body: wrapped.body });
      }
    } else if (isKickoff(text)) {
      const parent = kickoffParent(text);
      trace.arrivals.push({ ...base, channel: 'kickoff', from: parent, fromName: parent, fromMode: undefined, body: text });
    }
  }
}

/** Codex adds its own user-role messages (environment, AGENTS.md, skill bodies); they are not messages from anyone. */
function isInjectedContext(text: string): boolean {
  const start = text.trimStart();
  if (start.startsWith('# AGENTS.md')) return true;
  return start.startsWith('<') && !start.startsWith('<cross-session-message') && /^<[a-z_]+[\s>]/.test(start);
}
