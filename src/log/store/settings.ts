/**
 * Which ref holds the log and how large a body may be: a command's flag,
 * then the environment, then git config, then the default.
 */
import { UsageError } from '../../errors.js';
import { readConfigMatching } from '../../git/config.js';
import { type ObjectFormat, parseObjectFormat } from '../../git/objects.js';
import { DEFAULT_LOG_REF, LIMITS } from '../format/fields.js';

export interface LogSettings {
  /** The full ref name, e.g. refs/heads/teamdoc/log. */
  ref: string;
  maxBodyBytes: number;
  objectFormat: ObjectFormat;
}

export interface SettingOverrides {
  ref?: string;
  maxBodyBytes?: string | number;
}

/** Every config key the log's settings read (and teamdoc's others: callers may share the one git call). */
export const LOG_CONFIG_KEYS = '^(teamdoc\\.|extensions\\.objectformat$)';

export async function resolveLogSettings(cwd: string, overrides: SettingOverrides, env: NodeJS.ProcessEnv): Promise<LogSettings> {
  return logSettingsFrom(await readConfigMatching(cwd, LOG_CONFIG_KEYS), overrides, env);
}

/** The settings from config already read with LOG_CONFIG_KEYS (lower-cased keys). */
export function logSettingsFrom(config: ReadonlyMap<string, string>, overrides: SettingOverrides, env: NodeJS.ProcessEnv): LogSettings {
  const refSource = overrides.ref !== undefined ? '--ref' : env.TEAMDOC_LOG_REF ? 'TEAMDOC_LOG_REF' : 'teamdoc.logRef';
  const ref = overrides.ref ?? (env.TEAMDOC_LOG_REF || undefined) ?? config.get('teamdoc.logref') ?? DEFAULT_LOG_REF;
  const sizeSource = overrides.maxBodyBytes !== undefined ? '--max-body-bytes' : 'teamdoc.maxBodyBytes';
  const size = overrides.maxBodyBytes ?? config.get('teamdoc.maxbodybytes');
  return {
    ref: normaliseLogRef(ref, refSource),
    maxBodyBytes: size === undefined ? LIMITS.maxBodyBytes : parseByteCount(String(size), sizeSource),
    objectFormat: parseObjectFormat(config.get('extensions.objectformat')),
  };
}

/** `teamdoc/log` means the branch refs/heads/teamdoc/log; a name starting with refs/ is taken as it is. */
export function normaliseLogRef(name: string, source: string): string {
  const ref = name.startsWith('refs/') ? name : `refs/heads/${name}`;
  const problem = refNameProblem(ref);
  if (problem) {
    throw new UsageError(`Unexpected log ref ${JSON.stringify(name)} from ${source}: ${problem}`, {
      hint: `Use a ref name such as ${DEFAULT_LOG_REF} (see \`git help check-ref-format\`).`,
    });
  }
  return ref;
}

/** The parts of git's ref-name rules that matter here (see `git check-ref-format`). */
function refNameProblem(ref: string): string | undefined {
  const parts = ref.split('/');
  if (parts.length < 3) return 'expected at least two levels below refs/';
  if (/[\u0000-\u0020\u007f~^:?*[\\]/.test(ref)) return 'it contains a space, a control character or one of ~ ^ : ? * [ \\';
  if (ref.includes('..') || ref.includes('@{')) return 'it contains ".." or "@{"';
  for (const part of parts) {
    if (part === '' || part.startsWith('.') || part.endsWith('.lock')) return `the part ${JSON.stringify(part)} is empty, starts with "." or ends with ".lock"`;
  }
  if (ref.endsWith('.')) return 'it ends with "."';
  return undefined;
}

/** A positive byte count, with git's k/m/g suffixes. */
function parseByteCount(text: string, source: string): number {
  const match = /^\s*(\d+)\s*([kmg]?)\s*$/i.exec(text);
  const multiplier = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[(match?.[2] ?? '').toLowerCase()] ?? 1;
  const value = match ? Number(match[1]) * multiplier : Number.NaN;
  if (!Number.isSafeInteger(value) || value < 1 || value > LIMITS.maxBodyBytesCeiling) {
    throw new UsageError(
      `Unexpected ${source} value ${JSON.stringify(text)}, expected a byte count from 1 to ${LIMITS.maxBodyBytesCeiling} (k and m suffixes allowed)`,
    );
  }
  return value;
}

/** `refs/heads/teamdoc/log` → `teamdoc/log`, `refs/remotes/origin/teamdoc/log` → `origin/teamdoc/log`: how people name refs. */
export function shortRef(ref: string): string {
  return ref.replace(/^refs\/(heads|remotes)\//, '');
}
