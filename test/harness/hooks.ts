/**
 * Hooks that record what they see, for Claude Code settings, Claude Code
 * plugins and Codex's hooks.json (Codex takes Claude Code's format). Every
 * hook runs hook-recorder.mjs, which appends one JSON line per call.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readJsonLines, type JsonObject } from './jsonl.js';

export const HOOK_RECORDER = fileURLToPath(new URL('./hook-recorder.mjs', import.meta.url));

export interface HookSpec {
  event: string;
  /** Tool name pattern for tool events (`Bash`, `SendMessage`, `*`). */
  matcher?: string;
  /** What the log line is tagged with; defaults to the event name. */
  tag?: string;
}

export type HooksConfig = { hooks: Record<string, Array<{ matcher?: string; hooks: Array<{ type: 'command'; command: string }> }>> };

/** One line of a hook log. */
export interface HookRecord {
  tag: string;
  event: string | undefined;
  payload: JsonObject;
  env: Record<string, string>;
  probe?: { atStart: TranscriptLook; appearedAfterMs: number | null; polledMs: number; atEnd: TranscriptLook };
  startedAt: string;
  endedAt: string;
}

/** What the recorder saw in the transcript at one moment. */
export interface TranscriptLook {
  rows: number;
  /** Rows whose promptId is the hook payload's prompt_id. */
  promptRows: number;
  /** Rows that carry a peer message (`origin` or `attachment.origin` with kind peer). */
  peerRows: Array<{ line: number; type: string; uuid: string; promptId: string | null; msg_id: string | null; matchesPrompt: boolean }>;
}

/** Hooks config whose commands run the recorder by absolute path and log to `logFile`. */
export function recordingHooks(specs: HookSpec[], logFile: string): HooksConfig {
  return hooksConfig(specs, (tag) => `node ${shellQuote(HOOK_RECORDER)} ${shellQuote(tag)} ${shellQuote(logFile)}`);
}

function hooksConfig(specs: HookSpec[], command: (tag: string) => string): HooksConfig {
  const hooks: HooksConfig['hooks'] = {};
  for (const spec of specs) {
    const entry = {
      ...(spec.matcher === undefined ? {} : { matcher: spec.matcher }),
      hooks: [{ type: 'command' as const, command: command(spec.tag ?? spec.event) }],
    };
    (hooks[spec.event] ??= []).push(entry);
  }
  return { hooks };
}

export interface PluginSpec {
  name: string;
  version?: string;
  description?: string;
  /** Skill name → front matter description and body. */
  skills?: Record<string, { description: string; body: string }>;
  /** Hooks that run the recorder from inside the plugin, via `"${CLAUDE_PLUGIN_ROOT}"`; they log to $TEAMDOC_HOOK_LOG. */
  hooks?: HookSpec[];
  readme?: string;
}

/** Writes a self-contained Claude Code plugin into `dir` and returns `dir`. */
export function writePlugin(dir: string, spec: PluginSpec): string {
  mkdirSync(join(dir, '.claude-plugin'), { recursive: true });
  const manifest = {
    name: spec.name,
    version: spec.version ?? '0.1.0',
    description: spec.description ?? `The ${spec.name} test plugin`,
    author: { name: 'teamdoc tests' },
    license: 'MIT',
  };
  writeFileSync(join(dir, '.claude-plugin', 'plugin.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const [name, skill] of Object.entries(spec.skills ?? {})) {
    mkdirSync(join(dir, 'skills', name), { recursive: true });
    writeFileSync(join(dir, 'skills', name, 'SKILL.md'), `---\nname: ${name}\ndescription: ${skill.description}\n---\n${skill.body}\n`);
  }
  if (spec.hooks !== undefined) {
    mkdirSync(join(dir, 'hooks'), { recursive: true });
    copyFileSync(HOOK_RECORDER, join(dir, 'hooks', 'record.mjs'));
    // Quoted, as `claude plugin validate` asks: the expanded path may hold spaces.
    const config = hooksConfig(spec.hooks, (tag) => `node "\${CLAUDE_PLUGIN_ROOT}/hooks/record.mjs" ${shellQuote(tag)}`);
    writeFileSync(join(dir, 'hooks', 'hooks.json'), `${JSON.stringify({ description: `${spec.name} recording hooks`, ...config }, null, 2)}\n`);
  }
  if (spec.readme !== undefined) writeFileSync(join(dir, 'README.md'), spec.readme);
  return dir;
}

export function readHookLog(file: string): HookRecord[] {
  return readJsonLines(file) as unknown as HookRecord[];
}

function shellQuote(text: string): string {
  return /^[\w./:@=-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
