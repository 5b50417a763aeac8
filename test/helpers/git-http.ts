/**
 * A git server on 127.0.0.1 speaking git's smart HTTP protocol, so a test can
 * hand a real `https://…`-style git URL to a client that clones it (Claude
 * Code's `plugin marketplace add` takes http(s) URLs and clones shallow, which
 * git's dumb HTTP cannot serve). Each request runs `git http-backend` as CGI
 * over the bare repositories under one folder.
 */
import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onTestFinished } from 'vitest';

export interface GitHttpServer {
  /** The URL of the bare repository `<root>/<name>`. */
  url(name: string): string;
}

export async function serveGitOverHttp(root: string): Promise<GitHttpServer> {
  const server = createServer((request, response) => {
    void backend(root, request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return { url: (name) => `http://127.0.0.1:${port}/${name}` };
}

async function backend(root: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const body = Buffer.concat(await request.toArray());
  const url = new URL(request.url ?? '/', 'http://localhost');
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(', ') : (value ?? '');
  };
  const cgi = spawn('git', ['http-backend'], {
    env: {
      PATH: process.env.PATH,
      GIT_PROJECT_ROOT: root,
      GIT_HTTP_EXPORT_ALL: '1',
      GIT_CONFIG_NOSYSTEM: '1',
      REQUEST_METHOD: request.method ?? 'GET',
      PATH_INFO: decodeURIComponent(url.pathname),
      QUERY_STRING: url.search.slice(1),
      CONTENT_TYPE: header('content-type'),
      CONTENT_LENGTH: String(body.length),
      HTTP_CONTENT_ENCODING: header('content-encoding'),
      HTTP_GIT_PROTOCOL: header('git-protocol'),
      REMOTE_ADDR: '127.0.0.1',
    },
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  // The backend may answer and exit before it reads the whole body (a refused push): its closed stdin is not our error.
  cgi.stdin.on('error', () => {});
  cgi.stdin.end(body);
  const output = Buffer.concat(await cgi.stdout.toArray());
  const end = output.indexOf('\r\n\r\n');
  let status = 200;
  const headers: Record<string, string> = {};
  for (const line of output.subarray(0, end).toString('latin1').split('\r\n')) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10);
    else headers[name] = value;
  }
  response.writeHead(status, headers).end(output.subarray(end + 4));
}
