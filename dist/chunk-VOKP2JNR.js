import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  terminalSafeLine
} from "./chunk-BX3HMPZN.js";

// src/report/log-problems.ts
function renderLogProblems(problems) {
  const lines = problems.map(
    (problem) => `teamdoc: ${terminalSafeLine(problem.path)}${problem.line === void 0 ? "" : `:${problem.line}`}: ${terminalSafeLine(problem.message)}${problem.kind === void 0 ? "" : ` [${problem.kind}]`}
`
  );
  if (problems.some((problem) => problem.kind !== void 0))
    lines.push("hint: `teamdoc doctor --verify` walks the whole log and says how to repair each of these.\n");
  return lines.join("");
}

export {
  renderLogProblems
};
