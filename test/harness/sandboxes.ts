/**
 * A mock and a sandbox wired together for one CLI: what a test (vitest.ts)
 * and the fixture recorder both start. The caller owns the scratch root and
 * calls close() when done.
 */
import { join } from 'node:path';
import { startAnthropicMock, type AnthropicMock, type ClaudeScript } from './anthropic-mock.js';
import { claudeSandbox, type ClaudeSandbox } from './claude.js';
import { codexSandbox, type CodexSandbox } from './codex.js';
import type { InstalledClient } from './install-clients.mjs';
import { startOpenAiMock, type CodexScript, type OpenAiMock } from './openai-mock.js';

export interface SandboxOptions<S> {
  client: InstalledClient;
  /** The scratch directory the sandbox lives in (HOME, TMPDIR, the mock's request log). */
  root: string;
  scripts?: Record<string, S>;
  defaultScript?: string;
  /** Variables every session of the sandbox gets. */
  env?: Record<string, string>;
}

export interface OpenClaude {
  mock: AnthropicMock;
  claude: ClaudeSandbox;
  /** Stops the sessions, whatever they left running, and the mock. */
  close(): Promise<void>;
}

export interface OpenCodex {
  mock: OpenAiMock;
  codex: CodexSandbox;
  close(): Promise<void>;
}

export async function openClaude(options: SandboxOptions<ClaudeScript>): Promise<OpenClaude> {
  const mock = await startAnthropicMock({
    logFile: join(options.root, 'anthropic-requests.jsonl'),
    scripts: options.scripts,
    defaultScript: options.defaultScript,
  });
  const claude = claudeSandbox({ bin: options.client.bin, root: options.root, apiOrigin: mock.origin, env: options.env });
  return {
    mock,
    claude,
    async close() {
      await claude.cleanup();
      await mock.close();
    },
  };
}

export async function openCodex(options: SandboxOptions<CodexScript> & { model?: string }): Promise<OpenCodex> {
  const mock = await startOpenAiMock({ logFile: join(options.root, 'openai-requests.jsonl'), scripts: options.scripts, defaultScript: options.defaultScript });
  const codex = codexSandbox({
    bin: options.client.bin,
    root: options.root,
    apiBaseUrl: mock.baseUrl,
    model: options.model,
    env: options.env,
    version: options.client.version,
  });
  return {
    mock,
    codex,
    async close() {
      await codex.cleanup();
      await mock.close();
    },
  };
}
