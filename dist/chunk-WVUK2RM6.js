import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  refuseForeignLogAtDoor
} from "./chunk-ZVBX5YZ2.js";
import {
  parseEvidence
} from "./chunk-2BW3V2CY.js";
import {
  writeAppendResult
} from "./chunk-5RUVZDZK.js";
import {
  resolveMessageId
} from "./chunk-SRZXCP7X.js";
import {
  cliProvenance,
  parseWaitSeconds
} from "./chunk-VODORNBA.js";
import "./chunk-UQBAV5XG.js";
import {
  appendEntries
} from "./chunk-4R4RJ3VU.js";
import "./chunk-3QBPADAR.js";
import {
  refuseSecretInName
} from "./chunk-FFV64UUG.js";
import "./chunk-ZFBEVZYX.js";
import "./chunk-3B6OUGB7.js";
import "./chunk-OWGFK54E.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-VD7JRFHR.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-JUBBT7SJ.js";
import "./chunk-DCYI7DO2.js";
import "./chunk-AO4QOEQS.js";
import "./chunk-TDTF67VR.js";
import "./chunk-VS2OQCQV.js";
import "./chunk-BYC3C55S.js";
import "./chunk-IXB2FL6K.js";
import "./chunk-DE2VRAKP.js";
import "./chunk-BSGIAYGM.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import {
  checkId
} from "./chunk-2ZZ4AHPV.js";
import "./chunk-YELDAO2H.js";
import "./chunk-HMP6ENEL.js";
import {
  detectSession
} from "./chunk-XRTOXWZQ.js";
import "./chunk-QHN4JY6Q.js";
import {
  locateRepo
} from "./chunk-UGXG7J5L.js";
import {
  logContext
} from "./chunk-OT2X4A7X.js";
import {
  resolveLogSettings
} from "./chunk-U7SRWI6O.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-VNRN7ADX.js";
import {
  UsageError
} from "./chunk-6QYOSLVR.js";
import "./chunk-RUPPU7DV.js";
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
