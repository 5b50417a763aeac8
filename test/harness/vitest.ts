/**
 * The harness as tests use it: one call gives a test its own scratch
 * directory, a mock on a free port and a sandbox for the real CLI, all torn
 * down when the test ends (kept, with its path printed, when it fails or
 * TEAMDOC_KEEP_SCRATCH is set). A CLI that could not be installed fails the
 * test with the installer's reason; it never turns into a skip.
 */
import { inject, onTestFinished } from 'vitest';
import type { ClaudeScript } from './anthropic-mock.js';
import { ensureClient, type ClientName, type InstalledClient } from './install-clients.mjs';
import type { CodexScript } from './openai-mock.js';
import { openClaude, openCodex, type OpenClaude, type OpenCodex } from './sandboxes.js';
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

export interface ClaudeHarness extends Omit<OpenClaude, 'close'> {
  root: string;
  client: InstalledClient;
}

export interface CodexHarness extends Omit<OpenCodex, 'close'> {
  root: string;
  client: InstalledClient;
}

export async function claudeHarness(options: HarnessOptions<ClaudeScript> = {}): Promise<ClaudeHarness> {
  const client = await requireClient('claude');
  const root = scratchForThisTest();
  const { close, ...opened } = await openClaude({ ...options, client, root });
  onTestFinished(close);
  return { ...opened, root, client };
}

export async function codexHarness(options: HarnessOptions<CodexScript> & { model?: string } = {}): Promise<CodexHarness> {
  const client = await requireClient('codex');
  const root = scratchForThisTest();
  const { close, ...opened } = await openCodex({ ...options, client, root });
  onTestFinished(close);
  return { ...opened, root, client };
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
