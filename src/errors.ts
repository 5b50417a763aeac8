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
    const firstLine = stderr.trim().split('\n').find((line) => line.trim() !== '') ?? `exit status ${status}`;
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

export function isTeamdocError(error: unknown): error is TeamdocError {
  return error instanceof TeamdocError;
}
