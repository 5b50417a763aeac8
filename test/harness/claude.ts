/**
 * Runs the real Claude Code CLI against the Anthropic mock in a sandbox: a
 * scratch HOME (transcripts, the session registry), a short TMPDIR (messaging
 * sockets), and an environment built from nothing. Sessions that share a
 * sandbox share HOME, which is what lets them message each other.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readJsonLines, type JsonObject } from './jsonl.js';
import { killMarkedProcesses, SANDBOX_MARKER } from './marked-processes.js';
import { runGroup, spawnGroup, type Exit, type GroupProcess } from './process-group.js';
import { baseEnvironment, subdir } from './scratch.js';
import { waitFor } from './wait.js';

export interface ClaudeSandboxOptions {
  /** The `claude` binary (see clients.ts). */
  bin: string;
  /** A scratch directory the sandbox owns: HOME, TMPDIR and settings files go here. */
  root: string;
  /** The mock's origin, e.g. `http://127.0.0.1:40123`. */
  apiOrigin: string;
  /** Variables every session gets on top of the scrubbed base (e.g. where hooks log). */
  env?: Record<string, string>;
}

/** The permission mode a session runs in; peers must share one for messages to be delivered. */
export type PermissionMode = 'bypassPermissions' | 'default' | 'acceptEdits' | 'plan';

export interface ClaudeSessionOptions {
  cwd: string;
  /** Defaults to a fresh UUID, so the transcript's file name is known in advance. */
  sessionId?: string;
  /** `-n`: the name other sessions address this one by. */
  name?: string;
  /** Defaults to bypassPermissions (needs IS_SANDBOX=1 as root, which the sandbox sets). */
  permissionMode?: PermissionMode;
  pluginDirs?: string[];
  /** Settings as an object (written to a file) or a path to a settings file. */
  settings?: Record<string, unknown> | string;
  /** More CLI arguments, appended last. */
  args?: string[];
  env?: Record<string, string>;
}

export interface ClaudeRunOptions extends ClaudeSessionOptions {
  prompt: string;
  outputFormat?: 'text' | 'json' | 'stream-json';
  timeoutMs?: number;
}

export interface ClaudeRun extends Exit {
  stdout: string;
  stderr: string;
  timedOut: boolean;
  sessionId: string;
  /** Where the transcript is, if the session wrote one. */
  transcriptPath: string | undefined;
}

/** One entry of `~/.claude/sessions/<pid>.json`: a live session as other sessions see it. */
export interface RegistryEntry {
  pid: number;
  sessionId: string;
  cwd: string;
  name?: string;
  status?: string;
  kind?: string;
  messagingSocketPath?: string;
  version?: string;
  [field: string]: unknown;
}

export interface ClaudeSession {
  sessionId: string;
  name: string | undefined;
  pid: number;
  process: GroupProcess;
  /** Sends one user message on the session's stdin, as stream-json. */
  send(text: string): void;
  /** stdout's stream-json events so far. */
  events(): JsonObject[];
  /** Resolves with the n-th (1-based) `result` event: the end of a turn. */
  turnEnded(count?: number, timeoutMs?: number): Promise<JsonObject>;
  transcriptPath(): string;
  transcript(): JsonObject[];
  waitForTranscriptRow(predicate: (row: JsonObject) => boolean, what: string, timeoutMs?: number): Promise<JsonObject>;
  registryEntry(): RegistryEntry | undefined;
  /** Waits until the registry shows this session with `status` (e.g. idle). */
  waitForStatus(status: string, timeoutMs?: number): Promise<RegistryEntry>;
  /** Closes stdin (the session finishes its turn and exits), then stops what is left. */
  close(timeoutMs?: number): Promise<Exit>;
  /** What went wrong, for error messages: the tail of stderr. */
  explain(): string;
}

export interface ClaudeSandbox {
  home: string;
  tmp: string;
  /** The environment every process in this sandbox starts with. */
  env: Record<string, string>;
  /** A new working directory under the sandbox. */
  workdir(name: string): string;
  /** `claude -p PROMPT`: one turn, then exit. */
  run(options: ClaudeRunOptions): Promise<ClaudeRun>;
  /** A long-lived session fed stream-json on stdin; it stays alive to receive peer messages until close(). */
  start(options: ClaudeSessionOptions & { prompt?: string }): ClaudeSession;
  /**
   * `claude --bg --name NAME PROMPT`: a background session run by Claude Code's daemon (one per HOME).
   * Accepts the first-run prompts for `cwd` first; clean-up stops the daemon.
   */
  startBackground(options: {
    cwd: string;
    name: string;
    prompt: string;
    permissionMode?: PermissionMode;
  }): Promise<Exit & { stdout: string; stderr: string; jobId: string | undefined }>;
  /** Pre-accepts what interactive and --bg sessions ask on first run: onboarding, the API key, the bypass disclaimer, trust in `dirs`. */
  acceptFirstRunPrompts(dirs: string[]): void;
  /** Any other `claude` subcommand, e.g. `plugin validate DIR`. */
  command(args: string[], options?: { cwd?: string; timeoutMs?: number; env?: Record<string, string> }): Promise<Exit & { stdout: string; stderr: string }>;
  registry(): RegistryEntry[];
  /** The transcript file of a session, wherever its project directory is. */
  findTranscript(sessionId: string): string | undefined;
  /** Stops every session started here, any --bg daemon of this HOME, and whatever their tools left running. */
  cleanup(): Promise<void>;
}

export function claudeSandbox(options: ClaudeSandboxOptions): ClaudeSandbox {
  const home = join(options.root, 'home');
  const tmp = join(options.root, 't');
  mkdirSync(home, { recursive: true });
  mkdirSync(tmp, { recursive: true });
  const env: Record<string, string> = {
    ...baseEnvironment(home, tmp, [dirname(options.bin), dirname(process.execPath)]),
    ANTHROPIC_BASE_URL: options.apiOrigin,
    ANTHROPIC_API_KEY: 'test',
    // Without these the CLI probes /api/hello and tries api.anthropic.com (registry, telemetry).
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_TELEMETRY: '1',
    // A mock that errs should fail the run at once, not after minutes of backoff.
    CLAUDE_CODE_MAX_RETRIES: '0',
    ...(process.getuid?.() === 0 ? { IS_SANDBOX: '1' } : {}),
    ...options.env,
    [SANDBOX_MARKER]: options.root,
  };
  const sessions: ClaudeSession[] = [];
  let settingsCount = 0;
  let usedBackground = false;

  const argsFor = (session: ClaudeSessionOptions, sessionId: string): string[] => {
    const args = ['--session-id', sessionId, '--permission-mode', session.permissionMode ?? 'bypassPermissions'];
    if (session.name !== undefined) args.push('--name', session.name);
    for (const dir of session.pluginDirs ?? []) args.push('--plugin-dir', dir);
    if (session.settings !== undefined) {
      let file = session.settings;
      if (typeof file !== 'string') {
        file = join(options.root, `settings-${++settingsCount}.json`);
        writeFileSync(file, `${JSON.stringify(session.settings, null, 2)}\n`);
      }
      args.push('--settings', file);
    }
    if (session.args?.includes('--bg')) usedBackground = true;
    return [...args, ...(session.args ?? [])];
  };

  const findTranscript = (sessionId: string): string | undefined => {
    const projects = join(home, '.claude', 'projects');
    if (!existsSync(projects)) return undefined;
    for (const project of readdirSync(projects)) {
      const file = join(projects, project, `${sessionId}.jsonl`);
      if (existsSync(file)) return file;
    }
    return undefined;
  };

  const registry = (): RegistryEntry[] => {
    const dir = join(home, '.claude', 'sessions');
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((file) => /^\d+\.json$/.test(file))
      .flatMap((file) => {
        try {
          return [JSON.parse(readFileSync(join(dir, file), 'utf8')) as RegistryEntry];
        } catch {
          return []; // removed or half written as we read
        }
      });
  };

  return {
    home,
    tmp,
    env,
    workdir: (name) => subdir(options.root, name),
    async run(run) {
      const sessionId = run.sessionId ?? randomUUID();
      const args = [
        '-p',
        run.prompt,
        ...(run.outputFormat ? ['--output-format', run.outputFormat, ...(run.outputFormat === 'stream-json' ? ['--verbose'] : [])] : []),
        ...argsFor(run, sessionId),
      ];
      const result = await runGroup(options.bin, args, { cwd: run.cwd, env: { ...env, ...run.env }, stdin: 'ignore', timeoutMs: run.timeoutMs ?? 60_000 });
      return { ...result, sessionId, transcriptPath: findTranscript(sessionId) };
    },
    start(start) {
      const sessionId = start.sessionId ?? randomUUID();
      const args = ['-p', '--input-format', 'stream-json', '--output-format', 'stream-json', '--verbose', ...argsFor(start, sessionId)];
      const proc = spawnGroup(options.bin, args, { cwd: start.cwd, env: { ...env, ...start.env }, stdin: 'pipe' });
      const session = longLivedSession(proc, sessionId, start.name, {
        findTranscript: () => findTranscript(sessionId),
        registryEntry: () => registry().find((entry) => entry.sessionId === sessionId),
      });
      sessions.push(session);
      if (start.prompt !== undefined) session.send(start.prompt);
      return session;
    },
    acceptFirstRunPrompts(dirs) {
      acceptFirstRunPrompts(home, dirs);
    },
    async startBackground(background) {
      acceptFirstRunPrompts(home, [background.cwd]);
      usedBackground = true;
      const args = ['--bg', '--name', background.name, '--permission-mode', background.permissionMode ?? 'bypassPermissions', background.prompt];
      const result = await runGroup(options.bin, args, { cwd: background.cwd, env, stdin: 'ignore', timeoutMs: 30_000 });
      // "backgrounded · 8712974e · worker"
      return { ...result, jobId: /backgrounded · (\w+)/.exec(result.stdout)?.[1] };
    },
    async command(args, commandOptions = {}) {
      if (args.includes('--bg')) usedBackground = true;
      return runGroup(options.bin, args, {
        cwd: commandOptions.cwd ?? options.root,
        env: { ...env, ...commandOptions.env },
        stdin: 'ignore',
        timeoutMs: commandOptions.timeoutMs ?? 60_000,
      });
    },
    registry,
    findTranscript,
    async cleanup() {
      await Promise.all(sessions.map((session) => session.close(2000)));
      // The --bg daemon lives outside TMPDIR, keyed by HOME, and keeps the environment it started with.
      if (usedBackground) await runGroup(options.bin, ['daemon', 'stop', '--any'], { cwd: options.root, env, stdin: 'ignore', timeoutMs: 20_000 });
      await killMarkedProcesses(options.root);
    },
  };
}

function acceptFirstRunPrompts(home: string, dirs: string[]): void {
  const settings = join(home, '.claude', 'settings.json');
  mkdirSync(dirname(settings), { recursive: true });
  if (!existsSync(settings)) writeFileSync(settings, `${JSON.stringify({ skipDangerousModePermissionPrompt: true }, null, 2)}\n`);
  const configFile = join(home, '.claude.json');
  const config = (existsSync(configFile) ? JSON.parse(readFileSync(configFile, 'utf8')) : {}) as { projects?: Record<string, Record<string, unknown>> };
  const projects = config.projects ?? {};
  for (const dir of dirs) projects[dir] = { ...projects[dir], hasTrustDialogAccepted: true, hasCompletedProjectOnboarding: true };
  // The API key is remembered by its last 20 characters; the sandbox's key is "test".
  const seeded = {
    ...config,
    customApiKeyResponses: { approved: ['test'], rejected: [] },
    hasCompletedOnboarding: true,
    bypassPermissionsModeAccepted: true,
    projects,
  };
  writeFileSync(configFile, `${JSON.stringify(seeded, null, 2)}\n`);
}

function longLivedSession(
  proc: GroupProcess,
  sessionId: string,
  name: string | undefined,
  lookup: { findTranscript: () => string | undefined; registryEntry: () => RegistryEntry | undefined },
): ClaudeSession {
  const events: JsonObject[] = [];
  proc.onStdoutLine((line) => {
    try {
      events.push(JSON.parse(line) as JsonObject);
    } catch {
      // not an event (the CLI printed something else)
    }
  });
  let closing: Promise<Exit> | undefined;
  const explain = () => `claude session ${name ?? sessionId} (pid ${proc.pid}) stderr:\n${proc.stderr().slice(-2000)}`;
  const transcriptPath = () => {
    const path = lookup.findTranscript();
    if (path === undefined) throw new Error(`no transcript yet for session ${sessionId}`);
    return path;
  };
  return {
    sessionId,
    name,
    pid: proc.pid,
    process: proc,
    send(text) {
      proc.child.stdin?.write(`${JSON.stringify({ type: 'user', message: { role: 'user', content: text } })}\n`);
    },
    events: () => events,
    turnEnded: (count = 1, timeoutMs = 30_000) =>
      waitFor(() => events.filter((event) => event.type === 'result')[count - 1], { what: `turn ${count} of ${name ?? sessionId} to end`, timeoutMs, explain }),
    transcriptPath,
    transcript: () => {
      const path = lookup.findTranscript();
      return path === undefined ? [] : readJsonLines(path);
    },
    waitForTranscriptRow: (predicate, what, timeoutMs = 30_000) =>
      waitFor(
        () => {
          const path = lookup.findTranscript();
          return path === undefined ? undefined : readJsonLines(path).find(predicate);
        },
        { what: `${what} in the transcript of ${name ?? sessionId}`, timeoutMs, explain },
      ),
    registryEntry: lookup.registryEntry,
    waitForStatus: (status, timeoutMs = 30_000) =>
      waitFor(
        () => {
          const entry = lookup.registryEntry();
          return entry?.status === status ? entry : undefined;
        },
        { what: `${name ?? sessionId} to be ${status} in the session registry`, timeoutMs, explain },
      ),
    close(timeoutMs = 10_000) {
      closing ??= (async () => {
        proc.child.stdin?.end();
        const timer = setTimeout(() => void proc.stop(), timeoutMs);
        await proc.exited;
        clearTimeout(timer);
        return proc.stop();
      })();
      return closing;
    },
    explain,
  };
}
