import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  renderAppendResult
} from "./chunk-JVBF3CJD.js";
import {
  ExitCode,
  PendingCommitError
} from "./chunk-ATHXWNGJ.js";

// src/commands/output/append-result.ts
function writeAppendResult(result, io) {
  const rendered = renderAppendResult(result);
  io.stdout.write(rendered.stdout);
  io.stderr.write(rendered.stderr);
  if (result.committed) return ExitCode.ok;
  const ids = result.results.filter((item) => item.status === "pending").map((item) => item.id);
  const what = ids.length === 1 ? `${ids[0]} is` : `${ids.join(", ")} are`;
  const safe = "Nothing is lost: the next teamdoc write, or `teamdoc doctor`, commits it.";
  throw new PendingCommitError(`${what} durable on disk but not committed to the log yet: ${result.pendingReason ?? "the commit could not be made"}`, {
    hint: result.pendingHint === void 0 ? safe : `${result.pendingHint} ${safe}`,
    cause: result.pendingCause
  });
}

export {
  writeAppendResult
};
