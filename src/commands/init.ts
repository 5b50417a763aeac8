/**
 * `teamdoc init`: write a new team doc from the template, with the team's
 * name and the caller's row, never over an existing file; record a
 * non-default location in git config so `check` finds it; say what is next.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { basename, relative, resolve } from 'node:path';
import { DEFAULT_DOC_NAME, DOC_CONFIG_KEY, displayPath } from '../doc/locate.js';
import { readTemplate, scaffoldTeamDoc } from '../doc/scaffold.js';
import { ExitCode, InputError, UsageError } from '../errors.js';
import { writeLocalConfig } from '../git/config.js';
import { locateRepo, type RepoLocation } from '../git/repo.js';
import type { Io } from '../io.js';
import { renderInitDone } from '../report/init-text.js';
import { detectSession } from '../session/identity.js';
import { DubiousOwnership } from '../git/run.js';

export interface InitOptions {
  team?: string;
  file?: string;
  name?: string;
}

export async function run(_operands: unknown[], options: Record<string, unknown>, io: Io): Promise<number> {
  const settings = options as InitOptions;
  const repo = await locateRepo(io.cwd).catch((error: unknown) => {
    if (error instanceof UsageError && !(error instanceof DubiousOwnership)) return undefined;
    throw error;
  });
  const root = repo?.mainWorktree ?? io.cwd;
  const path = settings.file === undefined ? resolve(root, DEFAULT_DOC_NAME) : resolve(io.cwd, settings.file);
  const shown = displayPath(io.cwd, path);

  const team = (settings.team ?? basename(root)).trim();
  if (team === '') throw new UsageError('the team name is empty', { hint: 'Pass --team <name>.' });
  const identity = detectSession(io.env);
  const name = (settings.name ?? identity.name ?? 'top').trim();
  if (name === '') throw new UsageError('the role name is empty', { hint: 'Pass --name <role>.' });

  const text = scaffoldTeamDoc(readTemplate(), team, {
    name,
    runtime: identity.runtime,
    session: identity.session,
    host: identity.host,
    worktree: repo?.worktree ?? io.cwd,
  });
  writeNew(path, shown, text);

  const configured = await rememberLocation(repo, path);
  io.stdout.write(renderInitDone({ path: shown, team, name, identity, configured, inRepo: repo !== undefined }));
  return ExitCode.ok;
}

/** Creates the file only if it does not exist (O_EXCL): an existing doc is never touched. */
function writeNew(path: string, shown: string, text: string): void {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') {
      throw new InputError('already exists; teamdoc init never overwrites a team doc', { file: shown }, { hint: 'Edit it, or pass --file <path> to create another.' });
    }
    if (code === 'ENOENT') throw new InputError('cannot be created: its folder does not exist', { file: shown });
    throw new InputError(`cannot be created: ${(error as Error).message}`, { file: shown }, { cause: error });
  }
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
}

/** A doc outside the default place is found by `check` through git config `teamdoc.doc`. */
async function rememberLocation(repo: RepoLocation | undefined, path: string): Promise<string | undefined> {
  const root = repo?.mainWorktree;
  if (root === undefined || path === resolve(root, DEFAULT_DOC_NAME)) return undefined;
  const value = relative(root, path).split('\\').join('/');
  await writeLocalConfig(root, DOC_CONFIG_KEY, value.startsWith('..') ? path : value);
  return value.startsWith('..') ? path : value;
}
