/**
 * Reads one Claude Code transcript (a session's own file or a subagent's) and
 * returns what it shows about messages between sessions: SendMessage calls
 * with their results, peer arrivals (idle turns, mid-turn attachments, queue
 * entries), delivery and idle notices, compactions and the session's names.
 * Unknown line types and fields are skipped; a bad line is counted, never fatal.
 */
import { scanMarkedLines, type LineCounts, type MarkedLine, type Watchlist } from '../lines.js';
import { arrayAt, booleanAt, isObject, numberAt, objectAt, stringAt, textsOf, type JsonObject } from '../../runtimes/json-fields.js';
import type {
  ArrivalMode,
  ArrivalObservation,
  CompactionObservation,
  IntraSessionCount,
  NoticeObservation,
  Place,
  SendObservation,
  SendResult,
  SendScope,
} from '../observations.js';
import { parseNotice, parseWrappedMessages, resultTarget } from '../../runtimes/claude/peer-text.js';

export interface ClaudeTranscriptFile {
  path: string;
  /** The session the file belongs to: its own id, or the parent's for a subagent file. */
  session: string;
  role: 'main' | 'subagent';
  /** The subagent id a file name gives (`agent-<id>.jsonl`). */
  agent: string | undefined;
  /** The cwd and version the file's first lines show (most lines are never parsed). */
  head?: { cwd: string | undefined; version: string | undefined };
}

export interface SessionName {
  name: string;
  /** `agent-name` and `custom-title` are chosen by a person; `ai-title` is generated. */
  source: 'agent-name' | 'custom-title' | 'ai-title';
  line: number;
}

export interface ClaudeTranscriptTrace {
  file: ClaudeTranscriptFile;
  counts: LineCounts;
  sends: SendObservation[];
  arrivals: ArrivalObservation[];
  notices: NoticeObservation[];
  compactions: CompactionObservation[];
  names: SessionName[];
  cwds: string[];
  version: string | undefined;
  intra: IntraSessionCount;
}

/**
 * Byte markers of every line the reader needs. Each costs a search over every
 * byte, and Node's search first hunts for the marker's first byte, so they are
 * few, and start with a byte that is rare in transcripts where possible:
 * `<cross-session-message` (the wrapper), `Cross-session` (both notices),
 * `:"peer"` (an origin kind; Claude Code writes compact JSON).
 */
const CLAUDE_MARKERS = ['<cross-session-message', 'Cross-session', ':"peer"', 'SendMessage"', 'compact_boundary'];

/** The name lines come after every turn and always start with their type. */
const CLAUDE_LINE_PREFIXES = ['{"type":"agent-name"', '{"type":"custom-title"', '{"type":"ai-title"'];

export async function readClaudeTranscript(
  file: ClaudeTranscriptFile,
  options: { onBytes?: (bytes: number) => void; chunkBytes?: number } = {},
): Promise<ClaudeTranscriptTrace> {
  const reader = new TranscriptReader(file);
  const counts = await scanMarkedLines(
    file.path,
    { markers: CLAUDE_MARKERS, prefixes: CLAUDE_LINE_PREFIXES, onBytes: options.onBytes, chunkBytes: options.chunkBytes },
    (line, watchlist) => reader.visit(line, watchlist),
  );
  return reader.finish(counts);
}

class TranscriptReader {
  private readonly sends: SendObservation[] = [];
  private readonly arrivals: ArrivalObservation[] = [];
  private readonly notices: NoticeObservation[] = [];
  private readonly compactions: CompactionObservation[] = [];
  private readonly names: SessionName[] = [];
  private readonly cwds = new Set<string>();
  private readonly intra: IntraSessionCount = { sent: 0, received: 0 };
  private readonly pendingCalls = new Map<string, SendObservation>();
  private readonly seenCalls = new Set<string>();
  /** Queue entries waiting for the delivery row that usually follows them. */
  private readonly queued: ArrivalObservation[] = [];
  private version: string | undefined;
  private readonly file: ClaudeTranscriptFile;

  constructor(file: ClaudeTranscriptFile) {
    this.file = file;
    if (file.head?.cwd !== undefined) this.cwds.add(file.head.cwd);
    this.version = file.head?.version;
  }

  visit({ row, lineNumber }: MarkedLine, watchlist: Watchlist): void {
    const place = { file: this.file.path, line: lineNumber };
    const cwd = stringAt(row, 'cwd');
    if (cwd !== undefined) this.cwds.add(cwd);
    this.version = stringAt(row, 'version') ?? this.version;
    switch (row.type) {
      case 'assistant':
        this.readCalls(row, place, watchlist);
        break;
      case 'user':
        this.readResults(row, place, watchlist);
        this.readInjectedTurn(row, place);
        break;
      case 'attachment':
        this.readAttachment(row, place);
        break;
      case 'queue-operation':
        this.readQueueEntry(row, place);
        break;
      case 'system':
        if (row.subtype === 'compact_boundary') this.compactions.push({ session: this.sessionOf(row), at: stringAt(row, 'timestamp'), place });
        break;
      case 'agent-name':
        this.addName(stringAt(row, 'agentName'), 'agent-name', lineNumber);
        break;
      case 'custom-title':
        this.addName(stringAt(row, 'customTitle'), 'custom-title', lineNumber);
        break;
      case 'ai-title':
        this.addName(stringAt(row, 'aiTitle'), 'ai-title', lineNumber);
        break;
    }
  }

  finish(counts: LineCounts): ClaudeTranscriptTrace {
    return {
      file: this.file,
      counts,
      sends: this.sends.filter((send) => send.result?.scope !== 'intra-session'),
      arrivals: [...this.arrivals, ...this.queued],
      notices: this.notices,
      compactions: this.compactions,
      names: this.names,
      cwds: [...this.cwds],
      version: this.version,
      intra: this.intra,
    };
  }

  /** Rows written by a subagent carry the parent's session id and their own agent id. */
  private sessionOf(row: JsonObject): string {
    return stringAt(row, 'sessionId') ?? this.file.session;
  }

  private agentOf(row: JsonObject): string | undefined {
    return row.isSidechain === true ? (stringAt(row, 'agentId') ?? this.file.agent) : this.file.agent;
  }

  private readCalls(row: JsonObject, place: Place, watchlist: Watchlist): void {
    for (const block of arrayAt(objectAt(row, 'message'), 'content')) {
      if (!isObject(block) || block.type !== 'tool_use' || block.name !== 'SendMessage') continue;
      const callId = stringAt(block, 'id');
      // One API response is split over several rows, and resumed copies replay rows: one call is one send.
      if (callId !== undefined && this.seenCalls.has(callId)) continue;
      if (callId !== undefined) this.seenCalls.add(callId);
      const input = objectAt(block, 'input') ?? {};
      const send: SendObservation = {
        runtime: 'claude',
        channel: 'claude-peer',
        session: this.sessionOf(row),
        agent: this.agentOf(row),
        callId,
        to: stringAt(input, 'to') ?? stringAt(input, 'recipient') ?? '',
        body: stringAt(input, 'message') ?? stringAt(input, 'content') ?? '',
        summary: stringAt(input, 'summary'),
        notifyWhenIdle: booleanAt(input, 'notify_when_idle') ?? false,
        at: stringAt(row, 'timestamp'),
        place,
        result: undefined,
      };
      this.sends.push(send);
      if (callId !== undefined) {
        this.pendingCalls.set(callId, send);
        watchlist.watch(`"${callId}"`);
      }
    }
  }

  private readResults(row: JsonObject, place: Place, watchlist: Watchlist): void {
    const content = objectAt(row, 'message')?.content;
    if (!Array.isArray(content)) return;
    for (const block of content) {
      if (!isObject(block) || block.type !== 'tool_result') continue;
      const callId = stringAt(block, 'tool_use_id');
      const send = callId === undefined ? undefined : this.pendingCalls.get(callId);
      if (!send || callId === undefined) continue;
      this.pendingCalls.delete(callId);
      watchlist.unwatch(`"${callId}"`);
      send.result = sendResult(row, block, send, place);
      if (send.result.scope === 'intra-session') this.intra.sent++;
    }
  }

  private readInjectedTurn(row: JsonObject, place: Place): void {
    const origin = objectAt(row, 'origin');
    const texts = textsOf(objectAt(row, 'message')?.content);
    if (origin?.kind === 'peer') {
      this.addPeerArrival(row, origin, texts, 'idle', place);
      return;
    }
    for (const text of texts) this.readNotice(row, text, place);
    // A person's own prompt may quote a wrapper; only harness-injected rows (no origin, older versions) count.
    if (origin !== undefined) return;
    for (const text of texts) {
      if (!startsAsPeerMessage(text)) continue;
      const mode: ArrivalMode = /while you were working/.test(text.slice(0, 200)) ? 'mid-turn' : 'idle';
      for (const wrapped of parseWrappedMessages(text)) this.addArrival(row, wrapped, undefined, mode, place);
    }
  }

  private readAttachment(row: JsonObject, place: Place): void {
    const attachment = objectAt(row, 'attachment');
    if (!attachment) return;
    const origin = objectAt(attachment, 'origin') ?? objectAt(row, 'origin');
    const texts = [...textsOf(attachment.prompt), ...textsOf(attachment.content), ...textsOf(objectAt(attachment, 'message')?.content)];
    if (attachment.type === 'queued_command' && origin?.kind === 'peer') {
      this.addPeerArrival(row, origin, texts, 'mid-turn', place);
      return;
    }
    for (const text of texts) this.readNotice(row, text, place);
    if (attachment.type !== 'queued_command' || (origin !== undefined && origin.kind !== 'peer')) return;
    for (const text of texts) {
      if (!startsAsPeerMessage(text)) continue;
      for (const wrapped of parseWrappedMessages(text)) this.addArrival(row, wrapped, undefined, 'mid-turn', place);
    }
  }

  private readQueueEntry(row: JsonObject, place: Place): void {
    if (row.operation !== 'enqueue') return;
    for (const text of textsOf(row.content)) {
      if (!startsAsPeerMessage(text)) continue;
      for (const wrapped of parseWrappedMessages(text)) {
        this.queued.push(this.arrival(row, wrapped, undefined, 'queued', place));
      }
    }
  }

  private addPeerArrival(row: JsonObject, origin: JsonObject, texts: string[], mode: ArrivalMode, place: Place): void {
    // A teammate or an in-process subagent also arrives as a peer; only they carry senderTaskId.
    if (origin.senderTaskId !== undefined) {
      this.intra.received++;
      return;
    }
    const wrapped = texts.flatMap(parseWrappedMessages)[0];
    const body = stringAt(origin, 'body') ?? wrapped?.body ?? texts.join('\n');
    this.addArrival(
      row,
      {
        from: stringAt(origin, 'from') ?? wrapped?.from,
        fromName: stringAt(origin, 'name') ?? wrapped?.fromName,
        fromMode: stringAt(origin, 'fromMode') ?? wrapped?.fromMode,
        fromSession: stringAt(origin, 'fromSession') ?? wrapped?.fromSession,
        body,
      },
      origin,
      mode,
      place,
    );
  }

  private addArrival(
    row: JsonObject,
    wrapped: ReturnType<typeof parseWrappedMessages>[number],
    origin: JsonObject | undefined,
    mode: ArrivalMode,
    place: Place,
  ): void {
    const arrival = this.arrival(row, wrapped, origin, mode, place);
    const queuedIndex = this.queued.findIndex((entry) => entry.body === arrival.body && entry.from === arrival.from);
    if (queuedIndex !== -1) {
      arrival.queuedAt = this.queued[queuedIndex]!.place;
      this.queued.splice(queuedIndex, 1);
    }
    this.arrivals.push(arrival);
  }

  private arrival(
    row: JsonObject,
    wrapped: ReturnType<typeof parseWrappedMessages>[number],
    origin: JsonObject | undefined,
    mode: ArrivalMode,
    place: Place,
  ): ArrivalObservation {
    return {
      runtime: 'claude',
      channel: 'claude-peer',
      session: this.sessionOf(row),
      agent: this.agentOf(row),
      mode,
      msgId: stringAt(origin, 'msg_id'),
      from: wrapped.from,
      fromName: wrapped.fromName,
      fromSession: wrapped.fromSession,
      fromMode: wrapped.fromMode,
      verifiedPeerPid: numberAt(origin, 'verifiedPeerPid'),
      body: wrapped.body,
      at: stringAt(row, 'timestamp'),
      place,
      rowId: stringAt(row, 'uuid'),
    };
  }

  private readNotice(row: JsonObject, text: string, place: Place): void {
    const notice = parseNotice(text);
    if (!notice) return;
    this.notices.push({ session: this.sessionOf(row), ...notice, text, at: stringAt(row, 'timestamp'), place });
  }

  private addName(name: string | undefined, source: SessionName['source'], line: number): void {
    if (name !== undefined && name.trim() !== '') this.names.push({ name, source, line });
  }
}

/** A wrapper the harness injected starts the text (after an optional header line); one quoted in prose does not. */
function startsAsPeerMessage(text: string): boolean {
  const start = text.trimStart();
  return start.startsWith('<cross-session-message') || (start.startsWith('Another Claude session') && start.includes('<cross-session-message'));
}

function sendResult(row: JsonObject, block: JsonObject, send: SendObservation, place: Place): SendResult {
  const structured = objectAt(row, 'toolUseResult') ?? resultFromBlock(block);
  const text = stringAt(structured, 'message') ?? textsOf(block.content).join('\n');
  const success = booleanAt(structured, 'success') ?? block.is_error !== true;
  const target = resultTarget(text) ?? (send.to || undefined);
  return {
    success,
    msgId: stringAt(structured, 'msg_id'),
    text: text || undefined,
    target,
    scope: sendScope(structured, text, target),
    at: stringAt(row, 'timestamp'),
    place,
  };
}

// Older rows have no toolUseResult; the tool_result block then holds the same object as JSON text.
function resultFromBlock(block: JsonObject): JsonObject | undefined {
  for (const text of textsOf(block.content)) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (isObject(parsed)) return parsed;
    } catch {
      // plain text: an error message, read as such below
    }
  }
  return undefined;
}

function sendScope(structured: JsonObject | undefined, text: string, target: string | undefined): SendScope {
  if (structured && (structured.resumedAgentId !== undefined || structured.routing !== undefined)) return 'intra-session';
  if (/another machine|Remote Control/i.test(text)) return 'other-machine';
  if (/on this machine/i.test(text) || target?.startsWith('uds:') || stringAt(structured, 'msg_id') !== undefined) return 'this-machine';
  return 'unknown';
}
