import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);

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

export {
  renderAppendResult,
  redactionsText
};
