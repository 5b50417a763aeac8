/**
 * A scripted mock of the Anthropic Messages API for the real Claude Code CLI.
 * Claude Code streams its main loop and sends its own side queries (titles,
 * the --bg state classifier) without `tools` and without streaming; both are
 * served. Its `messages` hold `role:"system"` entries (environment, skill
 * listing, hook context), so only assistant messages count as turns.
 */
import type { ServerResponse } from 'node:http';
import { delay, inTwoChunks, openEventStream, sendJson, startMockServer, type MockRequest, type MockServer } from './mock-server.js';
import { isRecord, mockId, nextTurn, pickScript, type BaseContext, type Script, type TurnList } from './script.js';

export interface MessagesRequest {
  model?: string;
  stream?: boolean;
  system?: string | Array<{ type?: string; text?: string }>;
  messages?: ApiMessage[];
  tools?: Array<{ name?: string }>;
}

export interface ApiMessage {
  role: 'user' | 'assistant' | 'system';
  content: string | ApiBlock[];
}

export type ApiBlock = { type: string; [field: string]: unknown };

/** A message another session sent this one, as Claude Code wraps it for the model. */
export interface PeerMessage {
  from: string;
  fromName: string | undefined;
  fromMode: string | undefined;
  body: string;
}

export interface ClaudeContext extends BaseContext {
  /** False for Claude Code's own side queries (no tools offered). */
  isMain: boolean;
  /** Names of the tools offered in this request (deferred ones appear once ToolSearch loaded them). */
  tools: string[];
  /** The system prompt and every `role:"system"` message, joined: skill listings and hook context live here. */
  systemText: string;
  /** Every `<cross-session-message>` in the conversation (user or system messages), oldest first. */
  peerMessages: PeerMessage[];
  /** Tool names the model already called since the last peer message (or since the start). */
  toolsCalledSincePeerMessage: string[];
}

export type ClaudeBlock = { text: string } | { tool: string; input?: Record<string, unknown>; id?: string } | { thinking: string } | ApiBlock;

export type ClaudeTurn = ClaudeBlock[] | { content: ClaudeBlock[]; stopReason?: string; delayMs?: number; status?: number; errorType?: string };

export type ClaudeScript = Script<MessagesRequest, ClaudeContext, ClaudeTurn> | (TurnList<ClaudeTurn> & { side?: ClaudeTurn });

export interface AnthropicMockOptions {
  logFile: string;
  scripts?: Record<string, ClaudeScript>;
  /** The script for prompts that carry no marker. */
  defaultScript?: string;
}

export interface AnthropicMock extends MockServer {
  /** Adds or replaces a script while the mock runs. */
  script(name: string, script: ClaudeScript): void;
  /** The main-loop requests (those offering tools) that followed script `name`. */
  requestsFor(name: string): MessagesRequest[];
}

export async function startAnthropicMock(options: AnthropicMockOptions): Promise<AnthropicMock> {
  const scripts = new Map(Object.entries(options.scripts ?? {}));
  const server = await startMockServer('anthropic-mock', options.logFile, async (request, response) => {
    if (request.method === 'POST' && request.path === '/v1/messages') {
      await answerMessages(request, response, scripts, options.defaultScript);
      return true;
    }
    if (request.method === 'POST' && request.path === '/v1/messages/count_tokens') {
      sendJson(response, 200, { input_tokens: Math.ceil(JSON.stringify(request.body ?? '').length / 4) });
      return true;
    }
    if (request.path === '/api/hello') {
      sendJson(response, 200, {});
      return true;
    }
    if (request.method === 'GET' && request.path === '/v1/models') {
      const ids = ['claude-opus-5-5', 'claude-sonnet-4-5', 'claude-haiku-4-5'];
      sendJson(response, 200, { data: ids.map((id) => ({ type: 'model', id, display_name: id, created_at: '2025-01-01T00:00:00Z' })), has_more: false });
      return true;
    }
    return false;
  });
  return {
    ...server,
    script: (name, script) => void scripts.set(name, script),
    requestsFor: (name) => server.requests.filter((entry) => entry.script === name && entry.turn !== 'side').map((entry) => entry.body as MessagesRequest),
  };
}

async function answerMessages(
  request: MockRequest,
  response: ServerResponse,
  scripts: ReadonlyMap<string, ClaudeScript>,
  defaultScript: string | undefined,
): Promise<void> {
  const body = (isRecord(request.body) ? request.body : {}) as MessagesRequest;
  const messages = body.messages ?? [];
  const userTexts = messages.filter((message) => message.role === 'user').map((message) => textOf(message.content));
  const { name, script } = pickScript(userTexts, scripts, defaultScript);
  const context = contextOf(body, name);
  let turn: ClaudeTurn;
  if (context.isMain) {
    turn = await nextTurn(script, body, context, [{ text: `mock: script ${name} has no turn ${context.turn}` }]);
  } else {
    turn = (typeof script !== 'function' && 'side' in script ? script.side : undefined) ?? sideReply(context.systemText);
  }
  const reply = normaliseTurn(turn);
  request.entry.script = name;
  request.entry.turn = context.isMain ? context.turn : 'side';
  request.entry.reply = reply;
  if (reply.delayMs) await delay(reply.delayMs);
  if (reply.status !== 200) {
    sendJson(response, reply.status, { type: 'error', error: { type: reply.errorType, message: 'mock error' } });
    return;
  }
  const message = {
    id: mockId('msg'),
    type: 'message',
    role: 'assistant',
    model: body.model ?? 'claude-mock',
    content: reply.content,
    stop_reason: reply.stopReason,
    stop_sequence: null,
    usage: { input_tokens: Math.ceil(JSON.stringify(body).length / 4), output_tokens: 5, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
  };
  if (body.stream) streamMessage(response, message);
  else sendJson(response, 200, message);
}

/** The system prompt and every `role:"system"` message of a request, joined. */
export function systemTextOf(body: MessagesRequest): string {
  const messages = body.messages ?? [];
  return [textOf(body.system ?? ''), ...messages.filter((m) => m.role === 'system').map((m) => textOf(m.content))].join('\n');
}

function contextOf(body: MessagesRequest, script: string): ClaudeContext {
  const messages = body.messages ?? [];
  const systemText = systemTextOf(body);
  // A message that started a turn is a user message; one absorbed mid-turn arrives as a system message.
  const peerMessages = messages.filter((m) => m.role !== 'assistant').flatMap((m) => peerMessagesIn(textOf(m.content)));
  return {
    script,
    turn: messages.filter((message) => message.role === 'assistant').length,
    isMain: Array.isArray(body.tools) && body.tools.length > 0,
    tools: (body.tools ?? []).map((tool) => tool.name ?? '').filter((name) => name !== ''),
    systemText,
    lastToolResult: lastToolResult(messages),
    lastUserText: lastUserText(messages),
    cwd: /Primary working directory: (.*)/.exec(systemText)?.[1]?.trim() ?? '',
    peerMessages,
    toolsCalledSincePeerMessage: toolsCalledSincePeerMessage(messages),
  };
}

/** Text of a message's content: text blocks and tool results, in order. */
export function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((block: unknown) => {
      if (!isRecord(block)) return '';
      if (block.type === 'text' && typeof block.text === 'string') return block.text;
      if (block.type === 'tool_result') return textOf(block.content);
      return '';
    })
    .filter((text) => text !== '')
    .join('\n');
}

function lastUserText(messages: ApiMessage[]): string {
  const last = messages.findLast((message) => message.role === 'user');
  if (last === undefined) return '';
  if (typeof last.content === 'string') return last.content;
  return last.content
    .filter((block) => block.type === 'text')
    .map((block) => String(block.text))
    .join('\n');
}

function lastToolResult(messages: ApiMessage[]): string {
  for (const message of [...messages].reverse()) {
    if (message.role !== 'user' || !Array.isArray(message.content)) continue;
    const results = message.content.filter((block) => block.type === 'tool_result');
    if (results.length > 0) return results.map((block) => textOf(block.content)).join('\n');
  }
  return '';
}

const PEER_MESSAGE = /<cross-session-message ([^>]*)>\n?([\s\S]*?)\n?<\/cross-session-message>/g;

export function peerMessagesIn(text: string): PeerMessage[] {
  return [...text.matchAll(PEER_MESSAGE)].map((match) => {
    const attributes = new Map([...(match[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]]));
    return { from: attributes.get('from') ?? '', fromName: attributes.get('from-name'), fromMode: attributes.get('from-mode'), body: match[2] ?? '' };
  });
}

function toolsCalledSincePeerMessage(messages: ApiMessage[]): string[] {
  const lastPeer = messages.findLastIndex((message) => message.role !== 'assistant' && peerMessagesIn(textOf(message.content)).length > 0);
  return messages
    .slice(lastPeer + 1)
    .filter((message) => message.role === 'assistant' && Array.isArray(message.content))
    .flatMap((message) => (message.content as ApiBlock[]).filter((block) => block.type === 'tool_use').map((block) => String(block.name)));
}

/** Claude Code's side queries: the --bg state classifier wants JSON, a title prompt wants a title. */
function sideReply(systemText: string): ClaudeTurn {
  if (/which of four states/i.test(systemText)) {
    return [{ text: JSON.stringify({ state: 'done', detail: 'mock: turn finished', tempo: 'idle', output: { result: 'mock result' } }) }];
  }
  if (/title/i.test(systemText)) return [{ text: /json/i.test(systemText) ? JSON.stringify({ title: 'Mock session' }) : 'Mock session' }];
  return [{ text: 'mock side reply' }];
}

interface NormalisedTurn {
  content: ApiBlock[];
  stopReason: string;
  delayMs: number;
  status: number;
  errorType: string;
}

function normaliseTurn(turn: ClaudeTurn): NormalisedTurn {
  const spec = Array.isArray(turn) ? { content: turn } : turn;
  const content = spec.content.map((block): ApiBlock => {
    if ('type' in block && typeof block.type === 'string') return block as ApiBlock;
    if ('text' in block) return { type: 'text', text: block.text };
    if ('tool' in block) return { type: 'tool_use', id: block.id ?? mockId('toolu'), name: block.tool, input: block.input ?? {} };
    if ('thinking' in block) return { type: 'thinking', thinking: block.thinking, signature: 'mock' };
    throw new Error(`unknown block in script: ${JSON.stringify(block)}`);
  });
  const usesTool = content.some((block) => block.type === 'tool_use');
  return {
    content,
    stopReason: spec.stopReason ?? (usesTool ? 'tool_use' : 'end_turn'),
    delayMs: spec.delayMs ?? 0,
    status: spec.status ?? 200,
    errorType: spec.errorType ?? 'overloaded_error',
  };
}

function streamMessage(response: ServerResponse, message: { content: ApiBlock[]; stop_reason: string; usage: { output_tokens: number } }): void {
  const send = openEventStream(response);
  send('message_start', { type: 'message_start', message: { ...message, content: [], stop_reason: null, usage: { ...message.usage, output_tokens: 1 } } });
  send('ping', { type: 'ping' });
  message.content.forEach((block, index) => {
    const delta = (payload: Record<string, unknown>) => send('content_block_delta', { type: 'content_block_delta', index, delta: payload });
    if (block.type === 'text') {
      send('content_block_start', { type: 'content_block_start', index, content_block: { type: 'text', text: '' } });
      for (const part of inTwoChunks(String(block.text))) delta({ type: 'text_delta', text: part });
    } else if (block.type === 'tool_use') {
      send('content_block_start', { type: 'content_block_start', index, content_block: { type: 'tool_use', id: block.id, name: block.name, input: {} } });
      for (const part of inTwoChunks(JSON.stringify(block.input ?? {}))) delta({ type: 'input_json_delta', partial_json: part });
    } else if (block.type === 'thinking') {
      send('content_block_start', { type: 'content_block_start', index, content_block: { type: 'thinking', thinking: '', signature: '' } });
      delta({ type: 'thinking_delta', thinking: block.thinking });
      delta({ type: 'signature_delta', signature: block.signature ?? 'mock' });
    } else {
      send('content_block_start', { type: 'content_block_start', index, content_block: block });
    }
    send('content_block_stop', { type: 'content_block_stop', index });
  });
  send('message_delta', {
    type: 'message_delta',
    delta: { stop_reason: message.stop_reason, stop_sequence: null },
    usage: { output_tokens: message.usage.output_tokens },
  });
  send('message_stop', { type: 'message_stop' });
  response.end();
}
