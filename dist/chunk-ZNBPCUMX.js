import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  isRemoteLocation,
  remoteNames,
  syncLog,
  transferProgress
} from "./chunk-ET5GAZXP.js";
import "./chunk-MVYM32ML.js";
import {
  renderLogProblems
} from "./chunk-YKWGT6SH.js";
import {
  parseWaitSeconds
} from "./chunk-PPX63OHF.js";
import "./chunk-RPJTCPA4.js";
import "./chunk-F6W6LUKD.js";
import "./chunk-7FAMXVM2.js";
import "./chunk-OWGFK54E.js";
import {
  redactSecrets
} from "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-7KQWGHBI.js";
import {
  terminalSafeLine
} from "./chunk-BX3HMPZN.js";
import "./chunk-KOMPYU52.js";
import "./chunk-JTDR2SOG.js";
import {
  plural
} from "./chunk-ADRH5BZS.js";
import "./chunk-XWATY24Z.js";
import {
  closest
} from "./chunk-YELDAO2H.js";
import "./chunk-XRTOXWZQ.js";
import {
  locateRepo
} from "./chunk-TQ7PLOB7.js";
import {
  openLog
} from "./chunk-IZ5ITI7Z.js";
import "./chunk-6GB3656E.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-ECXZ3IHF.js";
import {
  UsageError
} from "./chunk-6QYOSLVR.js";
import "./chunk-W4PXHZRR.js";
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
