import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  writeAppendResult
} from "./chunk-CFLG3T5U.js";
import {
  cliProvenance
} from "./chunk-KJCPS37T.js";
import "./chunk-JVBF3CJD.js";
import {
  parseWaitSeconds
} from "./chunk-FGU4EZ6U.js";
import {
  resolveMessageId
} from "./chunk-LKGH7A5N.js";
import {
  appendEntries
} from "./chunk-AE2MRNDX.js";
import "./chunk-3QBPADAR.js";
import "./chunk-DPB3LJP3.js";
import "./chunk-6PFRBXPB.js";
import "./chunk-IAIGJD2I.js";
import "./chunk-H4HRG3MY.js";
import {
  ACKNOWLEDGEABLE_RULES
} from "./chunk-BKBNJ5OI.js";
import "./chunk-MSFPTXT5.js";
import "./chunk-DPF3ZRDS.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-7KQWGHBI.js";
import {
  ALL_RULES
} from "./chunk-HJVK76B6.js";
import "./chunk-QWUMUTIT.js";
import "./chunk-QPK4BPH2.js";
import "./chunk-P6QENKUQ.js";
import "./chunk-QA6O4GUP.js";
import "./chunk-ALIXES7M.js";
import {
  acknowledgementBody
} from "./chunk-U3NVAJGK.js";
import "./chunk-6PYLCW3X.js";
import "./chunk-DYX4CMJA.js";
import "./chunk-JTDR2SOG.js";
import "./chunk-WZAH6YCX.js";
import "./chunk-F7PGKMYQ.js";
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
} from "./chunk-FZPP6TPT.js";
import {
  logContext
} from "./chunk-DWOX33JF.js";
import {
  resolveLogSettings
} from "./chunk-OMQ56U7D.js";
import {
  BROADCAST_NAME
} from "./chunk-GGQK7RRQ.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-ASDB5VRR.js";
import {
  UsageError
} from "./chunk-6QYOSLVR.js";
import "./chunk-ZM4OG63Z.js";

// src/rules/engine/ack-door.ts
function acknowledgeableRule(ruleId) {
  if (ACKNOWLEDGEABLE_RULES.includes(ruleId)) return ruleId;
  if (ALL_RULES.some((rule) => rule.id === ruleId)) {
    throw new UsageError(`rule ${ruleId}: its findings name no log message, so they cannot be acknowledged`, {
      hint: `Set its severity under \`rules:\` in the doc's front matter, or put \`<!-- teamdoc-disable-next-line ${ruleId} -->\` above the line. Nothing was written.`
    });
  }
  const meant = closest(ruleId, ACKNOWLEDGEABLE_RULES) ?? closest(ruleId, ALL_RULES.map((rule) => rule.id));
  throw new UsageError(`rule ${ruleId}: no such rule${meant ? `; did you mean ${meant}?` : ""}`, {
    hint: "The rule id is the one `teamdoc check` prints beside the finding (docs/rules.md lists them all). Nothing was written."
  });
}
function acknowledgementReason(reason) {
  const trimmed = reason.trim();
  if (trimmed === "") throw new UsageError("--reason is empty, expected why the finding is accepted", { hint: 'For example --reason "evidence is in the PR: #412". Nothing was written.' });
  if (/[\r\n]/.test(trimmed)) throw new UsageError("--reason spans several lines, expected one line", { hint: "Say why in one line; details belong in a message or the doc. Nothing was written." });
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
