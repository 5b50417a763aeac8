import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  parseEvidence
} from "./chunk-FRIR6IZV.js";
import {
  writeAppendResult
} from "./chunk-VJUPFV3D.js";
import {
  appendEntries
} from "./chunk-YQXSOTJF.js";
import "./chunk-3QBPADAR.js";
import {
  resolveMessageId
} from "./chunk-TKNCDXRJ.js";
import "./chunk-K3SXI34N.js";
import {
  refuseSecretInName
} from "./chunk-FFV64UUG.js";
import {
  cliProvenance,
  parseWaitSeconds
} from "./chunk-E4G3OZPG.js";
import "./chunk-THIKJNV4.js";
import "./chunk-LU4VN47S.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-ERR4DYQI.js";
import "./chunk-IXB2FL6K.js";
import "./chunk-GORCF4C5.js";
import "./chunk-XWATY24Z.js";
import "./chunk-22ZUAEQ3.js";
import {
  checkId
} from "./chunk-SZ7P6XPA.js";
import "./chunk-NGCPRPFK.js";
import {
  detectSession
} from "./chunk-XRTOXWZQ.js";
import {
  locateRepo
} from "./chunk-S2NHDCHS.js";
import {
  logContext
} from "./chunk-EDUPP64J.js";
import {
  resolveLogSettings
} from "./chunk-SGM6BP7S.js";
import "./chunk-WLPOJ3QH.js";
import "./chunk-VFDTSTGV.js";
import "./chunk-XIPXUBBM.js";
import {
  UsageError
} from "./chunk-6QYOSLVR.js";
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
  const message = await resolveMessageId(logContext(repo, settings), messageId, { option: "message id" });
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
