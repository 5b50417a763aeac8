/**
 * Typed errors. Library code throws these; only `main()` in cli.ts turns them
 * into a message on stderr and an exit code, so no module deep inside ever
 * calls `process.exit` or prints a stack trace for a user's mistake.
 */

/** Exit codes, shared with linters: 0 clean, 1 findings, 2 the tool failed or was misused. */
export const ExitCode = {
  ok: 0,
  findings: 1,
  failure: 2,
  /** The message is durable on disk but not yet committed (EX_TEMPFAIL); the next write or `doctor` commits it. */
  pending: 75,
} as const;

export interface Location {
  file: string;
  line?: number;
  column?: number;
  ruleId?: string;
}

export interface TeamdocErrorOptions {
  hint?: string;
  cause?: unknown;
  exitCode?: number;
}

export class TeamdocError extends Error {
  readonly exitCode: number;
  readonly hint: string | undefined;

  constructor(message: string, options: TeamdocErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.exitCode = options.exitCode ?? ExitCode.failure;
    this.hint = options.hint;
  }
}

/** Bad flags, arguments or a command used where it cannot work. */
export class UsageError extends TeamdocError {}

/** Input that cannot be used (a file, a body, a name), with where it was found. */
export class InputError extends TeamdocError {
  readonly location: Location | undefined;

  constructor(message: string, location?: Location, options: TeamdocErrorOptions = {}) {
    super(message, options);
    this.location = location;
  }
}

/** A git command failed; the command and its stderr travel as the cause. */
export class GitError extends TeamdocError {
  readonly command: readonly string[];
  readonly stderr: string;
  readonly status: number | null;

  constructor(command: readonly string[], status: number | null, stderr: string, options: TeamdocErrorOptions = {}) {
    const firstLine =
      stderr
        .trim()
        .split('\n')
        .find((line) => line.trim() !== '') ?? `exit status ${status}`;
    super(`git ${command.join(' ')} failed: ${firstLine}`, options);
    this.command = command;
    this.stderr = stderr;
    this.status = status;
  }
}

/** The write is durable but could not be committed yet (for example a lock held by a live git). */
export class PendingCommitError extends TeamdocError {
  constructor(message: string, options: Omit<TeamdocErrorOptions, 'exitCode'> = {}) {
    super(message, { ...options, exitCode: ExitCode.pending });
  }
}

/**
 * The file system refused a write: full, read-only, no permission. Said in
 * one line with the path, plus what to do; the caller adds whether anything
 * was kept (exit 2 when nothing was, 75 when an entry waits in the spool).
 */
export class StorageError extends TeamdocError {
  readonly path: string;
  readonly code: string;

  private readonly what: string;

  constructor(path: string, code: string, what: string, options: TeamdocErrorOptions = {}) {
    super(`cannot write ${path}: ${what} (${code})`, options);
    this.path = path;
    this.code = code;
    this.what = what;
  }

  /** The same refusal, its hint ending with what became of the data. */
  kept(consequence: string): StorageError {
    return new StorageError(this.path, this.code, this.what, { hint: `${this.hint ?? ''} ${consequence}`.trim(), cause: this.cause });
  }
}

/** What each refusal means and what the person can do about it. */
const STORAGE_REFUSALS: Record<string, { what: string; remedy: string }> = {
  ENOSPC: { what: 'no space left on the device', remedy: 'Free some space on that file system (`df -h` shows it).' },
  EDQUOT: { what: 'the disk quota is used up', remedy: 'Free some space within your quota (`quota -s` shows it).' },
  EFBIG: { what: 'the file would be larger than this process may write', remedy: 'Raise the file size limit (`ulimit -f`).' },
  EROFS: {
    what: 'the file system is read-only',
    remedy: 'Run teamdoc where the repository can be written (remount it read-write, or work in a writable clone).',
  },
  EACCES: {
    what: 'permission denied',
    remedy: 'Run teamdoc as the user who owns the repository, or give this user write access to that folder (`ls -ld` shows its owner).',
  },
  EPERM: {
    what: 'operation not permitted',
    remedy: 'Run teamdoc as the user who owns the repository, or lift what forbids the write (an immutable attribute, a sandbox).',
  },
  EIO: { what: 'an input/output error', remedy: 'The disk or the network file system may be failing: check it (`dmesg`).' },
};

/**
 * `error` as a StorageError about `path` when the file system refused the
 * write; undefined for anything else (which stays what it was). `consequence`
 * says what became of the data (nothing kept, or kept where).
 */
export function storageError(error: unknown, path: string, consequence = ''): StorageError | undefined {
  if (error instanceof StorageError) return error;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const refusal = code === undefined ? undefined : STORAGE_REFUSALS[code];
  if (refusal === undefined) return undefined;
  return new StorageError(path, code!, refusal.what, { hint: `${refusal.remedy}${consequence === '' ? '' : ` ${consequence}`}`, cause: error });
}

/** Runs a write on `path`, turning a refusal by the file system into a StorageError. */
export function writingTo<T>(path: string, write: () => T): T {
  try {
    return write();
  } catch (error) {
    throw storageError(error, path) ?? error;
  }
}
