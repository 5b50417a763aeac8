import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  refuseForeignLogAtDoor
} from "./chunk-QA7ADLP4.js";
import {
  parseEvidence
} from "./chunk-2BW3V2CY.js";
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
  appendEntries
} from "./chunk-KX7QCRYM.js";
import "./chunk-3QBPADAR.js";
import "./chunk-F6W6LUKD.js";
import "./chunk-AJRVTMAO.js";
import {
  refuseSecretInName
} from "./chunk-FFV64UUG.js";
import "./chunk-7FAMXVM2.js";
import "./chunk-OWGFK54E.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-7YH2MJLW.js";
import "./chunk-AO4QOEQS.js";
import "./chunk-VS2OQCQV.js";
import "./chunk-4PZ3LT5F.js";
import "./chunk-IXB2FL6K.js";
import "./chunk-KOMPYU52.js";
import "./chunk-JTDR2SOG.js";
import {
  checkId
} from "./chunk-ADRH5BZS.js";
import "./chunk-QAS6QMLP.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-YELDAO2H.js";
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
import "./chunk-W4PXHZRR.js";
import "./chunk-ZM4OG63Z.js";

// src/commands/deliver.ts
async function run(operands, rawOptions, io) {
  const options = rawOptions;
  const messageId = String(operands[0]);
  const evidence = (options.evidence ?? []).map(parseEvidence);
  const waitMs = parseWaitSeconds(options.wait);
  const [repo, settings] = await Promise.all([locateRepo(io.cwd), resolveLogSettings(io.cwd, { ref: options.ref }, io.env)]);
  refuseSecretInName("<message-id>", messageId);
  try {
    checkId(messageId, "message id");
  } catch (error) {
    throw new UsageError(`Unexpected ${error.message}`);
  }
  const context = logContext(repo, settings);
  await refuseForeignLogAtDoor(context);
  const message = await resolveMessageId(context, messageId, { option: "message id" });
  const session = detectSession(io.env);
  const result = await appendEntries(
    repo,
    [
      {
        entry: "delivery",
        id: options.id,
        message,
        state: options.state,
        detail: options.detail,
        evidence,
        provenance: cliProvenance(session, repo, {})
      }
    ],
    { settings, waitMs, env: io.env }
  );
  return writeAppendResult(result, io);
}
export {
  run
};
