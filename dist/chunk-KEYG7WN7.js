import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  ExitCode,
  PendingCommitError
} from "./chunk-Q4IU6MHO.js";

// src/report/log-write.ts
function renderAppendResult(result) {
  let stdout = "";
  let stderr = "";
  for (const item of result.results) {
    stdout += `${item.id}
`;
    if (item.redactions > 0) {
      const kinds = Object.entries(item.redactedKinds).map(([kind, count]) => count === 1 ? kind : `${count} ${kind}`).join(", ");
      const strings = item.redactions === 1 ? "string" : "strings";
      stderr += `teamdoc: replaced ${item.redactions} secret-looking ${strings} with a visible mark before writing (${kinds})
`;
    }
    if (item.status === "duplicate") stderr += `teamdoc: already in the log as ${item.id}; nothing new was written
`;
  }
  return { stdout, stderr };
}
function writeAppendResult(result, io) {
  const rendered = renderAppendResult(result);
  io.stdout.write(rendered.stdout);
  io.stderr.write(rendered.stderr);
  if (result.committed) return ExitCode.ok;
  const ids = result.results.filter((item) => item.status === "pending").map((item) => item.id);
  const what = ids.length === 1 ? `${ids[0]} is` : `${ids.join(", ")} are`;
  throw new PendingCommitError(`${what} durable on disk but not committed to the log yet: ${result.pendingReason ?? "the commit could not be made"}`, {
    hint: "Nothing is lost: the next teamdoc write, or `teamdoc doctor`, commits it."
  });
}

export {
  writeAppendResult
};
