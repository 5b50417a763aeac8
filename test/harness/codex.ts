/**
 * Runs the real Codex CLI (`codex exec`) against the OpenAI mock in a
 * sandbox: a scratch HOME and CODEX_HOME (rollouts, SQLite state, hooks.json),
 * a TMPDIR outside CODEX_HOME, and an environment built from nothing. The mock
 * is a custom model provider given with `-c` before the subcommand.
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { keepDaemonPackage, seedDaemonPackage, trustHooks } from './codex-daemon.js';
import type { HooksConfig } from './hooks.js';
import type { JsonObject } from './jsonl.js';
import { killMarkedProcesses, SANDBOX_MARKER } from './marked-processes.js';
import { runGroup, type Exit } from './process-group.js';
import { baseEnvironment, subdir } from './scratch.js';

export interface CodexSandboxOptions {
  bin: string;
  root: string;
  /** The provider's base URL, e.g. `http://127.0.0.1:40123/v1`. */
  apiBaseUrl: string;
  /**
   * A slug from Codex's bundled catalog. gpt-5.5 gets the classic `tools`
   * array; the CLI's default model uses code mode (tools inside JavaScript).
   */
  model?: string;
  env?: Record<string, string>;
  /** The CLI's version, for the daemon package cache. */
  version?: string;
}

export interface CodexRunOptions {
  cwd: string;
  prompt: string;
  /** Claude Code's hook format, written to `$CODEX_HOME/hooks.json`; the run then trusts it with `--dangerously-bypass-hook-trust`. */
  hooks?: HooksConfig;
  /** More `exec` arguments, before the prompt. */
  args?: string[];
  /** Sandbox flags (`-s workspace-write` …) in place of `--dangerously-bypass-approvals-and-sandbox`. */
  sandbox?: string[];
  env?: Record<string, string>;
  timeoutMs?: number;
}

export interface CodexRun extends Exit {
  stdout: string;
  stderr: string;
  timedOut: boolean;
  /** `--json` events from stdout. */
  events: JsonObject[];
  threadId: string | undefined;
  rolloutPath: string | undefined;
}

export interface CodexSandbox {
  home: string;
  codexHome: string;
  env: Record<string, string>;
  workdir(name: string): string;
  run(options: CodexRunOptions): Promise<CodexRun>;
  /** Any other `codex` subcommand (`queue`, `app-server daemon …`), with the sandbox's environment and config.toml only. */
  command(args: string[], options?: { cwd?: string; env?: Record<string, string>; timeoutMs?: number }): Promise<Exit & { stdout: string; stderr: string }>;
  /** `codex app-server daemon start`: the daemon hosts threads between turns and takes queued messages into them; its tools get `env` too. */
  startDaemon(env?: Record<string, string>): Promise<void>;
  stopDaemon(): Promise<void>;
  /** The person's trust step for hooks, as Codex's TUI does it (hooks/list, then each hook's trusted_hash written). */
  trustHooks(cwd: string): Promise<Array<{ eventName: string; trustStatus: string; command?: string }>>;
  /** Every rollout file under `$CODEX_HOME/sessions`, oldest first. */
  rollouts(): string[];
  /** Stops whatever the sessions' tools left running. */
  cleanup(): Promise<void>;
}

export function codexSandbox(options: CodexSandboxOptions): CodexSandbox {
  const home = join(options.root, 'home');
  const codexHome = join(home, '.codex');
  const tmp = join(options.root, 't');
  mkdirSync(codexHome, { recursive: true });
  mkdirSync(tmp, { recursive: true });
  const env: Record<string, string> = {
    ...baseEnvironment(home, tmp, [dirname(options.bin), dirname(process.execPath)]),
    CODEX_HOME: codexHome,
    ...options.env,
    [SANDBOX_MARKER]: options.root,
  };
  const provider = `{name="mock",base_url="${options.apiBaseUrl}",wire_api="responses",request_max_retries=0,stream_max_retries=0}`;
  // The same provider in config.toml, for the processes no -c reaches: the daemon, and `codex queue` (which refuses a model override).
  writeFileSync(
    join(codexHome, 'config.toml'),
    `model = "${options.model ?? 'gpt-5.5'}"\nmodel_provider = "mock"\n\n[analytics]\nenabled = false\n\n[features]\nplugins = false\n\n[model_providers.mock]\nname = "mock"\nbase_url = "${options.apiBaseUrl}"\nwire_api = "responses"\nrequest_max_retries = 0\nstream_max_retries = 0\n`,
  );
  let usedDaemon = false;
  const command: CodexSandbox['command'] = (args, commandOptions = {}) =>
    runGroup(options.bin, args, {
      cwd: commandOptions.cwd ?? options.root,
      env: { ...env, ...commandOptions.env },
      stdin: 'ignore',
      timeoutMs: commandOptions.timeoutMs ?? 60_000,
    });
  const config = [
    '-c',
    'model_provider=mock',
    '-c',
    `model_providers.mock=${provider}`,
    '-c',
    `model="${options.model ?? 'gpt-5.5'}"`,
    // Offline, analytics and the plugin marketplace sync only cost failed DNS lookups.
    '-c',
    'analytics.enabled=false',
    '--disable',
    'plugins',
  ];

  const rollouts = (): string[] => {
    const root = join(codexHome, 'sessions');
    if (!existsSync(root)) return [];
    return (readdirSync(root, { recursive: true }) as string[])
      .filter((path) => /rollout-.*\.jsonl$/.test(path))
      .sort()
      .map((path) => join(root, path));
  };

  return {
    home,
    codexHome,
    env,
    workdir: (name) => subdir(options.root, name),
    async run(run) {
      const args = [...config, 'exec', '--skip-git-repo-check', ...(run.sandbox ?? ['--dangerously-bypass-approvals-and-sandbox']), '--json'];
      if (run.hooks !== undefined) {
        writeFileSync(join(codexHome, 'hooks.json'), `${JSON.stringify(run.hooks, null, 2)}\n`);
        args.push('--dangerously-bypass-hook-trust');
      }
      args.push(...(run.args ?? []), run.prompt);
      // stdin is /dev/null: `codex exec` otherwise waits to append stdin to the prompt.
      const result = await runGroup(options.bin, args, { cwd: run.cwd, env: { ...env, ...run.env }, stdin: 'ignore', timeoutMs: run.timeoutMs ?? 60_000 });
      const events = result.stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as JsonObject];
          } catch {
            return [];
          }
        });
      const threadId = events.find((event) => event.type === 'thread.started')?.thread_id;
      const id = typeof threadId === 'string' ? threadId : undefined;
      return { ...result, events, threadId: id, rolloutPath: id === undefined ? undefined : rollouts().find((path) => path.endsWith(`-${id}.jsonl`)) };
    },
    command,
    async startDaemon(daemonEnv) {
      usedDaemon = true;
      const seeded = options.version !== undefined && seedDaemonPackage(codexHome, options.version);
      const started = await command(['app-server', 'daemon', 'start'], { timeoutMs: 120_000, env: daemonEnv });
      if (started.code !== 0) throw new Error(`codex app-server daemon start failed (${started.code}): ${started.stderr.slice(-2000)}`);
      if (!seeded && options.version !== undefined) keepDaemonPackage(codexHome, options.version);
    },
    async stopDaemon() {
      await command(['app-server', 'daemon', 'stop'], { timeoutMs: 30_000 });
    },
    trustHooks: (cwd) => trustHooks(options.bin, cwd, env),
    rollouts,
    async cleanup() {
      if (usedDaemon) await command(['app-server', 'daemon', 'stop'], { timeoutMs: 30_000 });
      await killMarkedProcesses(options.root);
    },
  };
}
