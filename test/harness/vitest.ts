/**
 * The harness as tests use it: one call gives a test its own scratch
 * directory, a mock on a free port and a sandbox for the real CLI, all torn
 * down when the test ends (kept, with its path printed, when it fails or
 * TEAMDOC_KEEP_SCRATCH is set). A CLI that could not be installed fails the
 * test with the installer's reason; it never turns into a skip.
 */
import { join } from 'node:path';
import { inject, onTestFinished } from 'vitest';
import { startAnthropicMock, type AnthropicMock, type ClaudeScript } from './anthropic-mock.js';
import { claudeSandbox, type ClaudeSandbox } from './claude.js';
import { codexSandbox, type CodexSandbox } from './codex.js';
import { ensureClient, type ClientName, type InstalledClient } from './install-clients.mjs';
import { startOpenAiMock, type CodexScript, type OpenAiMock } from './openai-mock.js';
import { removeScratchDir, shortScratchDir } from './scratch.js';

/** The installed CLI, or an error that says why it is missing. */
export async function requireClient(name: ClientName): Promise<InstalledClient> {
  const provided = inject('teamdocClients')?.[name];
  if (provided?.ok === false) throw new Error(`the ${name} CLI could not be installed, so this test cannot run: ${provided.reason}`);
  if (provided?.ok === true) return provided.client;
  // Run without the project's globalSetup (e.g. another config): install here.
  return ensureClient(name);
}

export interface HarnessOptions<S> {
  scripts?: Record<string, S>;
  defaultScript?: string;
  /** Variables every session of the sandbox gets. */
  env?: Record<string, string>;
}

export interface ClaudeHarness {
  root: string;
  mock: AnthropicMock;
  claude: ClaudeSandbox;
  client: InstalledClient;
}

export interface CodexHarness {
  root: string;
  mock: OpenAiMock;
  codex: CodexSandbox;
  client: InstalledClient;
}

export async function claudeHarness(options: HarnessOptions<ClaudeScript> = {}): Promise<ClaudeHarness> {
  const client = await requireClient('claude');
  const root = scratchForThisTest();
  const mock = await startAnthropicMock({ logFile: join(root, 'mock-requests.jsonl'), scripts: options.scripts, defaultScript: options.defaultScript });
  const claude = claudeSandbox({ bin: client.bin, root, apiOrigin: mock.origin, env: options.env });
  onTestFinished(async () => {
    await claude.cleanup();
    await mock.close();
  });
  return { root, mock, claude, client };
}

export async function codexHarness(options: HarnessOptions<CodexScript> & { model?: string } = {}): Promise<CodexHarness> {
  const client = await requireClient('codex');
  const root = scratchForThisTest();
  const mock = await startOpenAiMock({ logFile: join(root, 'mock-requests.jsonl'), scripts: options.scripts, defaultScript: options.defaultScript });
  const codex = codexSandbox({ bin: client.bin, root, apiBaseUrl: mock.baseUrl, model: options.model, env: options.env });
  onTestFinished(async () => {
    await codex.cleanup();
    await mock.close();
  });
  return { root, mock, codex, client };
}

/**
 * Registered before the sandbox's own clean-up, so it runs after it
 * (vitest runs onTestFinished callbacks last-registered first).
 */
function scratchForThisTest(): string {
  const root = shortScratchDir();
  onTestFinished(({ task }) => {
    if (task.result?.state === 'fail') {
      process.stderr.write(`harness: kept the scratch directory of "${task.name}" for inspection: ${root}\n`);
      return;
    }
    removeScratchDir(root);
  });
  return root;
}
