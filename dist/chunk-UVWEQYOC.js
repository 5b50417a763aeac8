import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  parseEvidence
} from "./chunk-MKAM2U6C.js";
import {
  findEntry
} from "./chunk-RX4ATLBC.js";
import {
  writeAppendResult
} from "./chunk-YTTBQE7F.js";
import {
  appendEntries,
  refuseSecretInName
} from "./chunk-ZU23CR7P.js";
import "./chunk-3QBPADAR.js";
import {
  cliProvenance,
  parseWaitSeconds
} from "./chunk-PLX6WZ22.js";
import "./chunk-P5J5LDDH.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-E2OTB5OX.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import {
  checkId
} from "./chunk-HDYDQ4UV.js";
import {
  detectSession
} from "./chunk-XRTOXWZQ.js";
import {
  locateRepo
} from "./chunk-QHMUX6WS.js";
import {
  logContext
} from "./chunk-B6AFR3HW.js";
import {
  resolveLogSettings
} from "./chunk-FY2VFAYX.js";
import "./chunk-HZXMG6JD.js";
import "./chunk-5BGLB67T.js";
import {
  UsageError
} from "./chunk-Q4IU6MHO.js";
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
  const message = await findEntry(logContext(repo, settings), messageId);
  if (message?.entry !== "message") {
    throw new UsageError(`No message with id ${JSON.stringify(messageId)} in ${settings.ref}`, { hint: "teamdoc log lists the ids; nothing was written." });
  }
  const session = detectSession(io.env);
  const result = await appendEntries(
    repo,
    [
      {
        entry: "delivery",
        id: options.id,
        message: message.id,
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
