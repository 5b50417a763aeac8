import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  writeAppendResult
} from "./chunk-5RUVZDZK.js";
import {
  cliProvenance,
  parseWaitSeconds
} from "./chunk-PPX63OHF.js";
import {
  resolveMessageId
} from "./chunk-YEYOGBGB.js";
import {
  ACKNOWLEDGEABLE_RULES
} from "./chunk-X7Q3UBGX.js";
import "./chunk-GNLTZHCG.js";
import {
  appendEntries
} from "./chunk-KX7QCRYM.js";
import "./chunk-3QBPADAR.js";
import "./chunk-F6W6LUKD.js";
import "./chunk-AJRVTMAO.js";
import "./chunk-FFV64UUG.js";
import "./chunk-7FAMXVM2.js";
import "./chunk-OWGFK54E.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-7KQWGHBI.js";
import {
  ALL_RULES
} from "./chunk-U5NIXWNV.js";
import "./chunk-J4SJ2VS4.js";
import "./chunk-G5ZI2DW5.js";
import "./chunk-P6QENKUQ.js";
import "./chunk-AO4QOEQS.js";
import "./chunk-VS2OQCQV.js";
import {
  acknowledgementBody
} from "./chunk-4PZ3LT5F.js";
import "./chunk-IXB2FL6K.js";
import "./chunk-KOMPYU52.js";
import "./chunk-JTDR2SOG.js";
import "./chunk-ADRH5BZS.js";
import "./chunk-5LG7I5IX.js";
import "./chunk-QAS6QMLP.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import {
  closest
} from "./chunk-YELDAO2H.js";
import "./chunk-HMP6ENEL.js";
import {
  detectSession
} from "./chunk-XRTOXWZQ.js";
import {
  locateRepo
} from "./chunk-TQ7PLOB7.js";
import {
  logContext
} from "./chunk-IZ5ITI7Z.js";
import {
  resolveLogSettings
} from "./chunk-6GB3656E.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-ECXZ3IHF.js";
import {
  UsageError
} from "./chunk-6QYOSLVR.js";
import "./chunk-D3JQUPM6.js";
import {
  BROADCAST_NAME
} from "./chunk-W4PXHZRR.js";
import "./chunk-ZM4OG63Z.js";

// src/rules/ack-door.ts
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
async function run(operands, rawOptions, io) {
  const options = rawOptions;
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
