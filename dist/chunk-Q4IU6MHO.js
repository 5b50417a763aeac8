import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);

// src/errors.ts
var ExitCode = {
  ok: 0,
  findings: 1,
  failure: 2,
  /** The message is durable on disk but not yet committed (EX_TEMPFAIL); the next write or `doctor` commits it. */
  pending: 75
};
var TeamdocError = class extends Error {
  exitCode;
  hint;
  constructor(message, options = {}) {
    super(message, options.cause === void 0 ? void 0 : { cause: options.cause });
    this.name = new.target.name;
    this.exitCode = options.exitCode ?? ExitCode.failure;
    this.hint = options.hint;
  }
};
var UsageError = class extends TeamdocError {
};
var InputError = class extends TeamdocError {
  location;
  constructor(message, location, options = {}) {
    super(message, options);
    this.location = location;
  }
};
var GitError = class extends TeamdocError {
  command;
  stderr;
  status;
  constructor(command, status, stderr, options = {}) {
    const firstLine = stderr.trim().split("\n").find((line) => line.trim() !== "") ?? `exit status ${status}`;
    super(`git ${command.join(" ")} failed: ${firstLine}`, options);
    this.command = command;
    this.stderr = stderr;
    this.status = status;
  }
};
var PendingCommitError = class extends TeamdocError {
  constructor(message, options = {}) {
    super(message, { ...options, exitCode: ExitCode.pending });
  }
};

export {
  ExitCode,
  TeamdocError,
  UsageError,
  InputError,
  GitError,
  PendingCommitError
};
