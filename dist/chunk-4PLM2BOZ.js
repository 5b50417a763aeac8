import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  rewriteDoc
} from "./chunk-JH3HI65D.js";
import {
  findPart
} from "./chunk-2B7VIQGE.js";
import {
  currentTime
} from "./chunk-7RV3B5WP.js";
import {
  displayPath,
  findTeamDoc
} from "./chunk-VWTZAPKV.js";
import {
  parseTeamDoc
} from "./chunk-N54PVWF5.js";
import {
  latestPlan,
  planEdits
} from "./chunk-G3ICI4EO.js";
import "./chunk-QQVAXXP7.js";
import {
  chainOf
} from "./chunk-A3PGRPRT.js";
import "./chunk-P6QENKUQ.js";
import "./chunk-NML54FI3.js";
import "./chunk-AOJ2GW5K.js";
import {
  openLogSource,
  snapshotOf
} from "./chunk-IOC56I7W.js";
import "./chunk-H6XIHYK3.js";
import "./chunk-ZRLVSTEH.js";
import "./chunk-OEIBBYLJ.js";
import "./chunk-3EQMZZWS.js";
import {
  readDocFile
} from "./chunk-CN746P7H.js";
import "./chunk-CS3S746T.js";
import "./chunk-QAS6QMLP.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-YELDAO2H.js";
import "./chunk-PXTZHCII.js";
import "./chunk-XRTOXWZQ.js";
import "./chunk-QHN4JY6Q.js";
import {
  locateRepoIfAny
} from "./chunk-4NOR6AMR.js";
import "./chunk-ZM5PFCRO.js";
import {
  shortRef
} from "./chunk-4EBUXWCC.js";
import "./chunk-TXSQEBDJ.js";
import "./chunk-2E4FK3OU.js";
import "./chunk-U5OUMOEA.js";
import {
  ExitCode,
  UsageError
} from "./chunk-ATHXWNGJ.js";
import "./chunk-ZM4OG63Z.js";

// src/commands/apply-plan.ts
import { dirname, resolve } from "node:path";
async function run(operands, options, io) {
  const partId = String(operands[0]);
  const path = options.doc === void 0 ? await findTeamDoc(io.cwd) : resolve(io.cwd, options.doc);
  const shown = displayPath(io.cwd, path);
  await refuseOtherCheckout(io.cwd, path, shown);
  const read = readDocFile(path, shown);
  const { doc } = parseTeamDoc(read, shown, currentTime(io.env));
  const part = findPart(doc, partId);
  const source = await openLogSource(dirname(path), { ref: options.ref, docLogRef: doc.frontMatter.settings?.["log-ref"], env: io.env });
  const log = source && (await snapshotOf(source)).snapshot;
  const chain = chainOf(doc, log?.digest.structural ?? []);
  const note = log && latestPlan(chain, log.digest.plans, part);
  if (!note) {
    throw new UsageError(`no [plan] of part ${part.id.text} from its owner in ${log ? shortRef(log.ref) : "the log (this repository has none)"}`, {
      hint: `The worker sends its plan and criteria as a [plan] report before any result (teamdoc log --kind report --to <you> shows what arrived; on another machine, teamdoc sync first). Nothing was written.`
    });
  }
  const edit = planEdits(doc, chain, part, note);
  if (!edit) {
    io.stdout.write(`${shown} already has the plan and criteria of ${part.id.text} from entry ${note.id} (${note.from}, ${note.time}); nothing to write.
`);
    return ExitCode.ok;
  }
  rewriteDoc(path, shown, read, edit.edits);
  io.stdout.write(
    [
      `${edit.message} (sent by ${note.from} at ${note.time}).`,
      `Next: check it and commit it: teamdoc check && git add ${shown} && git commit -m "${commitMessage(part.id.text, edit)}"`,
      ""
    ].join("\n")
  );
  return ExitCode.ok;
}
function commitMessage(part, edit) {
  return edit.plan ? `${part}: plan and criteria` : `${part}: ${edit.owner}'s row from its join`;
}
async function refuseOtherCheckout(cwd, path, shown) {
  const here = (await locateRepoIfAny(cwd))?.worktree;
  const there = (await locateRepoIfAny(dirname(path)))?.worktree;
  if (here === void 0 || there === void 0 || here === there) return;
  throw new UsageError(`the team doc ${shown} is in another checkout (${there}); teamdoc writes only in the one it runs in`, {
    hint: `Only the session working in ${there} (the top) writes the doc. A worker sends its plan and criteria as a [plan] report instead.`
  });
}
export {
  run
};
