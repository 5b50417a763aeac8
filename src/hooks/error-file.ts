/**
 * What a hook could not record, kept where `teamdoc doctor` looks: a hook
 * never fails the session, so this file is the only place its trouble shows.
 * One JSON line per error; the file is moved aside when it grows past a
 * mebibyte, so a hook failing on every message cannot fill the disk.
 */
import { appendFileSync, mkdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

export interface HookError {
  time: string;
  event: string;
  session?: string | undefined;
  error: string;
  hint?: string | undefined;
}

const MAX_BYTES = 1024 * 1024;

export function appendHookError(file: string, error: HookError): void {
  mkdirSync(dirname(file), { recursive: true });
  try {
    if (statSync(file).size > MAX_BYTES) renameSync(file, `${file}.1`);
  } catch {
    // no file yet
  }
  appendFileSync(file, `${JSON.stringify(error)}\n`);
}

/** Every error line in the file, oldest first; lines that are not JSON are shown as they are. */
export function readHookErrors(file: string): HookError[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        const parsed = JSON.parse(line) as Partial<HookError>;
        return {
          time: String(parsed.time ?? ''),
          event: String(parsed.event ?? ''),
          session: parsed.session,
          error: String(parsed.error ?? line),
          hint: parsed.hint,
        };
      } catch {
        return { time: '', event: '', error: line };
      }
    });
}
