import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  syncLog
} from "./chunk-PKFRFOBF.js";
import {
  renderLogProblems
} from "./chunk-YKWGT6SH.js";
import {
  parseWaitSeconds
} from "./chunk-E4G3OZPG.js";
import "./chunk-7XCVDF2D.js";
import "./chunk-BDXNKRXG.js";
import "./chunk-OWGFK54E.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-7KQWGHBI.js";
import {
  terminalSafeLine
} from "./chunk-BX3HMPZN.js";
import "./chunk-VE4LDAK3.js";
import {
  plural
} from "./chunk-C4VHFA5R.js";
import "./chunk-XRTOXWZQ.js";
import {
  locateRepo
} from "./chunk-UGXG7J5L.js";
import {
  openLog
} from "./chunk-2PRP2AON.js";
import "./chunk-NIVJHLVQ.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-VNRN7ADX.js";
import "./chunk-6QYOSLVR.js";
import "./chunk-TLT6H2X2.js";
import "./chunk-ZM4OG63Z.js";

// src/report/sync-text.ts
function renderSyncReport(report) {
  const tip = report.tip === void 0 ? "no entries yet" : `at ${report.tip.slice(0, 12)}`;
  const rounds = report.attempts === 1 ? "" : ` (${report.attempts} rounds: other machines pushed at the same time)`;
  const stdout = `synced ${report.ref} with ${terminalSafeLine(report.remote)}: received ${entries(report.received)}, sent ${entries(report.sent)}; ${tip}${rounds}
`;
  let stderr = "";
  for (const item of report.disagreements) {
    stderr += `teamdoc: ${item.path} differed between the two copies; kept blob ${item.kept.slice(0, 12)}, the other (${item.other.slice(0, 12)}) stays in the history
`;
  }
  if (report.spoolBlocked) stderr += `teamdoc: entries waiting in the spool were not committed first: ${report.spoolBlocked}
`;
  stderr += renderLogProblems(report.flagged);
  return { stdout, stderr };
}
function entries(count) {
  return plural(count, "entry", "entries");
}

// src/commands/sync.ts
var DEFAULT_SYNC_WAIT_MS = 6e4;
async function run(operands, rawOptions, io) {
  const options = rawOptions;
  const remote = String(operands[0] ?? "origin");
  const waitMs = parseWaitSeconds(options.wait) ?? DEFAULT_SYNC_WAIT_MS;
  const context = await openLog(await locateRepo(io.cwd), { ref: options.ref }, io.env);
  const report = await syncLog(context, remote, { deadline: Date.now() + waitMs, env: io.env });
  const rendered = renderSyncReport(report);
  io.stdout.write(rendered.stdout);
  io.stderr.write(rendered.stderr);
  return report.flagged.some((problem) => problem.kind !== "recorded-twice") ? 1 : 0;
}
export {
  run
};
