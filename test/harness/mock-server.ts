/**
 * The loopback HTTP server both model mocks run on: port 0 on 127.0.0.1, a
 * JSON body per request, and a log of every request (in memory for assertions,
 * and as JSON lines in a file for reading after a failure).
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';

export interface LoggedRequest {
  n: number;
  time: string;
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** What the mock decided, filled in by the route: the script name, turn index and reply. */
  script?: string;
  turn?: number | 'side';
  reply?: unknown;
  error?: string;
}

export interface MockRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** The log entry for this request; a route adds what it decided before answering. */
  entry: LoggedRequest;
}

export type Route = (request: MockRequest, response: ServerResponse) => Promise<boolean>;

export interface MockServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  requests: LoggedRequest[];
  logFile: string;
  close(): Promise<void>;
}

export async function startMockServer(name: string, logFile: string, route: Route): Promise<MockServer> {
  mkdirSync(dirname(logFile), { recursive: true });
  const requests: LoggedRequest[] = [];
  let count = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://mock');
      const entry: LoggedRequest = {
        n: ++count,
        time: new Date().toISOString(),
        method: req.method ?? 'GET',
        path: url.pathname,
        headers: req.headers,
        body: parseBody(raw),
      };
      const request: MockRequest = { method: entry.method, path: entry.path, headers: req.headers, body: entry.body, entry };
      const record = () => {
        requests.push(entry);
        appendFileSync(logFile, `${JSON.stringify(entry)}\n`);
      };
      route(request, res)
        .then((handled) => {
          record();
          if (!handled) sendJson(res, 404, { error: { type: 'not_found_error', message: `${name}: no route for ${entry.method} ${entry.path}` } });
        })
        .catch((error: unknown) => {
          entry.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
          record();
          if (!res.headersSent) sendJson(res, 500, { error: { type: 'api_error', message: `${name}: ${entry.error}` } });
          else res.end();
        });
    });
  });
  // Long-lived sessions keep connections open; close() must not wait for them.
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    logFile,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function parseBody(raw: string): unknown {
  if (raw === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

export function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(value));
}

/** Server-sent events: both APIs name the event and repeat its type inside the data. */
export function openEventStream(res: ServerResponse, headers: Record<string, string> = {}): (event: string, data: unknown) => void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive', ...headers });
  return (event, data) => {
    res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
}

/** Splits a string in two, so clients see more than one delta per block. */
export function inTwoChunks(text: string): string[] {
  const half = Math.ceil(text.length / 2);
  return [text.slice(0, half), text.slice(half)].filter((part) => part !== '');
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
