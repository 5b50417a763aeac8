import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  writeAppendResult
} from "./chunk-VUCHDBUZ.js";
import {
  cliProvenance
} from "./chunk-KJCPS37T.js";
import "./chunk-JVBF3CJD.js";
import {
  parseWaitSeconds
} from "./chunk-IX7P5TI7.js";
import {
  resolveMessageId
} from "./chunk-5SXHVUEJ.js";
import {
  appendEntries
} from "./chunk-OOOM34UR.js";
import "./chunk-3QBPADAR.js";
import "./chunk-HHCNWI4V.js";
import "./chunk-X5L4AJCZ.js";
import "./chunk-TAIHJOSP.js";
import "./chunk-M4GGBS3N.js";
import {
  ACKNOWLEDGEABLE_RULES
} from "./chunk-PUTA56ZU.js";
import "./chunk-N5ZR3VNH.js";
import "./chunk-DPF3ZRDS.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-7RV3B5WP.js";
import {
  ALL_RULES
} from "./chunk-G3ICI4EO.js";
import "./chunk-QQVAXXP7.js";
import "./chunk-A3PGRPRT.js";
import "./chunk-P6QENKUQ.js";
import "./chunk-NML54FI3.js";
import "./chunk-AOJ2GW5K.js";
import "./chunk-IOC56I7W.js";
import {
  acknowledgementBody
} from "./chunk-H6XIHYK3.js";
import "./chunk-ZRLVSTEH.js";
import "./chunk-OEIBBYLJ.js";
import "./chunk-3EQMZZWS.js";
import "./chunk-CS3S746T.js";
import "./chunk-QAS6QMLP.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import {
  closest
} from "./chunk-YELDAO2H.js";
import "./chunk-PXTZHCII.js";
import {
  detectSession
} from "./chunk-XRTOXWZQ.js";
import {
  locateRepo
} from "./chunk-4NOR6AMR.js";
import {
  logContext
} from "./chunk-ZM5PFCRO.js";
import {
  resolveLogSettings
} from "./chunk-4EBUXWCC.js";
import {
  BROADCAST_NAME
} from "./chunk-TXSQEBDJ.js";
import "./chunk-2E4FK3OU.js";
import "./chunk-U5OUMOEA.js";
import {
  UsageError
} from "./chunk-ATHXWNGJ.js";
import "./chunk-ZM4OG63Z.js";

// src/rules/engine/ack-door.ts
function acknowledgeableRule(ruleId) {
  if (ACKNOWLEDGEABLE_RULES.includes(ruleId)) return ruleId;
  if (ALL_RULES.some((rule) => rule.id === ruleId)) {
    throw new UsageError(`rule ${ruleId}: its findings name no log message, so they cannot be acknowledged`, {
      hint: `Set its severity under \`rules:\` in the doc's front matter, or put \`<!-- teamdoc-disable-next-line ${ruleId} -->\` above the line. Nothing was written.`
    });
  }
  const meant = closest(ruleId, ACKNOWLEDGEABLE_RULES) ?? closest(
    ruleId,
    ALL_RULES.map((rule) => rule.id)
  );
  throw new UsageError(`rule ${ruleId}: no such rule${meant ? `; did you mean ${meant}?` : ""}`, {
    hint: "The rule id is the one `teamdoc check` prints beside the finding (docs/rules.md lists them all). Nothing was written."
  });
}
function acknowledgementReason(reason) {
  const trimmed = reason.trim();
  if (trimmed === "")
    throw new UsageError("--reason is empty, expected why the finding is accepted", {
      hint: 'For example --reason "evidence is in the PR: #412". Nothing was written.'
    });
  if (/[\r\n]/.test(trimmed))
    throw new UsageError("--reason spans several lines, expected one line", {
      hint: "Say why in one line; details belong in a message or the doc. Nothing was written."
    });
  return trimmed;
}

// src/commands/ack.ts
async function run(operands, options, io) {
  const rule = acknowledgeableRule(String(operands[0]));
  const reason = acknowledgementReason(options.reason);
  const waitMs = parseWaitSeconds(options.wait);
  const [repo, settings] = await Promise.all([locateRepo(io.cwd), resolveLogSettings(io.cwd, { ref: options.ref }, io.env)]);
  const message = await resolveMessageId(logContext(repo, settings), String(operands[1]), { option: "message id" });
  const result = await appendEntries(
    repo,
    [
      {
        kind: "other",
        from: { name: options.by },
        to: { name: BROADCAST_NAME },
        inReplyTo: message,
        provenance: cliProvenance(detectSession(io.env), repo, { from: options.by, to: BROADCAST_NAME }),
        body: acknowledgementBody({ rule, reason })
      }
    ],
    { settings, waitMs, env: io.env }
  );
  return writeAppendResult(result, io);
}
export {
  run
};
