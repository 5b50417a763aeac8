/**
 * teamdoc's hooks in Codex's `$CODEX_HOME/hooks.json` (Claude Code's hook
 * format, which Codex reads): one UserPromptSubmit hook that records when a
 * message `teamdoc send` queued reaches the model's turn. The file may hold
 * the person's own hooks, so it is merged, not written over: teamdoc's entries
 * are the ones that run its script, replaced as a whole; everything else
 * stays as it was. A file that is not a hooks file is never touched.
 *
 * Codex runs a hook only once the person trusts it (its TUI's /hooks); a
 * changed command needs trusting again, so an unchanged file is not rewritten.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { InputError } from '../errors.js';
import { shellWord } from '../text/shell-word.js';

export const CODEX_HOOK_SCRIPT = 'teamdoc-codex-hook.sh';

export interface InstalledHooks {
  path: string;
  action: 'install' | 'update' | 'unchanged';
  events: readonly string[];
}

/** What will be written, worked out (and the existing file checked) before anything is. */
export interface PlannedHooks extends InstalledHooks {
  text: string;
}

type HookGroup = { matcher?: string; hooks?: Array<{ type?: string; command?: string; [key: string]: unknown }>; [key: string]: unknown };

export function planCodexHooks(options: { hooksFile: string; script: string; events: readonly string[] }): PlannedHooks {
  const { hooksFile, events } = options;
  const existing = readHooksFile(hooksFile);
  const hooks: Record<string, HookGroup[]> = { ...(existing?.hooks ?? {}) };
  for (const [event, groups] of Object.entries(hooks)) {
    const others = groups.filter((group) => !isTeamdocs(group));
    if (others.length > 0) hooks[event] = others;
    else delete hooks[event];
  }
  for (const event of events) {
    hooks[event] = [...(hooks[event] ?? []), { hooks: [{ type: 'command', command: `sh ${shellWord(options.script)} ${event}`, timeout: 30 }] }];
  }
  const next = { ...(existing ?? {}), hooks };
  const text = `${JSON.stringify(next, null, 2)}\n`;
  const before = existing === undefined ? undefined : readFileSync(hooksFile, 'utf8');
  if (before !== undefined && JSON.stringify(JSON.parse(before)) === JSON.stringify(next)) return { path: hooksFile, action: 'unchanged', events, text };
  return { path: hooksFile, action: existing === undefined || !hasTeamdocs(existing.hooks) ? 'install' : 'update', events, text };
}

export function writeCodexHooks(plan: PlannedHooks): InstalledHooks {
  if (plan.action !== 'unchanged') writeAtomically(plan.path, plan.text);
  return { path: plan.path, action: plan.action, events: plan.events };
}

function isTeamdocs(group: HookGroup): boolean {
  return (group.hooks ?? []).some((hook) => typeof hook.command === 'string' && hook.command.includes(CODEX_HOOK_SCRIPT));
}

function hasTeamdocs(hooks: Record<string, HookGroup[]> | undefined): boolean {
  return Object.values(hooks ?? {}).some((groups) => groups.some(isTeamdocs));
}

/** The parsed file, undefined when there is none; refused (exit 2, nothing written) when it is not a hooks file. */
function readHooksFile(path: string): { hooks?: Record<string, HookGroup[]>; [key: string]: unknown } | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new InputError(`cannot read Codex's hooks file (${(error as NodeJS.ErrnoException).code ?? 'error'})`, { file: path });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw notHooks(path, `it is not JSON (${(error as Error).message})`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw notHooks(path, 'it is not a JSON object');
  const hooks = (parsed as { hooks?: unknown }).hooks;
  if (hooks !== undefined && (hooks === null || typeof hooks !== 'object' || Array.isArray(hooks) || !Object.values(hooks).every(Array.isArray))) {
    throw notHooks(path, '"hooks" is not an object of event → list of hook groups');
  }
  return parsed as { hooks?: Record<string, HookGroup[]> };
}

function notHooks(path: string, why: string): InputError {
  return new InputError(
    `not installing the Codex hooks: ${why}`,
    { file: path },
    {
      hint: 'Nothing was written. Fix the file (Codex reads the same format as Claude Code’s hooks) and run teamdoc install codex again, or pass --no-hooks.',
    },
  );
}

/** Written beside its name and renamed, so Codex never reads half a file. */
function writeAtomically(path: string, text: string): void {
  const temporary = join(dirname(path), `.hooks.json.teamdoc-${process.pid}`);
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(temporary, text);
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw new InputError(
      `cannot write Codex's hooks file (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      { file: path },
      {
        hint: 'Check that the folder is writable, or pass --no-hooks.',
      },
    );
  }
}
