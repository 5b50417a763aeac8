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
var StorageError = class _StorageError extends TeamdocError {
  path;
  code;
  what;
  constructor(path, code, what, options = {}) {
    super(`cannot write ${path}: ${what} (${code})`, options);
    this.path = path;
    this.code = code;
    this.what = what;
  }
  /** The same refusal, its hint ending with what became of the data. */
  kept(consequence) {
    return new _StorageError(this.path, this.code, this.what, { hint: `${this.hint ?? ""} ${consequence}`.trim(), cause: this.cause });
  }
};
var STORAGE_REFUSALS = {
  ENOSPC: { what: "no space left on the device", remedy: "Free some space on that file system (`df -h` shows it)." },
  EDQUOT: { what: "the disk quota is used up", remedy: "Free some space within your quota (`quota -s` shows it)." },
  EFBIG: { what: "the file would be larger than this process may write", remedy: "Raise the file size limit (`ulimit -f`)." },
  EROFS: {
    what: "the file system is read-only",
    remedy: "Run teamdoc where the repository can be written (remount it read-write, or work in a writable clone)."
  },
  EACCES: {
    what: "permission denied",
    remedy: "Run teamdoc as the user who owns the repository, or give this user write access to that folder (`ls -ld` shows its owner)."
  },
  EPERM: {
    what: "operation not permitted",
    remedy: "Run teamdoc as the user who owns the repository, or lift what forbids the write (an immutable attribute, a sandbox)."
  },
  EIO: { what: "an input/output error", remedy: "The disk or the network file system may be failing: check it (`dmesg`)." }
};
function storageError(error, path, consequence = "") {
  if (error instanceof StorageError) return error;
  const code = error?.code;
  const refusal = code === void 0 ? void 0 : STORAGE_REFUSALS[code];
  if (refusal === void 0) return void 0;
  return new StorageError(path, code, refusal.what, { hint: `${refusal.remedy}${consequence === "" ? "" : ` ${consequence}`}`, cause: error });
}
function writingTo(path, write) {
  try {
    return write();
  } catch (error) {
    throw storageError(error, path) ?? error;
  }
}

export {
  ExitCode,
  TeamdocError,
  UsageError,
  InputError,
  GitError,
  PendingCommitError,
  StorageError,
  storageError,
  writingTo
};
