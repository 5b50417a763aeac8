/**
 * A scripted mock of the OpenAI Responses API for the real Codex CLI. Codex
 * streams every request as server-sent events and sends no `instructions`:
 * its base instructions, skill listing and environment are the first `input`
 * items. A turn is counted per run of model items (assistant messages, tool
 * calls, reasoning) already in `input`.
 */
import type { ServerResponse } from 'node:http';
import { delay, inTwoChunks, openEventStream, sendJson, startMockServer, type MockRequest, type MockServer } from './mock-server.js';
import { isRecord, mockId, nextTurn, pickScript, type BaseContext, type Script } from './script.js';

export interface ResponsesRequest {
  model?: string;
  input?: InputItem[];
  tools?: Array<{ type?: string; name?: string; tools?: unknown[] }>;
}

export type InputItem = { type?: string; role?: string; content?: unknown; output?: unknown; [field: string]: unknown };

export interface CodexContext extends BaseContext {
  /** Every user message's text, Codex's own context messages (environment, AGENTS.md, skills) included. */
  userTexts: string[];
  /** Names of the tools offered (classic `tools`, or the `additional_tools` item of code mode). */
  tools: string[];
  /** `x-codex-turn-metadata.request_kind`, e.g. `turn`. */
  requestKind: string;
}

export type CodexItem =
  | { text: string }
  /** Shorthand for a `function_call` to `exec_command` — Codex's shell tool. */
  | { exec: string; workdir?: string }
  | { tool: string; input?: Record<string, unknown> | string; callId?: string }
  | { custom: string; input: string }
  | { reasoning: string }
  | { type: string; [field: string]: unknown };

export type CodexTurn = CodexItem[] | { output: CodexItem[]; delayMs?: number; status?: number; errorMessage?: string };

export type CodexScript = Script<ResponsesRequest, CodexContext, CodexTurn>;

export interface OpenAiMockOptions {
  logFile: string;
  scripts?: Record<string, CodexScript>;
  defaultScript?: string;
}

export interface OpenAiMock extends MockServer {
  /** Where Codex's model provider points: `<origin>/v1`. */
  baseUrl: string;
  script(name: string, script: CodexScript): void;
  requestsFor(name: string): ResponsesRequest[];
}

export async function startOpenAiMock(options: OpenAiMockOptions): Promise<OpenAiMock> {
  const scripts = new Map(Object.entries(options.scripts ?? {}));
  const server = await startMockServer('openai-mock', options.logFile, async (request, response) => {
    if (request.method === 'POST' && request.path.endsWith('/responses')) {
      await answerResponses(request, response, scripts, options.defaultScript);
      return true;
    }
    if (request.method === 'GET' && request.path.endsWith('/models')) {
      sendJson(response, 200, { object: 'list', data: [{ id: 'gpt-5.5', object: 'model', created: 0, owned_by: 'mock' }] });
      return true;
    }
    return false;
  });
  return {
    ...server,
    baseUrl: `${server.origin}/v1`,
    script: (name, script) => void scripts.set(name, script),
    requestsFor: (name) => server.requests.filter((entry) => entry.script === name).map((entry) => entry.body as ResponsesRequest),
  };
}

async function answerResponses(
  request: MockRequest,
  response: ServerResponse,
  scripts: ReadonlyMap<string, CodexScript>,
  defaultScript: string | undefined,
): Promise<void> {
  const body = (isRecord(request.body) ? request.body : {}) as ResponsesRequest;
  const userTexts = (body.input ?? []).filter((item) => item.type === 'message' && item.role === 'user').map((item) => textOf(item.content));
  const { name, script } = pickScript(userTexts, scripts, defaultScript);
  const context: CodexContext = {
    script: name,
    turn: modelReplyCount(body.input ?? []),
    lastToolResult: lastToolResult(body.input ?? []),
    lastUserText: userTexts.filter((text) => !/^\s*(<environment_context>|<skill>|# AGENTS\.md instructions)/.test(text)).at(-1) ?? '',
    cwd: userTexts.map((text) => /<cwd>([^<]*)<\/cwd>/.exec(text)?.[1]).find((cwd) => cwd !== undefined) ?? '',
    userTexts,
    tools: toolNames(body),
    requestKind: requestKind(request.headers['x-codex-turn-metadata']),
  };
  const turn = await nextTurn(script, body, context, [{ text: `mock: script ${name} has no turn ${context.turn}` }]);
  const spec = Array.isArray(turn) ? { output: turn } : turn;
  const output = spec.output.map(outputItem);
  request.entry.script = name;
  request.entry.turn = context.turn;
  request.entry.reply = { ...spec, output };
  if (spec.delayMs) await delay(spec.delayMs);
  if (spec.status !== undefined && spec.status !== 200) {
    sendJson(response, spec.status, { error: { type: 'server_error', code: null, message: spec.errorMessage ?? 'mock error' } });
    return;
  }
  streamResponse(response, body, output);
}

export function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((part: unknown) => (typeof part === 'string' ? part : isRecord(part) && typeof part.text === 'string' ? part.text : '')).join('\n');
}

const MODEL_ITEMS = new Set([
  'function_call',
  'custom_tool_call',
  'local_shell_call',
  'reasoning',
  'web_search_call',
  'tool_search_call',
  'image_generation_call',
]);

function isModelItem(item: InputItem): boolean {
  return (item.type === 'message' && item.role === 'assistant') || MODEL_ITEMS.has(item.type ?? '');
}

/** Consecutive model items are one reply (a message and its tool call come back together). */
function modelReplyCount(input: InputItem[]): number {
  let count = 0;
  let previous = false;
  for (const item of input) {
    const model = isModelItem(item);
    if (model && !previous) count += 1;
    previous = model;
  }
  return count;
}

function lastToolResult(input: InputItem[]): string {
  const result = input.findLast((item) => /_call_output$/.test(item.type ?? ''));
  if (result === undefined) return '';
  if (typeof result.output === 'string') return result.output;
  if (Array.isArray(result.output)) return textOf(result.output);
  return JSON.stringify(result.output ?? '');
}

function toolNames(body: ResponsesRequest): string[] {
  const names: string[] = [];
  const walk = (tools: unknown[] | undefined) => {
    for (const tool of tools ?? []) {
      if (!isRecord(tool)) continue;
      if (tool.type === 'namespace' && Array.isArray(tool.tools)) walk(tool.tools);
      else names.push(String(tool.name ?? tool.type));
    }
  };
  walk(body.tools);
  for (const item of body.input ?? []) if (item.type === 'additional_tools' && Array.isArray(item.tools)) walk(item.tools);
  return names;
}

function requestKind(header: string | string[] | undefined): string {
  try {
    const metadata = JSON.parse(typeof header === 'string' ? header : '{}') as { request_kind?: string };
    return metadata.request_kind ?? '';
  } catch {
    return '';
  }
}

type OutputItem = { type: string; id?: string; [field: string]: unknown };

function outputItem(item: CodexItem): OutputItem {
  if ('type' in item && typeof item.type === 'string') return item as OutputItem;
  if ('text' in item) {
    return { type: 'message', id: mockId('msg'), role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: item.text, annotations: [] }] };
  }
  if ('exec' in item) {
    const args = item.workdir === undefined ? { cmd: item.exec } : { cmd: item.exec, workdir: item.workdir };
    return { type: 'function_call', id: mockId('fc'), call_id: mockId('call'), name: 'exec_command', arguments: JSON.stringify(args), status: 'completed' };
  }
  if ('tool' in item) {
    const args = typeof item.input === 'string' ? item.input : JSON.stringify(item.input ?? {});
    return { type: 'function_call', id: mockId('fc'), call_id: item.callId ?? mockId('call'), name: item.tool, arguments: args, status: 'completed' };
  }
  if ('custom' in item)
    return { type: 'custom_tool_call', id: mockId('ctc'), call_id: mockId('call'), name: item.custom, input: item.input, status: 'completed' };
  if ('reasoning' in item) return { type: 'reasoning', id: mockId('rs'), summary: [{ type: 'summary_text', text: item.reasoning }] };
  throw new Error(`unknown item in script: ${JSON.stringify(item)}`);
}

/** The full event sequence Codex handles: created, per item added/deltas/done, completed with usage. */
function streamResponse(response: ServerResponse, body: ResponsesRequest, output: OutputItem[]): void {
  const send = openEventStream(response);
  let sequence = 0;
  const event = (data: Record<string, unknown> & { type: string }) => send(data.type, { ...data, sequence_number: sequence++ });
  const base = { id: mockId('resp'), object: 'response', created_at: Math.floor(Date.now() / 1000), model: body.model, status: 'in_progress', output: [] };
  event({ type: 'response.created', response: base });
  output.forEach((item, output_index) => {
    if (item.type === 'message' && Array.isArray(item.content)) {
      event({ type: 'response.output_item.added', output_index, item: { ...item, status: 'in_progress', content: [] } });
      (item.content as Array<{ text?: string }>).forEach((part, content_index) => {
        const text = part.text ?? '';
        const at = { item_id: item.id, output_index, content_index };
        event({ type: 'response.content_part.added', ...at, part: { ...part, text: '' } });
        for (const delta of inTwoChunks(text)) event({ type: 'response.output_text.delta', ...at, delta });
        event({ type: 'response.output_text.done', ...at, text });
        event({ type: 'response.content_part.done', ...at, part });
      });
    } else if (item.type === 'function_call') {
      event({ type: 'response.output_item.added', output_index, item: { ...item, status: 'in_progress', arguments: '' } });
      event({ type: 'response.function_call_arguments.delta', item_id: item.id, output_index, delta: item.arguments });
      event({ type: 'response.function_call_arguments.done', item_id: item.id, output_index, arguments: item.arguments });
    } else if (item.type === 'custom_tool_call') {
      event({ type: 'response.output_item.added', output_index, item: { ...item, status: 'in_progress', input: '' } });
      event({ type: 'response.custom_tool_call_input.delta', item_id: item.id, output_index, delta: item.input });
      event({ type: 'response.custom_tool_call_input.done', item_id: item.id, output_index, input: item.input });
    } else {
      event({ type: 'response.output_item.added', output_index, item });
    }
    event({ type: 'response.output_item.done', output_index, item });
  });
  const inputTokens = Math.ceil(JSON.stringify(body).length / 4);
  event({
    type: 'response.completed',
    response: {
      ...base,
      status: 'completed',
      output,
      usage: {
        input_tokens: inputTokens,
        input_tokens_details: { cached_tokens: 0 },
        output_tokens: 5,
        output_tokens_details: { reasoning_tokens: 0 },
        total_tokens: inputTokens + 5,
      },
    },
  });
  response.end();
}
