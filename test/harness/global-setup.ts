/**
 * vitest globalSetup: installs the pinned Claude Code and Codex CLIs once per
 * run, before any worker starts, so `npm test` on a fresh clone needs nothing
 * else. A failed install does not stop the run: the tests that need the CLI
 * fail with npm's reason (see vitest.ts), the others still run.
 */
import type { TestProject } from 'vitest/node';
import { ensureClient, type ClientName, type InstalledClient } from './install-clients.mjs';

export type ClientInstall = { ok: true; client: InstalledClient } | { ok: false; reason: string };

declare module 'vitest' {
  export interface ProvidedContext {
    teamdocClients: Record<ClientName, ClientInstall>;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const names: ClientName[] = ['claude', 'codex'];
  const installs = await Promise.all(names.map((name) => install(name)));
  project.provide('teamdocClients', { claude: installs[0]!, codex: installs[1]! });
}

async function install(name: ClientName): Promise<ClientInstall> {
  try {
    return { ok: true, client: await ensureClient(name, { log: (line) => process.stderr.write(`teamdoc test setup: ${line}\n`) }) };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
