/**
 * `teamdoc init`: write the repository's one team doc from the template, with
 * the team's name and the caller's row, never over an existing file and never
 * beside another doc; record a place other than TEAM.md in `.teamdoc.json`
 * (committed, so every clone and CI find it); say what is next.
 */
import { closeSync, existsSync, mkdirSync, openSync, renameSync, writeFileSync, writeSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { DEFAULT_DOC_NAME, DOC_POINTER_NAME, displayPath, teamDocIn } from '../doc/locate.js';
import { readTemplate, scaffoldTeamDoc } from '../doc/scaffold.js';
import { ExitCode, InputError, UsageError } from '../errors.js';
import { locateRepo, type RepoLocation } from '../git/repo.js';
import type { Io } from '../io.js';
import { renderInitDone } from '../report/init-text.js';
import { detectSession } from '../session/identity.js';
import { DubiousOwnership } from '../git/run.js';
import type { OptionsOf } from './declare-options.js';
import type { INIT_OPTIONS } from './options.js';

type InitOptions = OptionsOf<typeof INIT_OPTIONS>;

export async function run(_operands: unknown[], settings: InitOptions, io: Io): Promise<number> {
  const repo = await locateRepo(io.cwd).catch((error: unknown) => {
    if (error instanceof UsageError && !(error instanceof DubiousOwnership)) return undefined;
    throw error;
  });
  const root = repo?.mainWorktree ?? io.cwd;
  const path = settings.file === undefined ? resolve(root, DEFAULT_DOC_NAME) : resolve(io.cwd, settings.file);
  const shown = displayPath(io.cwd, path);
  if (repo?.mainWorktree !== undefined) await refuseSecondDoc(repo, io.cwd, path);

  const team = (settings.team ?? basename(root)).trim();
  if (team === '') throw new UsageError('the team name is empty', { hint: 'Pass --team <name>.' });
  const identity = detectSession(io.env);
  const name = (settings.name ?? identity.name ?? 'top').trim();
  if (name === '') throw new UsageError('the role name is empty', { hint: 'Pass --name <role>.' });
  const pointer = repo?.mainWorktree === undefined ? undefined : pointerFor(repo.mainWorktree, path);

  const text = scaffoldTeamDoc(readTemplate(), team, {
    name,
    runtime: identity.runtime,
    session: identity.session,
    host: identity.host,
    worktree: repo?.worktree ?? io.cwd,
  });
  mkdirSync(dirname(path), { recursive: true });
  writeNew(path, shown, text);
  if (pointer !== undefined) writePointer(repo!.mainWorktree!, pointer);

  io.stdout.write(
    renderInitDone({
      path: shown,
      team,
      name,
      identity,
      pointer: pointer && displayPath(io.cwd, join(repo!.mainWorktree!, DOC_POINTER_NAME)),
      inRepo: repo !== undefined,
    }),
  );
  return ExitCode.ok;
}

/** One team doc per repository: a doc where `check` finds one already is the team's doc. */
async function refuseSecondDoc(repo: RepoLocation, cwd: string, path: string): Promise<void> {
  const existing = await teamDocIn(repo, cwd);
  if (!existsSync(existing)) return;
  const shown = displayPath(cwd, existing);
  if (existing === path)
    throw new InputError(
      'already exists; teamdoc init never overwrites a team doc',
      { file: shown },
      { hint: 'Edit it: it is the team doc `teamdoc check` reads.' },
    );
  throw new InputError(
    'is this repository’s team doc already; teamdoc init writes no second one',
    { file: shown },
    {
      hint: `Edit ${shown}. To move it, git mv it and write the new path in ${DOC_POINTER_NAME}.`,
    },
  );
}

/** The path `.teamdoc.json` records (relative to the root); undefined for TEAM.md when no `.teamdoc.json` says otherwise. */
function pointerFor(root: string, path: string): string | undefined {
  if (path === resolve(root, DEFAULT_DOC_NAME)) return existsSync(join(root, DOC_POINTER_NAME)) ? DEFAULT_DOC_NAME : undefined;
  const value = relative(root, path).split('\\').join('/');
  if (value.startsWith('..')) {
    throw new UsageError(`--file ${path} is outside the repository, where no clone or CI job would find it`, {
      hint: 'Put the team doc inside the repository, e.g. --file docs/team.md.',
    });
  }
  return value;
}

/** Creates the file only if it does not exist (O_EXCL): an existing doc is never touched. */
function writeNew(path: string, shown: string, text: string): void {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST')
      throw new InputError(
        'already exists; teamdoc init never overwrites a team doc',
        { file: shown },
        { hint: 'Edit it, or pass --file <path> for the team doc elsewhere.' },
      );
    throw new InputError(`cannot be created: ${(error as Error).message}`, { file: shown }, { cause: error });
  }
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
}

/** `.teamdoc.json`, written beside its name and renamed: never half a file. */
function writePointer(root: string, doc: string): void {
  const path = join(root, DOC_POINTER_NAME);
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ doc }, null, 2)}\n`);
  renameSync(temporary, path);
}
