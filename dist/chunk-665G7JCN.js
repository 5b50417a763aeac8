import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  refuseForeignLogAtDoor
} from "./chunk-SJNIUI64.js";
import {
  parseEvidence
} from "./chunk-FRIR6IZV.js";
import {
  writeAppendResult
} from "./chunk-5RUVZDZK.js";
import {
  resolveMessageId
} from "./chunk-7FO3DQIS.js";
import {
  cliProvenance,
  parseWaitSeconds
} from "./chunk-E4G3OZPG.js";
import "./chunk-YOXYUVV2.js";
import {
  appendEntries
} from "./chunk-MGPORXXY.js";
import "./chunk-3QBPADAR.js";
import {
  refuseSecretInName
} from "./chunk-FFV64UUG.js";
import "./chunk-7XCVDF2D.js";
import "./chunk-BDXNKRXG.js";
import "./chunk-OWGFK54E.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-IXIA5YVO.js";
import "./chunk-2VNVNE6N.js";
import "./chunk-VS2OQCQV.js";
import "./chunk-42HLHZKT.js";
import "./chunk-IXB2FL6K.js";
import "./chunk-VE4LDAK3.js";
import "./chunk-CYXENOEA.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import {
  checkId
} from "./chunk-C4VHFA5R.js";
import "./chunk-NGCPRPFK.js";
import "./chunk-HMP6ENEL.js";
import {
  detectSession
} from "./chunk-XRTOXWZQ.js";
import "./chunk-QHN4JY6Q.js";
import "./chunk-JUBBT7SJ.js";
import {
  locateRepo
} from "./chunk-UGXG7J5L.js";
import {
  logContext
} from "./chunk-2PRP2AON.js";
import {
  resolveLogSettings
} from "./chunk-NIVJHLVQ.js";
import "./chunk-N3PY6A4L.js";
import "./chunk-VNRN7ADX.js";
import {
  UsageError
} from "./chunk-6QYOSLVR.js";
import "./chunk-RUPPU7DV.js";
import "./chunk-TLT6H2X2.js";
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
