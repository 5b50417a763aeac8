import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  refuseForeignLogAtDoor
} from "./chunk-UX6B33FK.js";
import {
  parseEvidence
} from "./chunk-B5PREDUX.js";
import {
  writeAppendResult
} from "./chunk-5RUVZDZK.js";
import {
  cliProvenance,
  parseWaitSeconds
} from "./chunk-I2DU46KT.js";
import {
  resolveMessageId
} from "./chunk-HFIU72W2.js";
import {
  appendEntries
} from "./chunk-QDGJXKDJ.js";
import "./chunk-3QBPADAR.js";
import "./chunk-ZQQV3UUC.js";
import "./chunk-WG6KJXJU.js";
import {
  refuseSecretInName
} from "./chunk-FFV64UUG.js";
import "./chunk-FYJEYBCF.js";
import "./chunk-OWGFK54E.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-CBVSJC2K.js";
import "./chunk-VS2OQCQV.js";
import "./chunk-QTQJYR6U.js";
import "./chunk-IXB2FL6K.js";
import "./chunk-G74PUJJK.js";
import "./chunk-SDMBFCA2.js";
import {
  checkId
} from "./chunk-CG3PD4IQ.js";
import {
  logContext
} from "./chunk-7QEMD4I6.js";
import {
  resolveLogSettings
} from "./chunk-RADLN6OL.js";
import "./chunk-W4PXHZRR.js";
import "./chunk-A3CHG45U.js";
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
} from "./chunk-RKJV6UGO.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-VNRN7ADX.js";
import {
  UsageError
} from "./chunk-6QYOSLVR.js";
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
