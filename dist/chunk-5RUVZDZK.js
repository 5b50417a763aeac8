import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  ExitCode,
  PendingCommitError
} from "./chunk-6QYOSLVR.js";

// src/report/log-write.ts
function renderAppendResult(result) {
  let stdout = "";
  let stderr = "";
  for (const item of result.results) {
    stdout += `${item.id}
`;
    if (item.redactions > 0) stderr += `teamdoc: replaced ${redactionsText(item.redactedKinds)}
`;
    if (item.status === "duplicate") stderr += `teamdoc: already in the log as ${item.id}; nothing new was written
`;
  }
  return { stdout, stderr };
}
function redactionsText(kinds) {
  const counts = Object.entries(kinds);
  const total = counts.reduce((sum, [, count]) => sum + count, 0);
  const list = counts.map(([kind, count]) => count === 1 ? kind : `${count} ${kind}`).join(", ");
  return `${total} secret-looking ${total === 1 ? "string" : "strings"} with a visible mark before writing (${list})`;
}
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
  renderAppendResult,
  redactionsText,
  writeAppendResult
};
