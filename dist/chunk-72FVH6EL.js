import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  isRemoteLocation,
  remoteNames,
  syncLog
} from "./chunk-V2G4L4DQ.js";
import {
  transferProgress
} from "./chunk-QZAAJAM2.js";
import {
  renderLogProblems
} from "./chunk-VOKP2JNR.js";
import {
  parseWaitSeconds
} from "./chunk-IX7P5TI7.js";
import "./chunk-HHCNWI4V.js";
import "./chunk-M4GGBS3N.js";
import "./chunk-DNZ6TC5X.js";
import "./chunk-DPF3ZRDS.js";
import {
  redactSecrets
} from "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-7RV3B5WP.js";
import {
  terminalSafeLine
} from "./chunk-BX3HMPZN.js";
import "./chunk-ZRLVSTEH.js";
import "./chunk-OEIBBYLJ.js";
import {
  plural
} from "./chunk-3EQMZZWS.js";
import "./chunk-XWATY24Z.js";
import {
  closest
} from "./chunk-YELDAO2H.js";
import "./chunk-XRTOXWZQ.js";
import {
  locateRepo
} from "./chunk-4NOR6AMR.js";
import {
  openLog
} from "./chunk-ZM5PFCRO.js";
import "./chunk-4EBUXWCC.js";
import "./chunk-TXSQEBDJ.js";
import "./chunk-2E4FK3OU.js";
import "./chunk-U5OUMOEA.js";
import {
  UsageError
} from "./chunk-ATHXWNGJ.js";
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
async function run(operands, options, io) {
  const remote = String(operands[0] ?? "origin");
  const waitMs = parseWaitSeconds(options.wait) ?? DEFAULT_SYNC_WAIT_MS;
  const context = await openLog(await locateRepo(io.cwd), { ref: options.ref }, io.env);
  if (!isRemoteLocation(remote)) {
    const remotes = await remoteNames(io.cwd);
    if (remotes.length === 0 && remote === "origin") {
      io.stderr.write("teamdoc: this repository has no remote, so there is nothing to sync: all its worktrees share one log.\n");
      return 0;
    }
    if (!remotes.includes(remote)) {
      const meant = closest(remote, remotes);
      throw new UsageError(`no remote named ${JSON.stringify(remote)}${meant ? `; did you mean ${JSON.stringify(meant)}?` : ""}`, {
        hint: `${remotes.length === 0 ? "This repository has no remotes." : `Its remotes: ${remotes.join(", ")}.`} Give a remote's name or URL (git remote -v lists them). Nothing was exchanged.`
      });
    }
  }
  const progress = io.stderr.isTTY ? transferProgress(io.stderr, redactSecrets(remote).text) : void 0;
  let report;
  try {
    report = await syncLog(context, remote, { deadline: Date.now() + waitMs, env: io.env, onProgress: progress?.onProgress });
  } finally {
    progress?.done();
  }
  const rendered = renderSyncReport(report);
  io.stdout.write(rendered.stdout);
  io.stderr.write(rendered.stderr);
  return report.flagged.some((problem) => problem.kind !== "recorded-twice") ? 1 : 0;
}
export {
  run
};
