// Types for install-clients.mjs (plain JS so .ci/run can run it without a build).
export type ClientName = 'claude' | 'codex';

export interface InstalledClient {
  name: string;
  version: string;
  /** The CLI's binary, e.g. …/node_modules/.bin/claude */
  bin: string;
  dir: string;
  /** What `--version` printed at install time. */
  reported: string;
}

export const CLIENTS: Record<ClientName, { package: string; version: string; bin: string; reports(version: string): boolean }>;

export function clientsCacheRoot(env?: NodeJS.ProcessEnv): string;

export function ensureClient(name: ClientName, options?: { log?: (line: string) => void; env?: NodeJS.ProcessEnv }): Promise<InstalledClient>;
