import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  parseEvidence
} from "./chunk-FRIR6IZV.js";
import {
  writeAppendResult
} from "./chunk-VJUPFV3D.js";
import {
  resolveMessageId
} from "./chunk-A3MJ64FU.js";
import "./chunk-H5I6QMSO.js";
import {
  appendEntries
} from "./chunk-SF4ZDROG.js";
import "./chunk-3QBPADAR.js";
import {
  refuseSecretInName
} from "./chunk-FFV64UUG.js";
import {
  cliProvenance,
  parseWaitSeconds
} from "./chunk-E4G3OZPG.js";
import "./chunk-IGSZGQ7D.js";
import "./chunk-Q2XN7R3F.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-7KQWGHBI.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-WN47GK6P.js";
import {
  checkId
} from "./chunk-FU7FSBDK.js";
import {
  detectSession
} from "./chunk-XRTOXWZQ.js";
import {
  locateRepo
} from "./chunk-S2NHDCHS.js";
import {
  logContext
} from "./chunk-Q7OMVIWE.js";
import {
  resolveLogSettings
} from "./chunk-RF6WXIIG.js";
import "./chunk-WLPOJ3QH.js";
import "./chunk-JWOAK5RU.js";
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
